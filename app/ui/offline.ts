// A form post that never reached the server (no signal on a phone) is answered in the browser
// with a result marked `offline`; nothing changed on the server, so no loader re-runs (they
// would fail the same way and replace the page with an error).
export const CONNECTION_PROBLEM = 'Connection problem. Please check your internet and try again.'

export function isOfflineResult(actionResult: unknown) {
	return (
		typeof actionResult === 'object' &&
		actionResult !== null &&
		(actionResult as { offline?: unknown }).offline === true
	)
}

/** True for the error a fetch throws when the request never got an answer. */
export function isNetworkError(error: unknown) {
	return (
		error instanceof TypeError ||
		(typeof navigator !== 'undefined' && navigator.onLine === false && error instanceof Error)
	)
}
