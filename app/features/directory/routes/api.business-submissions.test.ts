import { describe, expect, test } from 'vitest'
import { apiUser } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, freshEm } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { BusinessSubmission } from '../../../models/business-submission.ts'
import * as businessSubmissions from './api.business-submissions.ts'

const VALID = {
	businessName: 'Orford Bakehouse',
	category: 'Hospitality',
	description: 'Sourdough, cakes and coffee on Orford Lane since 2019.',
	address: '48 Orford Lane, Orford, Warrington WA2 7AF',
	email: 'bake@orfordbakehouse.example',
	contactPersonName: 'Lucy Marsh',
}

function post(body: unknown, auth: { token?: string; cookie?: string } = {}) {
	return callRoute(businessSubmissions.action, apiRequest('POST', '/api/business-submissions', { body, ...auth }))
}

describe('POST /api/business-submissions', () => {
	test('401 for a caller who is not signed in; nothing is stored', async () => {
		const response = await post({ ...VALID, businessName: 'Signed Out Bakery' })
		expect(response.status).toBe(401)
		expect(await response.json()).toEqual({ message: 'Authentication required' })
		expect(await (await freshEm()).count(BusinessSubmission, { businessName: 'Signed Out Bakery' })).toBe(0)
	})

	test('400 naming every required field left out', async () => {
		const { token } = await apiUser('employee')
		const response = await post({}, { token })
		expect(response.status).toBe(400)
		const body = await response.json()
		expect(Object.keys(body.errors).sort()).toEqual(
			['address', 'businessName', 'category', 'contactPersonName', 'description', 'email'].sort(),
		)
		expect(body.errors.businessName).toEqual(['Business name is required'])
	})

	test.each([
		[{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
		[{ category: 'Bakery' }, 'category', 'Choose a category from the list'],
		[{ employeeCount: '12' }, 'employeeCount', 'Choose a number of employees from the list'],
		[{ website: 'orford bakehouse' }, 'website', 'Enter the website as https://...'],
		[{ businessName: 'x'.repeat(256) }, 'businessName', 'Business name must be at most 255 characters'],
		[{ description: '   ' }, 'description', 'Description is required'],
		[{ notes: 5 }, 'notes', 'Notes must be text'],
	])('400 for %j', async (change, field, message) => {
		const { token } = await apiUser('employee')
		const response = await post({ ...VALID, ...change }, { token })
		expect(response.status).toBe(400)
		expect((await response.json()).errors).toEqual({ [field]: [message] })
	})

	test('201: stored pending for the caller, by token or by session cookie, optional fields blank or given', async () => {
		const { user, token } = await apiUser('employer')
		const response = await post(
			{
				...VALID,
				businessName: 'Orford Bakehouse API',
				phone: '01925 000111',
				website: 'https://orfordbakehouse.example',
				employeeCount: '1-10',
				contactPersonTitle: 'Owner',
				notes: '',
			},
			{ token },
		)
		expect(response.status).toBe(201)
		const body = await response.json()
		expect(body).toMatchObject({
			businessName: 'Orford Bakehouse API',
			status: 'pending',
			isApproved: false,
			approvedAt: null,
			employeeCount: '1-10',
			notes: null,
			submittedBy: user.id,
		})
		const stored = await (await freshEm()).findOneOrFail(BusinessSubmission, { id: body.id })
		expect(stored).toMatchObject({ status: 'pending', phone: '01925 000111', contactPersonTitle: 'Owner' })

		const seeker = await signedIn('employee')
		const byCookie = await post({ ...VALID, businessName: 'Orford Bakehouse Cookie' }, { cookie: seeker.cookie })
		expect(byCookie.status).toBe(201)
		expect((await byCookie.json()).submittedBy).toBe(seeker.user.id)
	})

	test('GET is not part of the endpoint', async () => {
		const response = await callRoute(businessSubmissions.loader, apiRequest('GET', '/api/business-submissions'))
		expect(response.status).toBe(405)
	})
})
