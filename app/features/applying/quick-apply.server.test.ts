import { describe, expect, test } from 'vitest'
import { apiUser } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { QuickApplyProfile } from '../../models/quick-apply-profile.ts'
import { User } from '../../models/user.ts'
import { QuickApplyProfileSchema } from './quick-apply-schema.ts'
import { readFileInfo, saveFile } from '../../platform/files.server.ts'
import { profileCv, setProfileCv } from './profile-cv.server.ts'
import {
	findQuickApplyProfile,
	quickApplyProfileView,
	saveQuickApplyProfile,
	saveQuickApplySubmission,
} from './quick-apply.server.ts'

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n')
const WEBM = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01])

const input = (fields: Record<string, unknown> = {}) =>
	QuickApplyProfileSchema.parse({
		fullName: 'Emma Stockton',
		phone: '01925 555 012',
		city: 'Warrington',
		postcode: 'WA4 6HJ',
		currentJobTitle: 'Senior Care Assistant',
		yearsExperience: 6,
		skills: ['Medication rounds', 'Dementia care'],
		qualifications: ['NVQ Level 3 Health and Social Care'],
		defaultCoverLetter: 'I have six years of experience in residential care around Stockton Heath.',
		availabilityNotice: '1month',
		...fields,
	})

describe('Quick Apply profile service', () => {
	test('no profile yet is null; the first save creates it and a second updates the same row', async () => {
		const { user } = await apiUser('employee')
		expect(await findQuickApplyProfile(await freshEm(), user)).toBeNull()

		const created = await saveQuickApplyProfile(await freshEm(), user, input())
		const found = await findQuickApplyProfile(await freshEm(), user.id)
		expect(found?.id).toBe(created.id)
		expect(found).toMatchObject({
			fullName: 'Emma Stockton',
			yearsExperience: 6,
			availabilityNotice: '1month',
			skills: ['Medication rounds', 'Dementia care'],
		})

		const updated = await saveQuickApplyProfile(
			await freshEm(),
			user,
			input({ phone: '', skills: [], availabilityNotice: undefined }),
		)
		expect(updated.id).toBe(created.id)
		const em = await freshEm()
		expect(await em.count(QuickApplyProfile, { user: user.id })).toBe(1)
		const reread = await findQuickApplyProfile(em, user)
		expect(reread).toMatchObject({ phone: null, skills: [], availabilityNotice: '2weeks', city: 'Warrington' })
	})

	test('the JSON view uses the field names of docs/product.md §18, with links to the files; the CV is the account’s', async () => {
		const { user } = await apiUser('employee')
		await setProfileCv(await freshEm(), user, {
			fileName: 'emma-stockton-cv.pdf',
			mimeType: 'application/pdf',
			data: PDF,
		})
		const cvId = (await (await freshEm()).findOneOrFail(User, user.id)).cvFile!.id
		const video = await saveFile(await freshEm(), { fileName: 'video-pitch.webm', mimeType: 'video/webm', data: WEBM })
		await saveQuickApplyProfile(await freshEm(), user, input({ address: '12 Walton Road' }), {
			video,
			videoDuration: 45,
		})
		const view = quickApplyProfileView((await findQuickApplyProfile(await freshEm(), user))!)
		expect(view).toMatchObject({
			userId: user.id,
			fullName: 'Emma Stockton',
			phone: '01925 555 012',
			address: '12 Walton Road',
			city: 'Warrington',
			postcode: 'WA4 6HJ',
			currentJobTitle: 'Senior Care Assistant',
			yearsExperience: 6,
			skills: ['Medication rounds', 'Dementia care'],
			qualifications: ['NVQ Level 3 Health and Social Care'],
			availabilityNotice: '1month',
			cvFileName: 'emma-stockton-cv.pdf',
			cvMimeType: 'application/pdf',
			cvFileUrl: `/files/${cvId}`,
			videoPitchUrl: `/files/${video.id}`,
			videoPitchMimeType: 'video/webm',
			videoPitchDuration: 45,
		})
		expect(new Date(view.videoPitchRecordedAt!).getTime()).toBeGreaterThan(Date.now() - 60_000)
		expect(view).not.toHaveProperty('cvFileData')
		expect(view).not.toHaveProperty('videoPitchData')
	})

	test('a CV sent with the profile is the account’s one CV: it replaces the My Profile CV, whose file is deleted', async () => {
		const { user } = await apiUser('employee')
		await setProfileCv(await freshEm(), user, {
			fileName: 'from-my-profile.pdf',
			mimeType: 'application/pdf',
			data: PDF,
		})
		const first = (await (await freshEm()).findOneOrFail(User, user.id)).cvFile!.id

		await saveQuickApplySubmission(await freshEm(), user, input(), {
			cv: { fileName: 'from-quick-apply.pdf', mimeType: 'application/pdf', data: PDF },
		})
		const account = await (await freshEm()).findOneOrFail(User, user.id)
		expect(profileCv(account)).toMatchObject({ hasCV: true, cvFileName: 'from-quick-apply.pdf' })
		expect(account.cvFile!.id).not.toBe(first)
		expect(await readFileInfo(await freshEm(), first)).toBeNull()
		const view = quickApplyProfileView((await findQuickApplyProfile(await freshEm(), user))!)
		expect(view.cvFileUrl).toBe(`/files/${account.cvFile!.id}`)

		// Saving again without a file keeps it.
		await saveQuickApplySubmission(await freshEm(), user, input({ city: 'Lymm' }), {})
		expect((await (await freshEm()).findOneOrFail(User, user.id)).cvFile?.id).toBe(account.cvFile!.id)
	})

	test('removing the CV and the video clears them and deletes their files; My Profile has no CV either', async () => {
		const { user } = await apiUser('employee')
		await setProfileCv(await freshEm(), user, { fileName: 'cv.pdf', mimeType: 'application/pdf', data: PDF })
		const cvId = (await (await freshEm()).findOneOrFail(User, user.id)).cvFile!.id
		const video = await saveFile(await freshEm(), { fileName: 'pitch.webm', mimeType: 'video/webm', data: WEBM })
		await saveQuickApplyProfile(await freshEm(), user, input(), { video, videoDuration: 30 })
		await saveQuickApplySubmission(await freshEm(), user, { ...input(), removeCv: true, removeVideoPitch: true }, {})
		const view = quickApplyProfileView((await findQuickApplyProfile(await freshEm(), user))!)
		expect(view).toMatchObject({
			cvFileName: null,
			cvMimeType: null,
			cvFileUrl: null,
			videoPitchUrl: null,
			videoPitchDuration: null,
			videoPitchRecordedAt: null,
		})
		expect(profileCv(await (await freshEm()).findOneOrFail(User, user.id)).hasCV).toBe(false)
		expect(await readFileInfo(await freshEm(), cvId)).toBeNull()
		expect(await readFileInfo(await freshEm(), video.id)).toBeNull()
	})

	test('an uploaded video file has no recorded length', async () => {
		const { user } = await apiUser('employee')
		const video = await saveFile(await freshEm(), { fileName: 'pitch.mp4', mimeType: 'video/mp4', data: WEBM })
		await saveQuickApplyProfile(await freshEm(), user, input(), { video, videoDuration: null })
		const view = quickApplyProfileView((await findQuickApplyProfile(await freshEm(), user))!)
		expect(view.videoPitchUrl).toBe(`/files/${video.id}`)
		expect(view.videoPitchDuration).toBeNull()
	})

	test('two first saves at once leave one profile', async () => {
		const { user } = await apiUser('employee')
		const [a, b] = await Promise.all([
			saveQuickApplyProfile(await freshEm(), user, input({ city: 'Lymm' })),
			saveQuickApplyProfile(await freshEm(), user, input({ city: 'Culcheth' })),
		])
		expect(a.id).toBe(b.id)
		expect(await (await freshEm()).count(QuickApplyProfile, { user: user.id })).toBe(1)
	})

	test('the database refuses negative experience even past the schema', async () => {
		const { user } = await apiUser('employee')
		await expect(saveQuickApplyProfile(await freshEm(), user, { ...input(), yearsExperience: -2 })).rejects.toThrow(
			/years_check/,
		)
	})
})
