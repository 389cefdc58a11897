// Structured logs: one JSON object a line (pino), each line of a request carrying its `reqId`,
// which the response repeats in X-Request-Id and the 500 page and /api 500s show (decision 109).
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import pino, { type DestinationStream, type Level, type Logger, type LoggerOptions } from 'pino'
import { setting } from './config-schema.server.ts'

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

/** What `log()` knows of the request being served: its id, and its logger once something logs. */
type RequestLog = { id: string; parent: Logger; logger?: Logger }

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

type Next = (error?: unknown) => void

/**
 * The server's request logging, one middleware: the request id (X-Request-Id), a line when each
 * response ends, with the request id, method, path, headers, status and time, and the store that
 * lets code anywhere in the request log through `log()` with the same id. The line
 * is the one pino-http wrote (`reqId`, `req`, `res`, `err` for a 5xx, `responseTime`, "request
 * completed", "request errored" or "request aborted"), built here at the end of the response, and
 * the request's own logger is made only if the request logs: pino-http made two child loggers for
 * every request, one of them serializing the request's headers at its start.
 */
export function requestLogging(options: { trustProxy: boolean | number; logger?: Logger }) {
	const logger = options.logger ?? state.logger
	return (req: IncomingMessage, res: ServerResponse, next: Next) => {
		const id = requestIdFor(req.headers['x-request-id'], options.trustProxy)
		req.id = id
		res.setHeader('X-Request-Id', id)
		const start = Date.now()
		// As the request came, before any router rewrites req.url.
		const { method, url } = req
		const finished = (error?: Error) => {
			res.off('close', finished)
			res.off('finish', finished)
			res.off('error', finished)
			const failed = error !== undefined || res.statusCode >= 500
			const level: Level = failed ? 'error' : 'info'
			if (!logger.isLevelEnabled(level)) return
			const line: Record<string, unknown> = {
				reqId: id,
				req: { method, url: scrubUrl(url), headers: req.headers },
				res: { statusCode: res.headersSent ? res.statusCode : null, headers: res.getHeaders() },
			}
			if (failed) line.err = error ?? new Error(`failed with status code ${res.statusCode}`)
			line.responseTime = Date.now() - start
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
		state.requests.run({ id, parent: logger }, next)
	}
}
