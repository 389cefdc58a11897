// The payment endpoints through the root middleware, against PostgreSQL, with Stripe's HTTP API answered by msw.
import { setupServer } from 'msw/node'
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { apiUser, postedJob } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, freshEm, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { stripeHandlers, stripeMock } from '../../../../tests/mocks/stripe.ts'
import { Job } from '../../../models/job.ts'
import * as confirmSponsorship from './api.confirm-sponsorship.ts'
import * as createPaymentIntent from './api.create-payment-intent.ts'
import * as stripeWebhook from './api.stripe.webhook.ts'

const WEBHOOK_SECRET = 'whsec_test_routes'
const server = setupServer(...stripeHandlers)

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
	process.env.STRIPE_SECRET_KEY = 'sk_test_routes'
	process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_routes'
	process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
})
afterEach(() => stripeMock.reset())

const create = (options: Parameters<typeof apiRequest>[2]) =>
	callRoute(createPaymentIntent.action, apiRequest('POST', '/api/create-payment-intent', options))
const confirm = (options: Parameters<typeof apiRequest>[2]) =>
	callRoute(confirmSponsorship.action, apiRequest('POST', '/api/confirm-sponsorship', options))

describe('POST /api/create-payment-intent', () => {
	test('answers the employer { clientSecret } for their own job, by bearer token or by the session cookie', async () => {
		const employer = await apiUser('employer')
		const job = await postedJob(employer.user)
		const response = await create({ token: employer.token, body: { jobId: job.id, sponsorshipType: '7days' } })
		expect(response.status).toBe(200)
		const body = (await response.json()) as { clientSecret: string }
		expect(Object.keys(body)).toEqual(['clientSecret'])
		const [intent] = [...stripeMock.intents.values()]
		expect(body.clientSecret).toBe(intent!.client_secret)
		expect(intent).toMatchObject({ amount: 499, currency: 'gbp' })

		const browser = await signedIn('employer')
		const browserJob = await postedJob(browser.user)
		const fromPage = await create({
			cookie: browser.cookie,
			body: { jobId: String(browserJob.id), sponsorshipType: '30days' },
		})
		expect(fromPage.status).toBe(200)
		// A cookie-authenticated write from another site is refused.
		expect(
			(
				await create({
					cookie: browser.cookie,
					origin: 'https://evil.example',
					body: { jobId: browserJob.id, sponsorshipType: '30days' },
				})
			).status,
		).toBe(403)
	})

	test('401 signed out, 404 for another employer’s or a missing job, 400 for an unknown plan or a bad body, an amount is never read', async () => {
		const employer = await apiUser('employer')
		const other = await apiUser('employer')
		const seeker = await apiUser('employee')
		const job = await postedJob(employer.user)

		const signedOut = await create({ body: { jobId: job.id, sponsorshipType: '7days' } })
		expect(signedOut.status).toBe(401)
		expect(await signedOut.json()).toEqual({ message: 'Authentication required' })
		expect((await create({ token: other.token, body: { jobId: job.id, sponsorshipType: '7days' } })).status).toBe(404)
		expect((await create({ token: seeker.token, body: { jobId: job.id, sponsorshipType: '7days' } })).status).toBe(404)
		expect(
			(await create({ token: employer.token, body: { jobId: 999_999_999, sponsorshipType: '7days' } })).status,
		).toBe(404)
		const unknownPlan = await create({
			token: employer.token,
			body: { jobId: job.id, sponsorshipType: 'gold', amount: 1 },
		})
		expect(unknownPlan.status).toBe(400)
		expect(await unknownPlan.json()).toEqual({ message: 'Choose a sponsorship plan: 7days or 30days' })
		const badBody = await create({ token: employer.token, body: { jobId: 'twelve' } })
		expect(badBody.status).toBe(400)
		expect(await badBody.json()).toMatchObject({
			errors: { jobId: ['jobId must be a job id'], sponsorshipType: ['sponsorshipType is required'] },
		})

		// The amount comes from the plan table whatever the body says.
		const priced = await create({
			token: employer.token,
			body: { jobId: job.id, sponsorshipType: '30days', amount: 1 },
		})
		expect(priced.status).toBe(200)
		expect([...stripeMock.intents.values()].map((intent) => intent.amount)).toEqual([1499])
	})

	test('503 with a clear message when Stripe is not configured', async () => {
		const employer = await apiUser('employer')
		const job = await postedJob(employer.user)
		delete process.env.STRIPE_SECRET_KEY
		const response = await create({ token: employer.token, body: { jobId: job.id, sponsorshipType: '7days' } })
		expect(response.status).toBe(503)
		expect(await response.json()).toEqual({
			message: 'Sponsorship is not available right now: card payments are not configured.',
		})
	})

	test('GET is 405', async () => {
		const response = await callRoute(createPaymentIntent.loader, apiRequest('GET', '/api/create-payment-intent'))
		expect(response.status).toBe(405)
	})
})

describe('POST /api/create-payment-intent with an Idempotency-Key', () => {
	test('a retry gets the first answer again, marked as a replay; the key with another plan is a 422', async () => {
		const employer = await apiUser('employer')
		const job = await postedJob(employer.user)
		const send = (sponsorshipType: string) => {
			const request = apiRequest('POST', '/api/create-payment-intent', {
				token: employer.token,
				body: { jobId: job.id, sponsorshipType },
			})
			request.headers.set('Idempotency-Key', `sponsor-${job.id}`)
			return callRoute(createPaymentIntent.action, request)
		}
		const first = await send('7days')
		expect(first.status).toBe(200)
		expect(first.headers.get('Idempotent-Replayed')).toBeNull()
		const retry = await send('7days')
		expect(retry.status).toBe(200)
		expect(retry.headers.get('Idempotent-Replayed')).toBe('true')
		expect(await retry.json()).toEqual(await first.json())
		expect(stripeMock.intents.size).toBe(1)

		const otherPlan = await send('30days')
		expect(otherPlan.status).toBe(422)
		expect(await otherPlan.json()).toEqual({
			message: expect.any(String),
			errors: { 'Idempotency-Key': expect.any(Array) },
		})
		expect(stripeMock.intents.size).toBe(1)
	})
})

describe('POST /api/confirm-sponsorship', () => {
	test('the employer of the job confirms a succeeded payment; others get 404; an unpaid one is a 400 with the reason', async () => {
		const employer = await apiUser('employer')
		const other = await apiUser('employer')
		const job = await postedJob(employer.user)
		await create({ token: employer.token, body: { jobId: job.id, sponsorshipType: '7days' } })
		const [intent] = [...stripeMock.intents.values()]
		const body = { paymentIntentId: intent!.id, jobId: job.id, sponsorshipType: '7days' }

		expect((await confirm({ body })).status).toBe(401)
		expect((await confirm({ token: other.token, body })).status).toBe(404)
		const unpaid = await confirm({ token: employer.token, body })
		expect(unpaid.status).toBe(400)
		expect(await unpaid.json()).toEqual({
			message: 'The payment has not succeeded (its status is requires_payment_method).',
		})

		stripeMock.succeed(intent!.id)
		const confirmed = await confirm({ token: employer.token, body })
		expect(confirmed.status).toBe(200)
		expect(await confirmed.json()).toMatchObject({
			message: 'Sponsorship confirmed',
			job: { id: job.id, isSponsored: true, sponsorshipType: '7days' },
		})
		const again = await confirm({ token: employer.token, body })
		expect(again.status).toBe(200)
		expect(await again.json()).toMatchObject({ message: 'Sponsorship already confirmed' })

		const missing = await confirm({ token: employer.token, body: { jobId: job.id } })
		expect(missing.status).toBe(400)
		expect(await missing.json()).toMatchObject({
			errors: { paymentIntentId: ['paymentIntentId is required'], sponsorshipType: ['sponsorshipType is required'] },
		})
	})
})

describe('POST /api/stripe/webhook', () => {
	function webhookRequest(payload: string, signature?: string) {
		// As Stripe sends it: no cookie, no Origin.
		const headers = new Headers({ 'Content-Type': 'application/json' })
		if (signature) headers.set('Stripe-Signature', signature)
		return new Request(`${ORIGIN}/api/stripe/webhook`, { method: 'POST', headers, body: payload })
	}

	test('a signed payment_intent.succeeded sponsors the job; a bad signature is a 400; no session or Origin is needed', async () => {
		const employer = await apiUser('employer')
		const job = await postedJob(employer.user)
		await create({ token: employer.token, body: { jobId: job.id, sponsorshipType: '30days' } })
		const [intent] = [...stripeMock.intents.values()]
		const payload = JSON.stringify({
			id: `evt_route_${Date.now()}`,
			object: 'event',
			type: 'payment_intent.succeeded',
			data: { object: stripeMock.succeed(intent!.id) },
		})

		const unsigned = await callRoute(stripeWebhook.action, webhookRequest(payload))
		expect(unsigned.status).toBe(400)
		const wrong = await callRoute(
			stripeWebhook.action,
			webhookRequest(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' })),
		)
		expect(wrong.status).toBe(400)
		expect(await wrong.json()).toEqual({ message: 'Invalid Stripe-Signature' })
		expect((await (await freshEm()).findOneOrFail(Job, { id: job.id })).isSponsored).toBe(false)

		const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
		const accepted = await callRoute(stripeWebhook.action, webhookRequest(payload, signature))
		expect(accepted.status).toBe(200)
		expect(await accepted.json()).toEqual({ received: true, applied: true })
		expect(await (await freshEm()).findOneOrFail(Job, { id: job.id })).toMatchObject({
			isSponsored: true,
			sponsorshipType: '30days',
		})

		const replay = await callRoute(stripeWebhook.action, webhookRequest(payload, signature))
		expect(await replay.json()).toEqual({ received: true, duplicate: true })
	})

	test('without STRIPE_WEBHOOK_SECRET the endpoint says it is not configured', async () => {
		delete process.env.STRIPE_WEBHOOK_SECRET
		const response = await callRoute(stripeWebhook.action, webhookRequest('{}', 't=1,v1=abc'))
		expect(response.status).toBe(503)
	})
})
