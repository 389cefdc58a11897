import {
	data,
	type ShouldRevalidateFunctionArgs,
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	useLocation,
	useRouteLoaderData,
} from 'react-router'
import { useEffect, useMemo } from 'react'
import type { Route } from './+types/root'
import appStyles from './app.css?url'
import { ErrorPage } from './ui/error-page.tsx'
import { SiteFooter } from './features/site/components/site-footer.tsx'
import { siteHeaderIsland } from './features/site/components/site-header-island.tsx'
import { Toaster } from './ui/toaster.tsx'
import { getOptionalUser } from './platform/auth.server.ts'
import { config } from './platform/config.server.ts'
import { requestContextMiddleware } from './platform/request-context.server.ts'
import { readToast } from './platform/toast.server.ts'
import { headerUserOf } from './features/site/components/site-header-html.server.tsx'
import { PERSONAL_PAGES } from './personal-pages.server.ts'
import { personalPagesMiddleware } from './platform/render/personal-page.server.ts'
import { useNonce } from './platform/render/nonce.tsx'
import { useRenderOff } from './platform/render/switches.ts'
import { isOfflineResult } from './ui/offline.ts'

// A signed-in person's listing and job pages: the shared page with their parts put in (decision 239).
export const middleware: Route.MiddlewareFunction[] = [
	requestContextMiddleware,
	personalPagesMiddleware(PERSONAL_PAGES),
]

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = getOptionalUser(context)
	const { toast, clear } = await readToast(request)
	return data(
		{
			user: user ? headerUserOf(user) : null,
			toast,
			// The public origin, for the canonical link every public page's meta builds (platform/canonical.ts).
			origin: config.appOrigin,
		},
		{ headers: clear ? { 'Set-Cookie': clear } : undefined },
	)
}

export function Layout({ children }: { children: React.ReactNode }) {
	const nonce = useNonce()
	// The browser's rendering mechanisms the server turned off (RENDER_OFF, app/platform/render/switches.ts).
	const renderOff = useRenderOff()
	const rootData = useRouteLoaderData<typeof loader>('root')
	const user = rootData?.user ?? null
	const { pathname } = useLocation()
	// A new page gives the header new data, which wakes it: its current link moves (decision 252).
	const header = useMemo(() => ({ user, pathname }), [user, pathname])
	// The app runs the page from here on. An anonymous page asks for its scripts only after its first
	// paint, so a click before this is an ordinary page load; browser tests wait for it.
	useEffect(() => {
		document.documentElement.dataset.hydrated = 'true'
	}, [])
	return (
		<html lang="en-GB" className="h-full" data-render-off={renderOff}>
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#1e40af" />
				<Meta />
				{/* With a precedence React writes it first in the head, ahead of the scripts' modulepreload
				    links it moves there: the one file the first paint waits for is asked for first (decision 176;
				    a page rendered whole has no such links, decision 179). */}
				<link rel="stylesheet" href={appStyles} precedence="default" />
				<Links />
			</head>
			<body className="flex min-h-full flex-col bg-gray-50 text-gray-900 antialiased">
				<a href="#main" className="skip-link">
					Skip to content
				</a>
				<siteHeaderIsland.Island data={header} />
				<main id="main" className="flex-1">
					{children}
				</main>
				<SiteFooter />
				<Toaster toast={rootData?.toast ?? null} />
				<ScrollRestoration nonce={nonce} />
				<Scripts nonce={nonce} />
			</body>
		</html>
	)
}

export default function App() {
	return <Outlet />
}

export function links() {
	return [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]
}

export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	return isOfflineResult(actionResult) ? false : defaultShouldRevalidate
}

export function meta({ error }: Route.MetaArgs) {
	// The error boundary sets its own title; a second <title> here would win over it.
	if (error) return []
	return [{ title: 'Warrington Jobs | Local jobs in Warrington and Cheshire' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <ErrorPage error={error} />
}
