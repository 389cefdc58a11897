// The one error safeFetch and allowedByRobots throw: a reason for code, a message for the employer.

/** `robots` is for the importer to throw when allowedByRobots answers false; safeFetch itself never does. */
export type SafeFetchReason =
	| 'refused-address'
	| 'refused-scheme'
	| 'too-large'
	| 'timeout'
	| 'too-many-redirects'
	| 'http-status'
	| 'robots'
	| 'network'

export class SafeFetchError extends Error {
	override name = 'SafeFetchError'
	readonly reason: SafeFetchReason
	/** The HTTP status, for `http-status`. */
	readonly status: number | undefined
	constructor(reason: SafeFetchReason, message: string, status?: number) {
		super(message)
		this.reason = reason
		this.status = status
	}
}
