import { isRouteErrorResponse } from 'react-router'
import { accessRefusalOf } from '../platform/access.ts'
import { useRequestId } from '../platform/request-id.tsx'
import { buttonClassName } from './button.tsx'

/** The page shown for an error no route shows its own way: the root's boundary, and a route's for errors it leaves alone. */
export function ErrorPage({ error }: { error: unknown }) {
	let title = 'Something went wrong'
	let message = 'Sorry, we could not show this page. Please try again in a moment.'
	const requestId = useRequestId()
	// Our fault, not the visitor's: a reference they can quote finds the failure in the logs.
	const serverFault = !isRouteErrorResponse(error) || error.status >= 500
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
			{serverFault ? (
				// Rendered by the server only (the client does not know the id): hydration keeps its text.
				<p className="mt-2 text-sm text-gray-600" suppressHydrationWarning>
					{requestId ? `Please quote this reference: ${requestId}` : ''}
				</p>
			) : null}
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				<a href="/" className={buttonClassName()}>
					Back to Home
				</a>
				<a href="/contact" className={buttonClassName({ variant: 'secondary' })}>
					Contact Us
				</a>
			</div>
			{stack ? (
				<pre className="mt-8 overflow-x-auto rounded-md bg-gray-900 p-4 text-left text-xs text-gray-100">{stack}</pre>
			) : null}
		</div>
	)
}
