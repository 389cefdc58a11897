// /payment and /payment-success loaders through the root middleware, with Stripe's HTTP API answered by msw.
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { postedJob } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, freshEm, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { stripeHandlers, stripeMock } from '../../../../tests/mocks/stripe.ts'
import { Job } from '../../../models/job.ts'
import { startSponsorshipPayment } from '../payments.server.ts'
import * as payment from './payment.tsx'
import * as paymentSuccess from './payment-success.tsx'

const server = setupServer(...stripeHandlers)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
	process.env.STRIPE_SECRET_KEY = 'sk_test_payment_page'
	process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_payment_page'
})
afterEach(() => stripeMock.reset())

function open(path: string, cookie?: string) {
	return callRoute(payment.loader, new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }))
}

async function startedPayment(type = '7days') {
	const employer = await signedIn('employer')
	const job = await postedJob(employer.user, { title: 'Senior Care Assistant', company: 'Sankey Brook Care' })
	const started = await startSponsorshipPayment(await freshEm(), employer.user, job.id, type)
	const query = new URLSearchParams({
		jobId: String(job.id),
		clientSecret: started.clientSecret,
		sponsorshipType: type,
	})
	return { employer, job, started, path: `/payment?${query}` }
}

describe('/payment', () => {
	test('any missing parameter is the invalid-parameters state', async () => {
		const { employer, job, started } = await startedPayment()
		for (const query of [
			'',
			`?jobId=${job.id}&clientSecret=${started.clientSecret}`,
			`?clientSecret=${started.clientSecret}&sponsorshipType=7days`,
			`?jobId=${job.id}&sponsorshipType=7days`,
		]) {
			const response = await open(`/payment${query}`, employer.cookie)
			expect(response.status).toBe(400)
			expect(await response.json()).toEqual({ state: 'invalid' })
		}
		expect(payment.INVALID_PARAMETERS).toBe('Invalid payment parameters. Please try posting your job again.')
	})

	test('the employer who started the payment gets the order summary from the plan table and the publishable key', async () => {
		const { employer, job, started, path } = await startedPayment('30days')
		const response = await open(path, employer.cookie)
		expect(response.status).toBe(200)
		expect(await response.json()).toEqual({
			state: 'ready',
			job: { id: job.id, title: 'Senior Care Assistant', company: 'Sankey Brook Care' },
			plan: { type: '30days', name: 'Premium Sponsored', price: '£14.99', durationDays: 30 },
			clientSecret: started.clientSecret,
			publishableKey: 'pk_test_payment_page',
		})
	})

	test('signed out is sent to sign in; another employer gets 404; a secret or plan that is not this payment is invalid', async () => {
		const { job, employer, path } = await startedPayment()
		const signedOut = await open(path)
		expect(signedOut.status).toBe(302)
		expect(signedOut.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`)
		const stranger = await signedIn('employer')
		expect((await open(path, stranger.cookie)).status).toBe(404)

		const other = await startedPayment()
		const foreignSecret = new URLSearchParams({
			jobId: String(job.id),
			clientSecret: other.started.clientSecret,
			sponsorshipType: '7days',
		})
		expect(await (await open(`/payment?${foreignSecret}`, employer.cookie)).json()).toEqual({ state: 'invalid' })
		expect(await (await open(path.replace('7days', '30days'), employer.cookie)).json()).toEqual({ state: 'invalid' })
		expect(await (await open(path.replace('7days', 'gold'), employer.cookie)).json()).toEqual({ state: 'invalid' })
	})

	test('without Stripe keys the page says payments are not configured (no key); a payment already applied shows the success view', async () => {
		const { employer, started, path, job } = await startedPayment()
		delete process.env.STRIPE_PUBLISHABLE_KEY
		expect(await (await open(path, employer.cookie)).json()).toMatchObject({ state: 'ready', publishableKey: null })
		process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_payment_page'

		stripeMock.succeed(started.paymentIntentId)
		const returned = await callRoute(
			paymentSuccess.loader,
			new Request(
				`${ORIGIN}/payment-success?payment_intent=${started.paymentIntentId}&payment_intent_client_secret=${started.clientSecret}&redirect_status=succeeded`,
				{
					headers: { Cookie: employer.cookie },
				},
			),
		)
		expect(await returned.json()).toEqual({
			state: 'paid',
			job: { id: job.id, title: 'Senior Care Assistant', company: 'Sankey Brook Care' },
		})
		expect(await (await open(path, employer.cookie)).json()).toMatchObject({ state: 'paid' })
	})
})

describe('/payment-success', () => {
	function returnFrom(query: string, cookie?: string) {
		return callRoute(
			paymentSuccess.loader,
			new Request(`${ORIGIN}/payment-success?${query}`, { headers: cookie ? { Cookie: cookie } : {} }),
		)
	}

	test('verifies the payment with Stripe: a payment that has not succeeded shows why, sponsors nothing and offers to try again', async () => {
		const { employer, job, started } = await startedPayment()
		const query = `payment_intent=${started.paymentIntentId}&payment_intent_client_secret=${started.clientSecret}&redirect_status=succeeded`
		stripeMock.decline(started.paymentIntentId)
		const response = await returnFrom(query, employer.cookie)
		expect(response.status).toBe(400)
		expect(await response.json()).toEqual({
			state: 'failed',
			job: { id: job.id, title: 'Senior Care Assistant', company: 'Sankey Brook Care' },
			message: 'The payment has not succeeded (its status is requires_payment_method).',
			retry: `/payment?${new URLSearchParams({ jobId: String(job.id), clientSecret: started.clientSecret, sponsorshipType: '7days' })}`,
		})
		expect((await (await freshEm()).findOneOrFail(Job, { id: job.id })).isSponsored).toBe(false)

		stripeMock.succeed(started.paymentIntentId)
		expect(await (await returnFrom(query, employer.cookie)).json()).toMatchObject({ state: 'paid' })
		expect((await (await freshEm()).findOneOrFail(Job, { id: job.id })).isSponsored).toBe(true)
	})

	test('someone else’s payment, an unknown one or none is a 404', async () => {
		const { started } = await startedPayment()
		const stranger = await signedIn('employer')
		expect((await returnFrom(`payment_intent=${started.paymentIntentId}`, stranger.cookie)).status).toBe(404)
		expect((await returnFrom('payment_intent=pi_unknown', stranger.cookie)).status).toBe(404)
		expect((await returnFrom('', stranger.cookie)).status).toBe(404)
	})
})
