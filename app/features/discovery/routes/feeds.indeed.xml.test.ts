// The aggregator feed (Indeed's XML feed format): every listed job with the elements the format
// requires, text escaped or in CDATA as the format has it, and pages for a large board.
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { beforeAll, describe, expect, test } from 'vitest'
import { postedJob, uniqueWord } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, freshEm, newAccount, ORIGIN } from '../../../../tests/fixtures/route.ts'
import type { Job } from '../../../models/job.ts'
import type { User } from '../../../models/user.ts'
import { config } from '../../../platform/config.server.ts'
import { createUser } from '../../../platform/users.server.ts'
import { INDEED_JOB_ELEMENTS } from '../feeds-indeed.ts'
import { indeedFeedPage } from '../feeds-indeed.server.ts'
import * as indeed from './feeds.indeed.xml.ts'

const DAY = 24 * 60 * 60 * 1000
const parser = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'job' })

type IndeedDocument = {
	source: { publisher: string; publisherurl: string; lastBuildDate: string; job?: Record<string, string>[] }
}

let employer: User
let listed: Job[]
const word = uniqueWord()

beforeAll(async () => {
	const em = await freshEm()
	employer = await createUser(em, { ...newAccount(), userType: 'employer' })
	listed = [
		await postedJob(
			employer,
			{ title: `${word} Care Assistant`, location: 'Culcheth', jobType: 'Part-time', industry: 'Healthcare' },
			{ postedAt: new Date(Date.now() - 2 * DAY) },
		),
		await postedJob(employer, { title: `${word} Warehouse Operative`, salary: '£24,500 - £27,000' }),
	]
	await postedJob(employer, { title: `${word} Switched Off` }, { isActive: false })
	await postedJob(
		employer,
		{ title: `${word} Ended` },
		{ postedAt: new Date(Date.now() - 40 * DAY), expiresAt: new Date(Date.now() - DAY) },
	)
})

async function fetchFeed(query = '') {
	const response = await callRoute(indeed.loader, new Request(`${ORIGIN}/feeds/indeed.xml${query}`))
	const xml = await response.text()
	return { response, xml }
}

describe('GET /feeds/indeed.xml', () => {
	test('lists every listed job, newest first, with every element the format asks for', async () => {
		const { response, xml } = await fetchFeed()
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
		expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60')
		expect(response.headers.has('Link')).toBe(false)
		expect(XMLValidator.validate(xml)).toBe(true)

		const { source } = parser.parse(xml) as IndeedDocument
		expect(source.publisher).toBe('Warrington Jobs')
		expect(source.publisherurl).toBe(config.appOrigin)
		expect(source.lastBuildDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/)
		const jobs = source.job!.filter((job) => job.title!.startsWith(word))
		expect(jobs.map((job) => job.title)).toEqual([`${word} Warehouse Operative`, `${word} Care Assistant`])

		const [warehouse, care] = jobs
		expect(warehouse).toEqual({
			title: `${word} Warehouse Operative`,
			date: listed[1]!.postedAt.toUTCString(),
			referencenumber: String(listed[1]!.id),
			url: `${config.appOrigin}/jobs/${listed[1]!.id}`,
			company: 'Omega Distribution Ltd',
			city: 'Warrington',
			state: 'Cheshire',
			country: 'GB',
			postalcode: 'WA5',
			description:
				'<p>Location: Omega South</p><p>Picking and packing orders at our Omega South site.<br>Days, four on four off.</p><p>Forklift licence a plus.</p>',
			salary: '£24,500 - £27,000',
			jobtype: 'fulltime',
			category: 'Manufacturing',
		})
		expect(care).toMatchObject({ postalcode: 'WA3', jobtype: 'parttime', category: 'Healthcare' })
		// Each job's elements in the format's order, each in CDATA.
		for (const body of [...xml.matchAll(/<job>(.*?)<\/job>/g)].map((match) => match[1]!)) {
			const names = [...body.matchAll(/<(\w+)><!\[CDATA\[/g)].map((match) => match[1])
			expect(names).toEqual([...INDEED_JOB_ELEMENTS])
			expect(body.replace(/<(\w+)><!\[CDATA\[[\s\S]*?\]\]><\/\1>/g, '')).toBe('')
		}
	})

	test('hostile text in a job comes out escaped, and the feed still parses', async () => {
		const hostile = uniqueWord()
		await postedJob(employer, {
			title: `${hostile} <script>alert(1)</script> & ]]> Chef\u0007`,
			company: 'Bits & ]]><b>Bobs</b>',
			description: '<img src=x onerror=alert(1)>\nFry & serve ]]> here\u001b',
			salary: null,
		})
		const { xml } = await fetchFeed()
		expect(XMLValidator.validate(xml)).toBe(true)
		for (const control of ['\u0007', '\u001b']) expect(xml).not.toContain(control)
		const job = (parser.parse(xml) as IndeedDocument).source.job!.find((entry) => entry.title!.startsWith(hostile))!
		expect(job.title).toBe(`${hostile} <script>alert(1)</script> & ]]> Chef`)
		expect(job.company).toBe('Bits & ]]><b>Bobs</b>')
		// The description is HTML in which the employer's text is only text.
		expect(job.description).toBe(
			'<p>Location: Omega South</p><p>&lt;img src=x onerror=alert(1)&gt;<br>Fry &amp; serve ]]&gt; here</p>',
		)
		expect(job).not.toHaveProperty('salary')
	})

	test('a board with more jobs than a page has further pages, each naming the next, that list each job once', async () => {
		const em = await freshEm()
		const total = (await indeedFeedPage(em, 1))!.xml.match(/<job>/g)!.length
		expect(total).toBeGreaterThanOrEqual(2)
		const pages = []
		for (let page = 1; ; page += 1) {
			const found = await indeedFeedPage(em, page, { pageSize: 2 })
			if (!found) break
			expect(found.pageCount).toBe(Math.ceil(total / 2))
			expect(found.next).toBe(page < found.pageCount ? `${config.appOrigin}/feeds/indeed.xml?page=${page + 1}` : null)
			pages.push(...[...found.xml.matchAll(/<referencenumber><!\[CDATA\[(\d+)/g)].map((match) => match[1]))
		}
		expect(pages).toHaveLength(total)
		expect(new Set(pages).size).toBe(total)
	})

	test('names no page that is not there', async () => {
		expect((await fetchFeed('?page=1')).response.status).toBe(200)
		for (const page of ['2', '0', '-1', 'abc', '1.5', '99999999999'])
			expect((await fetchFeed(`?page=${page}`)).response.status, page).toBe(404)
	})
})
