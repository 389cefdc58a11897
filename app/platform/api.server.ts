import type { RouterContextProvider } from 'react-router'
import type { z } from 'zod'
import { authContext, bearerSentContext } from '../context.ts'
import type { UserType } from './access.ts'
import { RateLimitedError, retryAfterHeaders } from './rate-limit.server.ts'
import {
	bodyLimitFor,
	declaredLengthRefusal,
	isJson,
	jsonBodyRefusal,
	LARGE_BODY_LIMIT,
	readCapped,
	type Refusal,
	routePath,
	tooLarge,
} from './request-limits.server.ts'

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
			return apiError(429, error.message, undefined, retryAfterHeaders(error))
		}
		throw error
	}
}

/**
 * The body as a JSON object, read up to `limit` bytes (counted as they arrive):
 * 413 past the limit, 415 for a body that is not JSON, 400 for malformed JSON, a value that is
 * not an object, nesting deeper than JSON_DEPTH_LIMIT, or a NUL character anywhere in it (named
 * by its path).
 */
export async function readJsonObject(request: Request, limit: number): Promise<Record<string, unknown>> {
	const refuse = (refusal: Refusal | null) => {
		if (!refusal) return
		const headers = refusal.status === 413 ? { Connection: 'close' } : undefined
		throw new ApiError(apiError(refusal.status, refusal.message, refusal.errors, headers))
	}
	refuse(declaredLengthRefusal(request, limit))
	const bytes = await readCapped(request.body, limit)
	if (bytes === null) return refuse(tooLarge(limit)) as never
	const text = new TextDecoder().decode(bytes)
	if (text.trim() === '') return {}
	if (!isJson(request.headers.get('Content-Type') ?? '')) {
		refuse({ status: 415, message: 'Send the body as application/json' })
	}
	let body: unknown
	try {
		body = JSON.parse(text)
	} catch {
		throw new ApiError(apiError(400, 'Malformed JSON in request body'))
	}
	if (body === null || typeof body !== 'object' || Array.isArray(body)) {
		throw new ApiError(apiError(400, 'The request body must be a JSON object'))
	}
	refuse(jsonBodyRefusal(body))
	return body as Record<string, unknown>
}

/** The parsed JSON body, validated; see readJsonObject for what is refused before validation. */
export async function readJsonBody<Schema extends z.ZodType>(
	request: Request,
	schema: Schema,
): Promise<z.output<Schema>> {
	const limit = bodyLimitFor(routePath(new URL(request.url))) ?? LARGE_BODY_LIMIT
	const body = await readJsonObject(request, limit)
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
export function unauthorized(message: string, sentToken = false) {
	const challenge = sentToken ? 'Bearer realm="api", error="invalid_token"' : 'Bearer realm="api"'
	return apiError(401, message, undefined, { 'WWW-Authenticate': challenge })
}

/**
 * The signed-in user for an API call. A write made with the session cookie has already passed
 * the one Origin rule (origin-check.server.ts, run by the root middleware).
 */
export function requireApiAuth(context: Readonly<RouterContextProvider>, signedOutMessage = 'Authentication required') {
	const auth = context.get(authContext)
	if (!auth) throw new ApiError(unauthorized(signedOutMessage, context.get(bearerSentContext)))
	return auth
}

/**
 * The signed-in user of one type for an API call: 401 when nobody is signed in (with
 * `signedOutMessage` where the call has words of its own for it), otherwise `status` (403, or 404
 * where the answer must not tell that the thing exists) with `message`.
 */
export function requireApiUserType(
	context: Readonly<RouterContextProvider>,
	userType: UserType,
	refusal: { message: string; status?: 403 | 404; signedOutMessage?: string },
) {
	const auth = requireApiAuth(context, refusal.signedOutMessage)
	if (auth.user.userType !== userType) throw new ApiError(apiError(refusal.status ?? 403, refusal.message))
	return auth
}
