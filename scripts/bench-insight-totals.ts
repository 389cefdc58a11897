// `npm run bench -- insights`: the insight figures computed uncached, in this process, against the
// bench database (100,000 jobs, or BENCH_JOBS, and 20,000 job seekers: bench-database.ts), each
// several times, p50 and p99 against the 100 ms target of issue 33; the market insights and trends
// also by the full pass over the jobs they were computed with before the running totals (decision
// 240), and the talent pool without a filter by its full count, side by side in the same run. No
// HTTP and no cache: the database's work and the arithmetic only (`npm run bench` measures the API
// calls uncached over HTTP too).
//
// The totals are delta rows folded by the queue each minute (decision 250): the figures are
// measured folded, then again with at least UNFOLDED (10,000) unfolded delta rows in the jobs'
// tables and as many in the talent pool's, written by single-row edits as visitors make them (a
// job's industry changed and changed back, a seeker's years raised and lowered: the data ends as it
// began), and the fold that collapses them is timed.
import type { EntityManager } from '@mikro-orm/postgresql'
import { initOrm } from '../app/platform/db.server.ts'
import type { DatabaseServer } from '../server/database.ts'
import { computeMarketInsights, recomputeMarketInsights } from '../app/features/insights/market.server.ts'
import { computeMarketTrends, recomputeMarketTrends } from '../app/features/insights/market-trends.server.ts'
import { computeBenchmark } from '../app/features/insights/salary-benchmarks.server.ts'
import { computeTalentPool, recomputeTalentPool } from '../app/features/insights/talent-pool.server.ts'
import { foldInsightTotals } from '../app/features/insights/insight-totals.server.ts'
import { BENCH_DATABASE, prepareBenchDatabase } from './bench-database.ts'
import { BROAD_TERM } from './bench-jobs.ts'

const TARGET_MS = 100
const RUNS = Number(process.env.BENCH_INSIGHT_RUNS ?? 20)
const UNFOLDED = Number(process.env.BENCH_UNFOLDED ?? 10_000)

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
		const fold = async (what: string) => {
			const started = performance.now()
			const folded = await foldInsightTotals(orm.em.fork())
			console.log(
				`Fold of ${what}: ${folded?.removed.toLocaleString('en-GB')} rows into ${folded?.kept.toLocaleString('en-GB')} in ${(performance.now() - started).toFixed(0)} ms`,
			)
		}
		await fold('the rows the load left')
		await measureFigures(orm.em, 'folded', FIGURES)
		const started = performance.now()
		const edits = await writeDeltaRows(orm.em)
		console.log(
			`\n${edits.jobs.toLocaleString('en-GB')} job edits and ${edits.seekers.toLocaleString('en-GB')} seeker edits, one statement each, in ${((performance.now() - started) / 1000).toFixed(1)} s: ${edits.jobRows.toLocaleString('en-GB')} unfolded rows in the jobs' totals, ${edits.seekerRows.toLocaleString('en-GB')} in the talent pool's`,
		)
		await measureFigures(
			orm.em,
			'unfolded',
			FIGURES.filter(({ target }) => target),
		)
		await fold('those rows')
	} finally {
		await orm.close(true)
	}
}

async function measureFigures(em: EntityManager, state: string, figures: typeof FIGURES) {
	console.log(`\n${pad(`figure (totals ${state})`, 36)}${pad('p50', 10)}${pad('p99', 10)}target p99 < ${TARGET_MS} ms`)
	for (const { name, figure, target } of figures) {
		const times: number[] = []
		await figure(em.fork())
		for (let run = 0; run < RUNS; run += 1) {
			const started = performance.now()
			await figure(em.fork())
			times.push(performance.now() - started)
		}
		times.sort((a, b) => a - b)
		const p99 = percentile(times, 0.99)
		const verdict = target ? (p99 < TARGET_MS ? 'met' : 'MISSED') : '(before: for comparison)'
		console.log(
			pad(name, 36) + pad(`${percentile(times, 0.5).toFixed(1)} ms`, 10) + pad(`${p99.toFixed(1)} ms`, 10) + verdict,
		)
	}
}

const unfoldedRows = async (em: EntityManager, tables: readonly string[]) => {
	let rows = 0
	for (const table of tables) {
		const [row] = await em.execute<[{ n: string }]>(`select count(*) as n from ${table} where not folded`)
		rows += Number(row.n)
	}
	return rows
}

/**
 * At least UNFOLDED unfolded rows in the jobs' totals and in the talent pool's, by single-row edits
 * that undo themselves: listed jobs moved to another industry and back, seekers' years raised and
 * lowered. Nothing folds meanwhile (the bench runs no worker).
 */
async function writeDeltaRows(em: EntityManager) {
	const jobTables = ['job_listed_total', 'job_posted_total']
	const counts = { jobs: 0, seekers: 0, jobRows: 0, seekerRows: 0 }
	const jobs = await em.execute<{ id: number; industry: string }[]>(
		`select id, industry from job where is_active and industry is not null order by id limit 5000`,
	)
	for (const [index, { id, industry }] of jobs.entries()) {
		if (index % 20 === 0 && (await unfoldedRows(em, jobTables)) >= UNFOLDED) break
		await em.execute(`update job set industry = ? where id = ?`, [industry === 'Retail' ? 'Healthcare' : 'Retail', id])
		await em.execute(`update job set industry = ? where id = ?`, [industry, id])
		counts.jobs += 2
	}
	counts.jobRows = await unfoldedRows(em, jobTables)
	const seekers = await em.execute<{ user_id: number }[]>(
		`select user_id from quick_apply_profile where years_experience is not null order by user_id limit 2000`,
	)
	for (const [index, { user_id: id }] of seekers.entries()) {
		if (index % 5 === 0 && (await unfoldedRows(em, ['seeker_pool_total'])) >= UNFOLDED) break
		await em.execute(`update quick_apply_profile set years_experience = years_experience + 1 where user_id = ?`, [id])
		await em.execute(`update quick_apply_profile set years_experience = years_experience - 1 where user_id = ?`, [id])
		counts.seekers += 2
	}
	counts.seekerRows = await unfoldedRows(em, ['seeker_pool_total'])
	return counts
}
