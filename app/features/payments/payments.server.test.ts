// Sponsorship payments against the real PostgreSQL, with Stripe's HTTP API answered by msw.
import { describe, expect, test } from 'vitest'
import {
	confirm,
	DAY,
	employerWithJob,
	failure,
	start,
	storedJob,
	withStripeStandIn,
} from '../../../tests/fixtures/payments.ts'
import { postedJob } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { signedIn } from '../../../tests/fixtures/signed-in.ts'
import { stripeMock } from '../../../tests/mocks/stripe.ts'
import { Job } from '../../models/job.ts'
import { SponsorshipPayment } from '../../models/sponsorship-payment.ts'
import { confirmReturnedPayment, paymentPageUrl, paymentsConfigured } from './payments.server.ts'

withStripeStandIn()

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
		expect(payment.job!.id).toBe(job.id)
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
