import { data, type RouterContextProvider } from 'react-router'
import type { z } from 'zod'
import { authContext } from '../context.ts'
import type { UserType } from '../utils/access.ts'
import { config } from './config.server.ts'
import { RateLimitedError } from './rate-limit.server.ts'

// The one error shape of the JSON API: { message, errors? }.
export function apiError(status: number, message: string, errors?: Record<string, string[]>, headers?: HeadersInit) {
	return Response.json(errors ? { message, errors } : { message }, { status, headers })
}

/** 405 for a method the endpoint does not take, naming the ones it does. */
export function methodNotAllowed(allow: string) {
	return apiError(405, 'Method not allowed', undefined, { Allow: allow })
}

export class ApiError extends Error {
	readonly response: Response
	constructor(response: Response) {
		super(`API error ${response.status}`)
		this.response = response
	}
}

/**
 * Runs an API handler, turning the errors every handler shares into their JSON answers:
 * ApiError as it is, rate limits as 429 with Retry-After. `answerFor` gives the answer to a
 * service's domain errors (null for an error it does not know). Anything else is left to the
 * server's error handling (500, or 503 while the database is away).
 */
export async function apiHandler(run: () => Promise<Response>, answerFor?: (error: unknown) => Response | null) {
	try {
		return await run()
	} catch (error) {
		if (error instanceof ApiError) return error.response
		const answer = answerFor?.(error)
		if (answer) return answer
		if (error instanceof RateLimitedError) {
			return apiError(429, error.message, undefined, { 'Retry-After': String(error.retryAfterSeconds) })
		}
		throw error
	}
}

/** The parsed JSON body, validated; malformed JSON or a wrong shape is a 400. */
export async function readJsonBody<Schema extends z.ZodType>(
	request: Request,
	schema: Schema,
): Promise<z.output<Schema>> {
	let body: unknown
	try {
		const text = await request.text()
		body = text.trim() === '' ? {} : JSON.parse(text)
	} catch {
		throw new ApiError(apiError(400, 'Malformed JSON in request body'))
	}
	if (body === null || typeof body !== 'object' || Array.isArray(body)) {
		throw new ApiError(apiError(400, 'The request body must be a JSON object'))
	}
	const result = schema.safeParse(body)
	if (!result.success) {
		const errors: Record<string, string[]> = {}
		for (const issue of result.error.issues) {
			const field = issue.path.join('.') || 'body'
			;(errors[field] ??= []).push(issue.message)
		}
		throw new ApiError(apiError(400, 'Please check the highlighted fields', errors))
	}
	return result.data
}

/**
 * The 401 of the API: it names the scheme that would let the client in (RFC 9110 §11.6.1,
 * RFC 6750 §3), with `invalid_token` when a bearer token was sent but is unknown or expired.
 */
export function unauthorized(message: string, request?: Request) {
	const sentToken = /^Bearer\s/i.test(request?.headers.get('Authorization') ?? '')
	const challenge = sentToken ? 'Bearer realm="api", error="invalid_token"' : 'Bearer realm="api"'
	return apiError(401, message, undefined, { 'WWW-Authenticate': challenge })
}

/**
 * The signed-in user for an API call. Writes authenticated by the session cookie must come
 * from our own pages (the Origin check): a bearer token cannot be sent by another site.
 */
export function requireApiAuth(context: Readonly<RouterContextProvider>, request: Request) {
	const auth = context.get(authContext)
	if (!auth) throw new ApiError(unauthorized('Authentication required', request))
	if (auth.via === 'session') checkSameOrigin(request)
	return auth
}

/**
 * The signed-in user of one type for an API call: 401 when nobody is signed in, otherwise
 * `status` (403, or 404 where the answer must not tell that the thing exists) with `message`.
 */
export function requireApiUserType(
	context: Readonly<RouterContextProvider>,
	request: Request,
	userType: UserType,
	refusal: { message: string; status?: 403 | 404 },
) {
	const auth = requireApiAuth(context, request)
	if (auth.user.userType !== userType) throw new ApiError(apiError(refusal.status ?? 403, refusal.message))
	return auth
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Whether a request was sent by this site's own pages: its Origin is this site. */
function fromSameOrigin(request: Request) {
	const origin = request.headers.get('Origin')
	return !!origin && (origin === new URL(request.url).origin || origin === config.appOrigin)
}

export function checkSameOrigin(request: Request) {
	if (SAFE_METHODS.has(request.method.toUpperCase())) return
	if (!fromSameOrigin(request)) throw new ApiError(apiError(403, 'Cross-origin request refused'))
}

/**
 * For a form route without a screen (a heart, Quick Apply, sponsoring): React Router's own
 * cross-origin check covers only screens' actions, and the session cookie must not let another
 * site act in a user's name.
 */
export function requireSameOriginForm(request: Request) {
	if (!fromSameOrigin(request)) throw data('Cross-origin request refused', { status: 403 })
}
