// The market insights (docs/product.md §14, decision 130) from their counts: the shape both ways
// of counting give (the running totals, market.server.ts, and the full pass,
// market-recomputed.server.ts), turned into the figures shown by the same arithmetic.
import { SKILL_KEYWORDS } from './insight-options.ts'
import { averagePounds, percentChange, percentOf, SALARY_BANDS, trendOf, type Trend } from './market-figures.ts'

/** How many industries, skills and employers the lists name: the largest. */
export const MARKET_TOP = 10

export type Counted = Record<string, string | number | null>
export const whole = (value: string | number | null | undefined) => Number(value ?? 0)

/** Listed now, and posted in the last 30 days and the 30 before. */
type Periods = { listed: number | string; recent: number | string; previous: number | string }

export type MarketCounts = {
	/** total, new_this_week, companies, salaried, average_salary, band_0 ... band_5, recent, previous. */
	headline: Counted
	/** The largest MARKET_TOP industries with listed jobs, in order. */
	industries: (Counted & Periods & { name: string })[]
	/** Every area with listed jobs, the busiest first. */
	locations: (Counted & { area: string; listed: number | string; salaried: number | string })[]
	/** The largest MARKET_TOP companies with listed jobs, named as their latest listed job names them. */
	companies: (Counted & Periods & { company: string })[]
	/** Each skill of SKILL_KEYWORDS. */
	skills: { name: string; listed: number; recent: number; previous: number }[]
}

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

export function marketFiguresOf({ headline, industries, locations, companies, skills }: MarketCounts): MarketInsights {
	const total = whole(headline.total)
	const salaried = whole(headline.salaried)
	const bySkill = new Map(skills.map((row) => [row.name, row]))
	return {
		totalJobs: total,
		newJobsThisWeek: whole(headline.new_this_week),
		averageSalary: averagePounds(headline.average_salary, salaried),
		salariedJobs: salaried,
		companiesHiring: whole(headline.companies),
		growthRate: percentChange(whole(headline.recent), whole(headline.previous)),
		postedLast30Days: whole(headline.recent),
		postedPrevious30Days: whole(headline.previous),
		topIndustries: industries.map((row) => ({
			name: String(row.name),
			jobCount: whole(row.listed),
			percentage: percentOf(whole(row.listed), total),
			trend: trendOf(whole(row.recent), whole(row.previous)),
		})),
		topSkills: SKILL_KEYWORDS.map(({ skill }) => ({
			skill,
			listed: whole(bySkill.get(skill)?.listed),
			recent: whole(bySkill.get(skill)?.recent),
			previous: whole(bySkill.get(skill)?.previous),
		}))
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
			count: whole(headline[`band_${index}`]),
			percentage: percentOf(whole(headline[`band_${index}`]), salaried),
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
