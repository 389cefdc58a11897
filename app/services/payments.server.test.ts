// Sponsorship payments against the real PostgreSQL, with Stripe's HTTP API answered by msw.
import { setupServer } from 'msw/node'
import Stripe from 'stripe'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { postedJob, uniqueWord } from '../../tests/fixtures/jobs.ts'
import { freshEm } from '../../tests/fixtures/route.ts'
import { signedIn } from '../../tests/fixtures/signed-in.ts'
import { stripeHandlers, stripeMock } from '../../tests/mocks/stripe.ts'
import { Job } from '../models/job.ts'
import { SponsorshipPayment } from '../models/sponsorship-payment.ts'
import { StripeEvent } from '../models/stripe-event.ts'
import type { User } from '../models/user.ts'
import { JobSearchSchema } from '../utils/job-search.ts'
import { ApiError } from '../platform/api.server.ts'
import { searchJobs } from './job-search.server.ts'
import {
	confirmReturnedPayment,
	confirmSponsorship,
	handleStripeEvent,
	paymentPageUrl,
	paymentsConfigured,
	startSponsorshipPayment,
} from './payments.server.ts'

const WEBHOOK_SECRET = 'whsec_test_warrington'
const DAY = 24 * 60 * 60 * 1000
const server = setupServer(...stripeHandlers)

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
	process.env.STRIPE_SECRET_KEY = 'sk_test_warrington'
	process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_warrington'
	process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
})
afterEach(() => {
	stripeMock.reset()
	server.resetHandlers()
})

/** The status and message of the ApiError a call throws. */
async function failure(call: Promise<unknown>) {
	const error = await call.then(
		() => null,
		(thrown: unknown) => thrown,
	)
	if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`)
	return { status: error.response.status, message: ((await error.response.json()) as { message: string }).message }
}

async function storedJob(id: number) {
	return (await freshEm()).findOneOrFail(Job, { id })
}

async function employerWithJob(input: Parameters<typeof postedJob>[1] = {}) {
	const { user } = await signedIn('employer')
	const job = await postedJob(user, input)
	return { user, job }
}

async function start(user: User, jobId: number, type = '7days') {
	return startSponsorshipPayment(await freshEm(), user, jobId, type)
}

async function confirm(user: User, input: { paymentIntentId: string; jobId: number; sponsorshipType: string }) {
	return confirmSponsorship(await freshEm(), user, input)
}

function signedEvent(event: { id: string; type: string; data: { object: unknown } }, secret = WEBHOOK_SECRET) {
	const payload = JSON.stringify({
		object: 'event',
		api_version: Stripe.API_VERSION,
		created: Math.floor(Date.now() / 1000),
		livemode: false,
		...event,
	})
	return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) }
}

let eventCounter = 0
function intentEvent(type: 'payment_intent.succeeded' | 'payment_intent.payment_failed', intent: unknown) {
	eventCounter += 1
	return signedEvent({ id: `evt_test_${Date.now()}_${eventCounter}`, type, data: { object: intent } })
}

async function webhook(event: { payload: string; signature: string | null }) {
	return handleStripeEvent(await freshEm(), event.payload, event.signature)
}

describe('starting a sponsorship payment', () => {
	test('creates a PaymentIntent in GBP for the plan price, with the job, plan and employer in its metadata, and a pending payment', async () => {
		const { user, job } = await employerWithJob()
		const started = await start(user, job.id, '30days')
		const intent = stripeMock.intents.get(started.paymentIntentId)!
		expect(intent).toMatchObject({
			amount: 1499,
			currency: 'gbp',
			metadata: { jobId: String(job.id), sponsorshipType: '30days', userId: String(user.id) },
		})
		expect(started.clientSecret).toBe(intent.client_secret)
		const payment = await (await freshEm()).findOneOrFail(SponsorshipPayment, { paymentIntentId: intent.id })
		expect(payment).toMatchObject({
			sponsorshipType: '30days',
			amountPence: 1499,
			currency: 'gbp',
			status: 'pending',
			appliedAt: null,
		})
		expect(payment.job.id).toBe(job.id)
		expect(paymentPageUrl({ jobId: job.id, clientSecret: started.clientSecret, sponsorshipType: '30days' })).toBe(
			`/payment?jobId=${job.id}&clientSecret=${encodeURIComponent(started.clientSecret)}&sponsorshipType=30days`,
		)
	})

	test('asking again while the payment is still open offers the same PaymentIntent', async () => {
		const { user, job } = await employerWithJob()
		const first = await start(user, job.id)
		const second = await start(user, job.id)
		expect(second).toEqual(first)
		expect(stripeMock.intents.size).toBe(1)
		// Another plan is another payment.
		expect((await start(user, job.id, '30days')).paymentIntentId).not.toBe(first.paymentIntentId)
	})

	test('an unknown plan is a 400, someone else’s job a 404, no keys a 503, Stripe down a 502; nothing is recorded', async () => {
		const { user, job } = await employerWithJob()
		const other = await signedIn('employer')
		expect(await failure(start(user, job.id, 'free'))).toMatchObject({ status: 400 })
		expect(await failure(start(user, job.id, '90days'))).toMatchObject({ status: 400 })
		expect(await failure(start(other.user, job.id))).toEqual({ status: 404, message: 'Job not found' })

		delete process.env.STRIPE_PUBLISHABLE_KEY
		expect(paymentsConfigured()).toBe(false)
		expect(await failure(start(user, job.id))).toEqual({
			status: 503,
			message: 'Sponsorship is not available right now: card payments are not configured.',
		})
		process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_warrington'

		stripeMock.unavailable = true
		expect(await failure(start(user, job.id))).toMatchObject({ status: 502 })
		expect(await (await freshEm()).count(SponsorshipPayment, { job: job.id })).toBe(0)
	})
})

describe('confirming a sponsorship', () => {
	test('switches the sponsorship on only once Stripe says the payment succeeded; confirming again extends nothing', async () => {
		const { user, job } = await employerWithJob()
		const { paymentIntentId } = await start(user, job.id)
		const input = { paymentIntentId, jobId: job.id, sponsorshipType: '7days' }

		expect(await failure(confirm(user, input))).toEqual({
			status: 400,
			message: 'The payment has not succeeded (its status is requires_payment_method).',
		})
		expect(await storedJob(job.id)).toMatchObject({
			isSponsored: false,
			sponsorshipExpiresAt: null,
			stripePaymentId: null,
		})

		stripeMock.succeed(paymentIntentId)
		const before = Date.now()
		const outcome = await confirm(user, input)
		expect(outcome).toMatchObject({ applied: true, job: { id: job.id, isSponsored: true, sponsorshipType: '7days' } })
		const sponsored = await storedJob(job.id)
		expect(sponsored).toMatchObject({ isSponsored: true, sponsorshipType: '7days', stripePaymentId: paymentIntentId })
		expect(sponsored.sponsorshipExpiresAt!.getTime()).toBeGreaterThanOrEqual(before + 7 * DAY)
		expect(sponsored.sponsorshipExpiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + 7 * DAY)

		const again = await confirm(user, input)
		expect(again).toMatchObject({
			applied: false,
			job: { sponsorshipExpiresAt: sponsored.sponsorshipExpiresAt!.toISOString() },
		})
		expect((await storedJob(job.id)).sponsorshipExpiresAt).toEqual(sponsored.sponsorshipExpiresAt)
		const payment = await (await freshEm()).findOneOrFail(SponsorshipPayment, { paymentIntentId })
		expect(payment.status).toBe('succeeded')
		expect(payment.appliedAt).not.toBeNull()
	})

	test('a forged payment id, another job’s payment, a wrong amount or metadata for another job sponsor nothing', async () => {
		const { user, job } = await employerWithJob()
		const { job: otherJob } = await employerWithJob()
		const { user: otherUser } = await signedIn('employer')
		const otherOwnersJob = await postedJob(otherUser)

		// A succeeded intent Stripe holds for the right job and plan, which this site never started.
		const forged = stripeMock.put({
			status: 'succeeded',
			amount: 499,
			amount_received: 499,
			metadata: { jobId: String(job.id), sponsorshipType: '7days' },
		})
		expect(
			await failure(confirm(user, { paymentIntentId: forged.id, jobId: job.id, sponsorshipType: '7days' })),
		).toEqual({
			status: 400,
			message: 'This payment is not for this job and plan.',
		})
		// An id Stripe does not know at all.
		expect(
			await failure(confirm(user, { paymentIntentId: 'pi_doesnotexist', jobId: job.id, sponsorshipType: '7days' })),
		).toMatchObject({ status: 400 })

		// Another employer's paid payment, presented for this employer's job.
		const foreign = await start(otherUser, otherOwnersJob.id)
		stripeMock.succeed(foreign.paymentIntentId)
		expect(
			await failure(
				confirm(user, { paymentIntentId: foreign.paymentIntentId, jobId: job.id, sponsorshipType: '7days' }),
			),
		).toMatchObject({ status: 400 })
		// Someone else's job is not found, whatever the payment.
		expect(
			await failure(
				confirm(user, { paymentIntentId: foreign.paymentIntentId, jobId: otherOwnersJob.id, sponsorshipType: '7days' }),
			),
		).toMatchObject({ status: 404 })

		// This employer's payment for the 7-day plan, presented as the 30-day plan.
		const own = await start(user, job.id)
		stripeMock.succeed(own.paymentIntentId)
		expect(
			await failure(confirm(user, { paymentIntentId: own.paymentIntentId, jobId: job.id, sponsorshipType: '30days' })),
		).toMatchObject({ status: 400 })

		// Stripe's record says a smaller amount was paid.
		Object.assign(stripeMock.intents.get(own.paymentIntentId)!, { amount: 100, amount_received: 100 })
		expect(
			await failure(confirm(user, { paymentIntentId: own.paymentIntentId, jobId: job.id, sponsorshipType: '7days' })),
		).toEqual({
			status: 400,
			message: 'The amount paid does not match the price of the plan.',
		})
		// Stripe's record names another job.
		Object.assign(stripeMock.intents.get(own.paymentIntentId)!, {
			amount: 499,
			amount_received: 499,
			metadata: { jobId: String(otherJob.id), sponsorshipType: '7days' },
		})
		expect(
			await failure(confirm(user, { paymentIntentId: own.paymentIntentId, jobId: job.id, sponsorshipType: '7days' })),
		).toEqual({
			status: 400,
			message: 'This payment is not for this job and plan.',
		})

		for (const id of [job.id, otherJob.id, otherOwnersJob.id]) expect((await storedJob(id)).isSponsored).toBe(false)
	})

	test('buying again while a sponsorship runs extends it from its end', async () => {
		const { user, job } = await employerWithJob()
		const first = await start(user, job.id, '30days')
		stripeMock.succeed(first.paymentIntentId)
		await confirm(user, { paymentIntentId: first.paymentIntentId, jobId: job.id, sponsorshipType: '30days' })
		const firstEnd = (await storedJob(job.id)).sponsorshipExpiresAt!

		const second = await start(user, job.id, '7days')
		stripeMock.succeed(second.paymentIntentId)
		await confirm(user, { paymentIntentId: second.paymentIntentId, jobId: job.id, sponsorshipType: '7days' })
		const extended = await storedJob(job.id)
		expect(extended.sponsorshipExpiresAt!.getTime()).toBe(firstEnd.getTime() + 7 * DAY)
		expect(extended).toMatchObject({ sponsorshipType: '7days', stripePaymentId: second.paymentIntentId })
	})

	test('a sponsorship that outlasts the listing keeps the job listed until the sponsorship ends', async () => {
		const { user } = await signedIn('employer')
		const job = await postedJob(user, {}, { expiresAt: new Date(Date.now() + 3 * DAY) })
		const payment = await start(user, job.id, '30days')
		stripeMock.succeed(payment.paymentIntentId)
		await confirm(user, { paymentIntentId: payment.paymentIntentId, jobId: job.id, sponsorshipType: '30days' })
		const sponsored = await storedJob(job.id)
		expect(sponsored.expiresAt.getTime()).toBe(sponsored.sponsorshipExpiresAt!.getTime())
		expect(sponsored.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY)
	})

	test('a sponsorship that has ended is started afresh from now', async () => {
		const { user, job } = await employerWithJob()
		const em = await freshEm()
		await em.nativeUpdate(
			Job,
			{ id: job.id },
			{ isSponsored: true, sponsorshipType: '30days', sponsorshipExpiresAt: new Date(Date.now() - 3 * DAY) },
		)
		const { paymentIntentId } = await start(user, job.id)
		stripeMock.succeed(paymentIntentId)
		const before = Date.now()
		await confirm(user, { paymentIntentId, jobId: job.id, sponsorshipType: '7days' })
		expect((await storedJob(job.id)).sponsorshipExpiresAt!.getTime()).toBeGreaterThanOrEqual(before + 7 * DAY)
	})

	test('the return from Stripe (/payment-success) is verified the same way, for the payment’s own employer only', async () => {
		const { user, job } = await employerWithJob()
		const { user: stranger } = await signedIn('employer')
		const { paymentIntentId } = await start(user, job.id, '30days')
		expect(await failure(confirmReturnedPayment(await freshEm(), user, paymentIntentId))).toMatchObject({ status: 400 })
		stripeMock.succeed(paymentIntentId)
		expect(await failure(confirmReturnedPayment(await freshEm(), stranger, paymentIntentId))).toEqual({
			status: 404,
			message: 'Payment not found',
		})
		expect(await failure(confirmReturnedPayment(await freshEm(), user, 'pi_forged'))).toEqual({
			status: 404,
			message: 'Payment not found',
		})
		expect((await storedJob(job.id)).isSponsored).toBe(false)

		const outcome = await confirmReturnedPayment(await freshEm(), user, paymentIntentId)
		expect(outcome).toMatchObject({
			applied: true,
			plan: { name: 'Premium Sponsored' },
			job: { id: job.id, isSponsored: true, sponsorshipType: '30days' },
		})
	})
})

describe('the Stripe webhook', () => {
	test('a missing or bad signature is a 400 and changes nothing', async () => {
		const { user, job } = await employerWithJob()
		const { paymentIntentId } = await start(user, job.id)
		const intent = stripeMock.succeed(paymentIntentId)
		const event = intentEvent('payment_intent.succeeded', intent)

		expect(await failure(webhook({ payload: event.payload, signature: null }))).toEqual({
			status: 400,
			message: 'Missing Stripe-Signature header',
		})
		expect(
			await failure(
				webhook({ payload: event.payload, signature: intentEvent('payment_intent.succeeded', intent).signature }),
			),
		).toMatchObject({ status: 400 })
		const forgedSignature = signedEvent(
			JSON.parse(event.payload) as Parameters<typeof signedEvent>[0],
			'whsec_someone_else',
		).signature
		expect(await failure(webhook({ payload: event.payload, signature: forgedSignature }))).toEqual({
			status: 400,
			message: 'Invalid Stripe-Signature',
		})
		// The body changed after signing.
		expect(
			await failure(
				webhook({ payload: event.payload.replace('"livemode":false', '"livemode":true'), signature: event.signature }),
			),
		).toMatchObject({ status: 400 })

		expect((await storedJob(job.id)).isSponsored).toBe(false)
		expect(await (await freshEm()).count(StripeEvent, { id: JSON.parse(event.payload).id as string })).toBe(0)
	})

	test('payment_intent.succeeded switches the sponsorship on; a replay is ignored; the later confirmation extends nothing', async () => {
		const { user, job } = await employerWithJob()
		const { paymentIntentId } = await start(user, job.id)
		const event = intentEvent('payment_intent.succeeded', stripeMock.succeed(paymentIntentId))

		expect(await webhook(event)).toEqual({ received: true, applied: true })
		const sponsored = await storedJob(job.id)
		expect(sponsored).toMatchObject({ isSponsored: true, sponsorshipType: '7days', stripePaymentId: paymentIntentId })

		expect(await webhook(event)).toEqual({ received: true, duplicate: true })
		expect(await confirm(user, { paymentIntentId, jobId: job.id, sponsorshipType: '7days' })).toMatchObject({
			applied: false,
		})
		// The same payment sent again under a new event id is applied once only too.
		expect(await webhook(intentEvent('payment_intent.succeeded', stripeMock.intents.get(paymentIntentId)))).toEqual({
			received: true,
			applied: false,
		})
		expect((await storedJob(job.id)).sponsorshipExpiresAt).toEqual(sponsored.sponsorshipExpiresAt)
	})

	test('an event whose PaymentIntent does not match its recorded payment sponsors nothing', async () => {
		const { user, job } = await employerWithJob()
		const { paymentIntentId } = await start(user, job.id)
		const intent = { ...stripeMock.succeed(paymentIntentId), amount: 1, amount_received: 1 }
		expect(await webhook(intentEvent('payment_intent.succeeded', intent))).toEqual({
			received: true,
			applied: false,
			ignored: 'The amount paid does not match the price of the plan.',
		})
		// A succeeded intent this site never started.
		const stranger = stripeMock.put({
			status: 'succeeded',
			amount: 499,
			amount_received: 499,
			metadata: { jobId: String(job.id), sponsorshipType: '7days' },
		})
		expect(await webhook(intentEvent('payment_intent.succeeded', stranger))).toEqual({
			received: true,
			ignored: 'unknown payment',
		})
		expect((await storedJob(job.id)).isSponsored).toBe(false)
	})

	test('payment_intent.payment_failed records the failure and its message', async () => {
		const { user, job } = await employerWithJob()
		const { paymentIntentId } = await start(user, job.id)
		const declined = stripeMock.decline(paymentIntentId, 'Your card has insufficient funds.')
		expect(await webhook(intentEvent('payment_intent.payment_failed', declined))).toEqual({ received: true })
		const payment = await (await freshEm()).findOneOrFail(SponsorshipPayment, { paymentIntentId })
		expect(payment).toMatchObject({
			status: 'failed',
			failureMessage: 'Your card has insufficient funds.',
			appliedAt: null,
		})
		expect((await storedJob(job.id)).isSponsored).toBe(false)

		// Paying again with another card on the same intent still works.
		stripeMock.succeed(paymentIntentId)
		expect(await confirm(user, { paymentIntentId, jobId: job.id, sponsorshipType: '7days' })).toMatchObject({
			applied: true,
		})
	})

	test('the confirmation and the webhook arriving together extend the sponsorship once', async () => {
		const { user, job } = await employerWithJob()
		const { paymentIntentId } = await start(user, job.id, '30days')
		const event = intentEvent('payment_intent.succeeded', stripeMock.succeed(paymentIntentId))
		const before = Date.now()
		const results = await Promise.all([
			confirm(user, { paymentIntentId, jobId: job.id, sponsorshipType: '30days' }),
			webhook(event),
			confirm(user, { paymentIntentId, jobId: job.id, sponsorshipType: '30days' }),
		])
		const applied = [results[0].applied, (results[1] as { applied?: boolean }).applied, results[2].applied]
		expect(applied.filter(Boolean)).toHaveLength(1)
		const end = (await storedJob(job.id)).sponsorshipExpiresAt!.getTime()
		expect(end).toBeGreaterThanOrEqual(before + 30 * DAY)
		expect(end).toBeLessThanOrEqual(Date.now() + 30 * DAY)
	})
})

describe('expiry', () => {
	test('a sponsorship counts, for the badge and first place under relevance, only until it ends', async () => {
		const word = uniqueWord()
		const { user } = await signedIn('employer')
		const search = async () => (await searchJobs(await freshEm(), JobSearchSchema.parse({ search: word }))).jobs
		// The sponsored job is the older one and matches the words less well: only its sponsorship puts it first.
		const sponsored = await postedJob(user, {
			title: `Care Assistant`,
			description: `Days and nights in Great Sankey. ${word} team.`,
		})
		const plain = await postedJob(user, {
			title: `${word} Care Assistant`,
			description: `Days and nights in Great Sankey, ${word}.`,
		})
		const em = await freshEm()
		await em.nativeUpdate(
			Job,
			{ id: sponsored.id },
			{ isSponsored: true, sponsorshipType: '7days', sponsorshipExpiresAt: new Date(Date.now() + DAY) },
		)

		let jobs = await search()
		expect(jobs.map((job) => [job.id, job.isSponsored])).toEqual([
			[sponsored.id, true],
			[plain.id, false],
		])

		await em.nativeUpdate(Job, { id: sponsored.id }, { sponsorshipExpiresAt: new Date(Date.now() - 1000) })
		jobs = await search()
		expect(jobs.map((job) => [job.id, job.isSponsored])).toEqual([
			[plain.id, false],
			[sponsored.id, false],
		])
	})
})
