import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { SPONSORSHIP_TYPES } from '../features/jobs/job-options.ts'
import { Job } from './job.ts'
import { TrainingCourse } from './training-course.ts'
import { User } from './user.ts'

const SPONSORSHIP_PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const
/** What a payment buys: a job's sponsorship, or a place on a paid course. */
const PAYMENT_PURPOSES = ['sponsorship', 'course'] as const

/**
 * One Stripe PaymentIntent (docs/product.md §18, "Sponsorship payment"): for a job's sponsorship
 * (`purpose` sponsorship: `job` and `sponsorshipType` set) or a place on a paid course (`purpose`
 * course: `course` set), never both (the purpose check). Created pending with the
 * price from the server (the plan table, the course row); `appliedAt` is set once, when what was
 * paid for was granted, which is what makes confirming twice harmless. The record outlives its
 * job and its payer (`job` and `user` set to null when they are deleted): payment records are
 * kept for six years (the privacy page).
 */
export const SponsorshipPayment = defineEntity({
	name: 'SponsorshipPayment',
	tableName: 'sponsorship_payment',
	checks: [
		{ name: 'sponsorship_payment_amount_check', expression: 'amount_pence > 0' },
		{
			name: 'sponsorship_payment_one_target_check',
			expression:
				"(purpose = 'sponsorship' and sponsorship_type is not null and course_id is null) or (purpose = 'course' and course_id is not null and job_id is null and sponsorship_type is null)",
		},
	],
	properties: {
		id: p.integer().primary().autoincrement(),
		paymentIntentId: p.string().length(255).unique(),
		purpose: p.enum(PAYMENT_PURPOSES).default('sponsorship'),
		job: () => p.manyToOne(Job).nullable().deleteRule('set null').index(),
		course: () => p.manyToOne(TrainingCourse).nullable().deleteRule('cascade').index(),
		user: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
		sponsorshipType: p.enum(SPONSORSHIP_TYPES).nullable(),
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
