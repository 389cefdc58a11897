import type { EntityManager } from '@mikro-orm/postgresql'
import { Application } from '../models/application.ts'
import { Job } from '../models/job.ts'
import { User } from '../models/user.ts'
import { DATE_POSTED_OPTIONS, FREE_POSTING_DAYS, PAGE_SIZE } from '../utils/job-options.ts'
import type { JobSearch } from '../utils/job-search.ts'
import { parseSalary } from '../utils/salary.ts'

/** A job as the listing, the API and the dashboards show it. */
export type JobView = {
	id: number
	title: string
	company: string
	location: string
	salary: string | null
	description: string
	jobType: string
	industry: string
	contactEmail: string
	isActive: boolean
	postedAt: string
	expiresAt: string
	userId: number
	/** True only while a paid sponsorship runs. */
	isSponsored: boolean
	sponsorshipType: string | null
	sponsorshipExpiresAt: string | null
}

type JobRow = {
	id: number
	title: string
	company: string
	location: string
	salary: string | null
	description: string
	job_type: string
	industry: string
	contact_email: string
	is_active: boolean
	posted_at: Date
	expires_at: Date
	user_id: number
	is_sponsored: boolean
	sponsorship_type: string | null
	sponsorship_expires_at: Date | null
}

function sponsoredNow(isSponsored: boolean, expiresAt: Date | null | undefined, now = new Date()) {
	return isSponsored && !!expiresAt && expiresAt.getTime() > now.getTime()
}

function fromRow(row: JobRow): JobView {
	return {
		id: row.id,
		title: row.title,
		company: row.company,
		location: row.location,
		salary: row.salary,
		description: row.description,
		jobType: row.job_type,
		industry: row.industry,
		contactEmail: row.contact_email,
		isActive: row.is_active,
		postedAt: new Date(row.posted_at).toISOString(),
		expiresAt: new Date(row.expires_at).toISOString(),
		userId: row.user_id,
		isSponsored: sponsoredNow(row.is_sponsored, row.sponsorship_expires_at ? new Date(row.sponsorship_expires_at) : null),
		sponsorshipType: row.sponsorship_type,
		sponsorshipExpiresAt: row.sponsorship_expires_at ? new Date(row.sponsorship_expires_at).toISOString() : null,
	}
}

export function toJobView(job: Job): JobView {
	return {
		id: job.id,
		title: job.title,
		company: job.company,
		location: job.location,
		salary: job.salary ?? null,
		description: job.description,
		jobType: job.jobType,
		industry: job.industry,
		contactEmail: job.contactEmail,
		isActive: job.isActive,
		postedAt: job.postedAt.toISOString(),
		expiresAt: job.expiresAt.toISOString(),
		userId: job.user.id,
		isSponsored: sponsoredNow(job.isSponsored, job.sponsorshipExpiresAt),
		sponsorshipType: job.sponsorshipType ?? null,
		sponsorshipExpiresAt: job.sponsorshipExpiresAt?.toISOString() ?? null,
	}
}

const COLUMNS = `j.id, j.title, j.company, j.location, j.salary, j.description, j.job_type, j.industry, j.contact_email,
	j.is_active, j.posted_at, j.expires_at, j.user_id, j.is_sponsored, j.sponsorship_type, j.sponsorship_expires_at`

/**
 * The listed jobs (active, not expired) matching a search, one page of them, and how many
 * match in all. Text search is PostgreSQL full-text search over the weighted `search_vector`
 * (English stemming); `relevance` puts running sponsorships first, then text rank, then the
 * newest; `salary` sorts by annual pay (hourly pay annualised), unknown pay last.
 */
export async function searchJobs(em: EntityManager, query: JobSearch): Promise<{ jobs: JobView[]; total: number }> {
	const where: string[] = ['j.is_active', 'j.expires_at > now()']
	const params: unknown[] = []
	const param = (value: unknown) => {
		params.push(value)
		return '?'
	}
	const text = query.search.trim()
	if (text) where.push(`j.search_vector @@ websearch_to_tsquery('english', ${param(text)})`)
	if (query.location) where.push(`j.location = ${param(query.location)}`)
	if (query.jobType.length) where.push(`j.job_type in (${query.jobType.map(param).join(', ')})`)
	if (query.industry.length) where.push(`j.industry in (${query.industry.map(param).join(', ')})`)
	if (query.datePosted) {
		const hours = DATE_POSTED_OPTIONS.find((option) => option.value === query.datePosted)!.hours
		where.push(`j.posted_at >= now() - make_interval(hours => ${param(hours)})`)
	}
	if (query.salaryMin) where.push(`j.salary_annual_max >= ${param(query.salaryMin)}`)
	const whereSql = where.join(' and ')
	const filterParams = [...params]

	const sponsoredFirst = `(j.is_sponsored and j.sponsorship_expires_at > now()) desc`
	let orderBy: string
	if (query.sort === 'date') orderBy = 'j.posted_at desc, j.id desc'
	else if (query.sort === 'salary') orderBy = 'j.salary_annual_max desc nulls last, j.posted_at desc, j.id desc'
	else if (text) orderBy = `${sponsoredFirst}, ts_rank_cd(j.search_vector, websearch_to_tsquery('english', ${param(text)})) desc, j.posted_at desc, j.id desc`
	else orderBy = `${sponsoredFirst}, j.posted_at desc, j.id desc`

	const limit = query.limit ?? PAGE_SIZE
	const offset = query.offset ?? (query.page - 1) * PAGE_SIZE
	const connection = em.getConnection()
	const rows = await connection.execute<JobRow[]>(
		`select ${COLUMNS} from job j where ${whereSql} order by ${orderBy} limit ${param(limit)} offset ${param(offset)}`,
		params,
	)
	const [{ count }] = await connection.execute<[{ count: string }]>(`select count(*) from job j where ${whereSql}`, filterParams)
	return { jobs: rows.map(fromRow), total: Number(count) }
}

/** A job anyone may see: active and not expired. */
export async function findListedJob(em: EntityManager, id: number) {
	if (!Number.isSafeInteger(id) || id <= 0) return null
	return em.findOne(Job, { id, isActive: true, expiresAt: { $gt: new Date() } })
}

export type NewJob = {
	title: string
	company: string
	location: string
	salary?: string | null
	description: string
	jobType: string
	industry: string
	contactEmail: string
}

/** Posts a job for an employer; free postings are listed for 30 days. */
export async function createJob(em: EntityManager, owner: User, input: NewJob, now = new Date()) {
	const salary = input.salary?.trim() || null
	const parsed = parseSalary(salary)
	const job = em.create(Job, {
		title: input.title.trim(),
		company: input.company.trim(),
		location: input.location,
		salary,
		description: input.description.trim(),
		jobType: input.jobType,
		industry: input.industry,
		contactEmail: input.contactEmail.trim().toLowerCase(),
		postedAt: now,
		expiresAt: new Date(now.getTime() + FREE_POSTING_DAYS * 24 * 60 * 60 * 1000),
		user: em.getReference(User, owner.id),
		salaryMinPence: parsed?.minPence ?? null,
		salaryMaxPence: parsed?.maxPence ?? null,
		salaryPeriod: parsed?.period ?? null,
	})
	await em.flush()
	return job
}

/** An employer's own job, or null when it is not theirs (callers answer 404 either way). */
export async function findOwnJob(em: EntityManager, owner: User, id: number) {
	if (!Number.isSafeInteger(id) || id <= 0) return null
	return em.findOne(Job, { id, user: owner.id })
}

export async function setJobActive(em: EntityManager, job: Job, isActive: boolean) {
	job.isActive = isActive
	await em.flush()
	return job
}

export async function deleteJob(em: EntityManager, job: Job) {
	em.remove(job)
	await em.flush()
}

/** An employer's jobs, newest first, each with how many applications it has. */
export async function employerJobs(em: EntityManager, owner: User) {
	const jobs = await em.find(Job, { user: owner.id }, { orderBy: { postedAt: 'desc', id: 'desc' } })
	const counts = new Map<number, number>()
	if (jobs.length) {
		const rows = await em
			.getConnection()
			.execute<{ job_id: number; count: string }[]>(
				`select job_id, count(*) from application where job_id in (${jobs.map(() => '?').join(', ')}) group by job_id`,
				jobs.map((job) => job.id),
			)
		for (const row of rows) counts.set(row.job_id, Number(row.count))
	}
	return jobs.map((job) => ({ ...toJobView(job), applicationCount: counts.get(job.id) ?? 0 }))
}

/** The applications to one of the employer's jobs, newest first; null when the job is not theirs. */
export async function applicationsForOwnJob(em: EntityManager, owner: User, jobId: number) {
	const job = await findOwnJob(em, owner, jobId)
	if (!job) return null
	const applications = await em.find(Application, { job: job.id }, { orderBy: { appliedAt: 'desc', id: 'desc' } })
	return applications.map((application) => ({
		id: application.id,
		jobId: job.id,
		applicantName: application.applicantName,
		applicantEmail: application.applicantEmail,
		message: application.message ?? null,
		coveringLetter: application.coveringLetter ?? null,
		cvFileName: application.cvFileName ?? null,
		cvFileUrl: application.cvFile ? `/api/applications/${job.id}/${application.id}/cv` : null,
		appliedAt: application.appliedAt.toISOString(),
	}))
}

/** Live figures for the listing's hero: listed jobs, companies with a listed job, jobs new this week. */
export async function listingStats(em: EntityManager) {
	const [row] = await em.getConnection().execute<[{ jobs: string; companies: string; this_week: string }]>(
		`select count(*) as jobs, count(distinct lower(company)) as companies,
			count(*) filter (where posted_at >= now() - interval '7 days') as this_week
		 from job where is_active and expires_at > now()`,
	)
	return { activeJobs: Number(row.jobs), companies: Number(row.companies), newThisWeek: Number(row.this_week) }
}

/** A job id from a URL segment: digits only ("12"), never "1e3", "0x10" or " 12 ", and within the column's range; else null. */
export function parseJobId(value: string | undefined) {
	if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null
	const id = Number(value)
	return id <= 2_147_483_647 ? id : null
}
