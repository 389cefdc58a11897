// Paying for a sponsorship of a job (§19, §22.9), and Stripe's events.
import { z } from 'zod'
import { ConfirmSponsorshipSchema, CreatePaymentIntentSchema } from './payments.ts'
import { dateTime, id } from '../../platform/openapi/common.ts'
import type { ApiOperation } from '../../platform/openapi/operation.ts'

const PAYMENT_ERRORS = {
	400: 'The body failed validation, an unknown plan, or Stripe’s payment does not match this job, plan and amount',
	502: 'Stripe could not be reached',
	503: 'Card payments are not configured, or the database is unavailable',
} as const

export const paymentOperations: ApiOperation[] = [
	{
		method: 'post',
		path: '/api/create-payment-intent',
		summary: 'Start paying for a sponsorship of your job',
		description: 'The amount comes from the plan table, never from the request.',
		access: 'employer',
		idempotent: true,
		body: { json: CreatePaymentIntentSchema },
		answers: {
			200: {
				description: 'The PaymentIntent’s client secret for Stripe’s Payment Element',
				schema: z.object({ clientSecret: z.string() }),
			},
			...PAYMENT_ERRORS,
			403: 'A write with the session cookie from another site',
			404: 'Job not found: also someone else’s job, and for any account but an employer',
			409: 'A request with this Idempotency-Key is in progress',
			422: 'This Idempotency-Key was already used for a different request',
		},
	},
	{
		method: 'post',
		path: '/api/confirm-sponsorship',
		summary: 'Confirm a sponsorship once Stripe reports the payment',
		description: 'Checked with Stripe; confirming again answers 200 and extends nothing.',
		access: 'employer',
		body: { json: ConfirmSponsorshipSchema },
		answers: {
			200: {
				description: 'Sponsorship confirmed (or already confirmed)',
				schema: z.object({
					message: z.string(),
					job: z.object({
						id: id(),
						title: z.string(),
						isSponsored: z.boolean(),
						sponsorshipType: z.enum(['7days', '30days']).nullable(),
						sponsorshipExpiresAt: dateTime().nullable(),
					}),
				}),
			},
			...PAYMENT_ERRORS,
			403: 'A write with the session cookie from another site',
			404: 'Job not found (any account but the job’s employer), or no such payment',
		},
	},
	{
		method: 'post',
		path: '/api/stripe/webhook',
		summary: 'Stripe’s events',
		description: 'Authenticated by the Stripe-Signature header over the raw body; a replayed event is recorded once.',
		access: 'stripe',
		body: { raw: 'application/json', description: 'Stripe’s event, exactly as Stripe sent it' },
		answers: {
			200: {
				description: 'The event was received',
				schema: z.object({
					received: z.literal(true),
					duplicate: z.literal(true).optional(),
					applied: z.boolean().optional(),
					ignored: z.string().optional(),
				}),
			},
			400: 'A missing or bad signature, or a payment that does not match; nothing changed',
			404: 'No such payment',
			502: 'Stripe could not be reached',
			503: 'No webhook secret is configured, or the database is unavailable',
		},
	},
]
