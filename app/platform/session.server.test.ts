import { describe, expect, test } from 'vitest'
import { wrap } from '@mikro-orm/core'
import { Session } from '../models/session.ts'
import { User } from '../models/user.ts'
import { getOrm } from './db.server.ts'
import { getSessionUser, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, startSession } from './session.server.ts'
import { hashToken } from './tokens.server.ts'
import { createUser } from './users.server.ts'

async function setup() {
	const em = (await getOrm()).em.fork()
	const user = await createUser(em, {
		email: `session-${crypto.randomUUID()}@example.co.uk`,
		password: 'a good password',
		firstName: 'Liam',
		lastName: 'Latchford',
		userType: 'employee',
	})
	const setCookie = await startSession(em, user, new Request('http://localhost/auth'))
	const cookie = setCookie.split(';')[0]!
	const id = JSON.parse(atob(decodeURIComponent(cookie.slice('session='.length)))) as string
	const request = new Request('http://localhost/', { headers: { Cookie: cookie } })
	return { em, user, request, sid: hashToken(id), id }
}

describe('sessions', () => {
	test('the table keeps the hash of the cookie id, never the id', async () => {
		const { em, sid, id, user } = await setup()
		const row = await em.fork().findOneOrFail(Session, { sid })
		expect(row.sid).not.toBe(id)
		expect(row.sess).toMatchObject({ userId: user.id })
		expect(await em.fork().count(Session, { sid: id })).toBe(0)
	})

	test("the session's user is the whole entity, as the ORM loads it, and managed", async () => {
		const { em, request, user } = await setup()
		await em.fork().nativeUpdate(User, { id: user.id }, { cvFileName: 'liam.pdf', lastActiveAt: new Date(2026, 0, 5) })
		const found = await getSessionUser(em.fork(), request)
		const loaded = await em.fork().findOneOrFail(User, { id: user.id })
		expect(wrap(found!.user).toObject()).toEqual(wrap(loaded).toObject())
		expect(found!.user.lastActiveAt).toEqual(new Date(2026, 0, 5))
		expect(found!.user.cvFileName).toBe('liam.pdf')
		expect(wrap(found!.user).isInitialized()).toBe(true)
		// A change to the user is written by the request's own flush, as a loaded entity's would be.
		const requestEm = em.fork()
		const mine = (await getSessionUser(requestEm, request))!.user
		mine.firstName = 'Leon'
		await requestEm.flush()
		expect((await em.fork().findOneOrFail(User, { id: user.id })).firstName).toBe('Leon')
	})

	test('a session idle past its expiry no longer signs in', async () => {
		const { em, request, sid } = await setup()
		expect((await getSessionUser(em.fork(), request))?.user.firstName).toBe('Liam')
		await em.fork().nativeUpdate(Session, { sid }, { expire: new Date(Date.now() - 1000) })
		expect(await getSessionUser(em.fork(), request)).toBeNull()
	})

	test('a session older than the absolute timeout ends even if used every day', async () => {
		const { em, request, sid, user } = await setup()
		const createdAt = new Date(Date.now() - SESSION_ABSOLUTE_MS - 1000).toISOString()
		await em
			.fork()
			.nativeUpdate(
				Session,
				{ sid },
				{ sess: { userId: user.id, createdAt }, expire: new Date(Date.now() + SESSION_IDLE_MS) },
			)
		expect(await getSessionUser(em.fork(), request)).toBeNull()
		expect(await em.fork().count(Session, { sid })).toBe(0)
	})

	test('use pushes the idle expiry forward, capped by the absolute timeout', async () => {
		const { em, request, sid } = await setup()
		const soon = new Date(Date.now() + 60 * 60 * 1000)
		await em.fork().nativeUpdate(Session, { sid }, { expire: soon })
		await getSessionUser(em.fork(), request)
		const row = await em.fork().findOneOrFail(Session, { sid })
		expect(row.expire.getTime()).toBeGreaterThan(Date.now() + SESSION_IDLE_MS - 60_000)
	})
})
