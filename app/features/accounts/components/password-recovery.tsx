// What the two password recovery pages (/forgot-password, /reset-password) share.
import { isRouteErrorResponse, Link } from 'react-router'

/** The link back to sign-in under each recovery form. */
export function BackToSignIn() {
	return (
		<Link to="/auth" className="text-center text-sm font-medium text-brand-700 hover:underline">
			Back to Sign In
		</Link>
	)
}

/**
 * A recovery page's error boundary: a refusal's own words (a 4xx with a text body), otherwise the
 * page's general failure message; optionally a link to try again.
 */
export function RecoveryFailure({
	error,
	title,
	fallback,
	retryHref,
}: {
	error: unknown
	title: string
	fallback: string
	retryHref?: string
}) {
	const rejected = isRouteErrorResponse(error) && error.status < 500 && typeof error.data === 'string' && error.data
	return (
		<div className="mx-auto max-w-md px-4 py-12">
			<div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-800">
				<h1 className="text-xl font-bold">{title}</h1>
				<p className="mt-2">{rejected || fallback}</p>
				{retryHref ? (
					<Link to={retryHref} className="mt-4 inline-block font-medium text-brand-700 hover:underline">
						Try again
					</Link>
				) : null}
			</div>
		</div>
	)
}
