// The business directory (§19): submitting a business, reviewed before it is listed.
import { z } from 'zod'
import { BusinessSubmissionSchema } from './business-directory.ts'
import { dateTime, id } from '../../platform/openapi/common.ts'
import type { ApiOperation } from '../../platform/openapi/operation.ts'
import { named } from '../../platform/openapi/schemas.ts'

const BusinessSubmissionAnswerSchema = named(
	'BusinessSubmission',
	z.object({
		id: id(),
		businessName: z.string(),
		category: z.string(),
		description: z.string(),
		address: z.string(),
		phone: z.string().nullable(),
		email: z.string().nullable(),
		website: z.string().nullable(),
		employeeCount: z.string().nullable(),
		contactPersonName: z.string().nullable(),
		contactPersonTitle: z.string().nullable(),
		notes: z.string().nullable(),
		submittedBy: id().nullable(),
		status: z.enum(['pending', 'approved', 'rejected']),
		isApproved: z.boolean(),
		approvedAt: dateTime().nullable(),
		submittedAt: dateTime(),
	}),
)

export const businessSubmissionOperations: ApiOperation[] = [
	{
		method: 'post',
		path: '/api/business-submissions',
		summary: 'Submit a business for the directory (reviewed before it is listed)',
		access: 'signedIn',
		body: { json: BusinessSubmissionSchema },
		answers: { 201: { description: 'The submission, pending review', schema: BusinessSubmissionAnswerSchema } },
	},
]
