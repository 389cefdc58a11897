import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { BUSINESS_CATEGORIES, EMPLOYEE_COUNTS, SUBMISSION_STATUSES } from '../features/directory/business-directory.ts'
import { User } from './user.ts'

/**
 * A business a signed-in user asked to have listed in the directory (docs/product.md §16, §18).
 * It waits as `pending` until an admin approves it (it then joins /business-directory) or
 * rejects it with a reason (decision 126). The specification's `isApproved` and `approvedAt` are
 * `status = 'approved'` and `reviewedAt`.
 */
export const BusinessSubmission = defineEntity({
	name: 'BusinessSubmission',
	tableName: 'business_submission',
	properties: {
		id: p.integer().primary().autoincrement(),
		businessName: p.string().length(255),
		category: p.enum(BUSINESS_CATEGORIES),
		description: p.text(),
		address: p.string().length(500),
		phone: p.string().length(50).nullable(),
		email: p.string().length(254),
		website: p.string().length(500).nullable(),
		employeeCount: p.enum(EMPLOYEE_COUNTS).nullable(),
		contactPersonName: p.string().length(255),
		contactPersonTitle: p.string().length(255).nullable(),
		notes: p.text().nullable(),
		submittedBy: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
		status: p.enum(SUBMISSION_STATUSES).default('pending').index(),
		rejectionReason: p.text().nullable(),
		reviewedAt: p.datetime().nullable(),
		reviewedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
		submittedAt: p.datetime().onCreate(() => new Date()),
	},
})
export type BusinessSubmission = InferEntity<typeof BusinessSubmission>
