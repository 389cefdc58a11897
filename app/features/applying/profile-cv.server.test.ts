import { describe, expect, test } from 'vitest'
import { docxBytes, pdfBytes } from '../../../tests/fixtures/files.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { signedIn } from '../../../tests/fixtures/signed-in.ts'
import { User } from '../../models/user.ts'
import { readFile, readFileInfo } from '../../platform/files.server.ts'
import { deleteProfileCv, profileCv, setProfileCv } from './profile-cv.server.ts'

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

describe('profile CV', () => {
	test('no CV at first', async () => {
		const { user } = await signedIn('employee')
		expect(profileCv(await (await freshEm()).findOneOrFail(User, user.id))).toEqual({
			hasCV: false,
			cvFileName: null,
			cvUploadedAt: null,
		})
	})

	test('upload sets the file and its name, address and time; the view says so', async () => {
		const { user } = await signedIn('employee')
		const before = Date.now()
		const view = await setProfileCv(await freshEm(), user, {
			fileName: 'Ava Appleton CV.pdf',
			mimeType: 'application/pdf',
			data: pdfBytes(),
		})
		expect(view.hasCV).toBe(true)
		expect(view.cvFileName).toBe('Ava Appleton CV.pdf')
		expect(new Date(view.cvUploadedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000)

		const stored = await (await freshEm()).findOneOrFail(User, user.id)
		expect(stored.cvFile?.id).toMatch(/^[0-9a-f-]{36}$/)
		expect(stored.cvFileUrl).toBe(`/files/${stored.cvFile!.id}`)
		expect(profileCv(stored)).toEqual(view)
		expect((await readFile(await freshEm(), stored.cvFile!.id))?.mimeType).toBe('application/pdf')
	})

	test('replacing the CV deletes the old file', async () => {
		const { user } = await signedIn('employee')
		await setProfileCv(await freshEm(), user, { fileName: 'old.pdf', mimeType: 'application/pdf', data: pdfBytes() })
		const first = (await (await freshEm()).findOneOrFail(User, user.id)).cvFile!.id
		await setProfileCv(await freshEm(), user, { fileName: 'new.docx', mimeType: DOCX, data: docxBytes() })
		const stored = await (await freshEm()).findOneOrFail(User, user.id)
		expect(stored.cvFile!.id).not.toBe(first)
		expect(stored.cvFileName).toBe('new.docx')
		expect(await readFileInfo(await freshEm(), first)).toBeNull()
	})

	test('delete clears every CV field and deletes the file; deleting again finds nothing', async () => {
		const { user } = await signedIn('employee')
		await setProfileCv(await freshEm(), user, { fileName: 'cv.pdf', mimeType: 'application/pdf', data: pdfBytes() })
		const fileId = (await (await freshEm()).findOneOrFail(User, user.id)).cvFile!.id
		expect(await deleteProfileCv(await freshEm(), user)).toBe(true)
		const stored = await (await freshEm()).findOneOrFail(User, user.id)
		expect([stored.cvFile, stored.cvFileName, stored.cvFileUrl, stored.cvUploadedAt]).toEqual([null, null, null, null])
		expect(await readFileInfo(await freshEm(), fileId)).toBeNull()
		expect(await deleteProfileCv(await freshEm(), user)).toBe(false)
	})

	test('the caller’s own user object sees the change when it belongs to the same EntityManager', async () => {
		const { user } = await signedIn('employee')
		const em = await freshEm()
		const managed = await em.findOneOrFail(User, user.id)
		await setProfileCv(em, managed, { fileName: 'cv.pdf', mimeType: 'application/pdf', data: pdfBytes() })
		expect(profileCv(managed).hasCV).toBe(true)
		await deleteProfileCv(em, managed)
		expect(profileCv(managed).hasCV).toBe(false)
	})
})
