import { describe, expect, test } from 'vitest'
import { pdfBytes, webmBytes } from '../../../tests/fixtures/files.ts'
import { postedJob } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { signedIn } from '../../../tests/fixtures/signed-in.ts'
import { Application } from '../../models/application.ts'
import { Job } from '../../models/job.ts'
import { QuickApplyProfile } from '../../models/quick-apply-profile.ts'
import { User } from '../../models/user.ts'
import { fileUrl, mayReadFile } from './file-access.server.ts'
import { saveFile } from '../../platform/files.server.ts'

const pdf = () => ({ fileName: 'cv.pdf', mimeType: 'application/pdf', data: pdfBytes() })

describe('mayReadFile', () => {
	test('a profile CV: its owner only', async () => {
		const seeker = await signedIn('employee')
		const other = await signedIn('employee')
		const em = await freshEm()
		const file = await saveFile(em, pdf())
		em.assign(await em.findOneOrFail(User, seeker.user.id), { cvFile: file, cvFileName: 'cv.pdf' })
		await em.flush()

		expect(await mayReadFile(await freshEm(), seeker.user, file.id)).toBe(true)
		expect(await mayReadFile(await freshEm(), other.user, file.id)).toBe(false)
		expect(await mayReadFile(await freshEm(), null, file.id)).toBe(false)
	})

	test("a Quick Apply profile's video pitch: its owner only", async () => {
		const seeker = await signedIn('employee')
		const employer = await signedIn('employer')
		const em = await freshEm()
		const video = await saveFile(em, { fileName: 'pitch.webm', mimeType: 'video/webm', data: webmBytes() })
		em.create(QuickApplyProfile, {
			user: em.getReference(User, seeker.user.id),
			fullName: 'Kim Grappenhall',
			videoPitchFile: video,
		})
		await em.flush()

		expect(await mayReadFile(await freshEm(), seeker.user, video.id)).toBe(true)
		expect(await mayReadFile(await freshEm(), employer.user, video.id)).toBe(false)
	})

	test("an application's CV and video pitch: the applicant and the job's employer, not another employer", async () => {
		const seeker = await signedIn('employee')
		const employer = await signedIn('employer')
		const otherEmployer = await signedIn('employer')
		const job = await postedJob(employer.user)
		await postedJob(otherEmployer.user)
		const em = await freshEm()
		const cv = await saveFile(em, pdf())
		const video = await saveFile(em, { fileName: 'pitch.webm', mimeType: 'video/webm', data: webmBytes() })
		em.create(Application, {
			job: em.getReference(Job, job.id),
			user: em.getReference(User, seeker.user.id),
			applicantName: 'Lee Howley',
			applicantEmail: seeker.user.email,
			kind: 'quick',
			cvFile: cv,
			cvFileName: 'cv.pdf',
			videoPitchFile: video,
		})
		await em.flush()

		for (const id of [cv.id, video.id]) {
			expect(await mayReadFile(await freshEm(), seeker.user, id)).toBe(true)
			expect(await mayReadFile(await freshEm(), employer.user, id)).toBe(true)
			expect(await mayReadFile(await freshEm(), otherEmployer.user, id)).toBe(false)
		}
	})

	test('an anonymous application: the employer only', async () => {
		const employer = await signedIn('employer')
		const stranger = await signedIn('employee')
		const job = await postedJob(employer.user)
		const em = await freshEm()
		const cv = await saveFile(em, pdf())
		em.create(Application, {
			job: em.getReference(Job, job.id),
			applicantName: 'Sam Dallam',
			applicantEmail: 'sam@example.co.uk',
			cvFile: cv,
		})
		await em.flush()
		expect(await mayReadFile(await freshEm(), employer.user, cv.id)).toBe(true)
		expect(await mayReadFile(await freshEm(), stranger.user, cv.id)).toBe(false)
	})

	test('a stored file nothing points at, unknown and malformed ids: nobody', async () => {
		const seeker = await signedIn('employee')
		const loose = await saveFile(await freshEm(), pdf())
		expect(await mayReadFile(await freshEm(), seeker.user, loose.id)).toBe(false)
		expect(await mayReadFile(await freshEm(), seeker.user, crypto.randomUUID())).toBe(false)
		expect(await mayReadFile(await freshEm(), seeker.user, "x' or '1'='1")).toBe(false)
	})

	test('fileUrl is the download route', () => {
		expect(fileUrl('0b0d8a4e-2f7e-4c1a-9a43-5d7a0f2b9c11')).toBe('/files/0b0d8a4e-2f7e-4c1a-9a43-5d7a0f2b9c11')
	})
})
