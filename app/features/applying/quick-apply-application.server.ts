// Quick Apply (docs/product.md §9): a signed-in seeker's stored profile sent to a job in one press.
// It is stored, refused when repeated and told to the employer as a custom application is
// (applications.server.ts); what it keeps of the profile is a snapshot, read back for the employer
// by quick-apply-snapshot.ts.
import type { EntityManager } from '@mikro-orm/postgresql'
import type { QuickApplyProfile } from '../../models/quick-apply-profile.ts'
import { User } from '../../models/user.ts'
import { notifyApplicantOfRepeat, notifyEmployer } from './application-notice.server.ts'
import {
	type ApplicationView,
	earlierApplication,
	insertApplication,
	listedJob,
	toView,
} from './applications.server.ts'
import { profileFieldsOf, type QuickApplyProfileFields, type QuickApplyProfileSource } from './quick-apply-schema.ts'
import { findQuickApplyProfile } from './quick-apply.server.ts'
import { copyFile } from '../../platform/files.server.ts'

/** The API's message for Quick Apply without a profile; the job page keys its toast on "complete your profile". */
const QUICK_APPLY_PROFILE_REQUIRED = 'Please complete your profile before using Quick Apply'

/**
 * The account's address is unverified and an application sent without signing in already used it
 * for this job: that application is not the account's until the address is proven (decision 183),
 * so nothing is stored, the address is told by email, and the caller answers as for a new
 * application (as applyWithDetails answers anyone), never with the earlier one's date.
 */
export class RepeatAnsweredAsNewError extends Error {
	constructor() {
		super('Application received')
	}
}

export class QuickApplyProfileRequiredError extends Error {
	constructor() {
		super(QUICK_APPLY_PROFILE_REQUIRED)
	}
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

/**
 * Quick Apply: the signed-in seeker's profile sent in one press, with the profile's name, the
 * account's email, the profile's cover letter, the seeker's one CV and the
 * profile's video pitch. Throws QuickApplyProfileRequiredError without a profile, JobNotListedError,
 * AppliedElsewhereError and AlreadyAppliedError as applyWithDetails does, and RepeatAnsweredAsNewError when the account's
 * address is unverified and an application without signing in already used it.
 */
export async function quickApply(em: EntityManager, user: Pick<User, 'id'>, jobId: number): Promise<ApplicationView> {
	const job = await listedJob(em, jobId)
	const account = await em.findOneOrFail(User, user.id)
	const profile = await findQuickApplyProfile(em, account.id)
	if (!profile) throw new QuickApplyProfileRequiredError()
	const earlier = await earlierApplication(em, job.id, { user: account, email: account.email })
	if (earlier) {
		await notifyApplicantOfRepeat(em, job, account.email, earlier.appliedAt)
		throw new RepeatAnsweredAsNewError()
	}

	const snapshot = profileSnapshotOf(profile)
	const cvSource = account.cvFile ? { id: account.cvFile.id, fileName: account.cvFileName } : null

	const application = await insertApplication(em, job, { user: account, email: account.email }, async (tx) => {
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
	// A race lost to the seeker's own application was thrown as AlreadyAppliedError; one lost to an
	// application by the (unverified) address has told the address.
	if (!application) throw new RepeatAnsweredAsNewError()
	await notifyEmployer(em, job, application)
	return toView(application, job)
}
