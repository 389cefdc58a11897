// The talent pool from its running totals (decision 240) gives the figures the full count over
// every seeker gives, for every pair of filters, after job seekers are added in bulk, change their
// preferences, skills, notice, years and salary, lose their profile or preferences, become
// employers or are deleted, use their accounts, and while several change at once; "active in the
// last 30 days" (decision 251) to the instant, wherever the window's edge falls. The kept totals
// equal a rebuild.
import { beforeAll, describe, expect, test } from 'vitest'
import { apiUser } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { foldInsightTotals, seekerActiveTotals, seekerPoolTotals } from './insight-totals.server.ts'
import { computeTalentPool, recomputeTalentPool } from './talent-pool.server.ts'
import { countSeekers, type TalentPoolFilters } from './talent-pool-queries.server.ts'
import { TOTALS_COUNTING } from './talent-pool-totals.server.ts'

const run = async (sql: string, params: unknown[] = []) => (await freshEm()).getConnection().execute(sql, params)

const FILTERS: TalentPoolFilters[] = [
	{ industry: null, skillCategory: null },
	{ industry: 'Retail', skillCategory: null },
	{ industry: 'Healthcare', skillCategory: null },
	{ industry: null, skillCategory: 'Sales' },
	{ industry: null, skillCategory: 'Software Development' },
	{ industry: 'Retail', skillCategory: 'Customer Service' },
	{ industry: 'Healthcare', skillCategory: 'Healthcare' },
]

/** `count` seekers from number `from`, in one statement: some without preferences or a profile, skills written every which way. */
const addSeekers = (from: number, count: number) =>
	run(`with seekers as (
			insert into "user" (email, password, first_name, last_name, user_type, created_at, updated_at, last_active_at)
			select 'pool' || g || '@test.example', '!', 'Pool', 'Seeker ' || g, 'employee',
				now() - make_interval(days => 60 + (g * 13) % 90), now() - make_interval(days => 40 + (g * 17) % 90),
				now() - make_interval(days => (g * 29) % 60, hours => (g * 7) % 24)
			from generate_series(${from}, ${from + count - 1}) as g returning id
		), numbered as (select id, (row_number() over (order by id))::int + ${from} as g from seekers),
		preferences as (
			insert into user_preferences (user_id, preferred_job_types, preferred_industries, preferred_locations, salary_min, salary_max, updated_at)
			select id, array['Full-time'],
				case g % 5 when 0 then array['Retail'] when 1 then array['Healthcare', 'Retail'] when 2 then array['Technology'] when 3 then array['Retail', 'Retail'] when 4 then array[]::text[] end,
				case g % 4 when 0 then array['Birchwood'] when 1 then array['Lymm', 'Great Sankey'] when 2 then array['Culcheth'] when 3 then array['Atlantis'] end,
				case when g % 6 = 0 then null else 15000 + (g * 1000) % 40000 end,
				case when g % 7 = 0 then null else 20000 + (g * 1000) % 40000 end,
				now() - make_interval(days => (g * 11) % 90)
			from numbered where g % 9 <> 0
		)
		insert into quick_apply_profile (user_id, full_name, years_experience, skills, qualifications, availability_notice, created_at, updated_at)
		select id, 'Pool Seeker ' || g, g % 25,
			case g % 6 when 0 then array['Customer Service', 'EXCEL'] when 1 then array['selling', 'CRM'] when 2 then array['typescript', 'React.js'] when 3 then array['Dementia care', 'first aid'] when 4 then array['knitting'] when 5 then array[]::text[] end,
			array['GCSEs'], (array['immediate', '1week', '2weeks', '1month'])[1 + g % 4], now() - make_interval(days => (g * 19) % 90), now() - make_interval(days => (g * 23) % 90)
		from numbered where g % 10 <> 0`)

/**
 * Every figure equals the full count's for each pair of filters, and so do the raw counts of active
 * seekers (the page hides small ones); the figures without a filter.
 */
async function expectFiguresToMatchACount(now: Date) {
	const em = await freshEm()
	for (const filters of FILTERS)
		expect(await computeTalentPool(em, filters, now)).toEqual(await recomputeTalentPool(em, filters, now))
	await expectActiveToMatchACount(now)
	return computeTalentPool(em, FILTERS[0]!, now)
}

/** The active seekers' count equals the full count's for each pair of filters, `now` being any time (the listed jobs' totals are for the present only). */
async function expectActiveToMatchACount(now: Date) {
	const em = await freshEm()
	for (const filters of FILTERS) {
		const counted = await countSeekers(em, filters, now)
		const fromTotals = await TOTALS_COUNTING.seekers(em, filters, now)
		expect([fromTotals.total, fromTotals.active], `${now.toISOString()} ${JSON.stringify(filters)}`).toEqual([
			counted.total,
			counted.active,
		])
	}
}

/** The raw counts of all seekers and of active ones, without a filter, as the full pass counts them. */
async function activeOfAll(now: Date) {
	const { total, active } = await countSeekers(await freshEm(), FILTERS[0]!, now)
	return { total: Number(total), active: Number(active) }
}

/** How many delta rows the talent pool's totals and its active seekers' totals hold unfolded. */
async function unfoldedRows() {
	const [row] = await run(`select (select count(*) from seeker_pool_total where not folded)::int as pool,
		(select count(*) from seeker_active_total where not folded)::int as active`)
	return row as { pool: number; active: number }
}

/**
 * The figures equal the full count's with the changes' delta rows unfolded (there are some), again
 * once a fold has collapsed them, and the kept totals equal a rebuild.
 */
async function expectTotalsToMatchARecomputation() {
	const em = await freshEm()
	const now = new Date()
	const written = await unfoldedRows()
	expect(written.pool).toBeGreaterThan(0)
	expect(written.active).toBeGreaterThan(0)
	const unfolded = await expectFiguresToMatchACount(now)
	await foldInsightTotals(em)
	expect(await unfoldedRows()).toEqual({ pool: 0, active: 0 })
	expect(await expectFiguresToMatchACount(now)).toEqual(unfolded)
	const kept = [await seekerPoolTotals(em), await seekerActiveTotals(em)]
	await run('select seeker_pool_rebuild()')
	expect(kept).toEqual([await seekerPoolTotals(em), await seekerActiveTotals(em)])
	return unfolded
}

beforeAll(async () => {
	const { user } = await apiUser('employer')
	// Listed jobs for the pool's job counts.
	await run(`insert into job (title, company, location, description, job_type, industry, contact_email, is_active, posted_at, expires_at, user_id, created_at, updated_at)
		select 'Shop Assistant', 'Corner Shop', (array['Birchwood', 'Lymm', 'Culcheth'])[1 + g % 3], 'Serving customers.', 'Full-time',
			(array['Retail', 'Healthcare', 'Technology'])[1 + g % 3], 'jobs@test.example', g % 4 <> 0, now() - interval '1 day', now() + make_interval(hours => g), ${user.id}, now(), now()
		from generate_series(1, 60) as g`)
})

describe('the talent pool from running totals', () => {
	test('after seekers are added and changed in every way, every figure equals a full count', async () => {
		// More than 100 seekers in a statement are refreshed under a table lock, fewer one by one.
		await addSeekers(1, 250)
		await addSeekers(251, 50)
		await addSeekers(301, 100)
		const added = await expectTotalsToMatchARecomputation()
		expect(added.enoughData).toBe(true)
		// Some seekers are active and some are not, so the window's edge is tested.
		const { total, active } = await activeOfAll(new Date())
		expect(active).toBeGreaterThan(total / 5)
		expect(active).toBeLessThan(total)
		expect(added.breakdowns.skillCategories.groups.length).toBeGreaterThan(2)

		await run(
			`update user_preferences set preferred_industries = array['Healthcare'], salary_min = null where user_id % 5 = 0`,
		)
		await run(
			`update quick_apply_profile set skills = array['Python', 'SQL'], years_experience = 0 where user_id % 7 = 0`,
		)
		await run(
			`update quick_apply_profile set availability_notice = 'immediate', years_experience = years_experience + 3 where user_id % 3 = 0`,
		)
		await run(`delete from quick_apply_profile where user_id % 11 = 0`)
		await run(`delete from user_preferences where user_id % 13 = 0`)
		await run(`update "user" set user_type = 'employer' where email like 'pool%' and id % 17 = 0`)
		await run(`update "user" set updated_at = now() where email like 'pool%' and id % 4 = 1`)
		// Accounts used today, as platform/activity.server.ts records it.
		await run(`update "user" set last_active_at = now() where email like 'pool%' and id % 8 = 3`)
		await run(`delete from "user" where email like 'pool%' and id % 19 = 0`)
		const changed = await expectTotalsToMatchARecomputation()
		expect(changed).not.toEqual(added)
	}, 60_000)

	test('"active in the last 30 days" is exact to the instant wherever the window starts, and a day\'s use writes no totals', async () => {
		const em = await freshEm()
		await addSeekers(1001, 60)
		await foldInsightTotals(em)
		// Seekers whose only recent sign of life is their last use, spread over the hours around the edge.
		const ids = (
			await run(
				`select id from "user" where email like 'pool1%@test.example' and user_type = 'employee' order by id limit 48`,
			)
		).map((row) => Number(row.id))
		expect(ids).toHaveLength(48)
		await run(
			`update "user" u set last_active_at = now() - interval '30 days' + make_interval(mins => (x.n::int - 24) * 37)
			from (select id, row_number() over (order by id) as n from unnest(?::int[]) as id) as x where u.id = x.id`,
			[`{${ids.join(',')}}`],
		)
		await run(`update user_preferences set updated_at = now() - interval '200 days' where user_id = any(?)`, [
			`{${ids.join(',')}}`,
		])
		await run(`update quick_apply_profile set updated_at = now() - interval '200 days' where user_id = any(?)`, [
			`{${ids.join(',')}}`,
		])
		const now = Date.now()
		await expectFiguresToMatchACount(new Date(now))
		for (const hours of [1, 5, 11, 17, 23, 24 * 3, -7, -24 * 2])
			await expectActiveToMatchACount(new Date(now + hours * 3_600_000))
		const before = await activeOfAll(new Date(now))
		expect(before.active).toBeGreaterThan(0)

		// Used again today: counted at once. Used again the same day: nothing more is written.
		await foldInsightTotals(em)
		await run(`update "user" set last_active_at = now() where id = any(?)`, [`{${ids.slice(0, 10).join(',')}}`])
		const written = await unfoldedRows()
		expect(written.pool).toBe(0)
		expect(written.active).toBeGreaterThan(0)
		await expectFiguresToMatchACount(new Date())
		await foldInsightTotals(em)
		await run(`update "user" set last_active_at = last_active_at + interval '1 second' where id = any(?)`, [
			`{${ids.slice(0, 10).join(',')}}`,
		])
		await run(`update "user" set first_name = first_name where id = any(?)`, [`{${ids.join(',')}}`])
		expect(await unfoldedRows()).toEqual({ pool: 0, active: 0 })
		expect((await activeOfAll(new Date())).active).toBeGreaterThan(before.active)
	})

	test("concurrent changes to one seeker's preferences and profile leave the same totals as a rebuild", async () => {
		const ids = (await run(`select user_id from quick_apply_profile order by user_id limit 20`)).map((row) =>
			Number(row.user_id),
		)
		await Promise.all(
			ids.flatMap((id, index) => [
				run(`update user_preferences set preferred_industries = array['Retail', 'Technology'] where user_id = ?`, [id]),
				run(
					`update quick_apply_profile set skills = array['Sales', 'Nursing'], years_experience = ? where user_id = ?`,
					[index, id],
				),
				...(index % 4 === 0 ? [run(`delete from "user" where id = ?`, [id])] : []),
			]),
		)
		expect((await expectTotalsToMatchARecomputation()).enoughData).toBe(true)
	})
})
