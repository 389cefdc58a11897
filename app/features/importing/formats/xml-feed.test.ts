import { describe, expect, test } from 'vitest'
import { fixtureDocument, importFixture } from '../../../../tests/fixtures/imports.ts'
import { indeedXml } from '../../discovery/feeds-indeed.ts'
import { FormatError } from '../imported-job.ts'
import { parseSource } from '../parse-source.ts'
import { nextFromLinkHeader } from './xml.ts'

const feedUrl = 'https://warrington-jobs.example/feeds/indeed.xml'

describe('the XML feed this board writes', () => {
	const xml = indeedXml(
		{ publisher: 'Warrington Jobs', publisherUrl: 'https://warrington-jobs.example', lastBuildDate: new Date() },
		[
			{
				title: 'Barista & Shift Lead',
				date: 'Fri, 27 Nov 2026 09:30:00 GMT',
				referencenumber: '1042',
				url: 'https://warrington-jobs.example/jobs/1042',
				company: 'Bridge Street Coffee',
				city: 'Warrington',
				state: 'Cheshire',
				country: 'GB',
				postalcode: 'WA1',
				description: '<p>Location: Town Centre</p><p>Latte art &amp; a smile; ]]> is fine too.</p>',
				salary: '£11.44 - £12.50 per hour',
				jobtype: 'parttime',
				category: 'Hospitality',
			},
			{
				title: 'Bookkeeper',
				date: 'Thu, 26 Nov 2026 09:30:00 GMT',
				referencenumber: '1041',
				url: 'https://warrington-jobs.example/jobs/1041',
				company: 'Stockton Heath Accountants',
				city: 'Warrington',
				state: 'Cheshire',
				country: 'GB',
				postalcode: '',
				description: '<p>Location: Warrington</p><p>Sage 50.</p>',
				salary: null,
				jobtype: 'fulltime',
				category: 'Finance',
			},
		],
	)

	test('reads back every job it wrote', () => {
		const parsed = parseSource('xml-feed', { url: feedUrl, body: xml, contentType: 'application/xml' })
		expect(parsed.problems).toEqual([])
		expect(parsed.next).toBeUndefined()
		expect(parsed.jobs).toEqual([
			{
				externalId: '1042',
				url: 'https://warrington-jobs.example/jobs/1042',
				title: 'Barista & Shift Lead',
				company: 'Bridge Street Coffee',
				locationText: 'Town Centre, Warrington',
				postcode: 'WA1',
				descriptionHtml: '<p>Location: Town Centre</p><p>Latte art &amp; a smile; ]]> is fine too.</p>',
				salaryText: '£11.44 - £12.50 per hour',
				jobType: 'parttime',
				applyUrl: 'https://warrington-jobs.example/jobs/1042',
				applyEmail: null,
				postedAt: new Date('2026-11-27T09:30:00Z'),
				validThrough: null,
				remote: null,
			},
			expect.objectContaining({
				externalId: '1041',
				locationText: 'Warrington, Cheshire',
				postcode: null,
				salaryText: null,
			}),
		])
	})

	test('pages through the Link header the feed sends', () => {
		const next = `<${feedUrl}?page=2>; rel="next"`
		const parsed = parseSource('xml-feed', { url: feedUrl, body: xml, contentType: null, linkHeader: next })
		expect(parsed.next).toEqual([`${feedUrl}?page=2`])
		expect(nextFromLinkHeader('</feeds/indeed.xml?page=3>; rel=next, <https://x.example/a>; rel="prev"', feedUrl)).toBe(
			`${feedUrl}?page=3`,
		)
		expect(nextFromLinkHeader('<https://x.example/a>; rel="prev"', feedUrl)).toBeNull()
	})
})

describe("another board's feed in the same format", () => {
	const parsed = parseSource(
		'xml-feed',
		fixtureDocument('aggregator-feed.xml', 'https://cheshire-care.example/feed.xml'),
	)

	test('reads CDATA and escaped text alike, and the fuller list of elements', () => {
		expect(parsed.jobs).toHaveLength(2)
		expect(parsed.jobs[0]).toEqual({
			externalId: 'CCR-2211',
			url: 'https://cheshire-care.example/jobs/2211',
			title: 'Domiciliary Care Worker',
			company: 'Cheshire Care & Support',
			locationText: 'Warrington, Cheshire',
			postcode: 'WA5 1AB',
			descriptionHtml: '<p>Visit clients in Penketh &amp; Great Sankey. A car is needed &ndash; mileage paid.</p>',
			salaryText: '£12.60 per hour',
			jobType: 'parttime',
			applyUrl: 'https://cheshire-care.example/jobs/2211',
			applyEmail: 'jobs@cheshire-care.example',
			postedAt: new Date('2026-11-26T09:00:00Z'),
			validThrough: new Date('2026-12-31T23:59:00Z'),
			remote: null,
		})
		expect(parsed.jobs[1]).toMatchObject({
			company: 'Cheshire Care & Support',
			descriptionHtml: '<p>Plan rotas from home.</p>',
			remote: true,
			salaryText: null,
		})
	})

	test('skips a job with no title', () => {
		expect(parsed.problems).toEqual(['Job 3 was skipped: it has no title.'])
	})
})

describe('what is not a feed', () => {
	test('a document type with entities is refused before any is expanded', () => {
		const started = performance.now()
		expect(() => parseSource('xml-feed', fixtureDocument('billion-laughs.xml', feedUrl))).toThrow(/document type/)
		expect(performance.now() - started).toBeLessThan(1000)
	})

	test('broken XML, an RSS feed and an HTML page are refused in plain words', () => {
		const read = (body: string) => () => parseSource('xml-feed', { url: feedUrl, body, contentType: null })
		expect(read('<source><job><title>Cook</title></source>')).toThrow(/not well-formed XML/)
		expect(read('<rss version="2.0"><channel><title>Jobs</title></channel></rss>')).toThrow(/no <source> of jobs/)
		expect(read('<html><body>Jobs</body></html>')).toThrow(FormatError)
	})

	test('a feed of one job is a list of one', () => {
		const body = '<source><job><title>Cook</title><referencenumber>7</referencenumber><url>/jobs/7</url></job></source>'
		const { jobs } = parseSource('xml-feed', { url: feedUrl, body, contentType: null })
		expect(jobs.map((job) => [job.externalId, job.url])).toEqual([['7', 'https://warrington-jobs.example/jobs/7']])
	})

	test('a feed with no jobs is an empty batch', () => {
		const body = importFixture('aggregator-feed.xml').replace(/<job>[^]*<\/job>/, '')
		expect(parseSource('xml-feed', { url: feedUrl, body, contentType: null })).toEqual({ jobs: [], problems: [] })
	})
})
