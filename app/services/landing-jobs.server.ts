import type { EntityManager } from '@mikro-orm/postgresql'
import { JobSearchSchema } from '../utils/job-search.ts'
import { searchJobs } from './job-search.server.ts'

/** How many matching jobs a landing page lists (and names in its ItemList): the newest. */
export const LANDING_JOB_LIMIT = 10

export type LandingJob = { id: number; title: string; company: string; location: string; salary: string | null }

/**
 * The live jobs (listed: active, not expired) that a landing page's search finds, the same search
 * its "View vacancies" button runs on the listing: how many in all, how many employers post the
 * newest 100 of them, and the newest few to list. Every number the page shows as a fact comes from
 * here (docs/product.md §22.4); none is copy.
 */
export async function landingJobs(em: EntityManager, search: string) {
	const { jobs, total } = await searchJobs(em, JobSearchSchema.parse({ search, sort: 'date', limit: 100 }))
	const employers = new Set(jobs.map((job) => job.company.trim().toLowerCase())).size
	const newest: LandingJob[] = jobs.slice(0, LANDING_JOB_LIMIT).map((job) => ({
		id: job.id,
		title: job.title,
		company: job.company,
		location: job.location,
		salary: job.salary,
	}))
	return { total, employers, jobs: newest }
}

export type LandingJobs = Awaited<ReturnType<typeof landingJobs>>
