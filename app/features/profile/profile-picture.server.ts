// The profile picture (docs/product.md §15 and §22.12; decision 153). A picture that passed the
// upload path's checks (JPEG, PNG or WebP by content, at most 5 MB: app/platform/uploads.server.ts)
// is decoded and drawn again by sharp (libvips): turned upright by its EXIF orientation, cropped to
// a square from its centre, and written as two new WebP files, 256×256 for the profile and 64×64
// for the header. Nothing of the original file is kept, so none of its metadata (EXIF, GPS, XMP,
// ICC, comments) survives. The files are stored files (app/platform/files.server.ts) that the
// user's row points at; replacing or removing the picture deletes them. Only their owner may read
// them, at /profile-pictures/{id} (app/features/profile/routes/profile-pictures.$id.ts).
import { LockMode } from '@mikro-orm/core'
import type { EntityManager } from '@mikro-orm/postgresql'
import sharp from 'sharp'
import { User } from '../../models/user.ts'
import { deleteFile, saveFile } from '../../platform/files.server.ts'
import { hit, RATE_LIMITS } from '../../platform/rate-limit.server.ts'
import { parseUploadForm, UploadRefusedError, type UploadedFile } from '../../platform/uploads.server.ts'
import { UPLOAD_KINDS, type UploadMessage } from '../../platform/upload-kinds.ts'

/** The sides, in pixels, of the stored squares. */
const PICTURE_SIZES = { profile: 256, header: 64 } as const

/**
 * The most pixels decoded. A 5 MB file can claim a vast canvas (a flat PNG of 30,000 × 30,000
 * compresses to almost nothing); 50 million pixels takes a 48-megapixel phone photo and keeps one
 * decode to a few hundred megabytes at worst.
 */
const MAX_PICTURE_PIXELS = 50_000_000

/** How long one picture may take to draw before it is given up. */
const ENCODE_TIMEOUT_SECONDS = 15

/** What the API answers and the screens show. */
type ProfilePicture = { profileImageUrl: string | null; headerImageUrl: string | null }

/** A file that passed the content check but is not a picture sharp can draw (broken, or far too large). */
export class UnusablePictureError extends Error {
	readonly failure: UploadMessage
	constructor(failure: UploadMessage) {
		super(failure.description)
		this.name = 'UnusablePictureError'
		this.failure = failure
	}
}

const UNREADABLE_PICTURE: UploadMessage = {
	title: 'Invalid file type',
	description: 'This picture could not be read. Please upload a JPEG, PNG, or WebP picture.',
}
const PICTURE_TOO_MANY_PIXELS: UploadMessage = {
	title: 'File too large',
	description: 'Please upload a picture of at most 50 megapixels.',
}

/** The address a stored picture is served from, to its owner only. */
function profilePictureUrl(fileId: string) {
	return `/profile-pictures/${fileId}`
}

type PictureOwner = Pick<User, 'profilePictureFile' | 'profilePictureSmallFile'>

export function profilePictureOf(user: PictureOwner): ProfilePicture {
	const large = user.profilePictureFile?.id
	const small = user.profilePictureSmallFile?.id ?? large
	return {
		profileImageUrl: large ? profilePictureUrl(large) : null,
		headerImageUrl: small ? profilePictureUrl(small) : null,
	}
}

/** True when `fileId` is one of this user's own picture files: nobody else may read them. */
export function isOwnPicture(user: PictureOwner | null, fileId: string) {
	if (!user) return false
	return [user.profilePictureFile?.id, user.profilePictureSmallFile?.id].includes(fileId)
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp'])

/**
 * Draws the picture again as the two WebP squares. Throws UnusablePictureError for a file sharp
 * cannot read as a JPEG, PNG or WebP, or one over MAX_PICTURE_PIXELS.
 */
export async function drawProfilePicture(data: Uint8Array) {
	// failOn 'error': a phone's slightly odd JPEG still draws; a broken or truncated one does not.
	// pages 1: the first frame of an animated PNG or WebP.
	const source = sharp(data, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error', pages: 1 })
	try {
		const { format } = await source.metadata()
		// The upload path already told the type by content; this is the decoder's own word on it.
		if (!format || !ACCEPTED_FORMATS.has(format)) throw new UnusablePictureError(UNREADABLE_PICTURE)
		const square = (side: number) => ({ width: side, height: side, fit: 'cover' as const, position: 'centre' })
		const profile = await source
			.rotate()
			.resize(square(PICTURE_SIZES.profile))
			.webp({ quality: 82, effort: 4 })
			.timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
			.toBuffer()
		// The small copy comes from the square already drawn: the original is decoded once.
		const header = await sharp(profile).resize(square(PICTURE_SIZES.header)).webp({ quality: 82 }).toBuffer()
		return { profile: new Uint8Array(profile), header: new Uint8Array(header) }
	} catch (error) {
		if (error instanceof UnusablePictureError) throw error
		const message = error instanceof Error ? error.message : ''
		if (/pixel limit/i.test(message)) throw new UnusablePictureError(PICTURE_TOO_MANY_PIXELS)
		if (/timeout/i.test(message)) throw error
		throw new UnusablePictureError(UNREADABLE_PICTURE)
	}
}

/**
 * Makes `file` the user's profile picture, replacing (and deleting) any earlier one. Counts
 * against the uploads-an-hour limit first: drawing a picture is the costly part.
 */
export async function setProfilePicture(
	em: EntityManager,
	user: Pick<User, 'id'>,
	file: UploadedFile,
): Promise<ProfilePicture> {
	await hit(em, RATE_LIMITS.pictureUploadPerUser, String(user.id))
	const drawn = await drawProfilePicture(file.data)
	return em.transactional(async (tx) => {
		// Locked, so two uploads at once cannot both keep the same old files to delete.
		const owner = await tx.findOneOrFail(User, user.id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true })
		const previous = pictureFileIds(owner)
		const profile = await saveFile(tx, {
			fileName: 'profile-picture.webp',
			mimeType: 'image/webp',
			data: drawn.profile,
		})
		const header = await saveFile(tx, {
			fileName: 'profile-picture-small.webp',
			mimeType: 'image/webp',
			data: drawn.header,
		})
		tx.assign(owner, {
			profilePictureFile: profile,
			profilePictureSmallFile: header,
			profileImageUrl: profilePictureUrl(profile.id),
		})
		await tx.flush()
		for (const id of previous) await deleteFile(tx, id)
		return profilePictureOf(owner)
	})
}

/** Removes the user's profile picture and its files; false when there was none. */
export async function removeProfilePicture(em: EntityManager, user: Pick<User, 'id'>) {
	return em.transactional(async (tx) => {
		const owner = await tx.findOneOrFail(User, user.id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true })
		const previous = pictureFileIds(owner)
		const had = previous.length > 0 || Boolean(owner.profileImageUrl)
		tx.assign(owner, { profilePictureFile: null, profilePictureSmallFile: null, profileImageUrl: null })
		await tx.flush()
		for (const id of previous) await deleteFile(tx, id)
		return had
	})
}

function pictureFileIds(user: PictureOwner) {
	return [user.profilePictureFile?.id, user.profilePictureSmallFile?.id].filter((id): id is string => Boolean(id))
}

/** The form field the picture is sent in, on /profile/picture and POST /api/upload/profile-picture. */
export const PICTURE_FIELD = 'profilePicture'

const NO_PICTURE: UploadMessage = {
	title: 'No file uploaded',
	description: 'Please choose a JPEG, PNG, or WebP picture to upload.',
}

/** Any other failure, as the specification words it (docs/product.md §15). */
export const PICTURE_UPLOAD_FAILED: UploadMessage = {
	title: 'Upload failed',
	description: 'Failed to upload profile picture',
}

type PictureRead =
	| { ok: true; form: FormData; file: UploadedFile }
	| {
			ok: false
			/** The form's text fields; null when the body was not read. */
			form: FormData | null
			status: 400 | 413 | 415
			/** The API's message; `failure` is the screen's title and description. */
			message: string
			failure: UploadMessage
			/** Whether `failure.description` is about the file itself (the field's error). */
			aboutFile: boolean
	  }

/**
 * Reads a form post with the picture in `profilePicture` through the one upload path: the picture,
 * or why there is none to use (a refused file, none chosen, a body not read), with the status, the
 * API's message and the screen's title and description. `api`: as parseUploadForm's (415 for a body
 * that is not a form, 413 for a file over the size).
 */
export async function readPictureUpload(request: Request, options: { api?: boolean } = {}): Promise<PictureRead> {
	let upload
	try {
		upload = await parseUploadForm(request, { [PICTURE_FIELD]: UPLOAD_KINDS.picture }, options)
	} catch (error) {
		if (!(error instanceof UploadRefusedError)) throw error
		const description = error.errors?.[PICTURE_FIELD]?.[0]
		return {
			ok: false,
			form: null,
			status: error.status,
			message: error.message,
			failure: description ? { title: error.message, description } : PICTURE_UPLOAD_FAILED,
			aboutFile: Boolean(description),
		}
	}
	const file = upload.files[PICTURE_FIELD]
	if (file) return { ok: true, form: upload.form, file }
	const failure = upload.failures[PICTURE_FIELD] ?? NO_PICTURE
	return { ok: false, form: upload.form, status: 400, message: failure.title, failure, aboutFile: true }
}
