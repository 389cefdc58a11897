// Words about card payments that the server and the screens share, and the payment calls' bodies.
import { z } from 'zod'

/** Said wherever a paid plan would be offered while Stripe's keys are not set (docs/product.md §2). */
export const PAYMENTS_NOT_CONFIGURED = 'Sponsorship is not available right now: card payments are not configured.'

/** A job id as a number or as its digits in a string (the spec's client sends the query parameter). */
const JobIdField = z.union(
	[
		z.number().int().positive(),
		z
			.string()
			.regex(/^\d{1,15}$/)
			.transform(Number),
	],
	{ error: 'jobId must be a job id' },
)

/** POST /api/create-payment-intent's body: the amount comes from the plan table, never from the client. */
export const CreatePaymentIntentSchema = z.object({
	jobId: JobIdField,
	sponsorshipType: z.string({ error: 'sponsorshipType is required' }),
})

/** POST /api/confirm-sponsorship's body. */
export const ConfirmSponsorshipSchema = z.object({
	paymentIntentId: z
		.string({ error: 'paymentIntentId is required' })
		.trim()
		.min(1, 'paymentIntentId is required')
		.max(255, 'paymentIntentId must be at most 255 characters'),
	jobId: JobIdField,
	sponsorshipType: z.string({ error: 'sponsorshipType is required' }),
})
