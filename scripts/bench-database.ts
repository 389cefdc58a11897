// The database `npm run bench` measures against (wj_bench): the demo accounts, 100,000 generated
// jobs (bench-jobs.ts) and the insight pages' rows (bench-insights.ts). The growth table
// (bench-growth.ts) keeps one such database a size (wj_bench_10000, wj_bench_1000000, ...).
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
import { foldInsightTotals } from '../app/features/insights/insight-totals.server.ts'
import { DEMO_ACCOUNTS, seedIfEmpty } from '../app/seed/seed.server.ts'
import { recreateDatabase, type DatabaseServer } from '../server/database.ts'
import { loadBenchInsightRows } from './bench-insights.ts'
import { loadBenchJobs } from './bench-jobs.ts'
import { fillPlaceTally } from '../migrations/Migration20261128150000_job_place_tally.ts'

export const BENCH_DATABASE = 'wj_bench'
const REUSE_HOURS = Number(process.env.BENCH_REUSE_HOURS ?? 12)

/**
 * Makes `name` hold the demo accounts and `jobs` generated jobs (the seed's jobs are replaced),
 * reusing the database of an earlier run while it is fresh enough and made the same way. Answers
 * how long loading took in milliseconds, or null when the kept database was reused.
 */
export async function prepareBenchDatabase(server: DatabaseServer, jobs: number, name = BENCH_DATABASE) {
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
			[name],
		)
		const [recipeOfKept, loadedAt] = (rows[0]?.note ?? '').split(' ')
		const ageHours = (Date.now() - Date.parse(loadedAt ?? '')) / 3_600_000
		if (process.env.BENCH_FRESH !== '1' && recipeOfKept === recipe && ageHours < REUSE_HOURS) {
			console.log(`Reusing ${name}, loaded ${ageHours.toFixed(1)} hours ago (BENCH_FRESH=1 loads it again)`)
			await foldTotals(server.urlFor(name))
			return null
		}
		const loading = Date.now()
		await recreateDatabase(server, name)
		const orm = await initOrm(server.urlFor(name))
		try {
			await orm.migrator.up()
			await seedIfEmpty(orm.em.fork())
		} finally {
			await orm.close(true)
		}
		const ownerId = await withClient(server.urlFor(name), async (client) => {
			await client.query('delete from job')
			return (
				await client.query<{ id: number }>('select id from "user" where email = $1', [DEMO_ACCOUNTS.employer.email])
			).rows[0]!.id
		})
		const connect = async () => {
			const client = new pg.Client({ connectionString: server.urlFor(name) })
			await client.connect()
			return client
		}
		await loadBenchJobs(connect, ownerId, jobs, { progress: (step) => console.log(`  ${name}: ${step}`) })
		// The listing tally trigger, off while loading, also keeps the place tallies (decision 241).
		await withClient(server.urlFor(name), (client) => client.query(fillPlaceTally))
		await withClient(server.urlFor(name), (client) => loadBenchInsightRows(client, ownerId))
		await foldTotals(server.urlFor(name))
		await admin.query(`comment on database ${name} is '${recipe} ${new Date().toISOString()}'`)
		const took = Date.now() - loading
		console.log(`Loaded ${jobs.toLocaleString('en-GB')} jobs into ${name} in ${Math.round(took / 1000)} s`)
		return took
	} finally {
		await admin.end()
	}
}

/**
 * The insight totals' delta rows folded, as the queue does each minute in a running app (decision
 * 250), and the tables rewritten after (`vacuum full`). The measured servers run no queue: without
 * this a loaded database was measured with every loading chunk's rows unfolded, 844,000 rows where
 * a million jobs' groups need about 50,000, and the insights read them all. Folded but not
 * rewritten, the listed totals kept the loading's 97 MB for 50,000 rows, where a running app's
 * folds each minute leave a few minutes' deltas of room; reading them cost the market insights
 * 30 ms more at a million jobs (decision 254).
 */
async function foldTotals(url: string) {
	const orm = await initOrm(url, { statementTimeoutMs: 0 })
	try {
		await foldInsightTotals(orm.em.fork())
	} finally {
		await orm.close(true)
	}
	await withClient(url, async (client) => {
		await client.query('vacuum full analyze job_listed_total, job_posted_total, seeker_pool_total, seeker_active_total')
		// The title words a bulk load filed in one statement: their visibility map set, as autovacuum
		// sets it after a running app's inserts, so that a benchmark reads the index alone (decision 255).
		await client.query('vacuum analyze job_title_word')
	})
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
