// The title words (decision 255) are filled by their migration from the jobs already stored, and
// kept by the job table's triggers from then on. Runs the last migration down and up again on this
// test file's own database.
import { expect, test } from 'vitest'
import { fileDatabaseClient, migrate } from '../tests/fixtures/migrations.ts'
import { freshEm } from '../tests/fixtures/route.ts'
import { createJob } from '../app/features/jobs/jobs.server.ts'
import { createUser } from '../app/platform/users.server.ts'
import { jobInput } from '../tests/fixtures/jobs.ts'
import { titleWordRowsSql } from '../migrations/Migration20261128180000_job_title_words.ts'

const BEFORE = 'Migration20261128170000_seeker_activity_totals'
const db = fileDatabaseClient()

/** The kept rows, and the rows the jobs give. */
async function titleWords() {
	const read = async (from: string) =>
		(
			await db().query<{ row: string }>(
				`select word || ' ' || job_id || ' ' || location || ' ' || coalesce(salary_annual_max::text, '-') as row from ${from} order by 1`,
			)
		).rows.map((row) => row.row)
	return { kept: await read('job_title_word'), counted: await read(`(${titleWordRowsSql}) as counted`) }
}

test('the migration files the stored jobs under their title words, and the triggers keep them after it', async () => {
	const em = await freshEm()
	const owner = await createUser(em, {
		email: 'jobs@lymm-stores.co.uk',
		password: 'a good password',
		firstName: 'Nia',
		lastName: 'Owusu',
		userType: 'employer',
	})
	await migrate('down', BEFORE)
	const { rows: tables } = await db().query(`select 1 from pg_tables where tablename = 'job_title_word'`)
	expect(tables).toHaveLength(0)
	for (const title of ['Warehouse Operative', 'Warehouse Manager', 'Cleaner'])
		await createJob(em, owner, jobInput({ title, location: 'Lymm' }))
	await db().query(`update job set is_active = false where title = 'Cleaner'`)

	await migrate('up', BEFORE)
	const filled = await titleWords()
	expect(filled.kept).toEqual(filled.counted)
	expect(filled.kept.filter((row) => row.startsWith('warehous '))).toHaveLength(2)

	await createJob(em, owner, jobInput({ title: 'Warehouse Picker', location: 'Culcheth' }))
	await db().query(`update job set title = 'Stock Operative' where title = 'Warehouse Manager'`)
	await db().query(`delete from job where title = 'Cleaner'`)
	const kept = await titleWords()
	expect(kept.kept).toEqual(kept.counted)
	expect(kept.kept.filter((row) => row.startsWith('warehous '))).toHaveLength(2)
}, 120_000)
