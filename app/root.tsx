import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/root'
import './app.css'
import { SiteFooter } from './components/site-footer.tsx'
import { SiteHeader } from './components/site-header.tsx'
import { Toaster } from './components/toaster.tsx'
import { getOptionalUser } from './services/auth.server.ts'
import { requestContextMiddleware } from './services/request-context.server.ts'
import { readToast } from './services/toast.server.ts'
import { useNonce } from './utils/nonce.tsx'

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
				<a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
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

export function meta() {
	return [{ title: 'Warrington Jobs | Local jobs in Warrington and Cheshire' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	let title = 'Something went wrong'
	let message = 'An unexpected error occurred. Please try again in a moment.'
	if (isRouteErrorResponse(error)) {
		title = error.status === 404 ? 'Page Not Found' : `${error.status} ${error.statusText || 'Error'}`
		message = typeof error.data === 'string' && error.data ? error.data : message
	} else if (import.meta.env.DEV && error instanceof Error) {
		message = error.message
	}
	return (
		<div className="mx-auto max-w-2xl px-4 py-16 text-center">
			<title>{`${title} | Warrington Jobs`}</title>
			<h1 className="text-3xl font-bold">{title}</h1>
			<p className="mt-4 text-gray-600">{message}</p>
			<a href="/" className="mt-8 inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
				Back to Home
			</a>
		</div>
	)
}
