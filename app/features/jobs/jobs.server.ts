import type { EntityManager } from '@mikro-orm/postgresql'
import { Application } from '../../models/application.ts'
import { Job } from '../../models/job.ts'
import { User } from '../../models/user.ts'
import { FREE_POSTING_DAYS } from './job-options.ts'
import { parseSalary } from './salary.ts'
import { deleteFile } from '../../platform/files.server.ts'
import { queueInstantJobAlerts } from '../alerts/job-alert-sending.server.ts'
import type { Page } from '../../platform/paging.server.ts'
import { listingStatusOf, toJobView } from './job-views.server.ts'
import { formatLongDate } from '../../ui/format.ts'
import { listedJobFilter } from './listed-job.server.ts'
import { analyseAdvert, OTHER_ADVERTS_READ, storeJobSkills } from '../skills/job-skills.server.ts'
import { otherAdvertsOf } from '../skills/skill-choice.server.ts'
import { Occupation } from '../../models/occupation.ts'
import { JobSource } from '../../models/job-source.ts'
import { refuseImportedDuplicate } from './imported-duplicate.server.ts'
import { queueIndexingNotice } from '../discovery/indexing.server.ts'

/** A job anyone may see: active and not expired. */
export async function findListedJob(em: EntityManager, id: number) {
	if (!Number.isSafeInteger(id) || id <= 0) return null
	return em.findOne(Job, { id, ...listedJobFilter() })
}

/** A job whether listed or not (its page stays once the listing ends, saying so); null when there is none. */
export async function findJob(em: EntityManager, id: number) {
	if (!Number.isSafeInteger(id) || id <= 0) return null
	return em.findOne(Job, { id })
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
	/** The employer's final list of skill ids (the skills field); absent or null keeps what the advert's analysis finds. */
	skills?: readonly number[] | null
	/** An imported job's source (issue 32); absent for a job posted here. */
	source?: number | null
	/** An imported job's page at its source, and where to apply there (null: applications come here). */
	sourceUrl?: string | null
	applyUrl?: string | null
	/** When it was posted, when not now (an imported job's own date). */
	postedAt?: Date | null
	/** When its listing ends, when not FREE_POSTING_DAYS from now (an imported job's closing date). */
	expiresAt?: Date | null
}

/**
 * Stores a job for an employer; free postings are listed for 30 days. Its skills, company text and
 * occupation are found from the advert and stored in the same transaction (decision 199).
 */
export async function createJob(em: EntityManager, owner: User, input: NewJob, now = new Date()) {
	const salary = input.salary?.trim() || null
	return em.transactional(async (tx) => {
		const job = newJob(tx, owner, input, salary, parseSalary(salary), now)
		await tx.flush()
		await storeJobSkills(tx, job, input.skills ?? null)
		await queueIndexingNotice(tx, job.id)
		return job
	})
}

/**
 * Stores many jobs of one employer at once (a source's sync), as createJob does, in the caller's
 * transaction. Each advert's skills, company text and occupation are found before it is stored and
 * written with it, judged against the batch's other adverts and the employer's latest ones (what
 * storeJobSkills would read once they were stored): one insert for the jobs, one for their skills.
 */
export async function createJobs(em: EntityManager, owner: User, inputs: readonly NewJob[], now = new Date()) {
	if (!inputs.length) return []
	const earlier = await otherAdvertsOf(em, owner.id)
	const descriptions = inputs.map((input) => input.description.trim())
	const found = inputs.map((input, index) =>
		analyseAdvert({
			title: input.title.trim(),
			description: descriptions[index]!,
			otherAdverts: [...descriptions.filter((_, other) => other !== index), ...earlier].slice(0, OTHER_ADVERTS_READ),
		}),
	)
	const jobs = inputs.map((input, index) => {
		const salary = input.salary?.trim() || null
		const job = newJob(em, owner, input, salary, parseSalary(salary), now)
		const analysis = found[index]!
		job.skillIds = analysis.skills.map((skill) => skill.skillId).sort((a, b) => a - b)
		job.companyText = analysis.companyText
		job.occupation = analysis.occupationId ? em.getReference(Occupation, analysis.occupationId) : null
		job.skillsFoundAt = now
		return job
	})
	await em.flush()
	const skills = jobs.flatMap((job, index) =>
		found[index]!.skills.map((skill) => ({
			job_id: job.id,
			skill_id: skill.skillId,
			source: skill.source,
			confidence: skill.confidence,
		})),
	)
	if (skills.length)
		await em.execute(
			`insert into job_skill (job_id, skill_id, source, confidence)
			select s.job_id, s.skill_id, s.source, s.confidence from json_to_recordset(?::json) as s(job_id int, skill_id int, source varchar, confidence real)`,
			[JSON.stringify(skills)],
		)
	for (const job of jobs) await queueIndexingNotice(em, job.id)
	return jobs
}

/**
 * An employer posts a job (the Post Job form, `POST /api/jobs`): stored, and the instant job
 * alerts' sweep queued in the same transaction (unless one is already waiting, which will find this
 * job too), so it runs once the job is there to be found. The seed and the tests' fixtures store jobs with `createJob` and mail nobody.
 * A job their sources already list here is refused (ImportedDuplicateError): it would be listed twice.
 */
export async function postJob(em: EntityManager, owner: User, input: NewJob, now = new Date()) {
	return em.transactional(async (tx) => {
		await refuseImportedDuplicate(tx, owner, input, now)
		const job = await createJob(tx, owner, input, now)
		await queueInstantJobAlerts(tx)
		return job
	})
}

function newJob(
	em: EntityManager,
	owner: User,
	input: NewJob,
	salary: string | null,
	parsed: ReturnType<typeof parseSalary>,
	now: Date,
) {
	return em.create(Job, {
		title: input.title.trim(),
		company: input.company.trim(),
		location: input.location,
		salary,
		description: input.description.trim(),
		jobType: input.jobType,
		industry: input.industry,
		contactEmail: input.contactEmail.trim().toLowerCase(),
		postedAt: input.postedAt ?? now,
		expiresAt: input.expiresAt ?? new Date(now.getTime() + FREE_POSTING_DAYS * 24 * 60 * 60 * 1000),
		user: em.getReference(User, owner.id),
		source: input.source ? em.getReference(JobSource, input.source) : null,
		sourceUrl: input.sourceUrl ?? null,
		applyUrl: input.applyUrl ?? null,
		salaryMinPence: parsed?.minPence ?? null,
		salaryMaxPence: parsed?.maxPence ?? null,
		salaryPeriod: parsed?.period ?? null,
	})
}

/** An employer's own job, or null when it is not theirs (callers answer 404 either way). */
export async function findOwnJob(em: EntityManager, owner: User, id: number) {
	if (!Number.isSafeInteger(id) || id <= 0) return null
	return em.findOne(Job, { id, user: owner.id })
}

/** The employer changes the skills their job asks for (ids already checked against the taxonomy). */
export async function setJobSkills(em: EntityManager, job: Job, skills: number[]) {
	await em.transactional(async (tx) => {
		await storeJobSkills(tx, job, skills)
		await queueIndexingNotice(tx, job.id)
	})
	return job
}

/** A listing past its end cannot be switched on again: it would stay unlisted (decision 189). */
export class ListingEndedError extends Error {
	constructor(job: Pick<Job, 'title' | 'expiresAt'>) {
		super(
			`“${job.title}” ended on ${formatLongDate(job.expiresAt)}, so it cannot be made active again. Post a new job to list it again.`,
		)
	}
}

/** Shows or hides an employer's job; activating one whose listing has ended throws ListingEndedError. */
export async function setJobActive(em: EntityManager, job: Job, isActive: boolean, now = new Date()) {
	if (isActive && listingStatusOf(job, now) === 'ended') throw new ListingEndedError(job)
	await em.transactional(async (tx) => {
		job.isActive = isActive
		await tx.flush()
		await queueIndexingNotice(tx, job.id)
	})
	return job
}

/**
 * Deletes a job. Each seeker's application stays, with its own copy of the job's title, company
 * and place and no job (the foreign key sets it to null), so that "My Applications" still shows
 * what they applied for. What nobody may read any longer goes: the applications'
 * CV and video pitch copies (only the job's employer read them; the seeker keeps their own
 * originals), and the applications sent without an account, which nobody can see once the job
 * is gone. One transaction, so a failure leaves everything in place.
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
		await tx.nativeDelete(Application, { job: job.id, user: null })
		tx.remove(tx.getReference(Job, job.id))
		await tx.flush()
		await queueIndexingNotice(tx, job.id)
		for (const id of files) await deleteFile(tx, id)
	})
}

/** An employer's jobs, newest first (one page when `page` is given), each with how many applications it has, and their total. */
export async function employerJobs(em: EntityManager, owner: User, page?: Page) {
	const [jobs, total] = await em.findAndCount(
		Job,
		{ user: owner.id },
		{ orderBy: { postedAt: 'desc', id: 'desc' }, limit: page?.limit, offset: page?.offset },
	)
	const counts = new Map<number, number>()
	if (jobs.length) {
		const rows = await em.getConnection().execute<{ job_id: number; count: string }[]>(
			`select job_id, count(*) from application where job_id in (${jobs.map(() => '?').join(', ')}) group by job_id`,
			jobs.map((job) => job.id),
		)
		for (const row of rows) counts.set(row.job_id, Number(row.count))
	}
	return { items: jobs.map((job) => ({ ...toJobView(job), applicationCount: counts.get(job.id) ?? 0 })), total }
}

/**
 * Ends the postings whose listing time is up: active jobs past `expiresAt` become inactive, so they
 * leave the listing's indexes (a periodic background task). Nobody waits for this: a listed job is
 * one not yet expired (listed-job.server.ts), and its employer sees it ended from its expiry
 * (`listingStatusOf`, decision 189). `updated_at` becomes now, so `listed_until` stays the expiry.
 * Each ended job's Indexing API notice is queued in the same transaction. Returns how many were ended.
 */
export async function endExpiredPostings(em: EntityManager) {
	return em.transactional(async (tx) => {
		const ended = await tx.execute<{ id: number }[]>(
			'update job set is_active = false, updated_at = now() where is_active and expires_at <= now() returning id',
			[],
			'all',
		)
		for (const { id } of ended) await queueIndexingNotice(tx, id)
		return ended.length
	})
}
