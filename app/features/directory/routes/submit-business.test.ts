import { describe, expect, test } from 'vitest'
import { callRoute, formRequest, freshEm, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { BusinessSubmission } from '../../../models/business-submission.ts'
import * as submitBusiness from './submit-business.tsx'

const FIELDS = {
	businessName: 'Stockton Heath Florist',
	category: 'Retail',
	description: 'Flowers for weddings, funerals and every day, on London Road.',
	address: '5 London Road, Stockton Heath, Warrington WA4 6HN',
	email: 'flowers@stocktonheathflorist.example',
	contactPersonName: 'Amy Leigh',
	employeeCount: '',
	website: '',
}

describe('/submit-business', () => {
	test('a signed-out visitor gets the Sign In Required card (401), and a post goes to sign in', async () => {
		const page = await callRoute(submitBusiness.loader, new Request(`${ORIGIN}/submit-business`))
		expect(page.status).toBe(401)
		expect(await page.json()).toMatchObject({ signedIn: false })
		const post = await callRoute(submitBusiness.action, formRequest('/submit-business', FIELDS))
		expect(post.status).toBe(302)
		expect(post.headers.get('Location')).toBe('/auth?redirectTo=%2Fsubmit-business')
	})

	test('a signed-in user submits: stored pending, then the confirmation page', async () => {
		const { user, cookie } = await signedIn('employee')
		const businessName = `Stockton Heath Florist ${Date.now()}`
		const response = await callRoute(
			submitBusiness.action,
			formRequest('/submit-business', { ...FIELDS, businessName }, { cookie }),
		)
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/submit-business?submitted=1')
		const stored = await (await freshEm()).findOneOrFail(BusinessSubmission, { businessName })
		expect(stored).toMatchObject({ status: 'pending', employeeCount: null, website: null })
		expect(stored.submittedBy?.id).toBe(user.id)
	})

	test('a form with a missing field is answered with its message and nothing is stored', async () => {
		const { cookie } = await signedIn('employer')
		const businessName = `No Address Florist ${Date.now()}`
		const response = await callRoute(
			submitBusiness.action,
			formRequest('/submit-business', { ...FIELDS, businessName, address: '' }, { cookie }),
		)
		expect(response.status).toBe(400)
		expect((await response.json()).result.error).toEqual({ address: ['Address is required'] })
		expect(await (await freshEm()).count(BusinessSubmission, { businessName })).toBe(0)
	})
})
