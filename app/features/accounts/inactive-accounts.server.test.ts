// Unused accounts (decision 223), with the clock given to each run: warned once by mail
// RETENTION_WARNING_DAYS before RETENTION_INACTIVE_ACCOUNT_MONTHS of disuse, kept by a sign-in,
// deleted by eraseAccount (exactly the register's rows) once the period is over and the notice given.
import { describe, expect, test } from 'vitest'
import type { User } from '../../models/user.ts'
import { employerWithEverything, PASSWORD, seekerWithEverything } from '../../../tests/fixtures/account-data.ts'
import { newUser } from '../../../tests/fixtures/applications.ts'
import { withLocalOutbox } from '../../../tests/fixtures/mail.ts'
import { freshEm, nextIp } from '../../../tests/fixtures/route.ts'
import { signIn } from './sign-in.server.ts'
import { deleteInactiveAccounts, warnInactiveAccounts } from './inactive-accounts.server.ts'
import { findPersonalRows, ownerOf } from './personal-data.server.ts'
import { monthsBefore } from './retention.server.ts'

withLocalOutbox()

const DAY_MS = 24 * 60 * 60 * 1000
const days = (date: Date, count: number) => new Date(date.getTime() + count * DAY_MS)

/** Sets when the account was last used and warned, as the database holds them. */
async function lastUsed(user: Pick<User, 'id'>, at: Date, warnedAt: Date | null = null) {
	await (
		await freshEm()
	).execute('update "user" set last_active_at = ?, inactivity_warned_at = ? where id = ?', [at, warnedAt, user.id])
}

async function mailTo(user: Pick<User, 'email'>) {
	return (await freshEm()).execute<{ subject: string; text: string }[]>(
		'select subject, text from mail_outbox where "to" = ? order by id',
		[user.email],
	)
}

async function exists(user: Pick<User, 'id'>) {
	return (await (await freshEm()).execute('select 1 from "user" where id = ?', [user.id])).length === 1
}

async function warnedAt(user: Pick<User, 'id'>) {
	const [row] = await (
		await freshEm()
	).execute<{ inactivity_warned_at: string | null }[]>('select inactivity_warned_at from "user" where id = ?', [
		user.id,
	])
	return row!.inactivity_warned_at === null ? null : new Date(row!.inactivity_warned_at)
}

describe('the warning', () => {
	test('goes once, 30 days before 24 months of disuse, with a sign-in link; a day later than that, not yet', async () => {
		const now = new Date()
		const warnFrom = days(monthsBefore(now, 24), 30)
		const due = await newUser()
		const notYet = await newUser('employer')
		await lastUsed(due, days(warnFrom, -1))
		await lastUsed(notYet, days(warnFrom, 1))

		await warnInactiveAccounts(await freshEm(), now)
		await warnInactiveAccounts(await freshEm(), days(now, 1))

		const mails = await mailTo(due)
		expect(mails).toHaveLength(1)
		expect(mails[0]!.subject).toBe('Your Warrington Jobs account will be deleted unless you sign in')
		expect(mails[0]!.text).toContain('http://localhost:3000/auth')
		expect(mails[0]!.text).toContain('24 months')
		expect(await warnedAt(due)).toEqual(now)
		expect(await mailTo(notYet)).toEqual([])
		expect(await warnedAt(notYet)).toBeNull()
	})

	test('admins are never warned or deleted; an unverified address gets no mail but the same timetable', async () => {
		const now = new Date()
		const admin = await newUser('admin')
		const unverified = await newUser('employee', { verified: false })
		await lastUsed(admin, days(now, -2000))
		await lastUsed(unverified, days(monthsBefore(now, 24), 20))

		await warnInactiveAccounts(await freshEm(), now)
		expect(await warnedAt(admin)).toBeNull()
		expect(await warnedAt(unverified)).toEqual(now)
		expect(await mailTo(unverified)).toEqual([])

		await deleteInactiveAccounts(await freshEm(), days(now, 29))
		expect(await exists(unverified)).toBe(true)
		await deleteInactiveAccounts(await freshEm(), days(now, 31))
		expect(await exists(unverified)).toBe(false)
		expect(await exists(admin)).toBe(true)
	})

	test('signing in after it keeps the account, and a later spell of disuse warns again', async () => {
		const warned = new Date(Date.now() - 60 * 60 * 1000)
		const { user } = await seekerWithEverything()
		await lastUsed(user, days(monthsBefore(warned, 24), 10))
		await warnInactiveAccounts(await freshEm(), warned)
		const warnings = async () => (await mailTo(user)).filter((mail) => mail.subject.includes('will be deleted'))
		expect(await warnings()).toHaveLength(1)

		await signIn(await freshEm(), nextIp(), user.email, PASSWORD)
		expect(await warnedAt(user)).toBeNull()
		await deleteInactiveAccounts(await freshEm(), days(warned, 31))
		expect(await exists(user)).toBe(true)

		// Two years on from that sign-in, unused since: warned again.
		await warnInactiveAccounts(await freshEm(), monthsBefore(new Date(), -24))
		expect(await warnings()).toHaveLength(2)
	})
})

describe('the deletion', () => {
	test('waits for both the 24 months and the 30 days of notice', async () => {
		const now = new Date()
		const unusedSince = monthsBefore(now, 24)
		const periodNotOver = await newUser()
		const noticeNotGiven = await newUser()
		const due = await newUser()
		await lastUsed(periodNotOver, days(unusedSince, 1), days(now, -40))
		await lastUsed(noticeNotGiven, days(unusedSince, -10), days(now, -29))
		await lastUsed(due, days(unusedSince, -1), days(now, -31))

		expect(await deleteInactiveAccounts(await freshEm(), now)).toBeGreaterThanOrEqual(1)

		expect(await exists(periodNotOver)).toBe(true)
		expect(await exists(noticeNotGiven)).toBe(true)
		expect(await exists(due)).toBe(false)
	})

	test('removes exactly the rows the register of personal data finds, as account deletion does', async () => {
		const now = new Date()
		const seeker = await seekerWithEverything()
		const employer = await employerWithEverything()
		const em = await freshEm()
		const found = []
		for (const { user } of [seeker, employer]) {
			found.push(...(await findPersonalRows(em, (await ownerOf(em, user.id))!)))
			await lastUsed(user, days(monthsBefore(now, 24), -1), days(now, -31))
		}
		expect(found.filter(({ keys }) => keys.length > 0).length).toBeGreaterThan(20)

		await deleteInactiveAccounts(await freshEm(), now)

		const after = await freshEm()
		for (const { entry, keys } of found) {
			if (keys.length === 0) continue
			const columns = (entry.keys ?? ['id']).map((column) => `t."${column}"`).join(', ')
			const match = `(${columns}) in (select ${columns.replaceAll('t.', 'k.')} from jsonb_populate_recordset(null::"${entry.table}", ?::jsonb) k)`
			const [row] = await after.execute<{ n: number }[]>(
				entry.erasure === 'delete'
					? `select count(*)::int as n from "${entry.table}" t where ${match}`
					: `select count(*)::int as n from "${entry.table}" t where ${match} and (${entry.erasure.anonymise
							.map((column) => `t."${column}" is not null`)
							.join(' or ')})`,
				[JSON.stringify(keys)],
			)
			expect(row!.n, `${entry.table}: rows left that erasure removes`).toBe(0)
		}
		// As with "Delete my account": the application sent to the employer stays the applicant's,
		// now counted from the day its job went.
		const [kept] = await after.execute<{ job_id: number | null; job_closed_at: string | null }[]>(
			'select job_id, job_closed_at from application where id = ?',
			[employer.application.id],
		)
		expect(kept).toMatchObject({ job_id: null })
		expect(kept!.job_closed_at).not.toBeNull()
		expect(await exists(employer.applicant)).toBe(true)
	})
})
