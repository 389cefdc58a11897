// The market insights and trends from the running totals (decision 240) are the figures a full
// pass over the jobs gives, after every kind of write the board makes: posts, bulk imports, edits
// of pay, area, industry, company and text, closing, reopening, expiry and deletion, with jobs on
// the edges of every window (posted either side of the London days the periods begin on, expiring
// earlier and later today, posted later today), and concurrent writers. The kept totals also equal a
// rebuild from the job table.
import { beforeAll, describe, expect, test } from 'vitest'
import { emptyBoard, postedJob } from '../../../tests/fixtures/jobs.ts'
import { freshEm, runSql } from '../../../tests/fixtures/route.ts'
import {
	dayStart,
	daysBefore,
	foldInsightTotals,
	insightTotals,
	rebuildInsightTotals,
} from './insight-totals.server.ts'
import { computeMarketInsights, recomputeMarketInsights } from './market.server.ts'
import { computeMarketTrends, recomputeMarketTrends } from './market-trends.server.ts'

const HOUR = 3_600_000
const DAY = 24 * HOUR
let ownerId: number

beforeAll(async () => {
	ownerId = await emptyBoard()
})

const run = runSql

/**
 * `count` jobs in one statement (an import's batch), from row `from`: posted between 200 days ago
 * and 2 days ahead, listed for 1 to 60 days, a fifth closed, companies spelt several ways, a tenth
 * without pay and some with only a minimum, hourly and yearly pay, skill words in some titles.
 */
const insertMany = (from: number, count: number) =>
	run(
		`insert into job (title, company, location, salary_min_pence, salary_max_pence, salary_period, description,
			job_type, industry, contact_email, is_active, posted_at, expires_at, user_id, created_at, updated_at)
		select (array['Warehouse Operative', 'Forklift Driver', 'Care Assistant (dementia)', 'Python Developer', 'Bookkeeper using Xero', 'Cleaner'])[1 + g % 6],
			(array['Acme Ltd', ' ACME LTD', 'acme ltd ', 'Beta Care', 'Gamma Logistics', 'Delta Build', 'Epsilon Foods', 'Zeta Tech'])[1 + (g * 7) % 8]
				|| case when g % 5 = 0 then ' ' || (g % 23)::text else '' end,
			(array['Birchwood', 'Warrington Town Centre', 'Great Sankey', 'Lymm', 'Culcheth', 'Stockton Heath'])[1 + (g * 3) % 6],
			case when g % 10 = 0 then null else (1000 + (g * 37) % 60) * case when g % 3 = 0 then 1 else 2500 end end,
			case when g % 10 = 0 or g % 11 = 0 then null else (1000 + (g * 37) % 60) * case when g % 3 = 0 then 1 else 2500 end + (g % 4) * 150 end,
			case when g % 10 = 0 then null when g % 3 = 0 then 'hour' else 'year' end,
			'Plenty to do. ' || (array['Customer service matters.', 'Excel and SQL reporting.', 'Full UK licence needed.', 'No skills named.'])[1 + g % 4],
			'Full-time', (array['Manufacturing', 'Healthcare', 'Retail', 'Technology', 'Construction', 'Hospitality'])[1 + (g * 5) % 6],
			'jobs@test.example', g % 5 <> 1,
			now() - make_interval(mins => (g * 7919) % (202 * 24 * 60)) + interval '2 days',
			now() - make_interval(mins => (g * 7919) % (202 * 24 * 60)) + interval '2 days' + make_interval(days => 1 + g % 60),
			${ownerId}, now(), now()
		from generate_series(${from}, ${from + count - 1}) as g`,
	)

/** The first instant of the London day `days` before today, as the database works it out. */
async function londonDayStart(days: number) {
	const [row] = (await run(`select ${dayStart(daysBefore(days))} as at`)) as [{ at: Date }]
	return new Date(row.at).getTime()
}

/**
 * Jobs on the edges of the windows (whole London days, decision 254): a minute either side of the
 * first instant of today, of 6, 29 and 59 days before it, and an hour either side of 7, 30 and 60
 * days ago, and of now.
 */
async function insertEdges() {
	const now = Date.now()
	const dayEdges = await Promise.all([0, 6, 29, 59].map((days) => londonDayStart(days)))
	const edges = [
		...dayEdges.flatMap((start) => [start - 60_000, start + 60_000]),
		...[7, 30, 60].flatMap((days) => [now - days * DAY - HOUR, now - days * DAY + HOUR]),
	]
	for (const [index, posted] of [...edges, now + 2 * HOUR, now - 3 * HOUR].entries()) {
		await postedJob(
			{ id: ownerId } as never,
			{ company: `Edge ${index % 3}`, industry: index % 2 ? 'Retail' : 'Healthcare', salary: '£26,000' },
			{ postedAt: new Date(posted), expiresAt: new Date(posted + 30 * DAY) },
		)
	}
	// Listed until earlier today, and until later today.
	await postedJob(
		{ id: ownerId } as never,
		{ company: 'Edge 0' },
		{ postedAt: new Date(now - 20 * DAY), expiresAt: new Date(now - HOUR) },
	)
	await postedJob(
		{ id: ownerId } as never,
		{ company: 'Edge 1' },
		{ postedAt: new Date(now - 20 * DAY), expiresAt: new Date(now + HOUR) },
	)
}

/** The totals' figures, each equal to the full pass's. */
async function expectFiguresToMatchARecomputation() {
	const em = await freshEm()
	const { computedAt: _fromTotals, ...fromTotals } = await computeMarketInsights(em)
	const { computedAt: _recomputed, ...recomputed } = await recomputeMarketInsights(em)
	expect(fromTotals).toEqual(recomputed)
	const trends = await computeMarketTrends(em)
	expect(trends).toEqual(await recomputeMarketTrends(em))
	return { fromTotals, trends }
}

/**
 * Every figure equals the full pass's with the writes' delta rows unfolded, then again once a fold
 * has collapsed them (the same figures), and the kept totals equal a rebuild.
 */
async function expectTotalsToMatchARecomputation() {
	const em = await freshEm()
	const unfolded = await expectFiguresToMatchARecomputation()
	await foldInsightTotals(em)
	expect(await run(`select count(*)::int as n from job_listed_total where not folded`)).toEqual([{ n: 0 }])
	expect(await expectFiguresToMatchARecomputation()).toEqual(unfolded)
	const kept = await insightTotals(em)
	await rebuildInsightTotals(em)
	expect(kept).toEqual(await insightTotals(em))
	return unfolded.fromTotals
}

/** How many of the jobs' total rows are deltas not yet folded. */
const unfoldedRows = async () =>
	Number(
		(
			await run(
				`select (select count(*) from job_listed_total where not folded) + (select count(*) from job_posted_total where not folded) as n`,
			)
		)[0]!.n,
	)

describe('market insights from running totals', () => {
	test('an empty board: the same figures both ways', async () => {
		expect((await expectTotalsToMatchARecomputation()).totalJobs).toBe(0)
	})

	test('after bulk inserts, edits, closing, reopening, expiry and deletion, every figure equals a full pass', async () => {
		for (let from = 1; from <= 300; from += 100) await insertMany(from, 100)
		await insertEdges()
		expect(await unfoldedRows()).toBeGreaterThan(100)
		const afterInserts = await expectTotalsToMatchARecomputation()
		expect(afterInserts.totalJobs).toBeGreaterThan(20)
		expect(afterInserts.companyActivity.length).toBe(10)
		expect(afterInserts.topSkills.length).toBeGreaterThan(3)
		expect(afterInserts.growthRate).not.toBeNull()

		// Pay, area, industry, company and text changed; a batch closed, one reopened; some expire now.
		await run(
			`update job set salary_min_pence = salary_min_pence + 123456, salary_max_pence = salary_max_pence + 200000 where id % 7 = 0`,
		)
		await run(`update job set salary_min_pence = null, salary_max_pence = null, salary_period = null where id % 13 = 0`)
		await run(`update job set location = 'Lymm', industry = 'Retail' where id % 9 = 0`)
		await run(`update job set company = upper(company) || ' ' where id % 4 = 0`)
		await run(
			`update job set title = 'Nurse (NMC registered)', description = 'Nursing and first aid.' where id % 17 = 0`,
		)
		await run(`update job set is_active = false where id % 6 = 0`)
		await run(`update job set is_active = true where id % 12 = 1`)
		await run(`update job set expires_at = now() - interval '1 minute' where id % 19 = 0`)
		await run(`update job set posted_at = posted_at - interval '29 days' where id % 23 = 0`)
		await run(`update job set updated_at = now()`)
		await run(`delete from job where id % 8 = 3`)
		expect(await unfoldedRows()).toBeGreaterThan(100)
		const afterChanges = await expectTotalsToMatchARecomputation()
		expect(afterChanges).not.toEqual(afterInserts)
	}, 60_000)

	test('concurrent writers leave the same totals as a rebuild', async () => {
		// One statement each, as many visitors posting and editing at once make them (the older
		// row triggers on job take their locks in row order, so concurrent many-row statements can
		// deadlock on those, with or without these totals).
		const ids = (await run(`select id from job order by id limit 40`)).map((row) => Number(row.id))
		await Promise.all([
			...[1, 2, 3, 4, 5, 6, 7, 8].map((index) => insertMany(5000 + index, 1)),
			...ids.slice(0, 10).map((id) => run(`update job set is_active = not is_active where id = ?`, [id])),
			...ids
				.slice(10, 20)
				.map((id) =>
					run(
						`update job set salary_min_pence = 3000000, salary_max_pence = 3100000, salary_period = 'year', industry = 'Retail' where id = ?`,
						[id],
					),
				),
			...ids.slice(20, 30).map((id) => run(`delete from job where id = ?`, [id])),
		])
		expect((await expectTotalsToMatchARecomputation()).totalJobs).toBeGreaterThan(20)
	})
})
