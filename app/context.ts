import type { EntityManager } from '@mikro-orm/postgresql'
import { createContext } from 'react-router'
import type { User } from './models/user.ts'

/** The request's own EntityManager, forked from the process's ORM. */
export const emContext = createContext<EntityManager>()

export type Auth =
	| { user: User; via: 'session'; sessionId: string; newAccount: boolean }
	| { user: User; via: 'token'; tokenHash: string }
	| null

/** Who made the request: resolved once by the root middleware from the cookie or bearer token. */
export const authContext = createContext<Auth>(null)

/** Whether the request carried a bearer token at all: a refused one earns `error="invalid_token"` in the 401. */
export const bearerSentContext = createContext<boolean>(false)

/** The request's id (X-Request-Id, every log line's `reqId`); the root middleware makes one when the server gave none. */
export const requestIdContext = createContext<string>('')

/** The client address, as the server saw it. */
export const clientIpContext = createContext<string>('unknown')

/**
 * Seconds until the rate-limit window that refused this request frees: set by tooManyAttempts
 * (platform/rate-limit.server.ts), turned into the 429's Retry-After by the root middleware.
 */
export const retryAfterContext = createContext<number | null>(null)
