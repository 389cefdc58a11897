// A seeker's Quick Apply profile (docs/product.md §9, §18 and §19): read, saved from the
// /quick-apply-setup form or POST /api/user/profile, and shown as the API's JSON. The CV is the
// seeker's one CV, the account's (decision 110; app/features/applying/profile-cv.server.ts): a CV sent with
// the profile replaces it, and the profile's view shows it. The video pitch is a stored file
// (docs/product.md §22.12); this service only links it, the upload code has already checked it.
import { UniqueConstraintViolationException, wrap } from '@mikro-orm/core'
import type { EntityManager } from '@mikro-orm/postgresql'
import { QuickApplyProfile } from '../../models/quick-apply-profile.ts'
import type { StoredFile } from '../../models/stored-file.ts'
import type { User } from '../../models/user.ts'
import { fileUrl } from './file-access.server.ts'
import { deleteProfileCv, setProfileCv } from './profile-cv.server.ts'
import {
	MAX_VIDEO_SECONDS,
	profileFieldsOf,
	type QuickApplyFormInput,
	type QuickApplyProfileInput,
} from './quick-apply-schema.ts'
import { deleteFile } from '../../platform/files.server.ts'
import { storeUpload, UPLOAD_KINDS, type UploadedFile } from '../../platform/uploads.server.ts'
import { videoDurationSeconds } from './video-duration.server.ts'

/** What the profile takes: the CV kind with the words of docs/product.md §9 for a large file, and a video. */
export const QUICK_APPLY_UPLOADS = {
	cv: {
		...UPLOAD_KINDS.cv,
		messages: {
			...UPLOAD_KINDS.cv.messages,
			tooLarge: { title: 'File too large', description: 'Please upload a CV file smaller than 5MB.' },
		},
	},
	videoPitch: UPLOAD_KINDS.video,
}

/** The user's Quick Apply profile, with its video's and the account's CV's names and types at hand, or null when there is none yet. */
export async function findQuickApplyProfile(em: EntityManager, user: User | number): Promise<QuickApplyProfile | null> {
	const userId = typeof user === 'number' ? user : user.id
	return em.findOne(QuickApplyProfile, { user: userId }, { populate: ['user', 'user.cvFile', 'videoPitchFile'] })
}

/** Whether the user has saved a Quick Apply profile (profile completeness). */
export async function hasQuickApplyProfile(em: EntityManager, user: Pick<User, 'id'>) {
	return (await em.count(QuickApplyProfile, { user: user.id })) > 0
}

type ProfileFileChanges = {
	/** A newly stored video pitch: it replaces the old one, whose stored file is deleted. */
	video?: StoredFile
	/** The new pitch's length in seconds, as recorded; null when it was uploaded as a file. */
	videoDuration?: number | null
	removeVideo?: boolean
}

/**
 * Creates or updates the user's profile with every field of `input` (fields left out of the
 * input are cleared, as the form sends them all), and links, replaces or removes its files.
 * Stored files no longer used are deleted once the profile no longer points at them.
 */
export async function saveQuickApplyProfile(
	em: EntityManager,
	user: User,
	input: QuickApplyProfileInput,
	changes: ProfileFileChanges = {},
): Promise<QuickApplyProfile> {
	try {
		return await writeProfile(em, user, input, changes)
	} catch (error) {
		// Two first saves at once: the other one created the row, so this one updates it.
		if (!(error instanceof UniqueConstraintViolationException)) throw error
		em.clear()
		return writeProfile(em, user, input, changes)
	}
}

async function writeProfile(em: EntityManager, user: User, input: QuickApplyProfileInput, changes: ProfileFileChanges) {
	const profile =
		(await findQuickApplyProfile(em, user)) ?? em.create(QuickApplyProfile, { user: user.id, fullName: input.fullName })
	const unused: string[] = []

	em.assign(profile, profileFieldsOf(input))

	if (changes.video || changes.removeVideo) {
		if (profile.videoPitchFile && profile.videoPitchFile.id !== changes.video?.id)
			unused.push(profile.videoPitchFile.id)
		em.assign(profile, {
			videoPitchFile: changes.video ?? null,
			videoPitchDuration: changes.video ? (changes.videoDuration ?? null) : null,
			videoPitchRecordedAt: changes.video ? new Date() : null,
		})
	}
	// Someone editing their profile is changing it, even when no field differs.
	profile.updatedAt = new Date()
	await em.flush()
	for (const id of unused) await deleteFile(em, id)
	return profile
}

const VIDEO_TOO_LONG = `Please upload a video pitch of ${MAX_VIDEO_SECONDS} seconds or less.`

/**
 * A video pitch's length in whole seconds: measured from the file when its
 * container says, which also refuses one over 90 seconds; otherwise the length the browser's
 * recorder reported (already held to 1..90 by the schema), or null for an uploaded file.
 */
export function videoPitchLength(
	video: UploadedFile,
	recordedSeconds: number | undefined,
): { seconds: number | null } | { error: string } {
	const measured = videoDurationSeconds(video.data, video.mimeType)
	if (measured === null) return { seconds: recordedSeconds ?? null }
	// Measured to the last frame's start; a recording stopped at 90 seconds may run a frame over.
	if (measured > MAX_VIDEO_SECONDS + 1) return { error: VIDEO_TOO_LONG }
	return { seconds: Math.min(MAX_VIDEO_SECONDS, Math.max(1, Math.round(measured))) }
}

/**
 * Saves a validated form or API submission with the files that came with it (already checked
 * by the upload code): stores the video and links it (deleting it again if the save fails), then
 * makes a CV sent with it the account's one CV, or removes that CV when asked.
 */
export async function saveQuickApplySubmission(
	em: EntityManager,
	user: User,
	submission: QuickApplyFormInput,
	uploads: { cv?: UploadedFile; videoPitch?: UploadedFile },
) {
	const { videoPitchDuration, removeCv, removeVideoPitch, ...input } = submission
	const video = uploads.videoPitch ? await storeUpload(em, uploads.videoPitch) : undefined
	let profile: QuickApplyProfile
	try {
		profile = await saveQuickApplyProfile(em, user, input, {
			video,
			// The caller has settled the length with videoPitchLength.
			videoDuration: video ? (videoPitchDuration ?? null) : null,
			removeVideo: Boolean(removeVideoPitch) && !video,
		})
	} catch (error) {
		if (video) await deleteFile(em, video.id)
		throw error
	}
	if (uploads.cv) await setProfileCv(em, user, uploads.cv)
	else if (removeCv) await deleteProfileCv(em, user)
	return profile
}

/**
 * The JSON view of a profile (GET and POST /api/user/profile): the field names of docs/product.md
 * §18, the CV's being the account's one CV (as found by findQuickApplyProfile).
 */
export function quickApplyProfileView(profile: QuickApplyProfile) {
	const account = profile.user
	const cv = wrap(account).isInitialized() ? account.cvFile : null
	const video = profile.videoPitchFile
	return {
		id: profile.id,
		userId: account.id,
		...profileFieldsOf(profile),
		cvFileName: cv ? (account.cvFileName ?? null) : null,
		cvMimeType: cv && wrap(cv).isInitialized() ? cv.mimeType : null,
		cvFileUrl: cv ? fileUrl(cv.id) : null,
		videoPitchUrl: video ? fileUrl(video.id) : null,
		videoPitchMimeType: video && wrap(video).isInitialized() ? video.mimeType : null,
		videoPitchDuration: video ? (profile.videoPitchDuration ?? null) : null,
		videoPitchRecordedAt: video ? (profile.videoPitchRecordedAt?.toISOString() ?? null) : null,
		createdAt: profile.createdAt.toISOString(),
		updatedAt: profile.updatedAt.toISOString(),
	}
}
