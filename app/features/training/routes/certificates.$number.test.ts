// The public certificate check is limited per address (decision 195): numbers that name no
// certificate count, so guessing is slow; numbers that are found do not.
import { describe, expect, test } from 'vitest'
import { storedCourse } from '../../../../tests/fixtures/courses.ts'
import { withParams } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, freshEm, nextIp, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { enrol } from '../course-enrolments.server.ts'
import { completeModule } from '../course-progress.server.ts'
import * as certificatePage from './certificates.$number.tsx'

const look = (number: string, ip: string) =>
	callRoute(withParams(certificatePage.loader), new Request(`${ORIGIN}/certificates/${number}`), {
		ip,
		params: { number },
	})

async function issuedCertificate() {
	const { course, modules } = await storedCourse({ modules: 1 })
	const { user } = await signedIn('employee')
	await enrol(await freshEm(), user, course.id)
	return (await completeModule(await freshEm(), user, course.id, modules[0]!.id)).certificateNumber!
}

describe('/certificates/:number', () => {
	test('30 unknown numbers from one address, then it waits (Retry-After); found numbers never count', async () => {
		const number = await issuedCertificate()
		const ip = nextIp()
		for (let i = 0; i < 40; i++) expect((await look(number, ip)).status).toBe(200)
		for (let i = 0; i < 30; i++) expect((await look(`WJB-2026-ABCD${2000 + i}`, ip)).status).toBe(404)
		const refused = await look('WJB-2026-ABCD3000', ip)
		expect(refused.status).toBe(429)
		expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
		expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(60 * 60)
		// The address waits for every number now; another address does not.
		expect((await look(number, ip)).status).toBe(429)
		expect((await look(number, nextIp())).status).toBe(200)
	}, 120_000)
})
