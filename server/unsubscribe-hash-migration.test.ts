// The unsubscribe-token migration (decision 195) on data as it was before: each alert's plain
// token is moved to job_alert_unsubscribe as its SHA-256, the plain column goes, and a link
// mailed before the migration still unsubscribes. Runs the migration down and up again on this
// test file's own database.
import { describe, expect, test } from 'vitest'
import { hashToken, newToken } from '../app/platform/tokens.server.ts'
import * as unsubscribe from '../app/features/alerts/routes/alerts.unsubscribe.tsx'
import { callRoute, ORIGIN } from '../tests/fixtures/route.ts'
import { MIGRATION_TEST_TIMEOUT_MS, fileDatabaseClient, migrate } from '../tests/fixtures/migrations.ts'

const BEFORE = 'Migration20261127172933_email_verified'

const db = fileDatabaseClient()

async function alertWithToken(email: string, name: string, token: string) {
	const { rows } = await db().query<{ id: number }>(
		`insert into "user" (email, password, first_name, last_name, user_type, created_at, updated_at)
		 values ($1, 'x', 'Emma', 'Stockton', 'employee', now(), now()) returning id`,
		[email],
	)
	const alert = await db().query<{ id: number }>(
		`insert into job_alert (user_id, name, criteria, frequency, paused, last_job_id, checked_at, unsubscribe_token, created_at, updated_at)
		 values ($1, $2, 'q=baker', 'daily', false, 0, now(), $3, now(), now()) returning id`,
		[rows[0]!.id, name, token],
	)
	return alert.rows[0]!.id
}

describe('the unsubscribe-token migration', () => {
	test(
		'stores each token hashed, drops the plain column, and links already mailed keep working',
		{ timeout: MIGRATION_TEST_TIMEOUT_MS },
		async () => {
			await migrate('down', BEFORE)
			const tokens = [newToken(), newToken()]
			const ids = [
				await alertWithToken('baker@example.co.uk', 'Baker jobs', tokens[0]!),
				await alertWithToken('driver@example.co.uk', 'Driver jobs', tokens[1]!),
			]
			await migrate('up', BEFORE)

			const stored = await db().query<{ token_hash: string; job_alert_id: number }>(
				'select token_hash, job_alert_id from job_alert_unsubscribe order by job_alert_id',
			)
			expect(stored.rows).toEqual(ids.map((id, index) => ({ token_hash: hashToken(tokens[index]!), job_alert_id: id })))
			const columns = await db().query(
				`select 1 from information_schema.columns where table_name = 'job_alert' and column_name = 'unsubscribe_token'`,
			)
			expect(columns.rowCount).toBe(0)
			// Nothing anywhere holds a plain token any more.
			const plain = await db().query(`select 1 from job_alert_unsubscribe where token_hash = any($1)`, [tokens])
			expect(plain.rowCount).toBe(0)

			const page = await callRoute(unsubscribe.loader, new Request(`${ORIGIN}/alerts/unsubscribe?token=${tokens[0]}`))
			expect(await page.json()).toEqual({ name: 'Baker jobs', token: tokens[0] })
		},
	)
})
