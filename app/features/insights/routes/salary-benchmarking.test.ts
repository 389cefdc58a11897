import { describe, expect, test } from 'vitest'
import { postedJob } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import * as page from './salary-benchmarking.tsx'

const open = (query: string, cookie?: string) =>
	callRoute(
		page.loader,
		new Request(`${ORIGIN}/salary-benchmarking${query}`, { headers: cookie ? { Cookie: cookie } : {} }),
	)

describe('/salary-benchmarking', () => {
	test('signed out: 401; a job seeker or admin: 403; both with the employers-only message', async () => {
		const anonymous = await open('')
		expect(anonymous.status).toBe(401)
		expect(await anonymous.json()).toMatchObject({
			accessRefused: 'signed-out',
			message: 'This feature is only available to employers.',
		})
		for (const userType of ['employee', 'admin'] as const) {
			const refused = await open('', (await signedIn(userType)).cookie)
			expect(refused.status).toBe(403)
			expect(await refused.json()).toMatchObject({ accessRefused: 'wrong-type', signedInAs: userType })
		}
	})

	test('an employer gets the benchmark of the filters, which the form shows again', async () => {
		const employer = await signedIn('employer')
		for (const pounds of [19_000, 21_000, 23_000, 25_000, 27_000])
			await postedJob(employer.user, { industry: 'Security', salary: `£${pounds}` })
		const response = await open('?jobTitle=&industry=Security&experienceLevel=', employer.cookie)
		expect(response.status).toBe(200)
		const body = (await response.json()) as Awaited<ReturnType<typeof page.loader>>
		expect(body).toMatchObject({
			values: { jobTitle: '', industry: 'Security', experienceLevel: '' },
			errors: null,
			benchmark: { industry: 'Security', sampleSize: 5, median: 23_000, widenedTo: null },
		})
	})

	test('a bad value: 400, the form with its error and no figures', async () => {
		const employer = await signedIn('employer')
		const response = await open('?industry=Spaceflight', employer.cookie)
		expect(response.status).toBe(400)
		expect(await response.json()).toEqual({
			values: { jobTitle: '', industry: 'Spaceflight', experienceLevel: '' },
			errors: { industry: ['Unknown industry'] },
			benchmark: null,
		})
	})
})
