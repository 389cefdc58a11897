// The job writer (issue 32, decisions 232 and 236): a trusted source's mapped jobs into our jobs,
// through their links (`job_import`, one per job of the source by its own id).
//
// - A link with the same fingerprint writes nothing; its job, when listed by this source and within
//   RENEW_WITHIN_DAYS of its end, is renewed quietly (no notice, no alert).
// - A changed job is updated (skills and occupation found again when its text changed).
// - A new job matching one of the employer's listed jobs (same titleKey and area: posted by hand,
//   or from another source) is linked to it and counted as matched; else it is stored.
// - After a complete read, links not seen are marked gone and their jobs end, unless another link
//   still lists the job (it passes to that source) or it was posted by hand. A job reappearing is listed again.
// - A link whose job its employer deleted (job null) is never imported again.
// Writes go in transactions of BATCH jobs; the instant alerts' sweep is queued once for a run's new jobs.
import type { EntityManager } from '@mikro-orm/postgresql'
import { Job } from '../../models/job.ts'
import type { JobSource } from '../../models/job-source.ts'
import type { User } from '../../models/user.ts'
import { queueInstantJobAlerts } from '../alerts/job-alert-sending.server.ts'
import { queueIndexingNotice } from '../discovery/indexing.server.ts'
import { createJobs, type NewJob } from '../jobs/jobs.server.ts'
import { lockEmployerListings } from '../jobs/imported-duplicate.server.ts'
import { parseSalary } from '../jobs/salary.ts'
import { storeSkillsOfJobs } from '../skills/job-skills.server.ts'
import type { MappedJob } from './mapped-job.ts'
import { titleKey } from './mapping.ts'
import { chunks, endGone, endOf, linksOf, ownJob, renew, renewable, type Link } from './job-links.server.ts'

export type SourceJob = { job: MappedJob; fingerprint: string }
export type WriteCounts = { added: number; updated: number; ended: number; matched: number }

type Change = { sourceJob: SourceJob; link: Link }

/** Writes a run's jobs; `keptIds` are jobs the source still lists that could not be read or mapped (kept as they are). */
export async function writeSourceJobs(
	em: EntityManager,
	source: JobSource,
	run: { jobs: SourceJob[]; keptIds: string[]; complete: boolean; now: Date },
): Promise<WriteCounts> {
	const { now } = run
	const employer = source.employer as User
	const links = await linksOf(em, source.id)
	const counts: WriteCounts = { added: 0, updated: 0, ended: 0, matched: 0 }
	const fresh: SourceJob[] = []
	const changed: Change[] = []
	const renewals: { id: number; expiresAt: Date }[] = []
	for (const sourceJob of run.jobs) {
		const link = links.get(sourceJob.job.externalId)
		if (!link) fresh.push(sourceJob)
		else if (link.jobId === null) continue
		else if (link.fingerprint !== sourceJob.fingerprint || link.goneAt) changed.push({ sourceJob, link })
		else if (ownJob(link, source) && renewable(link, now))
			renewals.push({ id: link.jobId, expiresAt: endOf(sourceJob.job, now) })
	}

	for (const batch of chunks(changed)) counts.updated += await updateBatch(em, source, batch, now)
	if (renewals.length) await renew(em, renewals)
	if (fresh.length) {
		for (const batch of chunks(fresh)) {
			const written = await addBatch(em, source, employer, batch, now)
			counts.added += written.added
			counts.matched += written.matched
		}
		if (counts.added) await queueInstantJobAlerts(em)
	}
	const seen = [...run.jobs.map(({ job }) => job.externalId), ...run.keptIds]
	await em.execute(
		'update job_import set last_seen_at = ? where source_id = ? and external_id in (select jsonb_array_elements_text(?::jsonb))',
		[now, source.id, JSON.stringify(seen)],
	)
	if (run.complete) {
		const seenIds = new Set(seen)
		const gone = [...links.values()].filter((link) => !link.goneAt && !seenIds.has(link.externalId))
		if (gone.length) counts.ended = await endGone(em, source, gone, now)
	}
	return counts
}

function key(title: string, location: string) {
	return `${titleKey(title)}\n${location}`
}

/** The employer's listed jobs by title key and area: what a new job of a source may be. */
async function listedJobsOf(em: EntityManager, employerId: number, now: Date) {
	const rows = await em.execute<{ id: number; title: string; location: string }[]>(
		'select id, title, location from job where user_id = ? and is_active and expires_at > ? order by id',
		[employerId, now],
	)
	const listed = new Map<string, number>()
	for (const row of rows)
		if (!listed.has(key(row.title, row.location))) listed.set(key(row.title, row.location), row.id)
	return listed
}

async function addBatch(em: EntityManager, source: JobSource, employer: User, batch: SourceJob[], now: Date) {
	return em.transactional(async (tx) => {
		// Read under the employer's lock: another source's batch or a posting by hand may be adding a twin.
		await lockEmployerListings(tx, employer.id)
		const listed = await listedJobsOf(tx, employer.id, now)
		const matched: { sourceJob: SourceJob; jobId: number }[] = []
		const created: SourceJob[] = []
		const createdKeys = new Map<string, SourceJob[]>()
		for (const sourceJob of batch) {
			const jobKey = key(sourceJob.job.title, sourceJob.job.location)
			const listedId = listed.get(jobKey)
			if (listedId !== undefined) matched.push({ sourceJob, jobId: listedId })
			else if (createdKeys.has(jobKey)) createdKeys.get(jobKey)!.push(sourceJob)
			else {
				created.push(sourceJob)
				createdKeys.set(jobKey, [sourceJob])
			}
		}
		const jobs = await createJobs(
			tx,
			employer,
			created.map(({ job }) => newJobOf(job, source.id, now)),
			now,
		)
		jobs.forEach((job, index) => {
			// A second job of the batch with the same title and area is the same listing.
			for (const twin of createdKeys.get(key(created[index]!.job.title, created[index]!.job.location))!.slice(1))
				matched.push({ sourceJob: twin, jobId: job.id })
		})
		const rows = [...created.map((sourceJob, index) => ({ sourceJob, jobId: jobs[index]!.id })), ...matched].map(
			({ sourceJob, jobId }) => ({
				job_id: jobId,
				external_id: sourceJob.job.externalId,
				fingerprint: sourceJob.fingerprint,
			}),
		)
		await tx.execute(
			`insert into job_import (source_id, job_id, external_id, fingerprint, first_seen_at, last_seen_at)
			select ?, r.job_id, r.external_id, r.fingerprint, ?, ? from json_to_recordset(?::json) as r(job_id int, external_id text, fingerprint text)`,
			[source.id, now, now, JSON.stringify(rows)],
		)
		return { added: jobs.length, matched: matched.length }
	})
}

function newJobOf(job: MappedJob, sourceId: number, now: Date): NewJob {
	return {
		title: job.title,
		company: job.company,
		location: job.location,
		salary: job.salary,
		description: job.description,
		jobType: job.jobType,
		industry: job.industry,
		contactEmail: job.contactEmail,
		source: sourceId,
		sourceUrl: job.sourceUrl,
		applyUrl: job.applyUrl,
		postedAt: job.postedAt ?? now,
		expiresAt: endOf(job, now),
	}
}

/** Changed jobs of the batch written (those this source lists), their links' fingerprints moved on. */
async function updateBatch(em: EntityManager, source: JobSource, batch: Change[], now: Date) {
	return em.transactional(async (tx) => {
		const own = batch.filter(({ link }) => ownJob(link, source))
		const jobs = own.length ? await tx.find(Job, { id: { $in: own.map(({ link }) => link.jobId!) } }) : []
		const byId = new Map(jobs.map((job) => [job.id, job]))
		const reread: Job[] = []
		for (const { sourceJob, link } of own) {
			const job = byId.get(link.jobId!)
			if (!job) continue
			if (job.title !== sourceJob.job.title || job.description !== sourceJob.job.description) reread.push(job)
			assignMapped(job, sourceJob.job, link, now)
		}
		await tx.flush()
		await storeSkillsOfJobs(tx, reread)
		for (const job of jobs) await queueIndexingNotice(tx, job.id)
		await tx.execute(
			`update job_import i set fingerprint = r.fingerprint, gone_at = null
			from json_to_recordset(?::json) as r(id int, fingerprint text) where i.id = r.id`,
			[JSON.stringify(batch.map(({ sourceJob, link }) => ({ id: link.id, fingerprint: sourceJob.fingerprint })))],
		)
		return jobs.length
	})
}

function assignMapped(job: Job, mapped: MappedJob, link: Link, now: Date) {
	const salary = mapped.salary?.trim() || null
	const parsed = parseSalary(salary)
	job.title = mapped.title
	job.company = mapped.company
	job.location = mapped.location
	job.salary = salary
	job.salaryMinPence = parsed?.minPence ?? null
	job.salaryMaxPence = parsed?.maxPence ?? null
	job.salaryPeriod = parsed?.period ?? null
	job.description = mapped.description
	job.jobType = mapped.jobType
	job.industry = mapped.industry
	job.contactEmail = mapped.contactEmail.trim().toLowerCase()
	job.applyUrl = mapped.applyUrl
	job.sourceUrl = mapped.sourceUrl
	if (mapped.validThrough) job.expiresAt = mapped.validThrough
	// Listed again when it reappears at its source, or when it ended by time while the source still lists it.
	const endedByTime = job.expiresAt <= now
	if (link.goneAt || endedByTime || (job.isActive && renewable({ ...link, expiresAt: job.expiresAt }, now))) {
		job.isActive = true
		job.expiresAt = endOf(mapped, now)
	}
}
