import { describe, expect, test } from 'vitest'
import {
	newUser as account,
	listedJob,
	storedApplication as stored,
	quickApplyProfileFor as profileFor,
} from '../../../tests/fixtures/applications.ts'
import { pdfBytes, webmBytes } from '../../../tests/fixtures/files.ts'
import { withLocalOutbox } from '../../../tests/fixtures/mail.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { Application } from '../../models/application.ts'
import { OutboxMessage } from '../../models/outbox-message.ts'
import { QuickApplyProfile } from '../../models/quick-apply-profile.ts'
import { User } from '../../models/user.ts'
import { applyWithDetails } from './applications.server.ts'
import { QuickApplyProfileRequiredError, quickApply } from './quick-apply-application.server.ts'
import { appliedAt } from './seeker-applications.server.ts'
import { deleteProfileCv } from './profile-cv.server.ts'
import { deleteFile, readFile, saveFile } from '../../platform/files.server.ts'

withLocalOutbox()

const PDF = {
	fileName: 'Priya Sankey CV.pdf',
	mimeType: 'application/pdf',
	data: new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF'),
}

/** The stored file of the seeker's one CV. */
async function accountCvId(user: Pick<User, 'id'>) {
	return (await (await freshEm()).findOneOrFail(User, user.id)).cvFile!.id
}

describe('quickApply', () => {
	test('without a profile it asks the seeker to complete it', async () => {
		const { job } = await listedJob()
		const seeker = await account()
		const attempt = quickApply(await freshEm(), seeker, job.id)
		await expect(attempt).rejects.toBeInstanceOf(QuickApplyProfileRequiredError)
		await expect(attempt).rejects.toThrow(/complete your profile/)
		expect(await (await freshEm()).count(Application, { job: job.id })).toBe(0)
	})

	test("sends the profile as a snapshot: its name, the account's email, the cover letter and copies of the CV and video", async () => {
		const { employer, job } = await listedJob('Senior Carer')
		const seeker = await account()
		const profile = await profileFor(seeker)
		const view = await quickApply(await freshEm(), seeker, job.id)
		expect(view).toMatchObject({
			kind: 'quick',
			applicantName: 'Priya Sankey',
			applicantEmail: seeker.email,
			coveringLetter: 'I have six years of caring for older people in Great Sankey.',
			cvFileName: 'quick-apply-cv.pdf',
			hasVideoPitch: true,
		})

		const application = await stored(view!.id)
		expect(application.profileSnapshot).toEqual({
			fullName: 'Priya Sankey',
			phone: '07700 900123',
			city: 'Warrington',
			postcode: 'WA5 1AA',
			currentJobTitle: 'Senior Carer',
			yearsExperience: 6,
			skills: ['Dementia care', 'Medication rounds'],
			qualifications: ['NVQ Level 3 Health and Social Care'],
			availabilityNotice: '1month',
			defaultCoverLetter: 'I have six years of caring for older people in Great Sankey.',
			videoPitchDuration: 42,
		})
		const cvId = await accountCvId(seeker)
		expect(application.cvFile!.id).not.toBe(cvId)
		expect(application.videoPitchFile!.id).not.toBe(profile.videoPitchFile!.id)

		// The seeker changes the profile and deletes the CV and video: the application stays as sent.
		const em = await freshEm()
		await em.nativeUpdate(
			QuickApplyProfile,
			{ id: profile.id },
			{ fullName: 'P. Sankey', skills: ['Driving'], videoPitchFile: null },
		)
		await deleteProfileCv(em, seeker)
		await deleteFile(em, profile.videoPitchFile!.id)
		const after = await stored(view.id)
		expect(after.applicantName).toBe('Priya Sankey')
		expect((after.profileSnapshot as { skills: string[] }).skills).toEqual(['Dementia care', 'Medication rounds'])
		expect((await readFile(await freshEm(), after.cvFile!.id))?.data).toEqual(pdfBytes('Quick Apply CV'))
		expect((await readFile(await freshEm(), after.videoPitchFile!.id))?.data).toEqual(webmBytes())

		const mail = await (await freshEm()).find(OutboxMessage, { to: employer.email })
		expect(mail.map((message) => message.subject)).toEqual(['New application for Senior Carer'])
		expect(mail[0]!.text).toContain('with Quick Apply')
	})

	test("it sends the seeker's one CV, uploaded on My Profile, or none", async () => {
		const { job } = await listedJob()
		const seeker = await account()
		await profileFor(seeker, { videoPitchFile: null, videoPitchDuration: null })
		const em = await freshEm()
		const cv = await saveFile(em, { ...PDF, fileName: 'my-profile.pdf' })
		await em.nativeUpdate(
			User,
			{ id: seeker.id },
			{ cvFile: cv.id, cvFileName: 'My CV 2026.pdf', cvUploadedAt: new Date() },
		)

		const view = await quickApply(await freshEm(), seeker, job.id)
		expect(view.cvFileName).toBe('My CV 2026.pdf')
		expect(view.hasVideoPitch).toBe(false)
		const application = await stored(view!.id)
		expect(application.cvFile!.id).not.toBe(cv.id)
		expect((application.profileSnapshot as { videoPitchDuration: number | null }).videoPitchDuration).toBeNull()

		const other = await listedJob()
		const plain = await account()
		await profileFor(plain)
		await deleteProfileCv(await freshEm(), plain)
		expect((await quickApply(await freshEm(), plain, other.job.id)).cvFileName).toBeNull()
	})

	test('after a custom application with the same email, Quick Apply is refused with the first date', async () => {
		const { job } = await listedJob()
		const seeker = await account()
		await profileFor(seeker)
		const first = await applyWithDetails(await freshEm(), {
			jobId: job.id,
			applicantName: 'Priya',
			applicantEmail: seeker.email.toUpperCase(),
		})
		const again = quickApply(await freshEm(), seeker, job.id)
		await expect(again).rejects.toMatchObject({ appliedAt: new Date(first!.appliedAt) })
		expect(await appliedAt(await freshEm(), seeker, job.id)).toEqual(new Date(first!.appliedAt))
	})
})
