import { describe, expect, test } from 'vitest'
import { apiUser, jobInput, postedJob, uniqueWord, withParams } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, cookiesFrom, formRequest, nextIp } from '../../../../tests/fixtures/route.ts'
import type { JobView } from '../job-views.server.ts'
import * as authRoute from '../../accounts/routes/auth.tsx'
import * as jobRoute from './api.jobs.$id.ts'
import * as jobsRoute from './api.jobs.ts'

type ErrorBody = { message: string; errors?: Record<string, string[]> }

const list = (query: string, options: { token?: string } = {}) =>
	callRoute(jobsRoute.loader, apiRequest('GET', `/api/jobs${query}`, options))
const post = (body: unknown, options: { token?: string; cookie?: string; origin?: string | null } = {}) =>
	callRoute(jobsRoute.action, apiRequest('POST', '/api/jobs', { body, ...options }))
const getOne = (id: string | number) =>
	callRoute(withParams(jobRoute.loader), apiRequest('GET', `/api/jobs/${id}`), { params: { id: String(id) } })

describe('GET /api/jobs', () => {
	test('returns a plain array of the listed jobs that match, with isSponsored, cacheable by a proxy', async () => {
		const { user } = await apiUser('employer')
		const word = uniqueWord()
		const listed = await postedJob(user, { title: `${word} Picker` })
		const sponsored = await postedJob(
			user,
			{ title: `${word} Driver` },
			{ isSponsored: true, sponsorshipType: '7days', sponsorshipExpiresAt: new Date(Date.now() + 86_400_000) },
		)
		await postedJob(user, { title: `${word} Inactive` }, { isActive: false })
		await postedJob(user, { title: `${word} Expired` }, { expiresAt: new Date(Date.now() - 1000) })

		const response = await list(`?search=${word}`)
		expect(response.status).toBe(200)
		expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=30')
		expect(response.headers.get('X-Total-Count')).toBe('2')
		const jobs = (await response.json()) as JobView[]
		expect(Array.isArray(jobs)).toBe(true)
		// Relevance puts the running sponsorship first.
		expect(jobs.map((job) => job.id)).toEqual([sponsored.id, listed.id])
		expect(jobs[0]).toMatchObject({
			isSponsored: true,
			sponsorshipType: '7days',
			title: `${word} Driver`,
			salary: '£24,500 - £27,000',
		})
		expect(jobs[1]).toMatchObject({
			id: listed.id,
			title: `${word} Picker`,
			company: 'Omega Distribution Ltd',
			location: 'Omega South',
			jobType: 'Full-time',
			industry: 'Manufacturing',
			contactEmail: 'jobs@omega-distribution.co.uk',
			isActive: true,
			isSponsored: false,
		})
		expect(jobs[1]!.postedAt).toMatch(/^\d{4}-\d\d-\d\dT/)
	})

	test('takes several job types and industries, a location, a salary minimum and the sorts', async () => {
		const { user } = await apiUser('employer')
		const word = uniqueWord()
		const day = 86_400_000
		const nurse = await postedJob(
			user,
			{ title: `${word} Nurse`, jobType: 'Part-time', industry: 'Healthcare', salary: '£32,000', location: 'Bewsey' },
			{ postedAt: new Date(Date.now() - 3 * day) },
		)
		const tutor = await postedJob(
			user,
			{
				title: `${word} Tutor`,
				jobType: 'Contract',
				industry: 'Education',
				salary: '£14 per hour',
				location: 'Bewsey',
			},
			{ postedAt: new Date(Date.now() - day) },
		)
		await postedJob(user, {
			title: `${word} Welder`,
			jobType: 'Full-time',
			industry: 'Manufacturing',
			location: 'Bewsey',
		})

		const both = (await (
			await list(`?search=${word}&jobType=Part-time&jobType=Contract&sort=date`)
		).json()) as JobView[]
		expect(both.map((job) => job.id)).toEqual([tutor.id, nurse.id])
		const industries = (await (
			await list(`?search=${word}&industry=Healthcare&industry=Education&sort=salary`)
		).json()) as JobView[]
		expect(industries.map((job) => job.id)).toEqual([nurse.id, tutor.id])
		const single = (await (await list(`?search=${word}&jobType=Contract`)).json()) as JobView[]
		expect(single.map((job) => job.id)).toEqual([tutor.id])
		const paid = (await (await list(`?search=${word}&salaryMin=30000&location=Bewsey`)).json()) as JobView[]
		expect(paid.map((job) => job.id)).toEqual([nurse.id])
		const recent = (await (await list(`?search=${word}&datePosted=24hours`)).json()) as JobView[]
		expect(recent.map((job) => job.title)).toEqual([`${word} Welder`])
	})

	test('pages with limit and offset, naming the next and previous pages in a Link header', async () => {
		const { user } = await apiUser('employer')
		const word = uniqueWord()
		for (let i = 0; i < 3; i++) await postedJob(user, { title: `${word} Cleaner ${i}` })
		const first = await list(`?search=${word}&sort=date&limit=2`)
		expect(first.headers.get('X-Total-Count')).toBe('3')
		expect(first.headers.get('Link')).toBe(`</api/jobs?search=${word}&sort=date&limit=2&offset=2>; rel="next"`)
		expect(((await first.json()) as JobView[]).map((job) => job.title)).toEqual([
			`${word} Cleaner 2`,
			`${word} Cleaner 1`,
		])
		const last = await list(`?search=${word}&sort=date&limit=2&offset=2`)
		expect(last.headers.get('Link')).toBe(`</api/jobs?search=${word}&sort=date&limit=2&offset=0>; rel="prev"`)
		expect(((await last.json()) as JobView[]).map((job) => job.title)).toEqual([`${word} Cleaner 0`])
	})

	test.each([
		['jobType=Zero-hours', 'jobType'],
		['industry=Mining', 'industry'],
		['datePosted=yesterday', 'datePosted'],
		['salaryMin=lots', 'salaryMin'],
		['sort=cheapest', 'sort'],
		['limit=1000', 'limit'],
		['offset=-1', 'offset'],
		['location=Manchester', 'location'],
	])('answers 400 with field errors for %s', async (query, field) => {
		const response = await list(`?${query}`)
		expect(response.status).toBe(400)
		const body = (await response.json()) as ErrorBody
		expect(body.message).toBe('Please check the search')
		expect(body.errors?.[field]?.length).toBeGreaterThan(0)
	})

	test.each([
		['limit=100000', { limit: ['limit must be between 1 and 100'] }],
		['limit=0', { limit: ['limit must be between 1 and 100'] }],
		['limit=ten', { limit: ['limit must be a whole number'] }],
		['offset=-1', { offset: ['offset must be between 0 and 1000000'] }],
		['page=0', { page: ['page must be between 1 and 10000'] }],
		['salaryMin=2.5', { salaryMin: ['salaryMin must be a whole number'] }],
	])('says plainly what is wrong with %s', async (query, errors) => {
		const response = await list(`?${query}`)
		expect(response.status).toBe(400)
		expect(((await response.json()) as ErrorBody).errors).toEqual(errors)
	})

	test('a signed-in caller’s answer is never stored by a shared cache', async () => {
		const { token } = await apiUser('employee')
		const response = await list('?sort=date', { token })
		expect(response.status).toBe(200)
		expect(response.headers.get('Cache-Control')).toBe('private, no-store')
	})
})

describe('POST /api/jobs', () => {
	test('an employer posts a free job and gets it back with its id (201)', async () => {
		const { user, token } = await apiUser('employer')
		const response = await post(
			jobInput({ title: '  Care Assistant  ', salary: '£12.71 per hour', contactEmail: 'Recruit@Sankey-Care.co.uk' }),
			{ token },
		)
		expect(response.status).toBe(201)
		const job = (await response.json()) as JobView
		expect(job).toMatchObject({
			title: 'Care Assistant',
			salary: '£12.71 per hour',
			contactEmail: 'recruit@sankey-care.co.uk',
			userId: user.id,
			isActive: true,
			isSponsored: false,
			sponsorshipType: null,
		})
		expect(job.id).toBeGreaterThan(0)
		expect(response.headers.get('Location')).toBe(`/api/jobs/${job.id}`)
		const listedFor = new Date(job.expiresAt).getTime() - new Date(job.postedAt).getTime()
		expect(listedFor).toBe(30 * 86_400_000)

		const fetched = await getOne(job.id)
		expect(fetched.status).toBe(200)
		expect(await fetched.json()).toEqual(job)
	})

	test('ignores a sponsorship in the body: a job posted here is free', async () => {
		const { token } = await apiUser('employer')
		const response = await post({ ...jobInput(), isSponsored: true, sponsorshipType: '30days' }, { token })
		expect(response.status).toBe(201)
		expect(await response.json()).toMatchObject({ isSponsored: false, sponsorshipType: null })
	})

	test('401 signed out; 403 for job seekers and admins', async () => {
		const signedOut = await post(jobInput())
		expect(signedOut.status).toBe(401)
		expect(((await signedOut.json()) as ErrorBody).message).toBe('Authentication required')
		for (const userType of ['employee', 'admin'] as const) {
			const { token } = await apiUser(userType)
			const refused = await post(jobInput(), { token })
			expect(refused.status).toBe(403)
			expect(((await refused.json()) as ErrorBody).message).toBe('Only employer accounts can post jobs')
		}
	})

	test.each([
		['a missing title', { title: undefined }, 'title'],
		['an area not on the list', { location: 'Manchester' }, 'location'],
		['an unknown job type', { jobType: 'Zero hours' }, 'jobType'],
		['an unknown industry', { industry: 'Mining' }, 'industry'],
		['a malformed contact email', { contactEmail: 'jobs-at-omega' }, 'contactEmail'],
		['a short description', { description: 'Too short.' }, 'description'],
		['a number for the salary', { salary: 25000 }, 'salary'],
	])('answers 400 with field errors for %s', async (_, change, field) => {
		const { token } = await apiUser('employer')
		const response = await post({ ...jobInput(), ...change }, { token })
		expect(response.status).toBe(400)
		const body = (await response.json()) as ErrorBody
		expect(body.message).toBeTruthy()
		expect(body.errors?.[field]?.length).toBeGreaterThan(0)
	})

	test('answers 400 for malformed JSON and for a body that is not an object', async () => {
		const { token } = await apiUser('employer')
		const malformed = await callRoute(
			jobsRoute.action,
			apiRequest('POST', '/api/jobs', { rawBody: '{"title": ', token }),
		)
		expect(malformed.status).toBe(400)
		expect(((await malformed.json()) as ErrorBody).message).toBe('Malformed JSON in request body')
		const array = await callRoute(jobsRoute.action, apiRequest('POST', '/api/jobs', { rawBody: '[]', token }))
		expect(array.status).toBe(400)
	})

	test('with the session cookie, only a request from our own pages may post', async () => {
		const { account } = await apiUser('employer')
		const signIn = await callRoute(
			authRoute.action,
			formRequest('/auth', { intent: 'signin', email: account.email, password: account.password }),
			{ ip: nextIp() },
		)
		expect(signIn.status).toBe(302)
		const cookie = cookiesFrom(signIn)
		expect((await post(jobInput(), { cookie, origin: 'https://evil.example' })).status).toBe(403)
		expect((await post(jobInput(), { cookie, origin: null })).status).toBe(403)
		expect((await post(jobInput(), { cookie })).status).toBe(201)
	})

	test('other methods answer 405 with Allow', async () => {
		const { token } = await apiUser('employer')
		for (const method of ['PUT', 'PATCH', 'DELETE']) {
			const response = await callRoute(jobsRoute.action, apiRequest(method, '/api/jobs', { token }))
			expect(response.status).toBe(405)
			expect(response.headers.get('Allow')).toBe('GET, POST')
		}
	})
})
