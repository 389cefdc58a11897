// Who may read a stored file (docs/product.md §22.11; docs/decisions/081-who-may-download-a-file.md).
// A file is readable by the people the records that point at it name, and by nobody else:
// - the user whose CV it is (User.cvFile, the seeker's one CV: decision 110);
// - the owner of the Quick Apply profile whose video pitch it is;
// - the applicant (Application.user) of an application whose CV or video pitch it is;
// - the employer who owns that application's job.
// Routes that link to a file ask `mayReadFile` and build the link with `fileUrl`; the one
// download route, GET /files/{id}, asks the same question.
import type { EntityManager } from '@mikro-orm/postgresql'
import { Application } from '../../models/application.ts'
import { QuickApplyProfile } from '../../models/quick-apply-profile.ts'
import { User } from '../../models/user.ts'

/** The address the download route serves a stored file from. */
export function fileUrl(fileId: string) {
	return `/files/${fileId}`
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** True when `user` may read the stored file `fileId`; false for anyone signed out and unknown ids. */
export async function mayReadFile(em: EntityManager, user: Pick<User, 'id'> | null, fileId: string): Promise<boolean> {
	if (!user || !UUID.test(fileId)) return false
	const fileIs = (field: 'cvFile' | 'videoPitchFile') => ({ [field]: fileId })

	if ((await em.count(User, { id: user.id, cvFile: fileId })) > 0) return true
	if ((await em.count(QuickApplyProfile, { user: user.id, videoPitchFile: fileId })) > 0) return true
	const applications = await em.count(Application, {
		$and: [
			{ $or: [fileIs('cvFile'), fileIs('videoPitchFile')] },
			{ $or: [{ user: user.id }, { job: { user: user.id } }] },
		],
	})
	return applications > 0
}
