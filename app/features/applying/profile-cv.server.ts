// The CV on My Profile (docs/product.md §10 and §19: absent or present; upload makes it
// present, delete removes it). The bytes are a stored file (User.cvFile); cvFileName, cvFileUrl
// (its download address, /files/{id}) and cvUploadedAt describe it. Replacing or deleting the CV
// deletes the old file: applications keep their own copies, so nothing already sent changes.
import type { EntityManager } from '@mikro-orm/postgresql'
import { User } from '../../models/user.ts'
import { fileUrl } from './file-access.server.ts'
import { deleteFile } from '../../platform/files.server.ts'
import { storeUpload, type UploadedFile } from '../../platform/uploads.server.ts'

/** What GET /api/user/cv answers and the profile's CV card shows. */
type ProfileCv = { hasCV: boolean; cvFileName: string | null; cvUploadedAt: string | null }

export function profileCv(user: Pick<User, 'cvFile' | 'cvFileName' | 'cvUploadedAt'>): ProfileCv {
	const hasCV = Boolean(user.cvFile)
	return {
		hasCV,
		cvFileName: hasCV ? (user.cvFileName ?? null) : null,
		cvUploadedAt: hasCV ? (user.cvUploadedAt?.toISOString() ?? null) : null,
	}
}

/** Stores a checked CV as the user's profile CV, replacing (and deleting) any earlier one. */
export async function setProfileCv(em: EntityManager, user: Pick<User, 'id'>, file: UploadedFile) {
	return em.transactional(async (tx) => {
		const owner = await tx.findOneOrFail(User, user.id)
		const previous = owner.cvFile?.id
		const stored = await storeUpload(tx, file)
		tx.assign(owner, {
			cvFile: stored,
			cvFileName: stored.fileName,
			cvFileUrl: fileUrl(stored.id),
			cvUploadedAt: new Date(),
		})
		await tx.flush()
		if (previous) await deleteFile(tx, previous)
		return profileCv(owner)
	})
}

/** Removes the user's profile CV and its file; false when there was none. */
export async function deleteProfileCv(em: EntityManager, user: Pick<User, 'id'>) {
	return em.transactional(async (tx) => {
		const owner = await tx.findOneOrFail(User, user.id)
		const previous = owner.cvFile?.id
		const had = Boolean(previous || owner.cvFileName)
		tx.assign(owner, { cvFile: null, cvFileName: null, cvFileUrl: null, cvUploadedAt: null })
		await tx.flush()
		if (previous) await deleteFile(tx, previous)
		return had
	})
}
