// Structured logs: one JSON object a line (pino), each line of a request carrying its `reqId`,
// which the response repeats in X-Request-Id and the 500 page and /api 500s show (decision 109).
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino'
import { pinoHttp } from 'pino-http'
import { setting } from './config-schema.server.ts'

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
	[key: symbol]: { logger: Logger; requests: AsyncLocalStorage<Logger> } | undefined
}
const KEY = Symbol.for('warrington-jobs.logging')
const state = (shared[KEY] ??= { logger: createLogger(), requests: new AsyncLocalStorage<Logger>() })

/** The logger of the request being served (its lines carry `reqId`), or the process's outside one. */
export function log(): Logger {
	return state.requests.getStore() ?? state.logger
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
 * The server's request logging, as two middleware functions: pino-http (a line when each
 * response ends, with the request id, method, path, status and time) and the store that lets
 * code anywhere in the request log through `log()` with the same id.
 */
export function requestLogging(options: { trustProxy: boolean | number; logger?: Logger }) {
	const http = pinoHttp({
		logger: options.logger ?? state.logger,
		genReqId: (req, res) => {
			const id = requestIdFor(req.headers['x-request-id'], options.trustProxy)
			res.setHeader('X-Request-Id', id)
			return id
		},
		// req.log carries only the id, so the app's own lines do not repeat the request's headers.
		quietReqLogger: true,
		customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
		serializers: {
			req: (req: { id: unknown; method: string; url: string; headers: Record<string, unknown> }) => ({
				method: req.method,
				url: scrubUrl(req.url),
				headers: req.headers,
			}),
		},
	})
	const scope = (req: IncomingMessage, _res: ServerResponse, next: Next) => state.requests.run(req.log, next)
	return [http, scope] as const
}
