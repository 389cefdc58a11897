import { describe, expect, test } from 'vitest'
import { fixtureDocument } from '../../../../tests/fixtures/imports.ts'
import { FormatError } from '../imported-job.ts'
import { parseSource } from '../parse-source.ts'
import { parseSalary } from '../../jobs/salary.ts'
import { isSitemapIndex } from './jsonld-sitemap.ts'

const pageUrl = 'https://priestley-logistics.example/careers'

describe('JobPosting on a careers page', () => {
	const parsed = parseSource('jsonld-page', fixtureDocument('careers-page.html', pageUrl, 'text/html'))

	test('finds postings in @graph, in arrays and nested in an ItemList', () => {
		expect(parsed.jobs.map((job) => job.title)).toEqual([
			'HGV Class 1 Driver',
			'Warehouse Operative',
			'Transport Planner',
		])
	})

	test('reads identifier, organisation, address, salary, types and dates', () => {
		const [driver, operative, planner] = parsed.jobs
		expect(driver).toEqual({
			externalId: 'PL-HGV-77',
			url: 'https://priestley-logistics.example/careers/hgv-class-1-driver',
			title: 'HGV Class 1 Driver',
			company: 'Priestley Logistics Ltd',
			locationText: 'Lingley Mere Business Park, Great Sankey, Warrington',
			postcode: 'WA5 3LP',
			descriptionHtml:
				'<p>Trunking from our Lingley Mere depot &amp; nights out paid.</p><ul><li>C+E licence</li><li>Digi card &amp; CPC</li></ul>',
			salaryText: '£38,000 - £42,500 a year',
			jobType: 'FULL_TIME, CONTRACTOR',
			applyUrl: 'https://priestley-logistics.example/careers/hgv-class-1-driver',
			applyEmail: null,
			postedAt: new Date('2026-11-21T00:00:00Z'),
			validThrough: new Date(2026, 11, 21, 23, 59),
			remote: null,
		})
		expect(parseSalary(driver!.salaryText)).toEqual({ minPence: 38_000_00, maxPence: 42_500_00, period: 'year' })
		expect(operative).toMatchObject({
			externalId: 'PL-WH-12',
			company: 'Priestley Logistics Ltd',
			locationText: 'Birchwood, Warrington; Appleton Thorn, Warrington WA4 4RF',
			postcode: 'WA3 7PB',
			salaryText: '£12.75 an hour',
			jobType: 'PART_TIME',
			applyEmail: 'recruitment@priestley-logistics.example',
			postedAt: new Date('2026-11-24T08:00:00Z'),
		})
		expect(planner).toMatchObject({
			externalId: 'https://priestley-logistics.example/careers/transport-planner',
			remote: true,
			locationText: null,
			salaryText: null,
		})
	})

	test('reports the broken script and the posting without a title, and reads the rest', () => {
		expect(parsed.problems).toEqual([
			'Structured data block 3 on the page is not valid JSON and was skipped.',
			'Job posting 4 on the page was skipped: it has no title.',
		])
	})

	test("a page's only posting without an address of its own is the page", () => {
		const body = `<script type="application/ld+json">{"@type":"JobPosting","title":"Cleaner","employmentType":"PART_TIME"}</script>`
		const { jobs } = parseSource('jsonld-page', { url: `${pageUrl}/cleaner`, body, contentType: 'text/html' })
		expect(jobs).toEqual([
			expect.objectContaining({ externalId: `${pageUrl}/cleaner`, url: `${pageUrl}/cleaner`, title: 'Cleaner' }),
		])
	})

	test('a page without structured data has no jobs; one with nothing but broken data is refused', () => {
		expect(parseSource('jsonld-page', { url: pageUrl, body: '<h1>Careers</h1>', contentType: null })).toEqual({
			jobs: [],
			problems: [],
		})
		const broken = '<script type="application/ld+json">{ "@type": "JobPosting", </script>'
		expect(() => parseSource('jsonld-page', { url: pageUrl, body: broken, contentType: null })).toThrow(FormatError)
	})

	test('many unclosed script tags are read in linear time', () => {
		const body = '<script type="application/ld+json">'.repeat(50_000)
		const started = performance.now()
		expect(parseSource('jsonld-page', { url: pageUrl, body, contentType: null }).jobs).toEqual([])
		expect(performance.now() - started).toBeLessThan(1000)
	})
})

describe('a sitemap of job pages', () => {
	const sitemapUrl = 'https://priestley-logistics.example/careers-sitemap.xml'

	test('gives its pages, once each, as the next addresses and no jobs', () => {
		const parsed = parseSource('jsonld-sitemap', fixtureDocument('job-sitemap.xml', sitemapUrl))
		expect(parsed).toEqual({
			jobs: [],
			next: [
				'https://priestley-logistics.example/careers/hgv-class-1-driver',
				'https://priestley-logistics.example/careers/warehouse-operative',
				'https://priestley-logistics.example/careers/transport-planner?utm=a&b=c',
			],
			problems: ['Entry 5 of the sitemap was skipped: it has no web address.'],
		})
	})

	test('an index gives its sitemaps, and says it is one', () => {
		const body =
			'<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://priestley-logistics.example/jobs-1.xml</loc></sitemap></sitemapindex>'
		expect(parseSource('jsonld-sitemap', { url: sitemapUrl, body, contentType: null }).next).toEqual([
			'https://priestley-logistics.example/jobs-1.xml',
		])
		expect(isSitemapIndex(body)).toBe(true)
	})

	test('an HTML page is not a sitemap', () => {
		expect(() =>
			parseSource('jsonld-sitemap', { url: sitemapUrl, body: '<html><body></body></html>', contentType: null }),
		).toThrow(/no <urlset> of pages/)
	})
})
