import {
	data,
	isRouteErrorResponse,
	type ShouldRevalidateFunctionArgs,
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	useRouteLoaderData,
} from 'react-router'
import type { Route } from './+types/root'
import './app.css'
import { SiteFooter } from './components/layout/site-footer.tsx'
import { SiteHeader } from './components/layout/site-header.tsx'
import { Toaster } from './components/ui/toaster.tsx'
import { getOptionalUser } from './platform/auth.server.ts'
import { requestContextMiddleware } from './platform/request-context.server.ts'
import { readToast } from './platform/toast.server.ts'
import { accessRefusalOf } from './utils/access.ts'
import { useNonce } from './utils/nonce.tsx'
import { isOfflineResult } from './utils/offline.ts'

export const middleware: Route.MiddlewareFunction[] = [requestContextMiddleware]

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = getOptionalUser(context)
	const { toast, clear } = await readToast(request)
	return data(
		{
			user: user ? { firstName: user.firstName, lastName: user.lastName, userType: user.userType } : null,
			toast,
		},
		{ headers: clear ? { 'Set-Cookie': clear } : undefined },
	)
}

export type RootUser = Route.ComponentProps['loaderData']['user']

export function Layout({ children }: { children: React.ReactNode }) {
	const nonce = useNonce()
	const rootData = useRouteLoaderData<typeof loader>('root')
	return (
		<html lang="en-GB" className="h-full">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				<meta name="theme-color" content="#1e40af" />
				<Meta />
				<Links />
			</head>
			<body className="flex min-h-full flex-col bg-gray-50 text-gray-900 antialiased">
				<a
					href="#main"
					className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
				>
					Skip to content
				</a>
				<SiteHeader user={rootData?.user ?? null} />
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
	let title = 'Something went wrong'
	let message = 'Sorry, we could not show this page. Please try again in a moment.'
	if (isRouteErrorResponse(error)) {
		if (error.status === 404) {
			title = 'Page Not Found'
			message = 'The page you are looking for does not exist or has been moved.'
		} else if (error.status === 403) {
			title = 'Access Restricted'
			message = 'You do not have permission to view this page.'
		} else if (error.status >= 400 && error.status < 500) {
			title = error.statusText || 'Request not completed'
		}
		// Routes throw plain-text responses with a message meant for the visitor; guards a refusal.
		if (typeof error.data === 'string' && error.data) message = error.data
		const refusal = accessRefusalOf(error)
		if (refusal) message = refusal.message
	}
	// Details of unexpected errors are for developers only; production shows the message above.
	const stack = import.meta.env.DEV && error instanceof Error ? error.stack || error.message : null
	return (
		<div className="mx-auto max-w-2xl px-4 py-16 text-center">
			<title>{`${title} | Warrington Jobs`}</title>
			<h1 className="text-3xl font-bold">{title}</h1>
			<p className="mt-4 text-gray-700">{message}</p>
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				<a href="/" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
					Back to Home
				</a>
				<a
					href="/contact"
					className="rounded-md border border-gray-300 bg-white px-4 py-2 font-semibold text-gray-900 hover:bg-gray-50"
				>
					Contact Us
				</a>
			</div>
			{stack ? (
				<pre className="mt-8 overflow-x-auto rounded-md bg-gray-900 p-4 text-left text-xs text-gray-100">{stack}</pre>
			) : null}
		</div>
	)
}
