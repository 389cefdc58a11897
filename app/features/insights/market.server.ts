// Market insights (docs/product.md §14, decision 130): what the board's own jobs say about the
// local market, for anyone. Every figure is an aggregate computed in SQL over the job table:
// "listed" jobs (active, not expired, as the listing shows) for what is on offer now, and every
// job posted in the last 60 days, listed or not, for the trends and growth, since a job that has
// closed was still posted. Salaries are the midpoint of a job's annual figures (hourly pay counted
// as 37.5 hours a week for 52 weeks, the job table's one rule); jobs with no figure are left out.
// Cached like the listing (cachedListing): a job written anywhere starts a fresh computation.
import type { EntityManager } from '@mikro-orm/postgresql'
import { cachedListing } from '../../platform/render/listing-cache.server.ts'
import { SKILL_KEYWORDS } from './insight-options.ts'
import {
	averagePounds,
	percentChange,
	percentOf,
	SALARY_BANDS,
	salaryBandSql,
	TREND_PERIOD_DAYS,
	trendOf,
	type Trend,
} from './market-figures.ts'
import { LISTED_JOB_SQL } from '../jobs/listed-job.server.ts'

/** How many industries, skills and employers the lists name: the largest. */
const MARKET_TOP = 10

export type MarketInsights = {
	totalJobs: number
	newJobsThisWeek: number
	/** Mean midpoint annual salary of listed jobs with a figure, whole pounds; null below MIN_SAMPLE_SIZE. */
	averageSalary: number | null
	/** How many listed jobs state a salary: what averageSalary and salaryRanges are computed from. */
	salariedJobs: number
	companiesHiring: number
	/** Percent change in jobs posted, last 30 days against the 30 before; null when the earlier period is too small. */
	growthRate: number | null
	postedLast30Days: number
	postedPrevious30Days: number
	topIndustries: { name: string; jobCount: number; percentage: number; trend: Trend }[]
	topSkills: { skill: string; demand: number; growth: number | null }[]
	salaryRanges: { range: string; count: number; percentage: number }[]
	locationData: { area: string; jobCount: number; avgSalary: number | null }[]
	companyActivity: { company: string; jobsPosted: number; trend: Trend }[]
	/** When these figures were worked out (they are reused while no job changes, for up to the cache's TTL). */
	computedAt: string
}

const MIDPOINT = '((j.salary_annual_min + j.salary_annual_max) / 2.0)'
const RECENT = `j.posted_at > now() - interval '${TREND_PERIOD_DAYS} days' and j.posted_at <= now()`
const PREVIOUS = `j.posted_at > now() - interval '${2 * TREND_PERIOD_DAYS} days' and j.posted_at <= now() - interval '${TREND_PERIOD_DAYS} days'`
/** Listed now, or posted in either period: every row any figure reads. */
const IN_SCOPE = `((${LISTED_JOB_SQL}) or j.posted_at > now() - interval '${2 * TREND_PERIOD_DAYS} days')`
/** One company however its employers capitalise or space its name. */
const COMPANY_KEY = 'lower(trim(j.company))'

type Counted = Record<string, string | number | null>
const whole = (value: string | number | null | undefined) => Number(value ?? 0)

/** The market insights now, from the cache while no job has changed (and for at most its TTL). */
export function marketInsights(em: EntityManager): Promise<MarketInsights> {
	return cachedListing(em, 'market-insights', () => computeMarketInsights(em), Date.now(), { stale: true })
}

async function computeMarketInsights(em: EntityManager): Promise<MarketInsights> {
	const connection = em.getConnection()
	const run = <T extends Counted>(sql: string, params: unknown[] = []) => connection.execute<T[]>(sql, params)
	const [[headline], industries, locations, companies, skills] = await Promise.all([
		run(
			`select count(*) filter (where ${LISTED_JOB_SQL}) as total,
				count(*) filter (where ${LISTED_JOB_SQL} and j.posted_at > now() - interval '7 days') as new_this_week,
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
	const total = whole(headline!.total)
	const salaried = whole(headline!.salaried)
	return {
		totalJobs: total,
		newJobsThisWeek: whole(headline!.new_this_week),
		averageSalary: averagePounds(headline!.average_salary, salaried),
		salariedJobs: salaried,
		companiesHiring: whole(headline!.companies),
		growthRate: percentChange(whole(headline!.recent), whole(headline!.previous)),
		postedLast30Days: whole(headline!.recent),
		postedPrevious30Days: whole(headline!.previous),
		topIndustries: industries.map((row) => ({
			name: String(row.name),
			jobCount: whole(row.listed),
			percentage: percentOf(whole(row.listed), total),
			trend: trendOf(whole(row.recent), whole(row.previous)),
		})),
		topSkills: skills
			.filter((row) => row.listed > 0)
			.sort((a, b) => b.listed - a.listed || a.skill.localeCompare(b.skill))
			.slice(0, MARKET_TOP)
			.map((row) => ({
				skill: row.skill,
				demand: percentOf(row.listed, total),
				growth: percentChange(row.recent, row.previous),
			})),
		salaryRanges: SALARY_BANDS.map((band, index) => ({
			range: band.range,
			count: whole(headline![`band_${index}`]),
			percentage: percentOf(whole(headline![`band_${index}`]), salaried),
		})),
		locationData: locations.map((row) => ({
			area: String(row.area),
			jobCount: whole(row.listed),
			avgSalary: averagePounds(row.average_salary, whole(row.salaried)),
		})),
		companyActivity: companies.map((row) => ({
			company: String(row.company),
			jobsPosted: whole(row.listed),
			trend: trendOf(whole(row.recent), whole(row.previous)),
		})),
		computedAt: new Date().toISOString(),
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
