// Applying to a job: a custom application (anyone, details typed in) and Quick Apply (a signed-in
// seeker's stored profile, one press). Each application is a snapshot of what was sent: its CV and
// video pitch are its own copies of the stored files, and a Quick Apply keeps the profile's fields
// as they were, so a later profile change or CV delete does not alter it. One application per job
// and applicant (docs/product.md §22.16), decided by the database's unique indexes. The employer of
// the job is told by email (decision 087).
import { UniqueConstraintViolationException, type RequiredEntityData } from '@mikro-orm/core'
import type { EntityManager } from '@mikro-orm/postgresql'
import { Application } from '../models/application.ts'
import { Job } from '../models/job.ts'
import type { QuickApplyProfile } from '../models/quick-apply-profile.ts'
import { User } from '../models/user.ts'
import { CV_CHOICE_PROBLEMS, cvFieldError, type CvSource } from '../utils/application-schemas.ts'
import {
	profileFieldsOf,
	type QuickApplyProfileFields,
	type QuickApplyProfileSource,
} from '../utils/quick-apply-schema.ts'
import { formatLongDate } from '../utils/format.ts'
import { copyFile, saveFile, type NewFile } from '../platform/files.server.ts'
import { findListedJob } from './jobs.server.ts'
import { notifyEmployer } from './application-notice.server.ts'
import { findQuickApplyProfile } from './quick-apply.server.ts'
import { parseUploadForm, UPLOAD_KINDS } from '../platform/uploads.server.ts'

/** The API's message for Quick Apply without a profile; the job page keys its toast on "complete your profile". */
const QUICK_APPLY_PROFILE_REQUIRED = 'Please complete your profile before using Quick Apply'

export class JobNotListedError extends Error {
	constructor() {
		super('Job not found')
	}
}

export class QuickApplyProfileRequiredError extends Error {
	constructor() {
		super(QUICK_APPLY_PROFILE_REQUIRED)
	}
}

/** A custom application asking for a CV it cannot have (decision 111): `field` is the form field to name. */
export class CvChoiceError extends Error {
	readonly field: 'cv' | 'cvSource'
	constructor(field: 'cv' | 'cvSource', message: string) {
		super(message)
		this.field = field
	}
}

/** A second application to the same job by the same seeker or email: the first one stands. */
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

/** The Quick Apply profile's fields an application keeps, as they were when it was sent. */
type ProfileSnapshot = Omit<QuickApplyProfileFields, 'address'> & { videoPitchDuration: number | null }

type SnapshotSource = QuickApplyProfileSource &
	Partial<Pick<QuickApplyProfile, 'videoPitchFile' | 'videoPitchDuration'>>

/** What an application keeps of a Quick Apply profile (the stored one, or the seed's): all but the street address. */
export function profileSnapshotOf(profile: SnapshotSource): ProfileSnapshot {
	const { address: _address, ...kept } = profileFieldsOf(profile)
	return {
		...kept,
		videoPitchDuration: profile.videoPitchFile ? (profile.videoPitchDuration ?? null) : null,
	}
}

export type JobSummary = { id: number; title: string; company: string; location: string; salary: string | null }

/** An application as its applicant (and the API's answer to applying) sees it. */
type ApplicationView = {
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
	user?: Pick<User, 'id'> | null
	applicantName: string
	applicantEmail: string
	message?: string | null
	coveringLetter?: string | null
	/** A CV already checked by the upload service (type by content, size). */
	cv?: NewFile | null
	/** Which CV to send (decision 111); left out, the file if one came, else none. */
	cvSource?: CvSource
}

/**
 * The CV a custom application sends (decision 111): none when the applicant said so; else a file
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
 * A custom application to a listed job (anyone may send one). Throws JobNotListedError when
 * the job is not listed, AlreadyAppliedError when this user or email already applied, and
 * CvChoiceError when the CV asked for cannot be sent.
 */
export async function applyWithDetails(em: EntityManager, input: CustomApplication): Promise<ApplicationView> {
	const job = await listedJob(em, input.jobId)
	const applicantEmail = input.applicantEmail.trim().toLowerCase()
	const cv = await chosenCv(em, input)
	await refuseSecondApplication(em, job.id, input.user?.id ?? null, applicantEmail)
	const application = await insertApplication(
		em,
		job,
		{ userId: input.user?.id ?? null, email: applicantEmail },
		async (tx) => {
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
		},
	)
	await notifyEmployer(em, job, application)
	return toView(application, job)
}

/**
 * Quick Apply: the signed-in seeker's profile sent in one press, with the profile's name, the
 * account's email, the profile's cover letter, the seeker's one CV (decision 110) and the
 * profile's video pitch. Throws QuickApplyProfileRequiredError without a profile, JobNotListedError and
 * AlreadyAppliedError as applyWithDetails does.
 */
export async function quickApply(em: EntityManager, user: Pick<User, 'id'>, jobId: number): Promise<ApplicationView> {
	const job = await listedJob(em, jobId)
	const account = await em.findOneOrFail(User, user.id)
	const profile = await findQuickApplyProfile(em, account.id)
	if (!profile) throw new QuickApplyProfileRequiredError()
	await refuseSecondApplication(em, job.id, account.id, account.email)

	const snapshot = profileSnapshotOf(profile)
	const cvSource = account.cvFile ? { id: account.cvFile.id, fileName: account.cvFileName } : null

	const application = await insertApplication(em, job, { userId: account.id, email: account.email }, async (tx) => {
		const cvFile = cvSource ? await copyFile(tx, cvSource.id) : null
		const videoPitchFile = profile.videoPitchFile ? await copyFile(tx, profile.videoPitchFile.id) : null
		return {
			user: tx.getReference(User, account.id),
			applicantName: profile.fullName,
			applicantEmail: account.email,
			message: null,
			coveringLetter: profile.defaultCoverLetter ?? null,
			cvFile,
			cvFileName: cvFile ? (cvSource?.fileName ?? cvFile.fileName) : null,
			cvMimeType: cvFile?.mimeType ?? null,
			kind: 'quick' as const,
			profileSnapshot: videoPitchFile ? snapshot : { ...snapshot, videoPitchDuration: null },
			videoPitchFile,
		}
	})
	await notifyEmployer(em, job, application)
	return toView(application, job)
}

/**
 * Reads a custom application's form post (multipart with the optional file `cv`, or urlencoded)
 * through the one upload path. A refused CV comes back as the field's error, worded with its
 * title ("File too large. Please upload a file smaller than 5MB."). Throws UploadRefusedError
 * for a body it will not read.
 */
export async function readApplicationForm(request: Request) {
	const upload = await parseUploadForm(request, { cv: UPLOAD_KINDS.cv })
	const failure = upload.failures.cv
	return { form: upload.form, cv: upload.files.cv, cvErrors: failure ? [cvFieldError(failure)] : undefined }
}

async function listedJob(em: EntityManager, jobId: number) {
	const job = await findListedJob(em, jobId)
	if (!job) throw new JobNotListedError()
	return job
}

/** This user's or this email's first application to a job (id and date), or null. */
export async function firstApplication(em: EntityManager, jobId: number, userId: number | null, email: string) {
	const rows = await em
		.getConnection()
		.execute<{ id: number; applied_at: Date }[]>(
			`select id, applied_at from application where job_id = ? and (user_id = ? or lower(applicant_email) = ?) order by applied_at, id limit 1`,
			[jobId, userId, email.trim().toLowerCase()],
		)
	const row = rows[0]
	return row ? { id: row.id, appliedAt: new Date(row.applied_at) } : null
}

/** The cheap check before any file is copied; the unique indexes still decide a race. */
async function refuseSecondApplication(em: EntityManager, jobId: number, userId: number | null, email: string) {
	const first = await firstApplication(em, jobId, userId, email)
	if (first) throw new AlreadyAppliedError(first.appliedAt)
}

type ApplicationFields = Omit<RequiredEntityData<Application>, 'job'>

/**
 * Stores an application and its files in one transaction. When another application by the same
 * user or email got in first (two presses at once), the unique index refuses this one, the
 * transaction takes its file copies back with it, and the first application's date is given.
 */
async function insertApplication(
	em: EntityManager,
	job: Job,
	applicant: { userId: number | null; email: string },
	fields: (tx: EntityManager) => Promise<ApplicationFields>,
) {
	try {
		return await em.transactional(async (tx) => {
			const application = tx.create(Application, { job: tx.getReference(Job, job.id), ...(await fields(tx)) })
			await tx.flush()
			return application
		})
	} catch (error) {
		if (!(error instanceof UniqueConstraintViolationException)) throw error
		const first = await firstApplication(em, job.id, applicant.userId, applicant.email)
		if (!first) throw error
		throw new AlreadyAppliedError(first.appliedAt)
	}
}

export function jobSummary(job: Job): JobSummary {
	return { id: job.id, title: job.title, company: job.company, location: job.location, salary: job.salary ?? null }
}

function toView(application: Application, job: Job): ApplicationView {
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
