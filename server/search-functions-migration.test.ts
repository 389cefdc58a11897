// The job's generated search vector is computed with an empty search_path while pg_restore loads
// the job table: the functions it calls must find each other by schema (decision 227). Without the
// migration, a backup made with pg_dump did not restore.
import { expect, test } from 'vitest'
import { migrationsList } from '../migrations/index.ts'
import { MIGRATION_TEST_TIMEOUT_MS, fileDatabaseClient, migrate } from '../tests/fixtures/migrations.ts'

const UNDER_TEST = 'Migration20261128100200_search_functions_for_restore'
const BEFORE = migrationsList[migrationsList.findIndex((migration) => migration.name === UNDER_TEST) - 1]!.name
const db = fileDatabaseClient()

/** job_description_vector as pg_restore calls it, in a session whose search_path is empty. */
async function descriptionVectorWithoutSearchPath() {
	const client = db()
	await client.query(`set search_path = ''`)
	try {
		const { rows } = await client.query<{ vector: string }>(
			`select public.job_description_vector('IT support for Birchwood offices', 'Warrington IT company')::text as vector`,
		)
		return rows[0]!.vector
	} finally {
		await client.query('reset search_path')
	}
}

test(
	'the description vector is computed without a search_path, with the same words as before',
	{ timeout: MIGRATION_TEST_TIMEOUT_MS },
	async () => {
		const after = await descriptionVectorWithoutSearchPath()
		expect(after).toContain("'ict'")

		await migrate('down', BEFORE)
		try {
			await expect(descriptionVectorWithoutSearchPath()).rejects.toThrow(/job_search_text\(text\) does not exist/)
			const { rows } = await db().query<{ vector: string }>(
				`select job_description_vector('IT support for Birchwood offices', 'Warrington IT company')::text as vector`,
			)
			expect(rows[0]!.vector).toBe(after)
		} finally {
			await migrate('up', BEFORE)
		}
	},
)
