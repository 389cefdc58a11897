// POST /jobs/{id}/sponsor against the real PostgreSQL, with Stripe's HTTP API answered by msw.
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { postedJob, withParams } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, formRequest, freshEm, ORIGIN, toastOf } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { stripeHandlers, stripeMock } from '../../../../tests/mocks/stripe.ts'
import { SponsorshipPayment } from '../../../models/sponsorship-payment.ts'
import * as sponsorJob from './jobs.$id.sponsor.tsx'

const server = setupServer(...stripeHandlers)
const DAY = 24 * 60 * 60 * 1000

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
	vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_warrington')
	vi.stubEnv('STRIPE_PUBLISHABLE_KEY', 'pk_test_warrington')
})
afterEach(() => {
	vi.unstubAllEnvs()
	stripeMock.reset()
	server.resetHandlers()
})

function sponsor(id: string | number, fields: Record<string, string>, cookie?: string, init: { origin?: string } = {}) {
	const request = formRequest(`/jobs/${id}/sponsor`, fields, { cookie })
	if (init.origin) request.headers.set('Origin', init.origin)
	return callRoute(withParams(sponsorJob.action), request, { params: { id: String(id) } })
}

async function employerWithJob(after: Parameters<typeof postedJob>[2] = {}) {
	const { user, cookie } = await signedIn('employer')
	const job = await postedJob(user, { title: 'Dental Receptionist' }, after)
	return { user, cookie, job }
}

describe('POST /jobs/{id}/sponsor', () => {
	test('starts a payment for the plan from the table and goes to /payment with jobId, clientSecret and sponsorshipType', async () => {
		const { cookie, job } = await employerWithJob()
		const response = await sponsor(job.id, { sponsorshipType: '30days' }, cookie)
		expect(response.status).toBe(302)
		const location = new URL(response.headers.get('Location')!, ORIGIN)
		expect(location.pathname).toBe('/payment')
		expect(location.searchParams.get('jobId')).toBe(String(job.id))
		expect(location.searchParams.get('sponsorshipType')).toBe('30days')
		const clientSecret = location.searchParams.get('clientSecret')!
		expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/)

		const intent = [...stripeMock.intents.values()].find((candidate) => candidate.client_secret === clientSecret)!
		expect(intent).toMatchObject({
			amount: 1499,
			currency: 'gbp',
			metadata: { jobId: String(job.id), sponsorshipType: '30days' },
		})
		const payment = await (await freshEm()).findOneOrFail(SponsorshipPayment, { paymentIntentId: intent.id })
		expect(payment).toMatchObject({ status: 'pending', amountPence: 1499 })
	})

	test('a job with a live sponsorship can be sponsored again (the service extends it)', async () => {
		const { cookie, job } = await employerWithJob({
			isSponsored: true,
			sponsorshipType: '7days',
			sponsorshipExpiresAt: new Date(Date.now() + 3 * DAY),
		})
		const response = await sponsor(job.id, { sponsorshipType: '7days' }, cookie)
		expect(new URL(response.headers.get('Location')!, ORIGIN).pathname).toBe('/payment')
	})

	test('without Stripe keys it goes back to the job’s card saying sponsorship is not available', async () => {
		vi.stubEnv('STRIPE_SECRET_KEY', '')
		const { cookie, job } = await employerWithJob()
		const response = await sponsor(job.id, { sponsorshipType: '7days' }, cookie)
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe(`/employer-dashboard#job-${job.id}`)
		expect(await toastOf(response)).toEqual({
			title: 'Payment Error',
			description: 'Sponsorship is not available right now: card payments are not configured.',
			type: 'error',
		})
		expect(await (await freshEm()).count(SponsorshipPayment, { job: job.id })).toBe(0)
	})

	test('Stripe unreachable: back to the card with the reason, nothing recorded', async () => {
		stripeMock.unavailable = true
		const { cookie, job } = await employerWithJob()
		const response = await sponsor(job.id, { sponsorshipType: '7days' }, cookie)
		expect(response.headers.get('Location')).toBe(`/employer-dashboard#job-${job.id}`)
		expect(await toastOf(response)).toMatchObject({
			title: 'Payment Error',
			type: 'error',
			description: expect.stringMatching(/payment provider could not be reached/),
		})
		expect(await (await freshEm()).count(SponsorshipPayment, { job: job.id })).toBe(0)
	})

	test('no plan, an unknown plan or a free "plan" asks to choose one', async () => {
		const { cookie, job } = await employerWithJob()
		for (const fields of [{}, { sponsorshipType: '60days' }, { sponsorshipType: 'free' }] as Record<string, string>[]) {
			const response = await sponsor(job.id, fields, cookie)
			expect(response.headers.get('Location')).toBe(`/employer-dashboard#job-${job.id}`)
			expect((await toastOf(response))?.description).toBe(sponsorJob.CHOOSE_A_PLAN)
		}
		expect(stripeMock.intents.size).toBe(0)
	})

	test('an inactive job, or one whose listing has ended, is not sponsored', async () => {
		for (const after of [{ isActive: false }, { expiresAt: new Date(Date.now() - DAY) }]) {
			const { cookie, job } = await employerWithJob(after)
			const response = await sponsor(job.id, { sponsorshipType: '7days' }, cookie)
			expect((await toastOf(response))?.description).toBe(sponsorJob.NOT_LIVE)
		}
		expect(stripeMock.intents.size).toBe(0)
	})

	test("another employer's job, an unknown id or a malformed one is a 404", async () => {
		const { job } = await employerWithJob()
		const { cookie } = await signedIn('employer')
		for (const id of [job.id, 999999999, 'abc']) {
			expect((await sponsor(id, { sponsorshipType: '7days' }, cookie)).status).toBe(404)
		}
		expect(stripeMock.intents.size).toBe(0)
	})

	test('signed out goes to sign in; a job seeker is refused; another site’s form is refused', async () => {
		const { cookie, job } = await employerWithJob()
		const signedOut = await sponsor(job.id, { sponsorshipType: '7days' })
		expect(signedOut.status).toBe(302)
		expect(signedOut.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent('/employer-dashboard')}`)
		const seeker = await signedIn('employee')
		expect((await sponsor(job.id, { sponsorshipType: '7days' }, seeker.cookie)).status).toBe(403)
		expect(
			(await sponsor(job.id, { sponsorshipType: '7days' }, cookie, { origin: 'https://evil.example' })).status,
		).toBe(403)
		expect(stripeMock.intents.size).toBe(0)
	})

	test('opening the address goes to the job’s card on the dashboard', async () => {
		const response = await callRoute(withParams(sponsorJob.loader), new Request(`${ORIGIN}/jobs/12/sponsor`), {
			params: { id: '12' },
		})
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/employer-dashboard#job-12')
	})
})
