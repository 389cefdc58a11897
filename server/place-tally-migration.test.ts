// The place tallies (decision 241) are filled by their migration from the jobs already stored, and
// kept by the listing tally trigger from then on. Runs the migrations down and up again on this
// test file's own database.
import { expect, test } from 'vitest'
import { fileDatabaseClient, migrate } from '../tests/fixtures/migrations.ts'
import { freshEm } from '../tests/fixtures/route.ts'
import { createJob } from '../app/features/jobs/jobs.server.ts'
import { createUser } from '../app/platform/users.server.ts'
import { jobInput } from '../tests/fixtures/jobs.ts'

const BEFORE = 'Migration20261128120000_job_sources'
const db = fileDatabaseClient()

/** Listed jobs by place and listing-end hour, as the tallies hold them and as counted from the jobs. */
async function tallies() {
	const { rows: kept } = await db().query<{ place: string }>(
		`select latitude || ',' || longitude || ',' || expires_hour || ',' || jobs as place from job_place_tally where jobs > 0 order by 1`,
	)
	const { rows: counted } = await db().query<{ place: string }>(
		`select latitude || ',' || longitude || ',' || date_trunc('hour', expires_at, 'UTC') || ',' || count(*) as place
		 from job where is_active and latitude is not null group by latitude, longitude, date_trunc('hour', expires_at, 'UTC') order by 1`,
	)
	return { kept: kept.map((row) => row.place), counted: counted.map((row) => row.place) }
}

test('the migration counts the stored jobs by place, and the trigger keeps counting after it', async () => {
	const em = await freshEm()
	const owner = await createUser(em, {
		email: 'jobs@latchford-joinery.co.uk',
		password: 'a good password',
		firstName: 'Ruth',
		lastName: 'Howley',
		userType: 'employer',
	})
	await migrate('down', BEFORE)
	const { rows: tables } = await db().query(`select 1 from pg_tables where tablename = 'job_place_tally'`)
	expect(tables).toHaveLength(0)
	// Jobs stored before the tallies: two places, one job taken down.
	for (const location of ['Latchford', 'Latchford', 'Culcheth', 'Birchwood'] as const)
		await createJob(em, owner, jobInput({ title: 'Joiner', location }))
	await db().query(`update job set is_active = false where location = 'Birchwood'`)

	await migrate('up', BEFORE)
	const filled = await tallies()
	expect(filled.kept).toEqual(filled.counted)
	expect(filled.kept.length).toBeGreaterThanOrEqual(2)

	await createJob(em, owner, jobInput({ title: 'Carpenter', location: 'Culcheth' }))
	await db().query(`update job set location = 'Birchwood' where title = 'Joiner' and location = 'Latchford'`)
	const kept = await tallies()
	expect(kept.kept).toEqual(kept.counted)
	expect(kept.kept.length).toBeGreaterThanOrEqual(2)
}, 120_000)
