// Applying to a job: a custom application (anyone, details typed in), and what Quick Apply (a
// signed-in seeker's stored profile, one press; quick-apply-application.server.ts) shares with it.
// Each application is a snapshot of what was sent: its CV and video pitch are its own copies of
// the stored files, and a Quick Apply keeps the profile's fields as they were, so a later profile
// change or CV delete does not alter it. One application per job and applicant (docs/product.md
// §22.16), decided by the database's unique indexes. The employer of the job is told by email
// (decision 087). Only a signed-in seeker is told that they already applied, and when; anyone else
// sending an address that already applied gets the answer a new application gets, and the address
// is told by email instead (decision 115).
import { UniqueConstraintViolationException, type RequiredEntityData } from '@mikro-orm/core'
import type { EntityManager } from '@mikro-orm/postgresql'
import { Application } from '../../models/application.ts'
import { Job } from '../../models/job.ts'
import { User } from '../../models/user.ts'
import { CV_CHOICE_PROBLEMS, cvFieldError, type CvSource } from './application-schemas.ts'
import { formatLongDate } from '../../ui/format.ts'
import { copyFile, saveFile, type NewFile } from '../../platform/files.server.ts'
import { findListedJob } from '../jobs/jobs.server.ts'
import { appliedElsewhereMessage } from '../jobs/imported-from.ts'
import { notifyApplicantOfRepeat, notifyEmployer } from './application-notice.server.ts'
import { parseUploadForm, UPLOAD_KINDS } from '../../platform/uploads.server.ts'
import { verifiedEmailOf } from '../../platform/users.server.ts'

export class JobNotListedError extends Error {
	constructor() {
		super('Job not found')
	}
}

/**
 * A job applied for on its employer's own site (imported, with an `applyUrl`; issue 32): the
 * board takes no application for it, custom or Quick Apply. `applyUrl` is where to go instead.
 */
export class AppliedElsewhereError extends Error {
	readonly applyUrl: string
	constructor(job: { company: string; applyUrl: string }) {
		super(appliedElsewhereMessage(job.company))
		this.applyUrl = job.applyUrl
	}
}

/** What the API answers an application it does not show back: a new one signed out, or one it did not store. */
export const APPLICATION_RECEIVED = 'Application received'

/** A custom application asking for a CV it cannot have: `field` is the form field to name. */
export class CvChoiceError extends Error {
	readonly field: 'cv' | 'cvSource'
	constructor(field: 'cv' | 'cvSource', message: string) {
		super(message)
		this.field = field
	}
}

/** A signed-in seeker's second application to the same job (their account or their own email): the first one stands. */
export class AlreadyAppliedError extends Error {
	readonly appliedAt: Date
	constructor(appliedAt: Date) {
		super(alreadyAppliedMessage(appliedAt))
		this.appliedAt = appliedAt
	}
}

function alreadyAppliedMessage(appliedAt: Date | string) {
	return `You applied for this job on ${formatLongDate(appliedAt)}.`
}

export type JobSummary = { id: number; title: string; company: string; location: string; salary: string | null }

/** An application as its applicant (and the API's answer to applying) sees it. */
export type ApplicationView = {
	id: number
	jobId: number
	kind: 'custom' | 'quick'
	applicantName: string
	applicantEmail: string
	message: string | null
	coveringLetter: string | null
	cvFileName: string | null
	hasVideoPitch: boolean
	appliedAt: string
	job: JobSummary
}

type CustomApplication = {
	jobId: number
	/** The signed-in applicant, when there is one. */
	user?: Pick<User, 'id' | 'email' | 'emailVerifiedAt'> | null
	applicantName: string
	applicantEmail: string
	message?: string | null
	coveringLetter?: string | null
	/** A CV already checked by the upload service (type by content, size). */
	cv?: NewFile | null
	/** Which CV to send; left out, the file if one came, else none. */
	cvSource?: CvSource
}

/**
 * The CV a custom application sends: none when the applicant said so; else a file
 * they chose, even beside "saved" (without JavaScript the default tick stays put when a file is
 * picked); else their saved CV when asked for. Throws CvChoiceError for "upload" without a file,
 * and for "saved" from someone with no saved CV.
 */
async function chosenCv(em: EntityManager, input: CustomApplication) {
	if (input.cvSource === 'none') return null
	if (input.cv) return { kind: 'file' as const, file: input.cv }
	if (input.cvSource === 'upload') throw new CvChoiceError('cv', CV_CHOICE_PROBLEMS.noFileChosen)
	if (input.cvSource !== 'saved') return null
	const account = input.user ? await em.findOne(User, input.user.id) : null
	if (!account?.cvFile) throw new CvChoiceError('cvSource', CV_CHOICE_PROBLEMS.noSavedCv)
	return { kind: 'saved' as const, fileId: account.cvFile.id, fileName: account.cvFileName ?? null }
}

/**
 * A custom application to a listed job (anyone may send one); null when this email already
 * applied and the sender may not be told so (not the signed-in seeker it belongs to): nothing is
 * stored, the address is told by email, and the caller answers as for a new application
 * (decision 115). Throws JobNotListedError when the job is not listed, AppliedElsewhereError when
 * it is applied for on its employer's site, AlreadyAppliedError
 * when the signed-in seeker already applied, with their account or their own email, and
 * CvChoiceError when the CV asked for cannot be sent.
 */
export async function applyWithDetails(em: EntityManager, input: CustomApplication): Promise<ApplicationView | null> {
	const job = await listedJob(em, input.jobId)
	const applicantEmail = input.applicantEmail.trim().toLowerCase()
	const cv = await chosenCv(em, input)
	const applicant = { user: input.user ?? null, email: applicantEmail }
	const earlier = await earlierApplication(em, job.id, applicant)
	if (earlier) {
		await notifyApplicantOfRepeat(em, job, applicantEmail, earlier.appliedAt)
		return null
	}
	const application = await insertApplication(em, job, applicant, async (tx) => {
		// The saved CV is copied: the application keeps what was sent whatever happens to it later.
		const cvFile = !cv ? null : cv.kind === 'file' ? await saveFile(tx, cv.file) : await copyFile(tx, cv.fileId)
		return {
			user: input.user ? tx.getReference(User, input.user.id) : null,
			applicantName: input.applicantName.trim(),
			applicantEmail,
			message: input.message?.trim() || null,
			coveringLetter: input.coveringLetter?.trim() || null,
			cvFile,
			cvFileName: cvFile ? ((cv?.kind === 'saved' ? cv.fileName : null) ?? cvFile.fileName) : null,
			cvMimeType: cvFile?.mimeType ?? null,
			kind: 'custom' as const,
		}
	})
	if (!application) return null
	await notifyEmployer(em, job, application)
	return toView(application, job)
}

/**
 * Reads a custom application's form post (multipart with the optional file `cv`, or urlencoded)
 * through the one upload path. A refused CV comes back as the field's error, worded with its
 * title ("File too large. Please upload a file smaller than 5MB."). Throws UploadRefusedError
 * for a body it will not read (and, with `api`, for a body that is not a form or a CV over the size).
 */
export async function readApplicationForm(request: Request, options: { api?: boolean } = {}) {
	const upload = await parseUploadForm(request, { cv: UPLOAD_KINDS.cv }, options)
	const failure = upload.failures.cv
	return { form: upload.form, cv: upload.files.cv, cvErrors: failure ? [cvFieldError(failure)] : undefined }
}

/** The job, when it is listed and applied for here; else JobNotListedError or AppliedElsewhereError. */
export async function listedJob(em: EntityManager, jobId: number) {
	const job = await findListedJob(em, jobId)
	if (!job) throw new JobNotListedError()
	if (job.applyUrl) throw new AppliedElsewhereError({ company: job.company, applyUrl: job.applyUrl })
	return job
}

/**
 * This user's or this email's first application to a job (id and date), or null. `email` is
 * matched exactly, ignoring case; pass null to look by the account alone.
 */
export async function firstApplication(em: EntityManager, jobId: number, userId: number | null, email: string | null) {
	const first = firstApplicationSql('?', userId, email)
	const rows = await em
		.getConnection()
		.execute<{ id: number; applied_at: Date }[]>(`select id, applied_at ${first.sql}`, [jobId, ...first.params])
	const row = rows[0]
	return row ? { id: row.id, appliedAt: new Date(row.applied_at) } : null
}

/**
 * The first application to the job `jobSql` names by this user or (when not null) this address, as
 * SQL after a select list (`from application ... limit 1`) with its parameters: firstApplication's
 * query, and a subquery of the signed-in job page's one read (appliedAtOfSql).
 */
function firstApplicationSql(jobSql: string, userId: number | null, email: string | null) {
	const byEmail = email === null ? '' : ' or lower(applicant_email) = ?'
	return {
		sql: `from application where job_id = ${jobSql} and (user_id = ?${byEmail}) order by applied_at, id limit 1`,
		params: [userId, ...(email === null ? [] : [email.trim().toLowerCase()])],
	}
}

/**
 * When this seeker applied to the job `jobSql` names (null: never), as a scalar subquery with its
 * parameters, counted as appliedAt counts it (decision 183), for a query that reads more beside it.
 */
export function appliedAtOfSql(jobSql: string, user: Pick<User, 'id' | 'email' | 'emailVerifiedAt'>) {
	const first = firstApplicationSql(jobSql, user.id, verifiedEmailOf(user))
	return { sql: `(select applied_at ${first.sql})`, params: first.params }
}

type Applicant = { user: Pick<User, 'id' | 'email' | 'emailVerifiedAt'> | null; email: string }

/**
 * The cheap check before any file is copied; the unique indexes still decide a race. Throws
 * AlreadyAppliedError when the signed-in seeker already applied (with their account, or with
 * their own email once it is verified: decision 183). Returns an earlier application with this
 * email that the sender may not be told about, or null when there is none.
 */
export async function earlierApplication(em: EntityManager, jobId: number, applicant: Applicant) {
	if (applicant.user) {
		const own = await firstApplication(em, jobId, applicant.user.id, verifiedEmailOf(applicant.user))
		if (own) throw new AlreadyAppliedError(own.appliedAt)
	}
	return firstApplication(em, jobId, null, applicant.email)
}

type ApplicationFields = Omit<RequiredEntityData<Application>, 'job'>

/**
 * Stores an application and its files in one transaction. When another application by the same
 * user or email got in first (two presses at once), the unique index refuses this one and the
 * transaction takes its file copies back with it; then it is answered as earlierApplication
 * says: AlreadyAppliedError for the seeker's own, else null after the address is told.
 */
export async function insertApplication(
	em: EntityManager,
	job: Job,
	applicant: Applicant,
	fields: (tx: EntityManager) => Promise<ApplicationFields>,
) {
	try {
		return await em.transactional(async (tx) => {
			const application = tx.create(Application, {
				job: tx.getReference(Job, job.id),
				jobTitle: job.title,
				jobCompany: job.company,
				jobLocation: job.location,
				...(await fields(tx)),
			})
			await tx.flush()
			return application
		})
	} catch (error) {
		if (!(error instanceof UniqueConstraintViolationException)) throw error
		const earlier = await earlierApplication(em, job.id, applicant)
		if (!earlier) throw error
		await notifyApplicantOfRepeat(em, job, applicant.email, earlier.appliedAt)
		return null
	}
}

export function jobSummary(job: Job): JobSummary {
	return { id: job.id, title: job.title, company: job.company, location: job.location, salary: job.salary ?? null }
}

export function toView(application: Application, job: Job): ApplicationView {
	return {
		id: application.id,
		jobId: job.id,
		kind: application.kind,
		applicantName: application.applicantName,
		applicantEmail: application.applicantEmail,
		message: application.message ?? null,
		coveringLetter: application.coveringLetter ?? null,
		cvFileName: application.cvFileName ?? null,
		hasVideoPitch: !!application.videoPitchFile,
		appliedAt: application.appliedAt.toISOString(),
		job: jobSummary(job),
	}
}
