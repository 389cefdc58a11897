// The market insights' counts by a full pass over the job table (decision 130): the figures as
// they were computed before the running totals (decision 240), kept as the recomputation the
// totals are held against (market-totals.server.test.ts). "Listed" jobs (active, not expired, as
// the listing shows) for what is on offer now, and every job posted in the last 60 London days
// (decision 254), listed or not, for the trends and growth. Salaries are the midpoint of a job's annual figures.
import type { EntityManager } from '@mikro-orm/postgresql'
import { SKILL_KEYWORDS } from './insight-options.ts'
import { NEW_THIS_WEEK_DAYS, SALARY_BANDS, salaryBandSql, TREND_PERIOD_DAYS } from './market-figures.ts'
import { dayStart, daysBefore, postedPeriodsSql } from './insight-totals.server.ts'
import { LISTED_JOB_SQL } from '../jobs/listed-job.server.ts'
import { type Counted, MARKET_TOP, type MarketCounts, whole } from './market-counts.ts'

const MIDPOINT = '((j.salary_annual_min + j.salary_annual_max) / 2.0)'
const PERIODS = postedPeriodsSql('j.posted_at', TREND_PERIOD_DAYS)
const RECENT = PERIODS.recent
const PREVIOUS = PERIODS.previous
/** Listed now, or posted in either period: every row any figure reads. */
const IN_SCOPE = `((${LISTED_JOB_SQL}) or j.posted_at >= ${dayStart(PERIODS.from)})`
/** One company however its employers capitalise or space its name. */
const COMPANY_KEY = 'lower(trim(j.company))'

/** The counts the market insights are worked out from, by passes over every job in scope. */
export async function recomputeMarketCounts(em: EntityManager): Promise<MarketCounts> {
	const connection = em.getConnection()
	const run = <T extends Counted>(sql: string, params: unknown[] = []) => connection.execute<T[]>(sql, params)
	const [[headline], industries, locations, companies, skills] = await Promise.all([
		run(
			`select count(*) filter (where ${LISTED_JOB_SQL}) as total,
				count(*) filter (where ${LISTED_JOB_SQL} and j.posted_at >= ${dayStart(daysBefore(NEW_THIS_WEEK_DAYS - 1))}) as new_this_week,
				count(distinct ${COMPANY_KEY}) filter (where ${LISTED_JOB_SQL}) as companies,
				count(j.salary_annual_min) filter (where ${LISTED_JOB_SQL}) as salaried,
				avg(${MIDPOINT}) filter (where ${LISTED_JOB_SQL}) as average_salary,
				${SALARY_BANDS.map((band, index) => `count(j.salary_annual_min) filter (where ${LISTED_JOB_SQL} and ${salaryBandSql(band, MIDPOINT)}) as band_${index}`).join(',\n')},
				count(*) filter (where ${RECENT}) as recent,
				count(*) filter (where ${PREVIOUS}) as previous
			from job j where ${IN_SCOPE}`,
		),
		run(
			`select j.industry as name, count(*) filter (where ${LISTED_JOB_SQL}) as listed,
				count(*) filter (where ${RECENT}) as recent, count(*) filter (where ${PREVIOUS}) as previous
			from job j where ${IN_SCOPE} group by j.industry
			having count(*) filter (where ${LISTED_JOB_SQL}) > 0
			order by listed desc, name limit ${MARKET_TOP}`,
		),
		run(
			`select j.location as area, count(*) as listed, count(j.salary_annual_min) as salaried, avg(${MIDPOINT}) as average_salary
			from job j where ${LISTED_JOB_SQL} group by j.location order by listed desc, area`,
		),
		run(
			`select (array_agg(trim(j.company) order by j.posted_at desc, j.id desc) filter (where ${LISTED_JOB_SQL}))[1] as company,
				count(*) filter (where ${LISTED_JOB_SQL}) as listed,
				count(*) filter (where ${RECENT}) as recent, count(*) filter (where ${PREVIOUS}) as previous
			from job j where ${IN_SCOPE} group by ${COMPANY_KEY}
			having count(*) filter (where ${LISTED_JOB_SQL}) > 0
			order by listed desc, company limit ${MARKET_TOP}`,
		),
		skillJobCounts(em),
	])
	return {
		headline: headline!,
		// Each statement selects the columns its type names.
		industries: industries as MarketCounts['industries'],
		locations: locations as MarketCounts['locations'],
		companies: companies as MarketCounts['companies'],
		skills: skills.map(({ skill, listed, recent, previous }) => ({ name: skill, listed, recent, previous })),
	}
}

/**
 * For each skill of SKILL_KEYWORDS, how many listed jobs name it and how many jobs naming it were
 * posted in each period. A job names a skill when its title or description holds one of the
 * skill's words whole, in any case (app/features/profile/skill-words.ts); the job_skill_tags trigger reads
 * that once when an advert is written, into job.skill_tags, so this is one pass over the rows in
 * scope instead of a pattern per skill against every advert.
 */
export async function skillJobCounts(em: EntityManager) {
	const rows = await em.getConnection().execute<(Counted & { skill: string })[]>(
		`select t.skill, count(*) filter (where ${LISTED_JOB_SQL}) as listed, count(*) filter (where ${RECENT}) as recent,
			count(*) filter (where ${PREVIOUS}) as previous
		from job j cross join lateral unnest(j.skill_tags) as t(skill)
		where ${IN_SCOPE}
		group by t.skill`,
	)
	const bySkill = new Map(rows.map((row) => [row.skill, row]))
	return SKILL_KEYWORDS.map(({ skill }) => ({
		skill,
		listed: whole(bySkill.get(skill)?.listed),
		recent: whole(bySkill.get(skill)?.recent),
		previous: whole(bySkill.get(skill)?.previous),
	}))
}
