// The Market Insights tab of /career-paths (docs/product.md §15, decisions 151 and 202): for each
// target role of the seeker's paths, what the board's listed jobs say about it now. A job is for
// the role when it is of the occupation the role names (the taxonomy's titles and synonyms:
// "Forklift driver" finds the forklift operators); a role naming no occupation falls back to jobs
// whose title holds every word of it, whole and in any case. Its skills in demand are the taxonomy
// skills its jobs ask for (job_skill), most asked for first. Figures follow the
// market insights' rules (decision 130): a salary is a job's midpoint, an average needs
// MIN_SAMPLE_SIZE salaries, and under MIN_SAMPLE_SIZE jobs the demand and skills are "Not enough
// data yet". The role's commonest industry brings its six-month posting series from marketTrends.
import type { EntityManager } from '@mikro-orm/postgresql'
import { MIN_SAMPLE_SIZE } from '../insights/insight-options.ts'
import { skillPattern } from '../profile/skill-words.ts'
import { averagePounds } from '../insights/market-figures.ts'
import { marketTrends, type MonthFigure } from '../insights/market-trends.server.ts'
import { LISTED_JOB_SQL } from '../jobs/listed-job.server.ts'
import { taxonomy } from '../skills/taxonomy.server.ts'
import { skillName } from './seeker-skills.ts'

type DemandLevel = 'very_high' | 'high' | 'moderate' | 'low'

export type RoleMarket = {
	role: string
	/** Listed jobs for the role now. */
	jobOpenings: number
	/** null below MIN_SAMPLE_SIZE openings: not enough data yet. */
	demandLevel: DemandLevel | null
	/** Mean midpoint salary in whole pounds; null below MIN_SAMPLE_SIZE salaries. */
	averageSalary: number | null
	/** The skills most of its adverts name, most named first (up to 5); empty below MIN_SAMPLE_SIZE openings. */
	skillsInDemand: string[]
	industry: string | null
	/** The industry's jobs posted per month over the last six months (market trends). */
	industryMonths: MonthFigure[]
}

/** Demand from listed openings: 20 or more very high, 10 high, 5 moderate (under 5: not enough data). */
export function demandLevelOf(openings: number): DemandLevel | null {
	if (openings < MIN_SAMPLE_SIZE) return null
	if (openings >= 20) return 'very_high'
	if (openings >= 10) return 'high'
	return 'moderate'
}

/** The words of a role that its jobs' titles must all hold. */
export function roleWords(role: string) {
	return role
		.toLowerCase()
		.split(/[^a-z0-9+#.]+/)
		.map((word) => word.replace(/^\.+|\.+$/g, ''))
		.filter((word) => word.length > 1)
}

type Row = {
	openings: string
	salaried: string
	average_salary: string | null
	industry: string | null
	skills: number[] | null
}

/** Which listed jobs are the role's: SQL and its parameters (the rule at the top). */
function jobsOfRole(role: string): { sql: string; params: unknown[] } | null {
	const occupation = taxonomy().occupationOfTitle(role)
	if (occupation) return { sql: 'j.occupation_id = ?', params: [occupation.occupationId] }
	const words = roleWords(role)
	if (words.length === 0) return null
	return { sql: words.map(() => `j.title ~* ?`).join(' and '), params: words.map((word) => skillPattern([word])) }
}

async function roleFigures(em: EntityManager, role: string): Promise<Omit<RoleMarket, 'industryMonths'>> {
	const empty = { role, jobOpenings: 0, demandLevel: null, averageSalary: null, skillsInDemand: [], industry: null }
	const jobs = jobsOfRole(role)
	if (!jobs) return empty
	const [row] = await em.getConnection().execute<Row[]>(
		`with matched as (select * from job j where ${LISTED_JOB_SQL} and ${jobs.sql})
		select (select count(*) from matched) as openings,
			(select count(salary_annual_min) from matched) as salaried,
			(select avg((salary_annual_min + salary_annual_max) / 2.0) from matched) as average_salary,
			(select mode() within group (order by industry) from matched) as industry,
			(select array_agg(skill_id order by n desc, skill_id) from (
				select js.skill_id, count(*) as n from matched join job_skill js on js.job_id = matched.id group by js.skill_id
			) s) as skills`,
		jobs.params,
	)
	if (!row) return empty
	const openings = Number(row.openings)
	return {
		role,
		jobOpenings: openings,
		demandLevel: demandLevelOf(openings),
		averageSalary: averagePounds(row.average_salary, Number(row.salaried)),
		skillsInDemand:
			openings < MIN_SAMPLE_SIZE ? [] : (row.skills ?? []).slice(0, 5).map((id) => skillName(taxonomy(), Number(id))),
		industry: row.industry,
	}
}

/** The market for each different target role (whatever its case), in the order given. */
export async function marketForRoles(em: EntityManager, roles: readonly string[]): Promise<RoleMarket[]> {
	const distinct = new Map<string, string>()
	for (const role of roles)
		if (!distinct.has(role.trim().toLowerCase())) distinct.set(role.trim().toLowerCase(), role.trim())
	if (distinct.size === 0) return []
	const [trends, figures] = await Promise.all([
		marketTrends(em),
		Promise.all([...distinct.values()].map((role) => roleFigures(em, role))),
	])
	return figures.map((figure) => ({
		...figure,
		industryMonths: trends.industries.find((trend) => trend.industry === figure.industry)?.months ?? [],
	}))
}
