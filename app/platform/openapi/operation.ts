// How one /api call is described for the OpenAPI document (decision 165). Each product area's
// openapi.ts lists its calls as `ApiOperation`s with their answer schemas beside them;
// api-docs/areas.ts gathers the lists into the document's sections, and document.server.ts turns
// them into OpenAPI 3.1 with zod's own z.toJSONSchema.
//
// How to use it: add one entry to the area's list, e.g.
//   {
//     method: 'get', path: '/api/things/{id}', summary: 'One thing', access: 'seeker',
//     answers: { 200: { description: 'The thing', schema: ThingSchema }, 404: 'Thing not found' },
//   }
// A string answer is an error in the one shape ({ message, errors? }) with that description. The
// answers every call of its kind can give are added by the document itself: 400 (a NUL in the
// URL), 500 and 503 to all; 401 and 403 by `access`; 400, 413 and 415 to a call with a body;
// 403 (cross-origin cookie write) to every write; the paging parameters and headers to `paged`.
import type { z } from 'zod'
import type { RateLimitRule } from '../rate-limit.server.ts'

type HttpMethod = 'get' | 'post' | 'patch' | 'delete'

/**
 * Who may make the call: `anyone` (signed in or not), `signedIn` (any account), one account type
 * (the others get 403 unless the call says otherwise), or `stripe` (signed by Stripe).
 */
export type Access = 'anyone' | 'signedIn' | 'seeker' | 'employer' | 'admin' | 'stripe'

export type Answer = {
	description: string
	/** The JSON body's schema; omitted for an error in the one shape. */
	schema?: z.ZodType
	/** Not JSON: a file download (one type, or the types it may be), a web page; its body is described, not checked. */
	contentType?: string | string[]
	/** Response headers worth naming (Location, Retry-After ...), by name → description. */
	headers?: Record<string, string>
}

type RequestBody =
	| {
			json: z.ZodType
			required?: boolean
			description?: string
			/** A PATCH: any of the fields, the rest kept (the schema's `required` is dropped). */
			partial?: boolean
	  }
	| { multipart: z.ZodType; json?: z.ZodType; description?: string }
	| { raw: string; description: string }

export type ApiOperation = {
	method: HttpMethod
	/** The OpenAPI path template: `/api/jobs/{id}`. */
	path: string
	summary: string
	description?: string
	access: Access
	/** Path parameters, by name → description (every `{name}` in the path). */
	params?: Record<string, string>
	/** The query parameters, as a zod object (each key one parameter; arrays repeat). */
	query?: z.ZodObject
	/** Takes `limit` and `offset` and answers a page: X-Total-Count and Link headers on 200. */
	paged?: boolean
	/** Takes an Idempotency-Key header. */
	idempotent?: boolean
	body?: RequestBody
	answers: Record<number, Answer | string>
	/**
	 * The limits the call counts against (RATE_LIMITS): every answer that counted carries the
	 * RateLimit-Policy and RateLimit headers, and a 429 Retry-After.
	 */
	rateLimits?: RateLimitRule[]
	/** Another address serving this call (the old product's aliases, docs/product.md §19). */
	aliasOf?: string
}

/** A tag of the document: a group of calls with a heading on /api/docs. */
export type ApiArea = { tag: string; description: string; operations: ApiOperation[] }
