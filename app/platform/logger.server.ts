// Structured logs: one JSON object a line (pino), each line of a request carrying its `reqId`,
// which the response repeats in X-Request-Id and the 500 page and /api 500s show (decision 109).
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import pino, { type DestinationStream, type Level, type Logger, type LoggerOptions } from 'pino'
import { setting } from './config-schema.server.ts'
import { observeRequest } from './metrics.server.ts'

declare module 'node:http' {
	interface IncomingMessage {
		/** The request id, set by `requestLogging` (X-Request-Id, every log line's `reqId`). */
		id?: string
	}
}

/** Field names whose values never reach a log, at the top of a logged object or two levels in. */
const SECRET_FIELDS = [
	'password',
	'newPassword',
	'currentPassword',
	'token',
	'accessToken',
	'refreshToken',
	'clientSecret',
	'secret',
	'authorization',
	'cookie',
]
const REDACT_PATHS = [
	'req.headers.authorization',
	'req.headers.cookie',
	'req.headers["x-api-key"]',
	'res.headers["set-cookie"]',
	...['', '*.', '*.*.'].flatMap((prefix) => SECRET_FIELDS.map((field) => prefix + field)),
]

/** Query parameters whose values are secrets (a password reset link's token). */
const SECRET_QUERY = /([?&](?:token|password|secret|key|code)=)[^&#]*/gi
export const scrubUrl = (url: string | undefined) => url?.replace(SECRET_QUERY, '$1[Redacted]')

function loggerOptions(): LoggerOptions {
	return {
		level: setting('LOG_LEVEL') ?? (process.env.VITEST ? 'silent' : 'info'),
		redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
		base: { pid: process.pid },
		timestamp: pino.stdTimeFunctions.isoTime,
	}
}

export function createLogger(destination?: DestinationStream): Logger {
	return destination ? pino(loggerOptions(), destination) : pino(loggerOptions())
}

// Kept on globalThis: in development Vite loads the app's own copy of this module beside the
// server's, and both must share the one store and logger.
const shared = globalThis as typeof globalThis & {
	[key: symbol]: { logger: Logger; requests: AsyncLocalStorage<RequestLog> } | undefined
}
const KEY = Symbol.for('warrington-jobs.logging')
const state = (shared[KEY] ??= { logger: createLogger(), requests: new AsyncLocalStorage<RequestLog>() })

/**
 * What `log()` knows of the request being served: its id, its logger once something logs, and the
 * route that answers it (`noteRequestRoute`).
 */
type RequestLog = { id: string; parent: Logger; logger?: Logger; route?: string; quiet?: boolean }

/** The logger of the request being served (its lines carry `reqId`), or the process's outside one. */
export function log(): Logger {
	const request = state.requests.getStore()
	// Made the first time the request logs: most requests never do, but for the line requestLogging writes.
	return request ? (request.logger ??= request.parent.child({ reqId: request.id })) : state.logger
}

/** What a client or proxy may send as a request id: short, and nothing that could forge a log line. */
const ACCEPTABLE_ID = /^[\w.:@-]{1,128}$/

/**
 * The request id: the incoming X-Request-Id when the proxy in front is trusted to set it
 * (TRUST_PROXY), otherwise a fresh UUID.
 */
export function requestIdFor(incoming: string | string[] | undefined, trustProxy: boolean | number) {
	const value = Array.isArray(incoming) ? incoming[0] : incoming
	return trustProxy && value && ACCEPTABLE_ID.test(value) ? value : randomUUID()
}

/**
 * Names the route answering the request being served: React Router's pattern (`/jobs/:id`, from the
 * root middleware), or the server's own (`/healthz`, `/assets/*`). It labels the request's log line
 * and its time in the metrics. `quiet`: a successful answer is logged at debug only (probes, files).
 */
export function noteRequestRoute(route: string, { quiet = false } = {}) {
	const request = state.requests.getStore()
	if (request) Object.assign(request, { route, quiet })
}

/** The route noted for the request being served, if any. */
export const requestRoute = () => state.requests.getStore()?.route

type Next = (error?: unknown) => void

/**
 * The server's request logging, one middleware: the request id (X-Request-Id), the store that lets
 * code anywhere in the request log through `log()` with the same id, and one line when each
 * response ends (decision 221): `method`, `route` (the pattern, see noteRequestRoute), `url` (secret
 * query values scrubbed), `status`, `ms`, `reqId`, and `err` for a 5xx; the request's and response's
 * headers only when the level is debug. A request no route claimed (a file, Vite's modules in
 * development) or one noted `quiet` is logged at debug when it succeeds. Its time goes to the
 * metrics' request histogram whatever the level.
 */
export function requestLogging(options: { trustProxy: boolean | number; logger?: Logger }) {
	const logger = options.logger ?? state.logger
	return (req: IncomingMessage, res: ServerResponse, next: Next) => {
		const id = requestIdFor(req.headers['x-request-id'], options.trustProxy)
		req.id = id
		res.setHeader('X-Request-Id', id)
		const start = performance.now()
		// As the request came, before any router rewrites req.url.
		const { method = 'GET', url } = req
		const store: RequestLog = { id, parent: logger }
		const finished = (error?: Error) => {
			res.off('close', finished)
			res.off('finish', finished)
			res.off('error', finished)
			const ms = Math.round((performance.now() - start) * 10) / 10
			const status = res.headersSent ? res.statusCode : null
			const failed = error !== undefined || res.statusCode >= 500
			observeRequest(store.route ?? 'other', method, status ?? 499, ms)
			const quiet = !failed && res.statusCode < 400 && (store.quiet || store.route === undefined)
			const level: Level = failed ? 'error' : quiet ? 'debug' : 'info'
			if (!logger.isLevelEnabled(level)) return
			const line: Record<string, unknown> = {
				reqId: id,
				method,
				route: store.route ?? null,
				url: scrubUrl(url),
				status,
			}
			line.ms = ms
			if (failed) line.err = error ?? new Error(`failed with status code ${res.statusCode}`)
			if (logger.isLevelEnabled('debug')) {
				line.req = { headers: req.headers }
				line.res = { headers: res.getHeaders() }
			}
			const message = failed
				? 'request errored'
				: !req.readableAborted && res.writableEnded
					? 'request completed'
					: 'request aborted'
			logger[level](line, message)
		}
		res.on('close', finished)
		res.on('finish', finished)
		res.on('error', finished)
		state.requests.run(store, next)
	}
}
