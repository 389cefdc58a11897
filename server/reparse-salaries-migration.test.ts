// The salary re-read migration: a job saved while the parser missed "£30k - 35k" gets its figures,
// one already right is left as it was. Runs the migration down and up again on this test file's
// own database.
import { describe, expect, test } from 'vitest'
import { MIGRATION_TEST_TIMEOUT_MS, fileDatabaseClient, migrate } from '../tests/fixtures/migrations.ts'

const BEFORE = 'Migration20261124054948_directory_and_enquiries'

const db = fileDatabaseClient()

async function job(userId: number, salary: string, figures: [number | null, number | null, string | null]) {
	const { rows } = await db().query<{ id: number; updated_at: Date }>(
		`insert into job (title, company, location, salary, description, job_type, industry, contact_email, is_active, posted_at, expires_at, user_id, is_sponsored, salary_min_pence, salary_max_pence, salary_period, created_at, updated_at)
		 values ('Warehouse Operative', 'Omega Logistics', 'Omega', $1, 'Picking and packing.', 'Full-time', 'Warehouse & Logistics', 'jobs@omega.example', true, now(), now() + interval '30 days', $2, false, $3, $4, $5, now(), '2026-01-01T00:00:00Z')
		 returning id, updated_at`,
		[salary, userId, ...figures],
	)
	return rows[0]!.id
}

const figures = async (id: number) =>
	(
		await db().query(
			`select salary_min_pence, salary_max_pence, salary_period, salary_annual_max, updated_at from job where id = $1`,
			[id],
		)
	).rows[0]

describe('Migration20261124074500_reparse_salaries', () => {
	test(
		're-reads stale salary figures with the current parser and leaves right ones alone',
		{ timeout: MIGRATION_TEST_TIMEOUT_MS },
		async () => {
			const { rows } = await db().query<{ id: number }>(
				`insert into "user" (email, password, first_name, last_name, user_type, created_at, updated_at)
			 values ('reparse@example.co.uk', 'x', 'Omega', 'Employer', 'employer', now(), now()) returning id`,
			)
			const userId = rows[0]!.id
			await migrate('down', BEFORE)
			const stale = await job(userId, '£30k - 35k', [null, null, null])
			const right = await job(userId, '£12.50 per hour', [1250, 1250, 'hour'])
			const none = await job(userId, 'Competitive', [2500000, 2500000, 'year'])
			await migrate('up', BEFORE)

			expect(await figures(stale)).toMatchObject({
				salary_min_pence: 3_000_000,
				salary_max_pence: 3_500_000,
				salary_period: 'year',
				salary_annual_max: 35_000,
			})
			const untouched = await figures(right)
			expect(untouched).toMatchObject({ salary_min_pence: 1250, salary_period: 'hour' })
			expect(new Date(untouched.updated_at).toISOString()).toBe('2026-01-01T00:00:00.000Z')
			expect(await figures(none)).toMatchObject({ salary_min_pence: null, salary_max_pence: null, salary_period: null })
		},
	)
})
