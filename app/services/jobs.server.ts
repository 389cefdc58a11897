import type { EntityManager } from '@mikro-orm/postgresql'
import { Application } from '../models/application.ts'
import { Job } from '../models/job.ts'
import { User } from '../models/user.ts'
import { DATE_POSTED_OPTIONS, FREE_POSTING_DAYS, PAGE_SIZE } from '../utils/job-options.ts'
import type { JobSearch } from '../utils/job-search.ts'
import { parseSalary } from '../utils/salary.ts'
import { readSnapshotDetails } from '../utils/quick-apply-snapshot.ts'
import { fileUrl } from './file-access.server.ts'
import { deleteFile } from '../platform/files.server.ts'
import { cachedListing } from '../platform/listing-cache.server.ts'

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
		isSponsored: sponsoredNow(
			row.is_sponsored,
			row.sponsorship_expires_at ? new Date(row.sponsorship_expires_at) : null,
		),
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

/** Whether a job's paid sponsorship runs now; false when it never had one or it has ended. */
const RUNNING_SPONSORSHIP = 'coalesce(j.is_sponsored and j.sponsorship_expires_at > now(), false)'

/** The order of each sort, over columns named as in `matches` and `job` alike. */
const ORDER_BY = {
	relevance: (t: string) => `${t}.sponsored desc, ${t}.rank desc, ${t}.posted_at desc, ${t}.id desc`,
	date: (t: string) => `${t}.posted_at desc, ${t}.id desc`,
	salary: (t: string) => `${t}.salary_annual_max desc nulls last, ${t}.posted_at desc, ${t}.id desc`,
}

/** The filters of a search as a where clause over listed jobs (active, not expired), with its parameters. */
function listedWhere(query: JobSearch) {
	const where: string[] = ['j.is_active', 'j.expires_at > now()']
	const params: unknown[] = []
	const param = (value: unknown) => {
		params.push(value)
		return '?'
	}
	if (query.location) where.push(`j.location = ${param(query.location)}`)
	if (query.jobType.length) where.push(`j.job_type in (${query.jobType.map(param).join(', ')})`)
	if (query.industry.length) where.push(`j.industry in (${query.industry.map(param).join(', ')})`)
	if (query.datePosted) {
		const hours = DATE_POSTED_OPTIONS.find((option) => option.value === query.datePosted)!.hours
		where.push(`j.posted_at >= now() - make_interval(hours => ${param(hours)})`)
	}
	if (query.salaryMin) where.push(`j.salary_annual_max >= ${param(query.salaryMin)}`)
	return { sql: where.join(' and '), params }
}

/**
 * The listed jobs (active, not expired) matching a search, one page of them, and how many
 * match in all. Text search is PostgreSQL full-text search over the weighted `search_vector`
 * (English stemming: title, company, industry and description); `relevance` puts running
 * sponsorships first, then how well the words match the title and company (then the
 * industry), then the newest; `salary` sorts by annual pay (hourly pay annualised), unknown pay
 * last. Why the SQL has this shape: decision 061.
 */
export async function searchJobs(em: EntityManager, query: JobSearch): Promise<{ jobs: JobView[]; total: number }> {
	const limit = query.limit ?? PAGE_SIZE
	const offset = query.offset ?? (query.page - 1) * PAGE_SIZE
	const text = query.search.trim()
	// Searches that find the same jobs share one cache entry (decision 063): word case and
	// spacing, and the order of ticked boxes, change nothing.
	const key = JSON.stringify([
		'search',
		text.toLowerCase().replace(/\s+/g, ' '),
		query.location ?? '',
		[...query.jobType].sort(),
		[...query.industry].sort(),
		query.datePosted ?? '',
		query.salaryMin ?? null,
		query.sort,
		limit,
		offset,
	])
	return cachedListing(em, key, () =>
		text ? searchText(em, query, text, limit, offset) : searchListed(em, query, limit, offset),
	)
}

/**
 * With words to find: one pass over the matches (from the GIN index) collects what ordering
 * needs, ranking by the small `rank_vector` rather than the whole advert, and counts them; only
 * the page's jobs are then read in full.
 */
async function searchText(em: EntityManager, query: JobSearch, text: string, limit: number, offset: number) {
	const where = listedWhere(query)
	const matches = `select j.id, j.posted_at, j.salary_annual_max, ${RUNNING_SPONSORSHIP} as sponsored,
			${query.sort === 'relevance' ? `ts_rank(j.rank_vector, websearch_to_tsquery('english', ?))` : '0'} as rank
		from job j
		where j.search_vector @@ websearch_to_tsquery('english', ?) and ${where.sql}`
	const matchParams = [...(query.sort === 'relevance' ? [text] : []), text, ...where.params]
	const connection = em.getConnection()
	const rows = await connection.execute<(JobRow & { total: string })[]>(
		`with matches as materialized (${matches}),
			page as (select * from matches order by ${ORDER_BY[query.sort]('matches')} limit ? offset ?)
		select ${COLUMNS}, (select count(*) from matches) as total
		from page join job j on j.id = page.id
		order by ${ORDER_BY[query.sort]('page')}`,
		[...matchParams, limit, offset],
	)
	if (rows.length > 0) return { jobs: rows.map(fromRow), total: Number(rows[0]!.total) }
	if (offset === 0) return { jobs: [], total: 0 }
	// A page past the end has no rows to carry the total.
	const [{ count }] = await connection.execute<[{ count: string }]>(
		`select count(*) from (${matches}) as matches`,
		matchParams,
	)
	return { jobs: [], total: Number(count) }
}

/**
 * Without words: the page is chosen from an index over listed jobs that carries every filtered
 * column (running sponsorships, a handful, are taken apart and put first), then only its jobs
 * are read; the count comes from the tallies when nothing but the posting date is filtered,
 * else from a covering index. The two run side by side.
 */
async function searchListed(em: EntityManager, query: JobSearch, limit: number, offset: number) {
	const where = listedWhere(query)
	const connection = em.getConnection()
	let page: Promise<JobRow[]>
	if (query.sort === 'relevance') {
		const enough = offset + limit
		page = connection.execute<JobRow[]>(
			`with page as (
				select * from (
					(select j.id, j.posted_at, true as sponsored from job j
						where ${where.sql} and j.is_sponsored and j.sponsorship_expires_at > now()
						order by ${ORDER_BY.date('j')} limit ?)
					union all
					(select j.id, j.posted_at, false as sponsored from job j
						where ${where.sql} and not ${RUNNING_SPONSORSHIP}
						order by ${ORDER_BY.date('j')} limit ?)
				) as ranked
				order by ranked.sponsored desc, ${ORDER_BY.date('ranked')} limit ? offset ?
			)
			select ${COLUMNS} from page join job j on j.id = page.id order by page.sponsored desc, ${ORDER_BY.date('page')}`,
			[...where.params, enough, ...where.params, enough, limit, offset],
		)
	} else {
		page = connection.execute<JobRow[]>(
			`with page as (select j.id, j.posted_at, j.salary_annual_max from job j where ${where.sql} order by ${ORDER_BY[query.sort]('j')} limit ? offset ?)
			select ${COLUMNS} from page join job j on j.id = page.id order by ${ORDER_BY[query.sort]('page')}`,
			[...where.params, limit, offset],
		)
	}
	const onlyByDate = !query.location && !query.jobType.length && !query.industry.length && !query.salaryMin
	const hours = query.datePosted ? DATE_POSTED_OPTIONS.find((option) => option.value === query.datePosted)!.hours : null
	const count = onlyByDate
		? tallied(hours)
		: { sql: `select count(*) from job j where ${where.sql}`, params: where.params }
	const [rows, [{ count: total }]] = await Promise.all([
		page,
		connection.execute<[{ count: string }]>(count.sql, count.params),
	])
	return { jobs: rows.map(fromRow), total: Number(total) }
}

/**
 * How many jobs are listed (posted within the last `hours`, when given), from the tallies kept
 * by the job table's trigger (decision 061): whole hours are summed, and the two hours that are
 * only partly in (the one in which listings are ending now, and the one the posting window
 * starts in) are counted from the jobs themselves.
 */
function tallied(hours: number | null) {
	const since = hours === null ? `'-infinity'::timestamptz` : 'now() - make_interval(hours => ?)'
	const params = hours === null ? [] : [hours, hours, hours, hours]
	return {
		sql: `select
			(select coalesce(sum(t.jobs), 0) from job_listing_tally t
				where t.expires_hour > date_trunc('hour', now(), 'UTC') and t.posted_hour > date_trunc('hour', ${since}, 'UTC'))
			+ (select count(*) from job j
				where j.is_active and j.expires_at > now() and j.posted_at >= ${since}
					and (j.expires_at < date_trunc('hour', now(), 'UTC') + interval '1 hour'
						or j.posted_at < date_trunc('hour', ${since}, 'UTC') + interval '1 hour')) as count`,
		params,
	}
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

/**
 * Deletes a job with its applications (the foreign key cascades) and their CVs and video
 * pitches (each application's own copies): nothing an applicant sent outlives the job. One
 * transaction, so a failure leaves everything in place.
 */
export async function deleteJob(em: EntityManager, job: Job) {
	await em.transactional(async (tx) => {
		const applications = await tx.find(Application, {
			job: job.id,
			$or: [{ cvFile: { $ne: null } }, { videoPitchFile: { $ne: null } }],
		})
		const files = applications
			.flatMap((application) => [application.cvFile?.id, application.videoPitchFile?.id])
			.filter((id) => id !== undefined)
		tx.remove(tx.getReference(Job, job.id))
		await tx.flush()
		for (const id of files) await deleteFile(tx, id)
	})
}

/** An employer's jobs, newest first, each with how many applications it has. */
export async function employerJobs(em: EntityManager, owner: User) {
	const jobs = await em.find(Job, { user: owner.id }, { orderBy: { postedAt: 'desc', id: 'desc' } })
	const counts = new Map<number, number>()
	if (jobs.length) {
		const rows = await em.getConnection().execute<{ job_id: number; count: string }[]>(
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
		kind: application.kind,
		quickApplyProfile: quickApplyDetails(application.profileSnapshot),
		videoPitchUrl: application.videoPitchFile ? fileUrl(application.videoPitchFile.id) : null,
	}))
}

/** What a Quick Apply sent from the seeker's profile, as kept in its snapshot; null for a custom application. */
function quickApplyDetails(snapshot: Record<string, unknown> | null | undefined) {
	return snapshot ? readSnapshotDetails(snapshot) : null
}

/**
 * Live figures for the listing's hero: listed jobs, companies with a listed job, listed jobs
 * posted in the last 7 days. All three come from the tallies the job table's trigger keeps
 * (decision 061), so they cost a few hundred rows however many jobs there are.
 */
export async function listingStats(em: EntityManager) {
	return cachedListing(em, 'stats', () => countListingStats(em))
}

async function countListingStats(em: EntityManager) {
	const jobs = tallied(null)
	const thisWeek = tallied(7 * 24)
	const [row] = await em.getConnection().execute<[{ jobs: string; companies: string; this_week: string }]>(
		`select (${jobs.sql}) as jobs,
			(select count(*) from company_listing c where c.listed_until > now()) as companies,
			(${thisWeek.sql}) as this_week`,
		[...jobs.params, ...thisWeek.params],
	)
	return { activeJobs: Number(row.jobs), companies: Number(row.companies), newThisWeek: Number(row.this_week) }
}

/** A job id from a URL segment: digits only ("12"), never "1e3", "0x10" or " 12 ", and within the column's range; else null. */
export function parseJobId(value: string | undefined) {
	if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null
	const id = Number(value)
	return id <= 2_147_483_647 ? id : null
}
