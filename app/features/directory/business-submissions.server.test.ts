import { describe, expect, test } from 'vitest'
import { apiUser } from '../../../tests/fixtures/jobs.ts'
import { withLocalOutbox } from '../../../tests/fixtures/mail.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { BusinessSubmission } from '../../models/business-submission.ts'
import { OutboxMessage } from '../../models/outbox-message.ts'
import { BusinessSubmissionSchema, type BusinessSubmissionInput } from './business-directory.ts'
import {
	approveSubmission,
	listApprovedBusinesses,
	listPendingSubmissions,
	rejectSubmission,
	submitBusiness,
	SubmissionAlreadyReviewedError,
	SubmissionNotFoundError,
} from './business-submissions.server.ts'
import { NotAnAdminError } from '../admin/admins.server.ts'

let counter = 0
function business(overrides: Record<string, string> = {}): BusinessSubmissionInput {
	counter += 1
	return BusinessSubmissionSchema.parse({
		businessName: `Latchford Joinery ${Date.now()}-${counter}`,
		category: 'Construction',
		description: 'Bespoke joinery and kitchen fitting for homes across Warrington.',
		address: '12 Knutsford Road, Latchford, Warrington WA4 1AB',
		email: 'hello@latchfordjoinery.example',
		contactPersonName: 'Dave Rigby',
		...overrides,
	})
}

const mailTo = async (to: string) => (await freshEm()).find(OutboxMessage, { to }, { orderBy: { id: 'asc' } })

describe('business submissions', () => {
	withLocalOutbox()

	test('the submitter is told how the review ended: listed with the address, or the reason and how to send again', async () => {
		const { user: admin } = await apiUser('admin')
		const { user: approvedSender } = await apiUser('employer')
		const listed = await submitBusiness(await freshEm(), approvedSender, business())
		expect(await mailTo(approvedSender.email)).toHaveLength(0)
		await approveSubmission(await freshEm(), admin, listed.id)
		const [approval] = await mailTo(approvedSender.email)
		expect(approval?.subject).toBe(`${listed.businessName} is in the business directory`)
		expect(approval?.text).toMatch(
			/is now listed in the Warrington business directory\.\n+See the business directory <http\S+\/business-directory>/,
		)

		const { user: rejectedSender } = await apiUser('employee')
		const refused = await submitBusiness(await freshEm(), rejectedSender, business())
		await rejectSubmission(await freshEm(), admin, refused.id, 'We could not find the business at that address')
		const [rejection] = await mailTo(rejectedSender.email)
		expect(rejection?.subject).toBe(`Your business submission: ${refused.businessName}`)
		expect(rejection?.text).toContain('Reason: We could not find the business at that address')
		expect(rejection?.text).toMatch(/\/submit-business/)
	})

	test('a submission is stored pending, and is neither listed nor approved until an admin approves it', async () => {
		const { user } = await apiUser('employee')
		const { user: admin } = await apiUser('admin')
		const em = await freshEm()
		const submitted = await submitBusiness(em, user, business({ employeeCount: '11-50', website: 'https://a.example' }))

		const stored = await (await freshEm()).findOneOrFail(BusinessSubmission, { id: submitted.id })
		expect(stored).toMatchObject({ status: 'pending', employeeCount: '11-50', reviewedAt: null })
		expect(stored.submittedBy?.id).toBe(user.id)
		const pendingIds = (await listPendingSubmissions(await freshEm())).map((row) => row.id)
		expect(pendingIds).toContain(submitted.id)
		expect((await listApprovedBusinesses(await freshEm())).map((row) => row.id)).not.toContain(submitted.id)

		await approveSubmission(await freshEm(), admin, submitted.id)
		const approved = await (await freshEm()).findOneOrFail(BusinessSubmission, { id: submitted.id })
		expect(approved.status).toBe('approved')
		expect(approved.reviewedAt).toBeInstanceOf(Date)
		expect(approved.reviewedBy?.id).toBe(admin.id)
		expect((await listApprovedBusinesses(await freshEm())).map((row) => row.id)).toContain(submitted.id)
		expect((await listPendingSubmissions(await freshEm())).map((row) => row.id)).not.toContain(submitted.id)
	})

	test('a rejected submission keeps its reason and never joins the directory', async () => {
		const { user } = await apiUser('employer')
		const { user: admin } = await apiUser('admin')
		const submitted = await submitBusiness(await freshEm(), user, business())
		await expect(rejectSubmission(await freshEm(), admin, submitted.id, '  ')).rejects.toThrow(RangeError)

		await rejectSubmission(await freshEm(), admin, submitted.id, ' Not a Warrington business ')
		const rejected = await (await freshEm()).findOneOrFail(BusinessSubmission, { id: submitted.id })
		expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'Not a Warrington business' })
		expect(rejected.reviewedBy?.id).toBe(admin.id)
		expect((await listApprovedBusinesses(await freshEm())).map((row) => row.id)).not.toContain(submitted.id)
		expect((await listPendingSubmissions(await freshEm())).map((row) => row.id)).not.toContain(submitted.id)
	})

	test('only an admin reviews, once, and an unknown submission is not found', async () => {
		const { user } = await apiUser('employee')
		const { user: admin } = await apiUser('admin')
		const submitted = await submitBusiness(await freshEm(), user, business())
		await expect(approveSubmission(await freshEm(), user, submitted.id)).rejects.toThrow(NotAnAdminError)
		await expect(approveSubmission(await freshEm(), admin, 2_000_000_000)).rejects.toThrow(SubmissionNotFoundError)

		await approveSubmission(await freshEm(), admin, submitted.id)
		await expect(rejectSubmission(await freshEm(), admin, submitted.id, 'Changed my mind')).rejects.toThrow(
			SubmissionAlreadyReviewedError,
		)
		const row = await (await freshEm()).findOneOrFail(BusinessSubmission, { id: submitted.id })
		expect(row.status).toBe('approved')
	})
})
