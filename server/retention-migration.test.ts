// The retention migration (decisions 222, 223) on data as it was before: each account's last use is
// the latest the database still shows, so an account in use is not taken for unused, and an
// application whose job was already deleted is counted from the migration. Runs the migration down
// and up again on this test file's own database.
import { describe, expect, test } from 'vitest'
import { warnInactiveAccounts } from '../app/features/accounts/inactive-accounts.server.ts'
import { newToken } from '../app/platform/tokens.server.ts'
import { MIGRATION_TEST_TIMEOUT_MS, fileDatabaseClient, migrate } from '../tests/fixtures/migrations.ts'
import { withLocalOutbox } from '../tests/fixtures/mail.ts'
import { freshEm } from '../tests/fixtures/route.ts'

const BEFORE = 'Migration20261128000100_mail_outbox_html'
const DAY_MS = 24 * 60 * 60 * 1000
const daysAgo = (count: number) => new Date(Date.now() - count * DAY_MS)

withLocalOutbox()

const db = fileDatabaseClient()

async function account(email: string, createdAt: Date) {
	const { rows } = await db().query<{ id: number }>(
		`insert into "user" (email, password, first_name, last_name, user_type, created_at, updated_at)
		 values ($1, 'x', 'Emma', 'Stockton', 'employee', $2, $2) returning id`,
		[email, createdAt],
	)
	return rows[0]!.id
}

describe('the retention migration', () => {
	test(
		'takes each account’s last use from what the database shows, and dates applications of deleted jobs',
		{ timeout: MIGRATION_TEST_TIMEOUT_MS },
		async () => {
			await migrate('down', BEFORE)
			const signedInLately = await account('signed-in-lately@example.co.uk', daysAgo(1100))
			// A session's expiry is its last use plus the 7 idle days: used 5 days ago.
			await db().query(`insert into session (sid, sess, expire, user_id) values ($1, '{}', $2, $3)`, [
				newToken().slice(0, 64),
				new Date(Date.now() + 2 * DAY_MS),
				signedInLately,
			])
			const apiClient = await account('api-client@example.co.uk', daysAgo(400))
			await db().query(
				`insert into api_token (user_id, token_hash, created_at, last_used_at, expires_at) values ($1, $2, $3, $4, $5)`,
				[apiClient, newToken().slice(0, 64), daysAgo(60), daysAgo(10), new Date(Date.now() + 30 * DAY_MS)],
			)
			const untouched = await account('untouched@example.co.uk', daysAgo(1100))
			const { rows } = await db().query<{ id: number }>(
				`insert into application (job_id, job_title, job_company, job_location, user_id, applicant_name, applicant_email, applied_at, kind)
			 values (null, 'Night Carer', 'Sankey Brook Care', 'Great Sankey', $1, 'Emma Stockton', 'api-client@example.co.uk', $2, 'custom') returning id`,
				[apiClient, daysAgo(300)],
			)
			await migrate('up', BEFORE)

			const lastUse = async (id: number) =>
				(await db().query<{ last_active_at: Date }>('select last_active_at from "user" where id = $1', [id])).rows[0]!
					.last_active_at
			const near = (date: Date, expected: Date) => Math.abs(date.getTime() - expected.getTime()) < 60_000
			expect(near(await lastUse(signedInLately), daysAgo(5))).toBe(true)
			expect(near(await lastUse(apiClient), daysAgo(10))).toBe(true)
			expect(near(await lastUse(untouched), daysAgo(1100))).toBe(true)
			const [application] = (
				await db().query<{ job_closed_at: Date }>('select job_closed_at from application where id = $1', [rows[0]!.id])
			).rows
			expect(near(application!.job_closed_at, new Date())).toBe(true)

			// The first run warns only the account nothing shows in use for 23 months (decision 223).
			await warnInactiveAccounts(await freshEm())
			const warned = await db().query<{ id: number }>(
				'select id from "user" where inactivity_warned_at is not null and id = any($1) order by id',
				[[signedInLately, apiClient, untouched]],
			)
			expect(warned.rows.map((row) => row.id)).toEqual([untouched])
		},
	)
})
