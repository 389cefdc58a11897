import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { JOB, jobsOf, open, post, withoutStripeKeys } from '../../../../tests/fixtures/post-job.ts'
import { freshEm, ORIGIN, toastOf } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { stripeHandlers, stripeMock } from '../../../../tests/mocks/stripe.ts'
import { SponsorshipPayment } from '../../../models/sponsorship-payment.ts'
import { LOW_PAY_CONFIRMATION_REQUIRED } from '../../jobs/job-schemas.ts'
import { lowPayWarning } from '../minimum-wage.ts'
import * as postJob from './post-job.tsx'

const server = setupServer(...stripeHandlers)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
	process.env.STRIPE_SECRET_KEY = 'sk_test_post_job'
	process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_post_job'
})
afterEach(() => stripeMock.reset())

type Reply = {
	result: { status: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> }
}

describe('posting a job', () => {
	test('a valid free job is created and the employer is sent to the confirmation, with no toast repeating it', async () => {
		const employer = await signedIn('employer')
		const response = await post(JOB, employer.cookie)
		expect(response.status).toBe(302)
		const [job] = await jobsOf(employer.user.id)
		expect(job).toMatchObject({
			title: 'Forklift Driver',
			location: 'Birchwood Business Park',
			contactEmail: 'recruitment@birchwoodfreight.co.uk',
			isActive: true,
			isSponsored: false,
		})
		expect(response.headers.get('Location')).toBe(`/post-job?posted=${job!.id}`)
		expect(await toastOf(response)).toBeNull()

		const confirmation = (await (await open(`?posted=${job!.id}`, employer.cookie)).json()) as Record<string, unknown>
		expect(confirmation).toEqual({
			posted: { id: job!.id, title: 'Forklift Driver', company: 'Birchwood Freight Ltd', salary: JOB.salary },
		})

		// The next form starts from the company and contact email just used.
		const next = (await (await open('', employer.cookie)).json()) as { defaults: unknown }
		expect(next.defaults).toEqual({
			company: 'Birchwood Freight Ltd',
			contactEmail: 'recruitment@birchwoodfreight.co.uk',
			sponsorshipType: '',
		})
	})

	test("another employer's job id in ?posted= shows the form, never that job", async () => {
		const owner = await signedIn('employer')
		await post(JOB, owner.cookie)
		const [job] = await jobsOf(owner.user.id)
		const other = await signedIn('employer')
		const body = (await (await open(`?posted=${job!.id}`, other.cookie)).json()) as { posted: unknown }
		expect(body.posted).toBeNull()
	})

	test('missing and off-list fields are field errors, and everything typed comes back', async () => {
		const employer = await signedIn('employer')
		const typed = {
			...JOB,
			title: '',
			location: 'Manchester',
			industry: 'Mining',
			contactEmail: 'not-an-email',
			description: 'Too short',
		}
		const response = await post(typed, employer.cookie)
		expect(response.status).toBe(400)
		const { result } = (await response.json()) as Reply
		expect(result.error).toMatchObject({
			'': ['Please check the highlighted fields.'],
			title: ['Job title is required'],
			location: ['Choose a location from the list'],
			industry: ['Choose an industry from the list'],
			contactEmail: ['Please enter a valid email address'],
			description: ['Description must be at least 30 characters'],
		})
		expect(result.initialValue).toMatchObject({
			company: JOB.company,
			salary: JOB.salary,
			location: 'Manchester',
			description: 'Too short',
			contactEmail: 'not-an-email',
		})
		expect(await jobsOf(employer.user.id)).toHaveLength(0)
	})

	test('salary is optional', async () => {
		const employer = await signedIn('employer')
		expect((await post({ ...JOB, salary: '' }, employer.cookie)).status).toBe(302)
		const [job] = await jobsOf(employer.user.id)
		expect(job?.salary).toBeNull()
	})

	test('hourly pay below the lowest minimum wage is answered with the warning, and published once confirmed', async () => {
		const employer = await signedIn('employer')
		const lowPay = { ...JOB, salary: '£6.50 per hour' }
		expect(lowPayWarning(lowPay.salary)).not.toBeNull()

		const first = await post(lowPay, employer.cookie)
		expect(first.status).toBe(400)
		const { result } = (await first.json()) as Reply
		expect(result.error).toEqual({ confirmLowPay: [LOW_PAY_CONFIRMATION_REQUIRED] })
		expect(result.initialValue).toMatchObject({ salary: '£6.50 per hour', title: JOB.title })
		expect(await jobsOf(employer.user.id)).toHaveLength(0)

		const confirmed = await post({ ...lowPay, confirmLowPay: 'on' }, employer.cookie)
		expect(confirmed.status).toBe(302)
		expect((await jobsOf(employer.user.id)).map((job) => job.salary)).toEqual(['£6.50 per hour'])
	})

	test('pay at or above the lowest rate, and annual salaries, need no confirmation', async () => {
		const employer = await signedIn('employer')
		for (const salary of ['£8.00 per hour', '£12.71 per hour', '£15,000 per year']) {
			expect((await post({ ...JOB, salary }, employer.cookie)).status).toBe(302)
		}
		expect(await jobsOf(employer.user.id)).toHaveLength(3)
	})

	test('a paid plan posts the job, then starts the payment and sends the employer to /payment', async () => {
		const employer = await signedIn('employer')
		const response = await post({ ...JOB, sponsorshipType: '30days' }, employer.cookie)
		expect(response.status).toBe(302)
		const [job] = await jobsOf(employer.user.id)
		expect(job).toMatchObject({ title: JOB.title, isActive: true, isSponsored: false })
		const [intent] = [...stripeMock.intents.values()]
		expect(intent).toMatchObject({
			amount: 1499,
			currency: 'gbp',
			metadata: { jobId: String(job!.id), sponsorshipType: '30days' },
		})
		const location = new URL(response.headers.get('Location')!, ORIGIN)
		expect(location.pathname).toBe('/payment')
		expect(Object.fromEntries(location.searchParams)).toEqual({
			jobId: String(job!.id),
			clientSecret: intent!.client_secret,
			sponsorshipType: '30days',
		})
		expect(await (await freshEm()).count(SponsorshipPayment, { job: job!.id, status: 'pending' })).toBe(1)
	})

	test('when the payment cannot be set up the job stays posted and the employer is told on the dashboard', async () => {
		const employer = await signedIn('employer')
		stripeMock.unavailable = true
		const response = await post({ ...JOB, sponsorshipType: '7days' }, employer.cookie)
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/employer-dashboard')
		expect(await toastOf(response)).toEqual({
			title: 'Payment Error',
			description: postJob.PAYMENT_SETUP_FAILED,
			type: 'error',
		})
		expect(postJob.PAYMENT_SETUP_FAILED).toBe(
			'Job posted successfully, but payment processing failed. Please contact support.',
		)
		const [job] = await jobsOf(employer.user.id)
		expect(job).toMatchObject({ isActive: true, isSponsored: false })
	})

	test('without Stripe keys a paid plan is refused with the reason and nothing is posted', async () => {
		withoutStripeKeys()
		const employer = await signedIn('employer')
		const response = await post({ ...JOB, sponsorshipType: '7days' }, employer.cookie)
		expect(response.status).toBe(400)
		const { result } = (await response.json()) as Reply
		expect(result.error?.sponsorshipType).toEqual([
			'Sponsorship is not available right now: card payments are not configured.',
		])
		expect(await jobsOf(employer.user.id)).toHaveLength(0)
	})

	test('an unknown plan is a field error', async () => {
		const employer = await signedIn('employer')
		const response = await post({ ...JOB, sponsorshipType: '90days' }, employer.cookie)
		expect(response.status).toBe(400)
		const { result } = (await response.json()) as Reply
		expect(result.error?.sponsorshipType).toEqual(['Choose a sponsorship plan from the list'])
		expect(await jobsOf(employer.user.id)).toHaveLength(0)
	})

	test('a filled honeypot is refused', async () => {
		const employer = await signedIn('employer')
		expect((await post({ ...JOB, website: 'http://spam.example' }, employer.cookie)).status).toBe(400)
		expect(await jobsOf(employer.user.id)).toHaveLength(0)
	})
})
