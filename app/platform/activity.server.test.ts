// Last use of an account (decision 223): recorded by a signed-in request (cookie or bearer token)
// and by signing in, at most once a day, and withdrawing a warning of deletion.
import { describe, expect, test } from 'vitest'
import * as userRoute from '../features/accounts/routes/api.user.ts'
import * as login from '../features/accounts/routes/api.login.ts'
import { apiUser } from '../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, freshEm, nextIp } from '../../tests/fixtures/route.ts'
import { signedIn } from '../../tests/fixtures/signed-in.ts'

const HOUR_MS = 60 * 60 * 1000

async function lastUsed(id: number, at: Date, warnedAt: Date | null = null) {
	await (
		await freshEm()
	).execute('update "user" set last_active_at = ?, inactivity_warned_at = ? where id = ?', [at, warnedAt, id])
}

async function activity(id: number) {
	const [row] = await (
		await freshEm()
	).execute<{ last_active_at: string; inactivity_warned_at: string | null }[]>(
		'select last_active_at, inactivity_warned_at from "user" where id = ?',
		[id],
	)
	return { lastActiveAt: new Date(row!.last_active_at), warnedAt: row!.inactivity_warned_at }
}

const recent = (date: Date) => Math.abs(date.getTime() - Date.now()) < 60_000

describe('last use of an account', () => {
	test('a new account starts as used now', async () => {
		const { user } = await apiUser('employee')
		expect(recent((await activity(user.id)).lastActiveAt)).toBe(true)
	})

	test('a signed-in request records it and withdraws a warning; another the same day writes nothing', async () => {
		for (const { user, auth } of [
			await signedIn('employee').then(({ user, cookie }) => ({ user, auth: { cookie } })),
			await apiUser('employer').then(({ user, token }) => ({ user, auth: { token } })),
		]) {
			const threeDaysAgo = new Date(Date.now() - 72 * HOUR_MS)
			await lastUsed(user.id, threeDaysAgo, new Date(Date.now() - 24 * HOUR_MS))
			expect((await callRoute(userRoute.loader, apiRequest('GET', '/api/user', auth))).status).toBe(200)
			const after = await activity(user.id)
			expect(recent(after.lastActiveAt)).toBe(true)
			expect(after.warnedAt).toBeNull()

			const twoHoursAgo = new Date(Date.now() - 2 * HOUR_MS)
			await lastUsed(user.id, twoHoursAgo)
			expect((await callRoute(userRoute.loader, apiRequest('GET', '/api/user', auth))).status).toBe(200)
			expect((await activity(user.id)).lastActiveAt).toEqual(twoHoursAgo)
		}
	})

	test('signing in records it', async () => {
		const { user, account } = await apiUser('employee')
		await lastUsed(user.id, new Date(Date.now() - 400 * 24 * HOUR_MS), new Date(Date.now() - 5 * 24 * HOUR_MS))
		const response = await callRoute(
			login.action,
			apiRequest('POST', '/api/login', { body: { email: account.email, password: account.password } }),
			{ ip: nextIp() },
		)
		expect(response.status).toBe(200)
		const after = await activity(user.id)
		expect(recent(after.lastActiveAt)).toBe(true)
		expect(after.warnedAt).toBeNull()
	})
})
