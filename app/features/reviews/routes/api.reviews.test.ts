import { describe, expect, test } from 'vitest'
import { apiUser, postedJob } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute } from '../../../../tests/fixtures/route.ts'
import { reviewInput, uniqueCompany } from '../../../../tests/fixtures/reviews.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import * as reviews from './api.reviews.ts'

type Auth = { token?: string; cookie?: string; origin?: string | null }
const get = (query = '') => callRoute(reviews.loader, apiRequest('GET', `/api/reviews${query}`))
const post = (body: unknown, auth: Auth = {}) =>
	callRoute(reviews.action, apiRequest('POST', '/api/reviews', { ...auth, body }))
const errorsOf = async (response: Response) =>
	(await response.json()) as { message: string; errors?: Record<string, string[]> }

describe('POST /api/reviews', () => {
	test('201 with the review; the specification defaults fill what is left out', async () => {
		const { user, token } = await apiUser('employee')
		const companyName = uniqueCompany()
		const response = await post(
			{
				companyName,
				reviewTitle: 'Friendly team',
				reviewText: 'A friendly team and a good canteen, though parking is tight.',
			},
			{ token },
		)
		expect(response.status).toBe(201)
		expect(await response.json()).toMatchObject({
			userId: user.id,
			companyName,
			jobTitle: null,
			rating: 5,
			workLifeBalance: 4,
			management: 4,
			culture: 4,
			isCurrentEmployee: false,
			isVerified: false,
			pros: null,
		})
	})

	test('signed out: 401 "Authentication required"', async () => {
		const response = await post(reviewInput({ companyName: uniqueCompany() }))
		expect(response.status).toBe(401)
		expect((await errorsOf(response)).message).toBe('Authentication required')
	})

	test('400 naming each field: ratings outside 1-5 or not whole, missing title, short text', async () => {
		const { token } = await apiUser('employee')
		const response = await post(
			{
				...reviewInput({ companyName: uniqueCompany() }),
				rating: 6,
				workLifeBalance: 0,
				management: 2.5,
				culture: '4',
				reviewTitle: undefined,
				reviewText: 'Too short',
			},
			{ token },
		)
		expect(response.status).toBe(400)
		const { errors } = await errorsOf(response)
		expect(Object.keys(errors ?? {}).sort()).toEqual(
			['culture', 'management', 'rating', 'reviewText', 'reviewTitle', 'workLifeBalance'].sort(),
		)
		expect(errors?.reviewTitle).toEqual(['Review title is required'])
		expect(errors?.rating).toEqual(['Overall rating must be from 1 to 5'])
		const long = await post(
			{ ...reviewInput({ companyName: uniqueCompany() }), reviewText: 'x'.repeat(5001) },
			{ token },
		)
		expect((await errorsOf(long)).errors?.reviewText).toEqual(['Review must be at most 5000 characters'])
		const blankCompany = await post({ ...reviewInput(), companyName: '  ' }, { token })
		expect((await errorsOf(blankCompany)).errors?.companyName).toEqual(['Company name is required'])
	})

	test('a second review of one company within 12 months is a 409 with a clear message', async () => {
		const { token } = await apiUser('employee')
		const companyName = uniqueCompany()
		expect((await post(reviewInput({ companyName }), { token })).status).toBe(201)
		const again = await post(reviewInput({ companyName: companyName.toUpperCase() }), { token })
		expect(again.status).toBe(409)
		expect((await errorsOf(again)).message).toMatch(
			new RegExp(
				`^You have already reviewed ${companyName} in the last 12 months\\. You can review it again from \\d+ \\w+ \\d{4}\\.$`,
			),
		)
	})

	test('an employer reviewing their own company is a 403; with the cookie as well as a token', async () => {
		const { user, cookie } = await signedIn('employer')
		const companyName = uniqueCompany()
		await postedJob(user, { company: companyName })
		const response = await post(reviewInput({ companyName }), { cookie })
		expect(response.status).toBe(403)
		expect((await errorsOf(response)).message).toBe(
			`You cannot review ${companyName}: it is a company you post jobs for.`,
		)
	})

	test('a script in the text is stored as plain text and comes back escaped', async () => {
		const { token } = await apiUser('employee')
		const companyName = uniqueCompany()
		const reviewText = '<script>alert("pwned")</script> & the rest of a long enough review text.'
		const created = await post(reviewInput({ companyName, reviewText }), { token })
		const raw = await created.text()
		expect(raw).not.toContain('<script>')
		expect(raw).toContain('\\u003cscript\\u003e')
		expect((JSON.parse(raw) as { reviewText: string }).reviewText).toBe(reviewText)
		const listed = await (await get(`?company=${encodeURIComponent(companyName)}`)).text()
		expect(listed).not.toContain('<script>')
		expect((JSON.parse(listed) as { reviewText: string }[])[0]?.reviewText).toBe(reviewText)
	})

	test('a cookie write from another site is refused', async () => {
		const { cookie } = await signedIn('employee')
		const response = await post(reviewInput({ companyName: uniqueCompany() }), {
			cookie,
			origin: 'https://evil.example',
		})
		expect(response.status).toBe(403)
	})
})

describe('GET /api/reviews', () => {
	test('anyone reads the reviews, newest first; company narrows them; paged with X-Total-Count', async () => {
		const companyName = uniqueCompany()
		const ids: number[] = []
		for (const title of ['First impressions', 'Second opinion', 'Third time lucky']) {
			const { token } = await apiUser('employee')
			const created = await post(reviewInput({ companyName, reviewTitle: title }), { token })
			ids.push(((await created.json()) as { id: number }).id)
		}
		const response = await get(`?company=${encodeURIComponent(companyName.slice(0, 10))}&limit=2`)
		expect(response.status).toBe(200)
		expect(response.headers.get('X-Total-Count')).toBe('3')
		expect(response.headers.get('Link')).toContain('rel="next"')
		const body = (await response.json()) as { id: number; createdAt: string; companySlug: string }[]
		expect(body.map((review) => review.id)).toEqual([ids[2], ids[1]])
		expect(body[0]).toHaveProperty('createdAt')
		expect((await (await get('?company=no-such-company-zzzz')).json()) as unknown[]).toEqual([])
		expect((await get('?limit=0')).status).toBe(400)
	})

	test('other methods: 405', async () => {
		const response = await callRoute(reviews.action, apiRequest('DELETE', '/api/reviews'))
		expect(response.status).toBe(405)
	})
})
