// Modules, progress and certificates against the real PostgreSQL (decisions 144, 146).
import { describe, expect, test } from 'vitest'
import { storedCourse } from '../../../tests/fixtures/courses.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { signedIn } from '../../../tests/fixtures/signed-in.ts'
import { Certificate } from '../../models/certificate.ts'
import { CourseEnrollment } from '../../models/course-enrollment.ts'
import {
	certificatesOf,
	issueCertificate,
	normaliseCertificateNumber,
	randomCertificateCode,
	verifyCertificate,
} from './certificates.server.ts'
import { enrol } from './course-enrolments.server.ts'
import { completeModule, ModuleNotFoundError, NotEnrolledError, progressPercent } from './course-progress.server.ts'

async function enrolled(options: Parameters<typeof storedCourse>[0] = {}) {
	const { course, modules } = await storedCourse(options)
	const { user } = await signedIn('employee')
	await enrol(await freshEm(), user, course.id)
	return { course, modules, user }
}

describe('progress', () => {
	test('required modules done over required modules, rounded down; 100 only when all are done', () => {
		expect([progressPercent(0, 3), progressPercent(1, 3), progressPercent(2, 3), progressPercent(3, 3)]).toEqual([
			0, 33, 66, 100,
		])
		expect(progressPercent(0, 0)).toBe(100)
	})

	test('optional modules do not count; marking a module twice is harmless', async () => {
		const { course, modules, user } = await enrolled({ modules: 3, optional: 1 })
		expect((await completeModule(await freshEm(), user, course.id, modules[2]!.id)).progress).toBe(0)
		expect((await completeModule(await freshEm(), user, course.id, modules[0]!.id)).progress).toBe(50)
		expect((await completeModule(await freshEm(), user, course.id, modules[0]!.id)).progress).toBe(50)
	})

	test('not enrolled, or a module of another course, is refused', async () => {
		const { course, modules } = await storedCourse()
		const { user } = await signedIn('employee')
		await expect(completeModule(await freshEm(), user, course.id, modules[0]!.id)).rejects.toBeInstanceOf(
			NotEnrolledError,
		)
		const other = await enrolled()
		await expect(completeModule(await freshEm(), other.user, other.course.id, modules[0]!.id)).rejects.toBeInstanceOf(
			ModuleNotFoundError,
		)
	})
})

describe('completion and certificates', () => {
	test('the last required module completes the course and issues one certificate; doing it again issues none', async () => {
		const { course, modules, user } = await enrolled({ modules: 2 })
		const first = await completeModule(await freshEm(), user, course.id, modules[0]!.id)
		expect(first).toMatchObject({ progress: 50, completed: false, certificateNumber: null })
		const last = await completeModule(await freshEm(), user, course.id, modules[1]!.id)
		expect(last).toMatchObject({ progress: 100, completed: true })
		expect(last.certificateNumber).toMatch(new RegExp(`^WJB-${new Date().getUTCFullYear()}-[A-HJ-KM-NP-Z2-9]{8}$`))
		const again = await completeModule(await freshEm(), user, course.id, modules[1]!.id)
		expect(again).toMatchObject({ completed: true, certificateNumber: null })
		const em = await freshEm()
		expect(await em.count(Certificate, { user: user.id })).toBe(1)
		expect(await em.findOneOrFail(CourseEnrollment, { course: course.id, user: user.id })).toMatchObject({
			progress: 100,
			certificateIssued: true,
			completedAt: expect.any(Date),
		})
		const { items } = await certificatesOf(em, user)
		expect(items).toEqual([
			expect.objectContaining({
				courseName: course.title,
				provider: course.provider,
				certificateNumber: last.certificateNumber,
				certificateUrl: `/certificates/${last.certificateNumber}`,
				isVerified: false,
				expiryDate: null,
				skillsCertified: course.skills,
			}),
		])
		expect(await verifyCertificate(em, last.certificateNumber!)).toMatchObject({
			holder: 'Emma S.',
			courseName: course.title,
			isVerified: false,
		})
		expect(normaliseCertificateNumber(last.certificateNumber!.toLowerCase())).toBe(last.certificateNumber)
	})

	test('a number already taken is drawn again, without spoiling the transaction', async () => {
		const { course, modules, user } = await enrolled({ modules: 1 })
		const done = await completeModule(await freshEm(), user, course.id, modules[0]!.id)
		const taken = done.certificateNumber!.slice(-8)

		const second = await enrolled({ modules: 1 })
		const em = await freshEm()
		const enrollment = await em.findOneOrFail(CourseEnrollment, { course: second.course.id, user: second.user.id })
		const codes = [taken, 'ZZZZ2345']
		const number = await em.transactional((tx) =>
			issueCertificate(tx, enrollment, second.course, new Date(), () => codes.shift()!),
		)
		expect(number).toBe(`WJB-${new Date().getUTCFullYear()}-ZZZZ2345`)
		expect(await (await freshEm()).count(Certificate, { certificateNumber: number })).toBe(1)
	})

	test('random codes use only unambiguous characters', () => {
		for (let index = 0; index < 200; index++) expect(randomCertificateCode()).toMatch(/^[A-HJKMNP-Z2-9]{8}$/)
	})
})
