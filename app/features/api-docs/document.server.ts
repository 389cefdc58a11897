// The OpenAPI 3.1 document of the JSON API (decision 165), built once per process from the
// areas' operation lists and the very zod schemas the routes validate with, by zod's own
// z.toJSONSchema (JSON Schema 2020-12, OpenAPI 3.1's dialect). GET /api/openapi.json serves it,
// /api/docs shows it, and tests/fixtures/route.ts checks every /api answer of the test suite
// against it (decision 166).
import { z } from 'zod'
import { API_AREAS } from './areas.ts'
import { ApiErrorSchema, InternalErrorSchema } from '../../platform/openapi/common.ts'
import { answerSchemas, schemaComponentOf } from '../../platform/openapi/schemas.ts'
import type { Access, Answer, ApiOperation } from '../../platform/openapi/operation.ts'
import { LIST_DEFAULT_LIMIT, LIST_MAX_LIMIT } from '../../platform/paging.server.ts'
import { effectiveLimit } from '../../platform/rate-limit.server.ts'
import { config } from '../../platform/config.server.ts'

type Json = Record<string, unknown>

const ERROR_REF = '#/components/schemas/Error'
const WRITE_METHODS = new Set(['post', 'patch', 'delete'])

const ACCESS_TEXT: Record<Access, string> = {
	anyone: 'Anyone, signed in or not.',
	signedIn: 'Any signed-in account (bearer token or session cookie).',
	seeker: 'A job seeker account (bearer token or session cookie).',
	employer: 'An employer account (bearer token or session cookie).',
	admin: 'An admin account (bearer token or session cookie).',
	stripe: 'Stripe alone: the Stripe-Signature header over the raw body, no account.',
}

/** The limits a call counts against, as its RateLimit-Policy header names them. */
function limitsText(operation: ApiOperation) {
	const limits = operation.rateLimits ?? []
	if (!limits.length) return null
	const policies = limits.map((rule) => `\`"${rule.name}";q=${effectiveLimit(rule)};w=${rule.windowSeconds}\``)
	return `Rate limited: ${policies.join(', ')} (at most \`q\` calls in \`w\` seconds). Each answer tells how many are left in the RateLimit header.`
}

/** Who may call it, in words: the docs page shows this line. */
const accessText = (access: Access) => ACCESS_TEXT[access]

/** A zod schema as JSON Schema for a request (its input side), without the dialect line. */
function inputJsonSchema(schema: z.ZodType): Json {
	const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json
	return json
}

/** getApiJobsById for GET /api/jobs/{id}: unique, stable, readable. */
function operationIdOf(operation: Pick<ApiOperation, 'method' | 'path' | 'aliasOf'>) {
	const words = operation.path
		.split('/')
		.filter(Boolean)
		.flatMap((segment) =>
			segment.startsWith('{') ? ['by', segment.slice(1, -1)] : segment.split(/[-.]/).filter(Boolean),
		)
	const name = operation.method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
	return operation.aliasOf ? `${name}Alias` : name
}

const errorAnswer = (description: string): Answer => ({ description, schema: ApiErrorSchema })

/** The answers the document adds to a call of this kind (see operation.ts). */
function impliedAnswers(operation: ApiOperation): Record<number, Answer> {
	const implied: Record<number, Answer> = {
		400: errorAnswer('A NUL character in the path or query string'),
		500: { description: 'Something failed on the server; quote the request id', schema: InternalErrorSchema },
		503: errorAnswer('The database is unavailable for a moment; try again'),
	}
	if (operation.access !== 'anyone' && operation.access !== 'stripe')
		implied[401] = {
			...errorAnswer('Not signed in, or the bearer token is unknown or expired'),
			headers: { 'WWW-Authenticate': 'Bearer realm="api" (with error="invalid_token" for a bad token)' },
		}
	if (operation.access === 'seeker' || operation.access === 'employer' || operation.access === 'admin')
		implied[403] = errorAnswer(
			`Signed in, but not as ${operation.access === 'seeker' ? 'a job seeker' : `an ${operation.access}`}`,
		)
	if (WRITE_METHODS.has(operation.method)) {
		const crossSite = 'a write with the session cookie from another site (Cross-origin request refused)'
		implied[403] = errorAnswer(
			implied[403] ? `${implied[403].description}; or ${crossSite}` : crossSite[0]!.toUpperCase() + crossSite.slice(1),
		)
		implied[413] = { ...errorAnswer('The body is larger than this call takes'), headers: { Connection: 'close' } }
	}
	if (operation.body && !('raw' in operation.body)) {
		implied[400] = errorAnswer('The body failed validation: `errors` names each field and its problems')
		implied[415] = errorAnswer('The body is not in a type this call takes')
	}
	if (operation.paged)
		implied[400] = errorAnswer('A bad `limit` or `offset` (or another query value), named in `errors`')
	return implied
}

/** Every answer of a call: its own, over the implied ones, as [status, answer] sorted by status. */
function answersOf(operation: ApiOperation): [number, Answer][] {
	const own = Object.entries(operation.answers).map(
		([status, answer]) => [Number(status), typeof answer === 'string' ? errorAnswer(answer) : answer] as const,
	)
	const all = new Map<number, Answer>(Object.entries(impliedAnswers(operation)).map(([s, a]) => [Number(s), a]))
	for (const [status, answer] of own) all.set(status, answer)
	return [...all.entries()].sort(([a], [b]) => a - b)
}

function parametersOf(operation: ApiOperation): Json[] {
	const parameters: Json[] = []
	for (const name of operation.path.match(/\{(\w+)\}/g) ?? []) {
		const key = name.slice(1, -1)
		parameters.push({
			name: key,
			in: 'path',
			required: true,
			description: operation.params?.[key],
			schema: { type: 'string' },
		})
	}
	for (const [name, schema] of Object.entries(operation.query?.shape ?? {}) as [string, z.ZodType][]) {
		const json = inputJsonSchema(schema)
		const { description, ...rest } = json
		parameters.push({
			name,
			in: 'query',
			required: !schema.safeParse(undefined).success,
			...(description ? { description } : {}),
			schema: rest,
			...(rest.type === 'array' ? { style: 'form', explode: true } : {}),
		})
	}
	if (operation.paged)
		parameters.push({ $ref: '#/components/parameters/limit' }, { $ref: '#/components/parameters/offset' })
	if (operation.idempotent) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' })
	return parameters
}

function requestBodyOf(operation: ApiOperation): Json | undefined {
	const body = operation.body
	if (!body) return undefined
	if ('raw' in body) return { required: true, description: body.description, content: { [body.raw]: { schema: {} } } }
	if ('multipart' in body) {
		const content: Json = { 'multipart/form-data': { schema: inputJsonSchema(body.multipart) } }
		if (body.json) content['application/json'] = { schema: inputJsonSchema(body.json) }
		return { required: true, description: body.description, content }
	}
	const { required: _fields, ...partial } = inputJsonSchema(body.json)
	return {
		required: body.required ?? true,
		description: body.description,
		content: { 'application/json': { schema: body.partial ? partial : inputJsonSchema(body.json) } },
	}
}

function responseOf(operation: ApiOperation, status: number, answer: Answer): Json {
	const headers: Json = {}
	if (operation.paged && status === 200) {
		headers['X-Total-Count'] = { $ref: '#/components/headers/X-Total-Count' }
		headers.Link = { $ref: '#/components/headers/Link' }
	}
	for (const [name, description] of Object.entries(answer.headers ?? {}))
		headers[name] = { description, schema: { type: 'string' } }
	if (status === 429) headers['Retry-After'] = { $ref: '#/components/headers/Retry-After' }
	if (operation.rateLimits?.length) {
		headers['RateLimit-Policy'] = { $ref: '#/components/headers/RateLimit-Policy' }
		headers.RateLimit = { $ref: '#/components/headers/RateLimit' }
	}
	const name = `${operationIdOf(operation)}${status}`
	const types = answer.contentType === undefined ? [] : [answer.contentType].flat()
	const content = types.length
		? Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]))
		: { 'application/json': { schema: schemaComponentOf(answer.schema ?? ApiErrorSchema, name) } }
	return {
		description: answer.description,
		...(Object.keys(headers).length ? { headers } : {}),
		content,
	}
}

function securityOf(access: Access) {
	return access === 'anyone' || access === 'stripe' ? [] : [{ bearerAuth: [] }, { sessionCookie: [] }]
}

function operationObject(tag: string, operation: ApiOperation): Json {
	return {
		tags: [tag],
		operationId: operationIdOf(operation),
		summary: operation.summary,
		description: [operation.description, limitsText(operation), `Who: ${accessText(operation.access)}`]
			.filter(Boolean)
			.join('\n\n'),
		security: securityOf(operation.access),
		parameters: parametersOf(operation),
		...(operation.body ? { requestBody: requestBodyOf(operation) } : {}),
		responses: Object.fromEntries(
			answersOf(operation).map(([status, answer]) => [String(status), responseOf(operation, status, answer)]),
		),
		...(operation.access === 'stripe' ? { 'x-access': 'stripe' } : { 'x-access': operation.access }),
	}
}

/**
 * The components in the order a reader meets them: those the calls refer to, section by section,
 * then those only other components refer to. The registry's own order is the order the areas'
 * modules happened to load in.
 */
function inOrderOfUse(schemas: Record<string, unknown>, paths: Json) {
	const names = [...JSON.stringify([paths, schemas]).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map(
		(match) => match[1]!,
	)
	const order = [...new Set([...names, ...Object.keys(schemas)])]
	return Object.fromEntries(order.filter((name) => name in schemas).map((name) => [name, schemas[name]]))
}

function buildDocument(): Json {
	const paths: Record<string, Json> = {}
	for (const area of API_AREAS) {
		for (const operation of area.operations) {
			paths[operation.path] ??= {}
			paths[operation.path]![operation.method] = operationObject(area.tag, operation)
		}
	}
	return {
		openapi: '3.1.1',
		jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
		info: {
			title: 'Warrington Jobs API',
			version: '1.0.0',
			// The code is not open source (package.json is private, there is no LICENSE file): the API
			// is offered under the site's terms of use.
			license: {
				name: 'Proprietary: all rights reserved; use under the terms of use',
				url: `${config.appOrigin}/terms`,
			},
			description: [
				'The JSON API of Warrington Jobs. Every call answers JSON; every error is `{ "message": "...", "errors"?: { field: ["..."] } }` with its status.',
				'Sign in with POST /api/login (or register) for a bearer token: send it as `Authorization: Bearer {token}`. The site’s own pages use the session cookie; a write made with the cookie must come from the site itself (its Origin).',
				`Lists page: \`limit\` (1 to ${LIST_MAX_LIMIT}, ${LIST_DEFAULT_LIMIT} unless a call says otherwise) and \`offset\` choose the page; the answer is a plain array, the total in X-Total-Count and the neighbouring pages in a Link header.`,
				'A method a path does not take answers 405 with an Allow header; a path under /api that is not listed here answers 404; both in the error shape. OPTIONS answers 204 without running a call (CORS preflight).',
			].join('\n\n'),
		},
		servers: [{ url: '/' }],
		tags: API_AREAS.map(({ tag, description }) => ({ name: tag, description })),
		paths,
		components: {
			schemas: inOrderOfUse(answerSchemas(), paths),
			securitySchemes: {
				bearerAuth: {
					type: 'http',
					scheme: 'bearer',
					description:
						'A token from POST /api/login or POST /api/register, valid 90 days; POST /api/logout revokes it. Only its hash is stored.',
				},
				sessionCookie: {
					type: 'apiKey',
					in: 'cookie',
					name: 'session',
					description:
						'The site’s session cookie (`__Host-session` over HTTPS), set by signing in on /auth. Writes must carry this site’s Origin.',
				},
			},
			parameters: {
				limit: {
					name: 'limit',
					in: 'query',
					description: `How many items (1 to ${LIST_MAX_LIMIT})`,
					schema: { type: 'integer', minimum: 1, maximum: LIST_MAX_LIMIT },
				},
				offset: {
					name: 'offset',
					in: 'query',
					description: 'How many items to skip',
					schema: { type: 'integer', minimum: 0, maximum: 1_000_000 },
				},
				IdempotencyKey: {
					name: 'Idempotency-Key',
					in: 'header',
					description:
						'Makes a retry safe: the same key and body within 24 hours gets the first answer again; the same key with another body is a 422.',
					schema: { type: 'string', minLength: 1, maxLength: 255 },
				},
			},
			headers: {
				'X-Total-Count': { description: 'How many items the whole list has', schema: { type: 'integer' } },
				Link: {
					description: 'The neighbouring pages: `</api/jobs?limit=20&offset=20>; rel="next"`, rel="prev"',
					schema: { type: 'string' },
				},
				'Retry-After': {
					description: 'Seconds until the limit lets the call through again',
					schema: { type: 'integer' },
				},
				'RateLimit-Policy': {
					description:
						'The limits this call counts against, one quota policy each (IETF draft “RateLimit header fields for HTTP”): `"login-ip";q=30;w=900` is at most 30 calls in 900 seconds.',
					schema: { type: 'string' },
				},
				RateLimit: {
					description:
						'Where the caller stands against each policy: `"login-ip";r=29;t=900` is 29 calls left, the window freeing in 900 seconds.',
					schema: { type: 'string' },
				},
			},
			responses: {
				MethodNotAllowed: {
					description: 'The path does not take this method; Allow names the ones it does',
					headers: { Allow: { schema: { type: 'string' } } },
					content: { 'application/json': { schema: { $ref: ERROR_REF } } },
				},
				NotFound: {
					description: 'No such path under /api',
					content: { 'application/json': { schema: { $ref: ERROR_REF } } },
				},
			},
		},
	}
}

let built: Json | undefined

/** The document, built on first use and kept for the life of the process. */
export function openApiDocument(): Json {
	built ??= buildDocument()
	return built
}
