import type { EntityManager } from '@mikro-orm/postgresql'
import type { RouterContextProvider } from 'react-router'
import { emContext } from '../../context.ts'
import { getOptionalUserOfType } from '../../platform/auth.server.ts'
import { config } from '../../platform/config.server.ts'
import { minimumWageRatesOn } from '../employer/minimum-wage.ts'
import { landingTabOf } from './components/landing-page.tsx'
import type { LandingAudience } from './landing-links.ts'
import { LISTED_JOB_SQL } from '../jobs/listed-job.server.ts'

/** How many matching jobs a landing page lists (and names in its ItemList): the newest. */
const LANDING_JOB_LIMIT = 10

/**
 * Which listed jobs a landing page is about: a job title naming the trade, or the trade's
 * industry. Not the listing's full-text search: its English stemming makes "cleaning" match
 * "clean code" in a developer's advert.
 */
type LandingMatch = { titlePattern: string; industry: string }

export const LANDING_MATCHES = {
	cleaning: {
		titlePattern: String.raw`\m(clean(er|ers|ing)?|housekeep(er|ing)|domestic assistant|janitor|window cleaner)\M`,
		industry: 'Cleaning Services',
	},
	supportWorker: {
		titlePattern: String.raw`\m(support workers?|care (assistant|worker)s?|carers?|healthcare assistants?|personal assistants?)\M`,
		industry: 'Social Care',
	},
} as const satisfies Record<string, LandingMatch>

type LandingJob = { id: number; title: string; company: string; location: string; salary: string | null }

/**
 * The live jobs (listed: active, not expired) a landing page is about: how many in all, how many
 * employers post them, and the newest few to list. Every number the page shows as a fact comes
 * from here (docs/product.md §22.4); none is copy.
 */
export async function landingJobs(em: EntityManager, match: LandingMatch) {
	const connection = em.getConnection()
	const where = `${LISTED_JOB_SQL} and (j.title ~* ? or j.industry = ?)`
	const params = [match.titlePattern, match.industry]
	const [counts] = await connection.execute<[{ total: string; employers: string }]>(
		`select count(*) as total, count(distinct lower(trim(j.company))) as employers from job j where ${where}`,
		params,
	)
	const rows = await connection.execute<LandingJob[]>(
		`select j.id, j.title, j.company, j.location, j.salary from job j where ${where}
			order by j.posted_at desc, j.id desc limit ${LANDING_JOB_LIMIT}`,
		params,
	)
	return {
		total: Number(counts.total),
		employers: Number(counts.employers),
		jobs: rows.map((row) => ({ ...row, id: Number(row.id) })),
	}
}

export type LandingJobs = Awaited<ReturnType<typeof landingJobs>>

/**
 * What a landing page's loader gives its screen: the live jobs it is about, today's minimum wage
 * rates, the open tab, and who is reading (a signed-in job seeker's buttons lead to the dashboard).
 */
export async function landingPageData(request: Request, context: Readonly<RouterContextProvider>, match: LandingMatch) {
	const audience: LandingAudience = getOptionalUserOfType(context, 'employee') ? 'seeker' : 'visitor'
	return {
		origin: config.appOrigin,
		live: await landingJobs(context.get(emContext), match),
		rates: minimumWageRatesOn(),
		tab: landingTabOf(new URL(request.url)),
		audience,
	}
}
