// The bench's generated jobs (bench-jobs.ts) are loaded with the skill tags trigger off and their
// tags worked out from the advert's pieces: they must be the tags the trigger gives the same adverts.
import pg from 'pg'
import { expect, test } from 'vitest'
import { freshEm } from '../tests/fixtures/route.ts'
import { createUser } from '../app/platform/users.server.ts'
import { insertBenchJobs } from './bench-jobs.ts'

test('generated jobs carry the skill tags the job_skill_tags trigger gives their adverts', async () => {
	const em = await freshEm()
	const owner = await createUser(em, {
		email: 'recruitment@birchwood-logistics.co.uk',
		password: 'a good password',
		firstName: 'Dev',
		lastName: 'Orford',
		userType: 'employer',
	})
	const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
	await client.connect()
	try {
		// The same 600 adverts twice (each row is a hash of its number), first as the loader inserts them.
		// Not in a transaction: the job table's commit-time trigger leaves events that ALTER refuses.
		await client.query('alter table job disable trigger job_skill_tags')
		await insertBenchJobs(client, owner.id, 1, 600)
		await client.query('alter table job enable trigger job_skill_tags')
		const { rows: split } = await client.query<{ id: number }>('select max(id) as id from job')
		await insertBenchJobs(client, owner.id, 1, 600)
		const { rows } = await client.query<{ loaded: string[]; triggered: string[]; tagged: string }>(
			`select array_agg(array_to_string(skill_tags, ',') order by id) filter (where id <= $1) as loaded,
				array_agg(array_to_string(skill_tags, ',') order by id) filter (where id > $1) as triggered,
				count(*) filter (where id <= $1 and cardinality(skill_tags) > 0) as tagged
			 from job where user_id = $2`,
			[split[0]!.id, owner.id],
		)
		expect(rows[0]!.loaded).toHaveLength(600)
		expect(rows[0]!.loaded).toEqual(rows[0]!.triggered)
		// Not a comparison of empty lists: about half the adverts name a skill.
		expect(Number(rows[0]!.tagged)).toBeGreaterThan(200)
	} finally {
		await client.query('alter table job enable trigger job_skill_tags')
		await client.end()
	}
}, 120_000)
