// The ranked words carry the columns a search filters on (decision 259): filled by their migration
// from the jobs already stored, and written by the job table's trigger from then on. Runs the last
// migration down and up again on this test file's own database.
import { expect, test } from 'vitest'
import { fileDatabaseClient, migrate, MIGRATION_TEST_TIMEOUT_MS } from '../tests/fixtures/migrations.ts'
import { freshEm } from '../tests/fixtures/route.ts'
import { createJob } from '../app/features/jobs/jobs.server.ts'
import { createUser } from '../app/platform/users.server.ts'
import { jobInput } from '../tests/fixtures/jobs.ts'

const BEFORE = 'Migration20261128214710_drop_job_title_words_idx'
const db = fileDatabaseClient()

/** Each ranked row's filtered columns, and its job's, side by side where they differ. */
async function differing() {
	const { rows } = await db().query(
		`select w.word, w.job_id from job_rank_word w join job j on j.id = w.job_id
		 where (w.location, w.job_type, w.industry, w.salary_annual_max)
			is distinct from (j.location::text, j.job_type::text, j.industry::text, j.salary_annual_max)`,
	)
	return rows
}

test(
	'the migration fills the ranked words’ filtered columns from their jobs, and the trigger keeps them',
	async () => {
		const em = await freshEm()
		const owner = await createUser(em, {
			email: 'jobs@culcheth-depot.co.uk',
			password: 'a good password',
			firstName: 'Ravi',
			lastName: 'Hale',
			userType: 'employer',
		})
		await migrate('down', BEFORE)
		const { rows: columns } = await db().query(
			`select 1 from information_schema.columns where table_name = 'job_rank_word' and column_name = 'location'`,
		)
		expect(columns).toHaveLength(0)
		await createJob(em, owner, jobInput({ title: 'Warehouse Operative', location: 'Culcheth', jobType: 'Part-time' }))
		await createJob(em, owner, jobInput({ title: 'Warehouse Manager', location: 'Lymm', salary: '£38,000' }))

		await migrate('up', BEFORE)
		const { rows: filled } = await db().query<{ location: string; job_type: string; salary_annual_max: number }>(
			`select location, job_type, salary_annual_max from job_rank_word where word = 'warehous' order by location`,
		)
		expect(filled).toEqual([
			{ location: 'Culcheth', job_type: 'Part-time', salary_annual_max: 27_000 },
			{ location: 'Lymm', job_type: 'Full-time', salary_annual_max: 38_000 },
		])
		expect(await differing()).toEqual([])

		// Only a filtered column changes: the rows are written again all the same.
		await db().query(`update job set location = 'Birchwood', job_type = 'Temporary' where title = 'Warehouse Manager'`)
		await db().query(`update job set industry = 'Retail' where title = 'Warehouse Operative'`)
		expect(await differing()).toEqual([])
		const { rows: moved } = await db().query(
			`select count(*)::int as rows from job_rank_word where location = 'Birchwood' and job_type = 'Temporary'`,
		)
		expect(moved[0].rows).toBeGreaterThan(0)
	},
	MIGRATION_TEST_TIMEOUT_MS,
)
