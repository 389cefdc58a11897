// `npm run bench -- insights`: the insight figures computed uncached, in this process, against the
// bench database (100,000 jobs, or BENCH_JOBS, and 20,000 job seekers: bench-database.ts), each
// several times, p50 and p99 against the 100 ms target of issue 33; the market insights and trends
// also by the full pass over the jobs they were computed with before the running totals (decision
// 240), and the talent pool without a filter by its full count, side by side in the same run. No
// HTTP and no cache: the database's work and the arithmetic only (`npm run bench` measures the API
// calls uncached over HTTP too).
import type { EntityManager } from '@mikro-orm/postgresql'
import { initOrm } from '../app/platform/db.server.ts'
import type { DatabaseServer } from '../server/database.ts'
import { computeMarketInsights, recomputeMarketInsights } from '../app/features/insights/market.server.ts'
import { computeMarketTrends, recomputeMarketTrends } from '../app/features/insights/market-trends.server.ts'
import { computeBenchmark } from '../app/features/insights/salary-benchmarks.server.ts'
import { computeTalentPool, recomputeTalentPool } from '../app/features/insights/talent-pool.server.ts'
import { BENCH_DATABASE, prepareBenchDatabase } from './bench-database.ts'
import { BROAD_TERM } from './bench-jobs.ts'

const TARGET_MS = 100
const RUNS = Number(process.env.BENCH_INSIGHT_RUNS ?? 20)

type Figure = (em: EntityManager) => Promise<unknown>

const FIGURES: { name: string; figure: Figure; target: boolean }[] = [
	{ name: 'market insights (totals)', figure: computeMarketInsights, target: true },
	{ name: 'market insights (full pass)', figure: recomputeMarketInsights, target: false },
	{ name: 'market trends (totals)', figure: computeMarketTrends, target: true },
	{ name: 'market trends (full pass)', figure: recomputeMarketTrends, target: false },
	{
		name: `salary benchmark "${BROAD_TERM}"`,
		figure: (em) => computeBenchmark(em, { jobTitle: BROAD_TERM, industry: null, experienceLevel: null }),
		target: true,
	},
	{
		name: 'salary benchmark, Retail, entry',
		figure: (em) => computeBenchmark(em, { jobTitle: null, industry: 'Retail', experienceLevel: 'entry' }),
		target: true,
	},
	{
		name: 'talent pool, no filter',
		figure: (em) => computeTalentPool(em, { industry: null, skillCategory: null }),
		target: true,
	},
	{
		name: 'talent pool, no filter (full pass)',
		figure: (em) => recomputeTalentPool(em, { industry: null, skillCategory: null }),
		target: false,
	},
	{
		name: 'talent pool, Retail + Sales',
		figure: (em) => computeTalentPool(em, { industry: 'Retail', skillCategory: 'Sales' }),
		target: true,
	},
]

const pad = (text: string, width: number) => text.padEnd(width)
const percentile = (sorted: number[], p: number) =>
	sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!

export async function benchInsightTotals(database: DatabaseServer, jobs: number) {
	await prepareBenchDatabase(database, jobs)
	const orm = await initOrm(database.urlFor(BENCH_DATABASE), { statementTimeoutMs: 0 })
	try {
		// A kept database may predate the totals' migration.
		await orm.migrator.up()
		await orm.em.getConnection().execute('analyze')
		const [{ jobs: stored, seekers }] = await orm.em
			.getConnection()
			.execute<[{ jobs: string; seekers: string }]>(
				`select (select count(*) from job) as jobs, (select count(*) from "user" where user_type = 'employee') as seekers`,
			)
		console.log(
			`\nInsights uncached, in process: ${Number(stored).toLocaleString('en-GB')} jobs, ${Number(seekers).toLocaleString('en-GB')} job seekers, ${RUNS} runs each after one to warm up\n`,
		)
		console.log(pad('figure', 36) + pad('p50', 10) + pad('p99', 10) + `target p99 < ${TARGET_MS} ms`)
		for (const { name, figure, target } of FIGURES) {
			const times: number[] = []
			await figure(orm.em.fork())
			for (let run = 0; run < RUNS; run += 1) {
				const started = performance.now()
				await figure(orm.em.fork())
				times.push(performance.now() - started)
			}
			times.sort((a, b) => a - b)
			const p99 = percentile(times, 0.99)
			const verdict = target ? (p99 < TARGET_MS ? 'met' : 'MISSED') : '(before: for comparison)'
			console.log(
				pad(name, 36) + pad(`${percentile(times, 0.5).toFixed(1)} ms`, 10) + pad(`${p99.toFixed(1)} ms`, 10) + verdict,
			)
		}
	} finally {
		await orm.close(true)
	}
}
