// The admin inbox (decision 129): only admins; each action goes through its service; a missing
// reason is a field error on that item's form; a gone or reviewed item is a clear toast.
import { describe, expect, test } from 'vitest'
import { apiUser } from '../../../../tests/fixtures/jobs.ts'
import { withLocalOutbox } from '../../../../tests/fixtures/mail.ts'
import { reviewInput, uniqueCompany } from '../../../../tests/fixtures/reviews.ts'
import { callRoute, formRequest, freshEm, nextIp, ORIGIN, toastOf } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { BusinessSubmission } from '../../../models/business-submission.ts'
import { CompanyReview } from '../../../models/company-review.ts'
import { ContactMessage } from '../../../models/contact-message.ts'
import { PartnershipEnquiry } from '../../../models/partnership-enquiry.ts'
import { submitBusiness } from '../../directory/business-submissions.server.ts'
import { sendContactMessage, sendPartnershipEnquiry } from '../../directory/enquiries.server.ts'
import { createReview, listReviews } from '../../reviews/reviews.server.ts'
import { BusinessSubmissionSchema } from '../../directory/business-directory.ts'
import { ContactMessageSchema, PartnershipEnquirySchema } from '../../directory/enquiry-schemas.ts'
import * as admin from './admin.tsx'

withLocalOutbox()

async function waiting() {
	const { user } = await apiUser('employee')
	const em = await freshEm()
	const submission = await submitBusiness(
		em,
		user,
		BusinessSubmissionSchema.parse({
			businessName: `${uniqueCompany()} Joinery`,
			category: 'Construction',
			description: 'Bespoke joinery and kitchen fitting for homes across Warrington.',
			address: '12 Knutsford Road, Latchford, Warrington WA4 1AB',
			email: 'hello@latchfordjoinery.example',
			contactPersonName: 'Dave Rigby',
		}),
	)
	const message = await sendContactMessage(
		em,
		nextIp(),
		ContactMessageSchema.parse({
			name: 'Aisha Penketh',
			email: 'aisha@example.co.uk',
			subject: 'Advert wording',
			message: 'Could you help me word an advert for a night carer?',
			inquiryType: 'employer',
		}),
	)
	const enquiry = await sendPartnershipEnquiry(
		em,
		nextIp(),
		PartnershipEnquirySchema.parse({
			companyName: `${uniqueCompany()}`,
			contactName: 'Tom Birchwood',
			email: 'tom@example.co.uk',
		}),
	)
	const company = uniqueCompany()
	const review = await createReview(em, user, reviewInput({ companyName: company }))
	return { submission, message, enquiry, review, company }
}

const act = (fields: Record<string, string>, cookie: string) =>
	callRoute(admin.action, formRequest('/admin', fields, { cookie }))

describe('/admin', () => {
	test('signed out: to sign in and back; a job seeker or employer: 403', async () => {
		const signedOut = await callRoute(admin.loader, new Request(`${ORIGIN}/admin`))
		expect(signedOut.status).toBe(302)
		expect(signedOut.headers.get('Location')).toBe('/auth?redirectTo=%2Fadmin')
		for (const userType of ['employee', 'employer'] as const) {
			const { cookie } = await signedIn(userType)
			const page = await callRoute(admin.loader, new Request(`${ORIGIN}/admin`, { headers: { Cookie: cookie } }))
			expect(page.status).toBe(403)
			const refused = await act({ intent: 'contact-handled', itemId: '1' }, cookie)
			expect(refused.status).toBe(403)
		}
	})

	test('lists what waits, and each action is done through its service', async () => {
		const { submission, message, enquiry, review, company } = await waiting()
		const { cookie } = await signedIn('admin')
		const inbox = (await (
			await callRoute(admin.loader, new Request(`${ORIGIN}/admin`, { headers: { Cookie: cookie } }))
		).json()) as Awaited<ReturnType<typeof admin.loader>>
		expect(inbox.submissions.map((item) => item.id)).toContain(submission.id)
		expect(inbox.messages.map((item) => item.id)).toContain(message.id)
		expect(inbox.enquiries.map((item) => item.id)).toContain(enquiry.id)
		expect(inbox.reviews.map((item) => item.id)).toContain(review.id)

		const approved = await act({ intent: 'approve-submission', itemId: String(submission.id) }, cookie)
		expect(approved.headers.get('Location')).toBe('/admin')
		expect(await toastOf(approved)).toMatchObject({ title: 'Done', description: expect.stringContaining('Directory') })
		await act({ intent: 'contact-handled', itemId: String(message.id) }, cookie)
		await act({ intent: 'enquiry-handled', itemId: String(enquiry.id) }, cookie)
		await act({ intent: 'hide-review', itemId: String(review.id), reason: 'Names a member of staff' }, cookie)

		const em = await freshEm()
		expect((await em.findOneOrFail(BusinessSubmission, submission.id)).status).toBe('approved')
		expect((await em.findOneOrFail(ContactMessage, message.id)).handledAt).not.toBeNull()
		expect((await em.findOneOrFail(PartnershipEnquiry, enquiry.id)).handledAt).not.toBeNull()
		expect(await em.findOneOrFail(CompanyReview, review.id)).toMatchObject({
			hidden: true,
			hiddenReason: 'Names a member of staff',
		})
		expect((await listReviews(em, { company }, { limit: 10, offset: 0 })).items).toHaveLength(0)
	})

	test('a rejection or a hidden review needs a reason: a field error on that item’s form, nothing changed', async () => {
		const { submission, review } = await waiting()
		const { cookie } = await signedIn('admin')
		const response = await act({ intent: 'reject-submission', itemId: String(submission.id), reason: ' ' }, cookie)
		expect(response.status).toBe(400)
		const body = (await response.json()) as { formId: string; result: { error: Record<string, string[]> } }
		expect(body.formId).toBe(`reject-submission-${submission.id}`)
		expect(body.result.error.reason).toEqual(['Please give a reason (at least 3 characters)'])
		expect((await act({ intent: 'hide-review', itemId: String(review.id) }, cookie)).status).toBe(400)
		const em = await freshEm()
		expect((await em.findOneOrFail(BusinessSubmission, submission.id)).status).toBe('pending')
		expect((await em.findOneOrFail(CompanyReview, review.id)).hidden).toBe(false)

		const rejected = await act(
			{ intent: 'reject-submission', itemId: String(submission.id), reason: 'Not a Warrington business' },
			cookie,
		)
		expect(await toastOf(rejected)).toMatchObject({ title: 'Done' })
		expect(await (await freshEm()).findOneOrFail(BusinessSubmission, submission.id)).toMatchObject({
			status: 'rejected',
			rejectionReason: 'Not a Warrington business',
		})
	})

	test('an item gone or already reviewed is said plainly; an unknown intent is a 400', async () => {
		const { submission } = await waiting()
		const { cookie } = await signedIn('admin')
		await act({ intent: 'approve-submission', itemId: String(submission.id) }, cookie)
		const again = await act({ intent: 'approve-submission', itemId: String(submission.id) }, cookie)
		expect(await toastOf(again)).toEqual({
			title: 'Not done',
			description: 'That submission has already been reviewed.',
			type: 'error',
		})
		const gone = await act({ intent: 'contact-handled', itemId: '987654321' }, cookie)
		expect(await toastOf(gone)).toMatchObject({ description: 'That item no longer exists.' })
		expect((await act({ intent: 'delete-everything', itemId: '1' }, cookie)).status).toBe(400)
		expect((await act({ intent: 'hide-review', itemId: 'abc', reason: 'spam spam' }, cookie)).status).toBe(400)
	})
})
