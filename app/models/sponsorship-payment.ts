import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { SPONSORSHIP_TYPES } from '../utils/job-options.ts'
import { Job } from './job.ts'
import { User } from './user.ts'

const SPONSORSHIP_PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const

/**
 * One Stripe PaymentIntent for a job's sponsorship (docs/product.md §18, "Sponsorship
 * payment"). Created pending with the plan's price from the server's table; `appliedAt` is set
 * once, when the sponsorship was switched on, which is what makes confirming twice harmless.
 */
export const SponsorshipPayment = defineEntity({
	name: 'SponsorshipPayment',
	tableName: 'sponsorship_payment',
	checks: [{ name: 'sponsorship_payment_amount_check', expression: 'amount_pence > 0' }],
	properties: {
		id: p.integer().primary().autoincrement(),
		paymentIntentId: p.string().length(255).unique(),
		job: () => p.manyToOne(Job).deleteRule('cascade').index(),
		user: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
		sponsorshipType: p.enum(SPONSORSHIP_TYPES),
		amountPence: p.integer(),
		currency: p.string().length(3),
		status: p.enum(SPONSORSHIP_PAYMENT_STATUSES).default('pending'),
		failureMessage: p.text().nullable(),
		appliedAt: p.datetime().nullable(),
		createdAt: p.datetime().onCreate(() => new Date()),
		updatedAt: p
			.datetime()
			.onCreate(() => new Date())
			.onUpdate(() => new Date()),
	},
})
export type SponsorshipPayment = InferEntity<typeof SponsorshipPayment>
