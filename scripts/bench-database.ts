// The database `npm run bench` measures against (wj_bench): the demo accounts, 100,000 generated
// jobs (bench-jobs.ts) and the insight pages' rows (bench-insights.ts).
//
// Loading 100,000 jobs takes a minute or two (PostgreSQL parses every advert for the search
// vector), so the loaded database is kept and reused for BENCH_REUSE_HOURS while the generator
// and the seed are unchanged (the server applies any new migration to it when it starts);
// BENCH_FRESH=1 loads it again.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { initOrm } from '../app/platform/db.server.ts'
import { DEMO_ACCOUNTS, seedIfEmpty } from '../app/seed/seed.server.ts'
import { recreateDatabase, type DatabaseServer } from '../server/database.ts'
import { loadBenchInsightRows } from './bench-insights.ts'
import { loadBenchJobs } from './bench-jobs.ts'

export const BENCH_DATABASE = 'wj_bench'
const REUSE_HOURS = Number(process.env.BENCH_REUSE_HOURS ?? 12)

/**
 * Makes wj_bench hold the demo accounts and `jobs` generated jobs (the seed's jobs are replaced),
 * reusing the database of an earlier run while it is fresh enough and made the same way.
 */
export async function prepareBenchDatabase(server: DatabaseServer, jobs: number) {
	const recipe = createHash('sha256')
		.update(readFileSync('scripts/bench-jobs.ts'))
		.update(readFileSync('scripts/bench-job-words.ts'))
		.update(readFileSync('scripts/bench-insights.ts'))
		.update(
			readdirSync('app/seed')
				.sort()
				.map((file) => readFileSync(path.join('app/seed', file), 'utf8'))
				.join(''),
		)
		.update(String(jobs))
		.digest('hex')
		.slice(0, 16)
	const admin = new pg.Client({ connectionString: server.urlFor('postgres') })
	await admin.connect()
	try {
		const { rows } = await admin.query<{ note: string | null }>(
			`select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1`,
			[BENCH_DATABASE],
		)
		const [recipeOfKept, loadedAt] = (rows[0]?.note ?? '').split(' ')
		const ageHours = (Date.now() - Date.parse(loadedAt ?? '')) / 3_600_000
		if (process.env.BENCH_FRESH !== '1' && recipeOfKept === recipe && ageHours < REUSE_HOURS) {
			console.log(`Reusing ${BENCH_DATABASE}, loaded ${ageHours.toFixed(1)} hours ago (BENCH_FRESH=1 loads it again)`)
			return
		}
		const loading = Date.now()
		await recreateDatabase(server, BENCH_DATABASE)
		const orm = await initOrm(server.urlFor(BENCH_DATABASE))
		try {
			await orm.migrator.up()
			await seedIfEmpty(orm.em.fork())
		} finally {
			await orm.close(true)
		}
		const ownerId = await withClient(server.urlFor(BENCH_DATABASE), async (client) => {
			await client.query('delete from job')
			return (
				await client.query<{ id: number }>('select id from "user" where email = $1', [DEMO_ACCOUNTS.employer.email])
			).rows[0]!.id
		})
		const connect = async () => {
			const client = new pg.Client({ connectionString: server.urlFor(BENCH_DATABASE) })
			await client.connect()
			return client
		}
		await loadBenchJobs(connect, ownerId, jobs)
		await withClient(server.urlFor(BENCH_DATABASE), (client) => loadBenchInsightRows(client, ownerId))
		await admin.query(`comment on database ${BENCH_DATABASE} is '${recipe} ${new Date().toISOString()}'`)
		console.log(
			`Loaded ${jobs.toLocaleString('en-GB')} jobs into ${BENCH_DATABASE} in ${Math.round((Date.now() - loading) / 1000)} s`,
		)
	} finally {
		await admin.end()
	}
}

/** A client of one database for the length of `fn`. */
export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>) {
	const client = new pg.Client({ connectionString: url })
	await client.connect()
	try {
		return await fn(client)
	} finally {
		await client.end()
	}
}
