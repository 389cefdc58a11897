import type { EntityManager } from '@mikro-orm/postgresql'
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
