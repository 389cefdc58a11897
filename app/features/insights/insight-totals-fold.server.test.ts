// The insight totals as delta rows (decision 250): a write only inserts rows, so a posting or a
// seeker's change whose transaction stays open holds up no other, in the same groups and days; the
// fold collapses each group's rows into one without changing a figure, leaves alone the rows of
// transactions still open, does nothing when there is nothing to fold, and runs one at a time.
import { beforeAll, describe, expect, test } from 'vitest'
import { apiUser, jobInput } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import type { User } from '../../models/user.ts'
import { createJob } from '../jobs/jobs.server.ts'
import { foldInsightTotals, insightTotals, seekerPoolTotals } from './insight-totals.server.ts'
import { computeMarketInsights, recomputeMarketInsights } from './market.server.ts'
import { computeMarketTrends, recomputeMarketTrends } from './market-trends.server.ts'
import { computeTalentPool, recomputeTalentPool } from './talent-pool.server.ts'

const run = async (sql: string, params: unknown[] = []) => (await freshEm()).getConnection().execute(sql, params)
const TABLES = ['job_listed_total', 'job_posted_total', 'seeker_pool_total'] as const
const NO_FILTER = { industry: null, skillCategory: null }

/** Each table's rows, and how many are unfolded deltas. */
async function rowCounts() {
	const counts: Record<string, { rows: number; unfolded: number }> = {}
	for (const table of TABLES) {
		const [row] = await run(
			`select count(*)::int as rows, (count(*) filter (where not folded))::int as unfolded from ${table}`,
		)
		counts[table] = { rows: Number(row!.rows), unfolded: Number(row!.unfolded) }
	}
	return counts
}

/** Every figure from the totals, checked against the full passes. */
async function exactFigures() {
	const em = await freshEm()
	const { computedAt: _fromTotals, ...market } = await computeMarketInsights(em)
	const { computedAt: _recomputed, ...recomputed } = await recomputeMarketInsights(em)
	expect(market).toEqual(recomputed)
	const trends = await computeMarketTrends(em)
	expect(trends).toEqual(await recomputeMarketTrends(em))
	const now = new Date()
	const pool = await computeTalentPool(em, NO_FILTER, now)
	expect(pool).toEqual(await recomputeTalentPool(em, NO_FILTER, now))
	return { market, trends, pool, totals: await insightTotals(em), seekers: await seekerPoolTotals(em) }
}

/** A London hour of yesterday: postings an hour apart on one day share every total's group and day, but no listing-tally hour. */
async function yesterdayAt(hour: number) {
	const [row] = await run(
		`select (((now() at time zone 'Europe/London')::date - 1 + make_time(?, 0, 0)) at time zone 'Europe/London') as at`,
		[hour],
	)
	return new Date(row!.at as string | Date)
}

/** A job seeker stored by one statement in `em`'s transaction, in Retail with a profile. */
const addSeeker = (execute: (sql: string) => Promise<unknown>, name: string) =>
	execute(`with seeker as (
			insert into "user" (email, password, first_name, last_name, user_type, created_at, updated_at)
			values ('${name}-' || gen_random_uuid() || '@fold.example', '!', 'Fold', '${name}', 'employee', now(), now()) returning id
		), preferences as (
			insert into user_preferences (user_id, preferred_job_types, preferred_industries, preferred_locations, updated_at)
			select id, array['Full-time'], array['Retail'], array['Lymm'], now() from seeker
		)
		insert into quick_apply_profile (user_id, full_name, years_experience, skills, qualifications, availability_notice, created_at, updated_at)
		select id, 'Fold ${name}', 4, array['Customer Service'], array['GCSEs'], 'immediate', now(), now() from seeker`)

let employer: User

beforeAll(async () => {
	employer = (await apiUser('employer')).user
})

describe('insight totals as delta rows', () => {
	test('a posting and a seeker held open in a transaction hold up no other in the same groups; a fold then leaves theirs alone', async () => {
		const [early, late] = [await yesterdayAt(10), await yesterdayAt(12)]
		const input = { industry: 'Retail', location: 'Lymm', salary: '£24,000' }
		let release!: () => void
		const released = new Promise<void>((resolve) => (release = resolve))
		let held!: () => void
		const written = new Promise<void>((resolve) => (held = resolve))
		const holding = (await freshEm()).transactional(async (tx) => {
			await createJob(tx, employer, jobInput({ ...input, title: 'Held Shop Assistant', company: 'Held Shop' }), early)
			await addSeeker((sql) => tx.execute(sql), 'held')
			held()
			await released
		})
		try {
			await Promise.race([written, holding])
			// With a short lock_timeout, a write waiting on the open transaction's rows fails at once.
			await (
				await freshEm()
			).transactional(async (tx) => {
				await tx.execute(`set local lock_timeout = '2s'`)
				await createJob(
					tx,
					employer,
					jobInput({ ...input, title: 'Later Shop Assistant', company: 'Later Shop' }),
					late,
				)
				await addSeeker((sql) => tx.execute(sql), 'later')
			})
			// A fold while the transaction is open collapses what is committed and takes nothing of it.
			expect(await foldInsightTotals(await freshEm())).not.toBeNull()
		} finally {
			release()
			await holding
		}
		const counts = await rowCounts()
		for (const table of TABLES) expect(counts[table]!.unfolded).toBeGreaterThan(0)
		const figures = await exactFigures()
		expect(figures.market.totalJobs).toBeGreaterThanOrEqual(2)
		const [listed] = await run(
			`select sum(jobs)::int as jobs from job_listed_total where dimension = 'industry-location' and name = 'Retail' || chr(31) || 'Lymm'`,
		)
		const [jobs] = await run(
			`select count(*)::int as jobs from job where is_active and industry = 'Retail' and location = 'Lymm'`,
		)
		expect(listed!.jobs).toBe(jobs!.jobs)
	})

	test('a fold collapses each group into one row with the same figures; a second has nothing to do', async () => {
		const em = await freshEm()
		for (const hour of [9, 11, 13])
			await createJob(
				em.fork(),
				employer,
				jobInput({ industry: 'Healthcare', salary: '£30,000' }),
				await yesterdayAt(hour),
			)
		await addSeeker(run, 'fold')
		await run(
			`update job set salary_min_pence = salary_min_pence + 100000, salary_max_pence = salary_max_pence + 100000 where industry = 'Healthcare'`,
		)
		const before = await exactFigures()
		expect((await rowCounts()).job_listed_total!.unfolded).toBeGreaterThan(0)

		const folded = await foldInsightTotals(em)
		expect(folded!.removed).toBeGreaterThan(folded!.kept)
		const counts = await rowCounts()
		for (const table of TABLES) expect(counts[table]!.unfolded).toBe(0)
		// One row a group: as many rows as groups with anything in them.
		expect(counts.job_listed_total!.rows).toBe(before.totals.listed.length)
		expect(counts.job_posted_total!.rows).toBe(before.totals.posted.length)
		expect(counts.seeker_pool_total!.rows).toBe(before.seekers.length)
		expect(await exactFigures()).toEqual(before)

		const rows = async () => Promise.all(TABLES.map((table) => run(`select ctid::text, * from ${table} order by ctid`)))
		const unchanged = await rows()
		expect(await foldInsightTotals(em)).toEqual({ removed: 0, kept: 0 })
		expect(await rows()).toEqual(unchanged)
	})

	test('a fold skips while another fold or a rebuild holds the lock', async () => {
		let release!: () => void
		const released = new Promise<void>((resolve) => (release = resolve))
		let locked!: () => void
		const taken = new Promise<void>((resolve) => (locked = resolve))
		const holding = (await freshEm()).transactional(async (tx) => {
			await tx.execute('select pg_advisory_xact_lock(240, -1)')
			locked()
			await released
		})
		try {
			await Promise.race([taken, holding])
			expect(await foldInsightTotals(await freshEm())).toBeNull()
		} finally {
			release()
			await holding
		}
		expect(await foldInsightTotals(await freshEm())).not.toBeNull()
	})
})
