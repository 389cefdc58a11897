// The RSS feed of a listing search, read as feed readers read it: with feedsmith (a well-kept
// RSS/Atom parser) and with fast-xml-parser, which also validates the XML.
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { parseRssFeed } from 'feedsmith'
import { beforeAll, describe, expect, test } from 'vitest'
import { postedJob, uniqueWord } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, freshEm, newAccount, ORIGIN } from '../../../../tests/fixtures/route.ts'
import type { User } from '../../../models/user.ts'
import { config } from '../../../platform/config.server.ts'
import { createUser } from '../../../platform/users.server.ts'
import { parseJobSearchLeniently } from '../../jobs/job-search.ts'
import { searchJobs } from '../../jobs/job-search.server.ts'
import { SEARCH_FEED_LIMIT } from '../feeds-rss.server.ts'
import * as feed from './jobs.rss.ts'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
let employer: User

beforeAll(async () => {
	const em = await freshEm()
	employer = await createUser(em, { ...newAccount(), userType: 'employer' })
})

async function fetchFeed(query: string) {
	const response = await callRoute(feed.loader, new Request(`${ORIGIN}/jobs.rss${query}`))
	expect(response.status).toBe(200)
	const xml = await response.text()
	expect(XMLValidator.validate(xml)).toBe(true)
	return { response, xml, rss: parseRssFeed(xml) }
}

const ago = (ms: number) => ({ postedAt: new Date(Date.now() - ms) })

describe('GET /jobs.rss', () => {
	test('gives the channel and each job with the elements RSS 2.0 and readers need, newest first', async () => {
		const word = uniqueWord()
		const older = await postedJob(employer, { title: `${word} Barista`, location: 'Stockton Heath' }, ago(2 * HOUR))
		const newer = await postedJob(
			employer,
			{ title: `${word} Line Cook`, company: 'Golden Square Kitchens', salary: '£12.50 an hour' },
			ago(HOUR),
		)
		const { response, xml, rss } = await fetchFeed(`?search=${word}&page=3&sort=salary`)
		expect(response.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8')

		expect(rss.title).toBe(`“${word}” jobs in Warrington | Warrington Jobs`)
		expect(rss.link).toBe(`${config.appOrigin}/?search=${word}`)
		expect(rss.description).toContain(`The ${SEARCH_FEED_LIMIT} newest jobs`)
		expect(rss.language).toBe('en-gb')
		expect(rss.lastBuildDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/)
		expect(rss.atom?.links).toEqual([
			{ href: `${config.appOrigin}/jobs.rss?search=${word}`, rel: 'self', type: 'application/rss+xml' },
		])

		// The page and the sort of the listing have no say: the newest first, all of them.
		expect(rss.items?.map((item) => item.title)).toEqual([`${word} Line Cook`, `${word} Barista`])
		const [first] = rss.items!
		expect(first!.link).toBe(`${config.appOrigin}/jobs/${newer.id}`)
		expect(first!.guid).toEqual({ value: `${config.appOrigin}/jobs/${newer.id}`, isPermaLink: true })
		expect(new Date(first!.pubDate!).getTime()).toBe(Math.floor(newer.postedAt.getTime() / 1000) * 1000)
		expect(first!.pubDate).toBe(newer.postedAt.toUTCString())
		expect(first!.description).toContain('<p>Golden Square Kitchens · Omega South · £12.50 an hour · Full-time</p>')
		expect(first!.description).toContain(
			'<p>Picking and packing orders at our Omega South site. Days, four on four off.',
		)
		expect(rss.items![1]!.link).toBe(`${config.appOrigin}/jobs/${older.id}`)

		// The same read by a second parser: the required elements are where RSS 2.0 puts them.
		const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
			rss: { '@_version': string; channel: { item: Record<string, unknown>[] } & Record<string, unknown> }
		}
		expect(parsed.rss['@_version']).toBe('2.0')
		for (const name of ['title', 'link', 'description', 'lastBuildDate', 'atom:link'])
			expect(parsed.rss.channel[name], name).toBeDefined()
		for (const item of parsed.rss.channel.item)
			expect(Object.keys(item).sort()).toEqual(['description', 'guid', 'link', 'pubDate', 'title'])
	})

	test('filters by the listing’s parameters and lists only listed jobs', async () => {
		const word = uniqueWord()
		await postedJob(employer, { title: `${word} Cleaner`, location: 'Birchwood', jobType: 'Part-time' }, ago(HOUR))
		await postedJob(employer, { title: `${word} Porter`, location: 'Culcheth', industry: 'Healthcare' }, ago(2 * HOUR))
		await postedJob(employer, { title: `${word} Switched Off`, location: 'Birchwood' }, { isActive: false })
		await postedJob(
			employer,
			{ title: `${word} Ended`, location: 'Birchwood' },
			{ postedAt: new Date(Date.now() - 40 * DAY), expiresAt: new Date(Date.now() - DAY) },
		)
		const titles = async (query: string) => (await fetchFeed(query)).rss.items?.map((item) => item.title) ?? []

		expect(await titles(`?search=${word}`)).toEqual([`${word} Cleaner`, `${word} Porter`])
		expect(await titles(`?search=${word}&location=Birchwood`)).toEqual([`${word} Cleaner`])
		expect(await titles(`?search=${word}&jobType=Part-time`)).toEqual([`${word} Cleaner`])
		expect(await titles(`?search=${word}&industry=Healthcare`)).toEqual([`${word} Porter`])
		// Culcheth is 6.4 miles from WA4's centroid, Birchwood 3.2.
		expect(await titles(`?search=${word}&near=WA4+6PH&radius=5`)).toEqual([`${word} Cleaner`])
		// What the listing cannot read is dropped, as the listing drops it: never an error.
		expect(await titles(`?search=${word}&near=XX9+9XX&location=Nowhere&salaryMin=lots`)).toEqual([
			`${word} Cleaner`,
			`${word} Porter`,
		])
		const { rss } = await fetchFeed(`?search=${word}&location=Birchwood&jobType=Part-time`)
		expect(rss.title).toBe(`“${word}” jobs in Birchwood (Part-time) | Warrington Jobs`)
		expect(rss.atom?.links?.[0]?.href).toBe(
			`${config.appOrigin}/jobs.rss?search=${word}&location=Birchwood&jobType=Part-time`,
		)
	})

	test('hostile text in a job comes out escaped, and the feed still parses', async () => {
		const word = uniqueWord()
		const title = `${word} <script>alert("x")</script> Fish & Chips ]]> 'Chef'\u0007\u001b`
		await postedJob(employer, {
			title,
			company: 'Bits & <b>Bobs</b> Ltd',
			description: `<img src=x onerror=alert(1)> Fry & serve ]]> <![CDATA[ nothing ]]>\u0001 here`,
		})
		const { xml, rss } = await fetchFeed(`?search=${word}`)
		for (const unsafe of ['<script', '<img', '<b>', '\u0007', '\u001b', '\u0001']) expect(xml).not.toContain(unsafe)
		const [item] = rss.items!
		expect(item!.title).toBe(`${word} <script>alert("x")</script> Fish & Chips ]]> 'Chef'`)
		expect(item!.description).toContain('<p>Bits &amp; &lt;b&gt;Bobs&lt;/b&gt; Ltd · Omega South')
		expect(item!.description).toContain(
			'<p>&lt;img src=x onerror=alert(1)&gt; Fry &amp; serve ]]&gt; &lt;![CDATA[ nothing ]]&gt; here</p>',
		)
		const parsed = new XMLParser().parse(xml) as { rss: { channel: { item: { title: string } } } }
		expect(parsed.rss.channel.item.title).toBe(item!.title)
	})

	test(`carries at most the ${SEARCH_FEED_LIMIT} newest jobs`, async () => {
		const word = uniqueWord()
		for (let index = 0; index <= SEARCH_FEED_LIMIT; index += 1)
			await postedJob(employer, { title: `${word} Picker ${index}` }, ago((index + 1) * 60_000))
		const { rss } = await fetchFeed(`?search=${word}`)
		expect(rss.items).toHaveLength(SEARCH_FEED_LIMIT)
		expect(rss.items![0]!.title).toBe(`${word} Picker 0`)
		expect(rss.items!.at(-1)!.title).toBe(`${word} Picker ${SEARCH_FEED_LIMIT - 1}`)
	})

	test('is public like the listing, and a new job shows at once', async () => {
		const word = uniqueWord()
		await postedJob(employer, { title: `${word} Driver` })
		const first = await fetchFeed(`?search=${word}`)
		expect(first.response.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60')
		expect(first.response.headers.get('ETag')).toMatch(/^W\//)
		expect(first.rss.items).toHaveLength(1)

		await postedJob(employer, { title: `${word} Mechanic` })
		const second = await fetchFeed(`?search=${word}`)
		expect(second.rss.items?.map((item) => item.title)).toEqual([`${word} Mechanic`, `${word} Driver`])
	})

	test('a misspelling gives an empty feed, not the correction’s jobs', async () => {
		const word = uniqueWord()
		await postedJob(employer, { title: `Forklift ${word}` })
		// The listing would show the correction's jobs for these words.
		const asked = parseJobSearchLeniently(new URLSearchParams('search=Forkliftt&location=Omega+South'))
		const listing = await searchJobs(await freshEm(), asked)
		expect(listing.correction).toBe('forklift')
		expect(listing.total).toBeGreaterThan(0)
		const { rss } = await fetchFeed(`?search=Forkliftt&location=Omega+South`)
		expect(rss.items ?? []).toEqual([])
	})
})
