import { describe, expect, test } from 'vitest'
import { postedJob } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, formRequest, freshEm, ORIGIN, toastOf } from '../../../../tests/fixtures/route.ts'
import { uniqueCompany } from '../../../../tests/fixtures/reviews.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { CompanyReview } from '../../../models/company-review.ts'
import { companySlug } from '../review-schema.ts'
import * as reviews from './company-reviews.tsx'
import * as write from './company-reviews.new.tsx'

const fields = (companyName: string, overrides: Record<string, string> = {}) => ({
	companyName,
	jobTitle: 'Care Assistant',
	rating: '4',
	reviewTitle: 'Caring team, tiring rota',
	reviewText: 'The residents come first and the team is kind, but the rota changes at short notice.',
	pros: '',
	cons: '',
	salaryInfo: '',
	workLifeBalance: '3',
	management: '4',
	culture: '5',
	isCurrentEmployee: 'on',
	website: '',
	...overrides,
})
const post = (body: Record<string, string>, cookie?: string) =>
	callRoute(write.action, formRequest('/company-reviews/new', body, { cookie }))

describe('/company-reviews/new', () => {
	test('signed out: the page says sign-in is needed; a post goes to /auth with "Authentication required"', async () => {
		const page = await callRoute(write.loader, new Request(`${ORIGIN}/company-reviews/new?company=Acme`))
		expect(await page.json()).toEqual({ signedIn: false, company: 'Acme' })
		const response = await post(fields(uniqueCompany()))
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/auth?redirectTo=%2Fcompany-reviews%2Fnew')
		expect(await toastOf(response)).toMatchObject({
			title: 'Authentication required',
			description: 'Please sign in to submit a company review.',
		})
	})

	test('a plain form post publishes the review and shows it on /company-reviews with the toast', async () => {
		const { user, cookie } = await signedIn('employee')
		const companyName = uniqueCompany()
		const response = await post(fields(companyName), cookie)
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/company-reviews')
		expect(await toastOf(response)).toMatchObject({
			title: 'Review submitted!',
			description: 'Your company review has been published successfully.',
		})
		const stored = await (await freshEm()).findOneOrFail(CompanyReview, { user: user.id })
		expect(stored).toMatchObject({
			companyKey: companySlug(companyName),
			isCurrentEmployee: true,
			pros: null,
			rating: 4,
		})
		const list = await callRoute(
			reviews.loader,
			new Request(`${ORIGIN}/company-reviews?company=${encodeURIComponent(companyName)}`),
		)
		expect(((await list.json()) as { reviews: { id: number }[] }).reviews.map((review) => review.id)).toEqual([
			stored.id,
		])
	})

	test('refusals keep the form: 400 with field errors, 409 for a second review, 403 for the own company', async () => {
		const { user, cookie } = await signedIn('employer')
		const bad = await post(fields(uniqueCompany(), { rating: '9', reviewTitle: '' }), cookie)
		expect(bad.status).toBe(400)
		const { result } = (await bad.json()) as { result: { error: Record<string, string[]> } }
		expect(result.error.rating).toEqual(['Overall rating must be from 1 to 5'])
		expect(result.error.reviewTitle).toEqual(['Review title is required'])

		const companyName = uniqueCompany()
		expect((await post(fields(companyName), cookie)).status).toBe(302)
		const again = await post(fields(companyName), cookie)
		expect(again.status).toBe(409)
		// The reason alone, which the form shows without a "Please try again" title.
		expect(((await again.json()) as { result: { error: Record<string, string[]> } }).result.error).toEqual({
			'': [
				expect.stringMatching(/^You have already reviewed .+ in the last 12 months\. You can review it again from /),
			],
		})

		const own = uniqueCompany()
		await postedJob(user, { company: own })
		expect((await post(fields(own), cookie)).status).toBe(403)
	})

	test('the honeypot refuses a filled trap', async () => {
		const { cookie } = await signedIn('employee')
		expect((await post(fields(uniqueCompany(), { website: 'spam.example' }), cookie)).status).toBe(400)
	})
})
