import { beforeAll, describe, expect, test } from 'vitest'
import { callRoute, freshEm, newAccount, ORIGIN } from '../../../../tests/fixtures/route.ts'
import type { JobCardData } from '../components/job-card.tsx'
import type { ListingQuery } from '../components/listing-filters.tsx'
import { Job } from '../../../models/job.ts'
import type { User } from '../../../models/user.ts'
import { issueApiToken } from '../../../platform/api-tokens.server.ts'
import { createJob, type NewJob } from '../jobs.server.ts'
import { startSession } from '../../../platform/session.server.ts'
import { createUser } from '../../../platform/users.server.ts'
import * as home from './_index.tsx'
import * as jobsRedirect from './jobs.ts'

type Listing = {
	query: ListingQuery
	jobs: JobCardData[]
	total: number
	pageCount: number
	stats: { activeJobs: number; companies: number; newThisWeek: number }
}

// Words no seeded or other job carries, so each search sees only this file's jobs.
const WORD = 'Quillfeather'
const PAGED = 'Brackenwold'
const LONG_DESCRIPTION =
	`Join our ${WORD} team in Birchwood. ` +
	'You will look after customers, keep the shop floor tidy and help with deliveries every week. '.repeat(4)

let employer: User

function job(overrides: Partial<NewJob>): NewJob {
	return {
		title: `${WORD} Assistant`,
		company: 'Birchwood Retail Ltd',
		location: 'Birchwood',
		salary: '£24,000',
		description: `A ${WORD} role in Warrington.`,
		jobType: 'Full-time',
		industry: 'Retail',
		contactEmail: 'jobs@birchwood-retail.co.uk',
		...overrides,
	}
}

beforeAll(async () => {
	const em = await freshEm()
	employer = await createUser(em, { ...newAccount(), userType: 'employer' })
	const hour = 60 * 60 * 1000
	await createJob(
		em,
		employer,
		job({ title: `${WORD} Shop Assistant`, description: LONG_DESCRIPTION }),
		new Date(Date.now() - 3 * hour),
	)
	await createJob(
		em,
		employer,
		job({
			title: `${WORD} Nurse`,
			industry: 'Healthcare',
			jobType: 'Part-time',
			location: 'Great Sankey',
			salary: '£32,000',
		}),
		new Date(Date.now() - 30 * hour),
	)
	await createJob(
		em,
		employer,
		job({
			title: `${WORD} Contract Tester`,
			industry: 'Technology',
			jobType: 'Contract',
			location: 'Great Sankey',
			salary: null,
		}),
		new Date(Date.now() - 5 * 24 * hour),
	)
	await createJob(
		em,
		employer,
		job({ title: `${WORD} Apprentice`, jobType: 'Apprenticeship', salary: '£15,000' }),
		new Date(Date.now() - 10 * 24 * hour),
	)
	const hidden = await createJob(em, employer, job({ title: `${WORD} Closed Role` }))
	hidden.isActive = false
	await em.flush()
	for (let i = 0; i < 25; i++)
		await createJob(
			em,
			employer,
			job({ title: `${PAGED} Picker ${i + 1}`, description: `${PAGED} warehouse work.` }),
			new Date(Date.now() - (i + 1) * 60_000),
		)
})

async function listing(query: string, headers: Record<string, string> = {}) {
	const response = await callRoute(home.loader, new Request(`${ORIGIN}/${query}`, { headers }))
	expect(response.status).toBe(200)
	return (await response.json()) as Listing
}

const titles = (result: Listing) => result.jobs.map((card) => card.title)

describe('the listing loader', () => {
	test('a search word finds the listed jobs, newest first, with the true total', async () => {
		const result = await listing(`?search=${WORD}`)
		expect(result.total).toBe(4)
		expect(titles(result)).toEqual([
			`${WORD} Shop Assistant`,
			`${WORD} Nurse`,
			`${WORD} Contract Tester`,
			`${WORD} Apprentice`,
		])
		expect(result.query).toMatchObject({
			search: WORD,
			location: '',
			jobType: [],
			industry: [],
			sort: 'relevance',
			page: 1,
		})
	})

	test('cards carry a cut description and a worded age, never the whole description', async () => {
		const result = await listing(`?search=${WORD}`)
		const card = result.jobs.find((item) => item.title === `${WORD} Shop Assistant`)!
		expect(card.summary).toBe(`${LONG_DESCRIPTION.slice(0, 150)}…`)
		expect(card.postedAge).toBe('3 hours ago')
		expect(card).not.toHaveProperty('description')
		expect(card).not.toHaveProperty('contactEmail')
		expect(result.jobs.find((item) => item.title === `${WORD} Nurse`)!.postedAge).toBe('1 day ago')
	})

	test('area, several job types, industry, date posted and salary minimum filter together', async () => {
		const types = await listing(`?search=${WORD}&jobType=Part-time&jobType=Contract`)
		expect(titles(types).sort()).toEqual([`${WORD} Contract Tester`, `${WORD} Nurse`])
		expect(types.query.jobType).toEqual(['Part-time', 'Contract'])

		const area = await listing(`?search=${WORD}&location=Great+Sankey&industry=Healthcare`)
		expect(titles(area)).toEqual([`${WORD} Nurse`])

		const recent = await listing(`?search=${WORD}&datePosted=7days`)
		expect(recent.total).toBe(3)

		const wellPaid = await listing(`?search=${WORD}&salaryMin=25000`)
		expect(titles(wellPaid)).toEqual([`${WORD} Nurse`])
		expect(wellPaid.query.salaryMin).toBe('25000')
	})

	test('sorts by salary and by date', async () => {
		const bySalary = await listing(`?search=${WORD}&sort=salary`)
		expect(titles(bySalary)).toEqual([
			`${WORD} Nurse`,
			`${WORD} Shop Assistant`,
			`${WORD} Apprentice`,
			`${WORD} Contract Tester`,
		])
		const byDate = await listing(`?search=${WORD}&sort=date`)
		expect(titles(byDate)[0]).toBe(`${WORD} Shop Assistant`)
	})

	test('invalid values are ignored rather than failing the page', async () => {
		const result = await listing(
			`?search=${WORD}&location=Atlantis&jobType=Astronaut&jobType=Part-time&industry=Piracy&datePosted=yesterday&salaryMin=lots&sort=cheapest&page=x`,
		)
		expect(result.total).toBe(4)
		expect(result.query).toEqual({
			search: WORD,
			location: '',
			jobType: [],
			industry: [],
			datePosted: '',
			salaryMin: '',
			sort: 'relevance',
			page: 1,
			near: '',
			radius: '5',
			measured: false,
		})
	})

	test('pages hold 20 jobs; a page past the end goes to the last page, keeping the query', async () => {
		const first = await listing(`?search=${PAGED}&sort=date`)
		expect(first.total).toBe(25)
		expect(first.pageCount).toBe(2)
		expect(first.jobs).toHaveLength(20)
		const second = await listing(`?search=${PAGED}&sort=date&page=2`)
		expect(second.jobs).toHaveLength(5)
		expect(titles(second)[4]).toBe(`${PAGED} Picker 25`)
		expect(new Set([...titles(first), ...titles(second)]).size).toBe(25)

		const past = await callRoute(home.loader, new Request(`${ORIGIN}/?search=${PAGED}&sort=date&page=9`))
		expect(past.status).toBe(302)
		expect(past.headers.get('Location')).toBe(`/?search=${PAGED}&sort=date&page=2`)
	})

	test('names the feed of its search: its filters, without the page or the sort', async () => {
		const query = `?sort=date&page=1&jobType=Part-time&location=Birchwood&search=${WORD}&jobType=Full-time&near=XX9+9XX`
		const response = await callRoute(home.loader, new Request(`${ORIGIN}/${query}`))
		const loaderData = (await response.json()) as Listing & { feedHref: string; alert: { summary: string } }
		const feedHref = `/jobs.rss?search=${WORD}&location=Birchwood&jobType=Full-time&jobType=Part-time`
		expect(loaderData.feedHref).toBe(feedHref)
		const tags = home.meta({ loaderData, matches: [] } as unknown as Parameters<typeof home.meta>[0])
		expect(tags).toContainEqual({
			tagName: 'link',
			rel: 'alternate',
			type: 'application/rss+xml',
			title: `“${WORD}” jobs in Birchwood (Full-time, Part-time) (RSS)`,
			href: feedHref,
		})
	})

	test('no match gives an empty page, not an error', async () => {
		const result = await listing('?search=Xylophonist')
		expect(result).toMatchObject({ total: 0, jobs: [], pageCount: 1 })
	})

	test('hero stats count listed jobs, companies and this week’s jobs', async () => {
		const { stats } = await listing('')
		const em = await freshEm()
		const listed = await em.count(Job, { isActive: true, expiresAt: { $gt: new Date() } })
		expect(stats.activeJobs).toBe(listed)
		expect(stats.companies).toBeGreaterThanOrEqual(1)
		expect(stats.newThisWeek).toBe(listed - 1)
	})
})

describe('/jobs', () => {
	test('redirects permanently to / keeping the query', async () => {
		const response = await callRoute(
			jobsRedirect.loader,
			new Request(`${ORIGIN}/jobs?search=Warehouse&jobType=Full-time&jobType=Contract`),
		)
		expect(response.status).toBe(301)
		expect(response.headers.get('Location')).toBe('/?search=Warehouse&jobType=Full-time&jobType=Contract')
		const bare = await callRoute(jobsRedirect.loader, new Request(`${ORIGIN}/jobs`))
		expect(bare.headers.get('Location')).toBe('/')
	})
})

describe('caching of the listing', () => {
	// The loader's data with the route's own headers, as the document response carries them.
	const page = async (args: Parameters<typeof home.loader>[0]) =>
		new Response(JSON.stringify(await home.loader(args)), {
			headers: { ...home.headers(), 'Content-Type': 'application/json' },
		})

	const get = (headers: Record<string, string> = {}) =>
		callRoute(page, new Request(`${ORIGIN}/?search=${WORD}`, { headers }))

	test('anonymous visitors get a shared-cacheable answer with an ETag, and 304 when they have it', async () => {
		const first = await get()
		expect(first.status).toBe(200)
		expect(first.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60')
		expect(first.headers.get('Vary')).toMatch(/\bCookie\b/)
		const etag = first.headers.get('ETag')
		expect(etag).toMatch(/^W\/"[\w-]+"$/)
		expect(((await first.json()) as Listing).total).toBe(4)

		const again = await get({ 'If-None-Match': etag! })
		expect(again.status).toBe(304)
		expect(await again.text()).toBe('')
		expect(again.headers.get('ETag')).toBe(etag)
		expect(again.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60')

		const stale = await get({ 'If-None-Match': 'W/"something-else"' })
		expect(stale.status).toBe(200)
	})

	test('the ETag changes when the listing does', async () => {
		const before = (await get()).headers.get('ETag')
		const em = await freshEm()
		const added = await createJob(em, employer, job({ title: `${WORD} Late Addition` }))
		const after = await get({ 'If-None-Match': before! })
		expect(after.status).toBe(200)
		expect(after.headers.get('ETag')).not.toBe(before)
		em.remove(added)
		await em.flush()
	})

	test('signed-in requests, by cookie or bearer token, are never stored and get no ETag', async () => {
		const em = await freshEm()
		const setCookie = await startSession(em, employer, new Request(`${ORIGIN}/auth`))
		const anonymousEtag = (await get()).headers.get('ETag')!
		const byCookie = await get({ Cookie: setCookie.split(';')[0]!, 'If-None-Match': anonymousEtag })
		expect(byCookie.status).toBe(200)
		expect(byCookie.headers.get('Cache-Control')).toBe('private, no-store')
		expect(byCookie.headers.get('ETag')).toBeNull()

		const token = await issueApiToken(em, employer)
		const byToken = await get({ Authorization: `Bearer ${token}` })
		expect(byToken.headers.get('Cache-Control')).toBe('private, no-store')
		expect(byToken.headers.get('ETag')).toBeNull()
	})
})
