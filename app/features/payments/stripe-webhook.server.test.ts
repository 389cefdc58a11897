// Stripe's webhook against the real PostgreSQL, with Stripe's HTTP API answered by msw and its
// events signed as Stripe signs them.
import { describe, expect, test } from 'vitest'
import {
	confirm,
	DAY,
	employerWithJob,
	failure,
	intentEvent,
	signedEvent,
	start,
	storedJob,
	withStripeStandIn,
	webhook,
} from '../../../tests/fixtures/payments.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { stripeMock } from '../../../tests/mocks/stripe.ts'
import { SponsorshipPayment } from '../../models/sponsorship-payment.ts'
import { StripeEvent } from '../../models/stripe-event.ts'

withStripeStandIn()

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
