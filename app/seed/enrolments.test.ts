import { expect, test } from 'vitest'
import { freshEm } from '../../tests/fixtures/route.ts'
import { User } from '../models/user.ts'
import { certificatesOf, verifyCertificate } from '../features/training/certificates.server.ts'
import { enrolmentsOf } from '../features/training/course-enrolments.server.ts'
import { SEED_COMPLETED, SEED_IN_PROGRESS } from './enrolments.ts'
import { DEMO_ACCOUNTS, seedIfEmpty } from './seed.server.ts'

const SEED_TIMEOUT_MS = 60_000

// Seeding the whole demo (every job analysed for its skills) takes longer than a test is given.
test(
	'the demo seeker is halfway through one free course and has finished another, with its certificate',
	async () => {
		expect(await seedIfEmpty(await freshEm())).toBe(true)
		const em = await freshEm()
		const seeker = await em.findOneOrFail(User, { email: DEMO_ACCOUNTS.seeker.email })
		const { items } = await enrolmentsOf(em, seeker)
		expect(items.map((enrolment) => [enrolment.course.title, enrolment.progress, !!enrolment.completedAt])).toEqual([
			[SEED_IN_PROGRESS, 50, false],
			[SEED_COMPLETED, 100, true],
		])
		const [certificate] = (await certificatesOf(em, seeker)).items
		expect(certificate).toMatchObject({ courseName: SEED_COMPLETED, certificateNumber: items[1]!.certificateNumber })
		expect(await verifyCertificate(em, certificate!.certificateNumber)).toMatchObject({ holder: 'James H.' })
	},
	SEED_TIMEOUT_MS,
)
