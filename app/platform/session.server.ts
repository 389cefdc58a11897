import type { EntityManager } from '@mikro-orm/postgresql'
import { createCookie } from 'react-router'
import { Session } from '../models/session.ts'
import { User } from '../models/user.ts'
import { config } from './config.server.ts'
import { hashToken, newToken } from './tokens.server.ts'
import { preparedRows } from './prepared.server.ts'

/** A session ends after a week without use, and a month after sign-in at the latest. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000
/** `expire` is pushed forward at most this often, so that reading a page is not a write. */
const TOUCH_EVERY_MS = 60 * 60 * 1000

/** `began`: how the session started; one begun by registering greets "Welcome", not "Welcome back". */
type SessionData = { userId: number; createdAt: string; userAgent?: string; began?: 'registration' }

/** The session cookie's name (`__Host-` prefixed over HTTPS); the page cache never serves a request carrying it. */
export const SESSION_COOKIE = 'session'

function sessionCookie() {
	// Secure and __Host- prefixed when the site is served over HTTPS (production).
	return createCookie(config.isHttps ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE, {
		httpOnly: true,
		sameSite: 'lax',
		secure: config.isHttps,
		path: '/',
		maxAge: SESSION_ABSOLUTE_MS / 1000,
	})
}

async function readSessionId(request: Request): Promise<string | null> {
	const value: unknown = await sessionCookie().parse(request.headers.get('Cookie'))
	return typeof value === 'string' && value.length >= 32 && value.length <= 64 ? value : null
}

/** Starts a new session (always a new id) and returns its Set-Cookie header; `registered` for a brand-new account. */
export async function startSession(
	em: EntityManager,
	user: User,
	request: Request,
	{ registered = false }: { registered?: boolean } = {},
) {
	const id = newToken()
	const now = new Date()
	const sess: SessionData = {
		userId: user.id,
		createdAt: now.toISOString(),
		userAgent: request.headers.get('User-Agent')?.slice(0, 200),
		...(registered ? { began: 'registration' as const } : {}),
	}
	// The old session of this browser, if any, ends here: a sign-in never reuses an id.
	const previous = await readSessionId(request)
	if (previous) await em.nativeDelete(Session, { sid: hashToken(previous) })
	em.create(Session, {
		sid: hashToken(id),
		sess,
		expire: new Date(now.getTime() + SESSION_IDLE_MS),
		user: em.getReference(User, user.id),
	})
	await em.flush()
	return sessionCookie().serialize(id)
}

/** The signed-in user of this request's session cookie, or null; touches the idle timer. */
export async function getSessionUser(em: EntityManager, request: Request) {
	const id = await readSessionId(request)
	if (!id) return null
	const sid = hashToken(id)
	// Every signed-in request asks this: one prepared query, its user row made the entity by em.map.
	// Through findOne with the user populated it cost 1.7 ms of CPU, against 0.4 (decision 248), and
	// prepared once per connection it costs PostgreSQL a fifth of what it did (decision 257).
	const [row] = await preparedRows<SessionRow>(
		em,
		`select ${userColumns(em)}, s.sess as session_sess, s.expire as session_expire
		 from session s join "user" u on u.id = s.user_id
		 where s.sid = ? and s.expire > ?`,
		[sid, new Date()],
	)
	if (!row) return null
	const { session_sess: sess, session_expire: sessionExpire, ...userRow } = row
	const user = em.map(User, userRow)
	const data = sess as Partial<SessionData>
	const createdAt = Date.parse(data.createdAt ?? '')
	const now = Date.now()
	// Disabling deletes the account's sessions; one begun at that very moment ends here.
	if (!Number.isFinite(createdAt) || now - createdAt > SESSION_ABSOLUTE_MS || user.disabledAt) {
		await em.nativeDelete(Session, { sid })
		return null
	}
	if (new Date(sessionExpire).getTime() - now < SESSION_IDLE_MS - TOUCH_EVERY_MS) {
		const expire = new Date(Math.min(now + SESSION_IDLE_MS, createdAt + SESSION_ABSOLUTE_MS))
		await em.nativeUpdate(Session, { sid }, { expire })
	}
	return { user, sessionId: sid, newAccount: data.began === 'registration' }
}

/** The user's columns findOne would read (its lazy ones, the password's hash, left out), as `u.…`. */
let userColumnList: string | undefined
function userColumns(em: EntityManager) {
	userColumnList ??= em
		.getMetadata()
		.get(User)
		.props.filter((prop) => !prop.lazy && prop.fieldNames?.length && prop.persist !== false)
		.flatMap((prop) => prop.fieldNames.map((column) => `u."${column}"`))
		.join(', ')
	return userColumnList
}

/** A session's user row, with the session's own columns beside it. */
type SessionRow = Record<string, unknown> & { session_sess: unknown; session_expire: Date | string }

/** Ends this browser's session: deletes the row and clears the cookie. */
export async function endSession(em: EntityManager, request: Request) {
	const id = await readSessionId(request)
	if (id) await em.nativeDelete(Session, { sid: hashToken(id) })
	return sessionCookie().serialize('', { maxAge: 0 })
}

export async function endAllSessionsOf(em: EntityManager, userId: number) {
	await em.nativeDelete(Session, { user: userId })
}

/**
 * Deletes the sessions whose time is up: a periodic background task. Nothing needs
 * it for correctness, since a session is read only while `expire` is ahead; it keeps the table small.
 */
export function deleteExpiredSessions(em: EntityManager) {
	return em.nativeDelete(Session, { expire: { $lt: new Date() } })
}
