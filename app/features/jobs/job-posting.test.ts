import { describe, expect, test } from 'vitest'
import { schemaProblems } from '../../../tests/fixtures/schema-org.ts'
import { POST_JOB_TYPES } from './job-options.ts'
import {
	benefitsText,
	descriptionHtml,
	googleEmploymentType,
	jobMetaDescription,
	jobPostingJsonLd,
	postedAgo,
	serializeJsonLd,
	type JobPostingSource,
} from './job-posting.ts'
import { parseSalary } from './salary.ts'

const job = (overrides: Partial<JobPostingSource> = {}): JobPostingSource => {
	const salary = parseSalary('£28,000 - £34,000')!
	return {
		id: 42,
		title: 'Staff Nurse',
		company: 'Warrington and Halton Hospitals',
		location: 'Bewsey',
		description:
			'Join the ward team at Warrington Hospital.\nDay and night shifts on a rota.\n\nYou will need NMC registration.',
		jobType: 'Full-time',
		postedAt: '2026-11-20T09:30:00.000Z',
		expiresAt: '2026-12-20T09:30:00.000Z',
		salaryMinPence: salary.minPence,
		salaryMaxPence: salary.maxPence,
		salaryPeriod: salary.period,
		...overrides,
	}
}

describe('googleEmploymentType', () => {
	test.each([
		['Full-time', 'FULL_TIME'],
		['Part-time', 'PART_TIME'],
		['Contract', 'CONTRACTOR'],
		['Temporary', 'TEMPORARY'],
		['Apprenticeship', 'OTHER'],
		['Internship', 'INTERN'],
		['Zero hours', 'OTHER'],
		['', 'OTHER'],
	])('%s → %s', (jobType, expected) => {
		expect(googleEmploymentType(jobType)).toBe(expected)
	})

	test('every job type a job can have maps to one of Google’s values', () => {
		const google = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'OTHER']
		for (const jobType of POST_JOB_TYPES) expect(google).toContain(googleEmploymentType(jobType))
	})
})

describe('jobPostingJsonLd', () => {
	test('has every property Google requires for a job posting', () => {
		const posting = jobPostingJsonLd(job())
		expect(posting['@context']).toBe('https://schema.org')
		expect(posting['@type']).toBe('JobPosting')
		expect(posting.title).toBe('Staff Nurse')
		expect(posting.description).toContain('Join the ward team')
		expect(posting.datePosted).toBe('2026-11-20T09:30:00.000Z')
		expect(posting.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Warrington and Halton Hospitals' })
		expect(posting.jobLocation).toEqual({
			'@type': 'Place',
			address: { '@type': 'PostalAddress', addressLocality: 'Bewsey', addressRegion: 'Cheshire', addressCountry: 'GB' },
		})
	})

	test('has Google’s recommended properties: validThrough, employmentType, baseSalary, identifier, directApply', () => {
		const posting = jobPostingJsonLd(job(), { url: 'https://warringtonjobs.co.uk/jobs/42' })
		expect(posting.validThrough).toBe('2026-12-20T09:30:00.000Z')
		expect(posting.employmentType).toBe('FULL_TIME')
		expect(posting.baseSalary).toEqual({
			'@type': 'MonetaryAmount',
			currency: 'GBP',
			value: { '@type': 'QuantitativeValue', minValue: 28000, maxValue: 34000, unitText: 'YEAR' },
		})
		expect(posting.identifier).toEqual({ '@type': 'PropertyValue', name: 'Warrington Jobs', value: '42' })
		expect(posting.directApply).toBe(true)
		expect(posting.url).toBe('https://warringtonjobs.co.uk/jobs/42')
		// The old product's extras that Google does not want from us (docs/product.md §7).
		expect(posting).not.toHaveProperty('workHours')
	})

	test('hourly pay is a HOUR salary; one amount is a single value', () => {
		const hourly = parseSalary('£12.50 per hour')!
		const posting = jobPostingJsonLd(
			job({ salaryMinPence: hourly.minPence, salaryMaxPence: hourly.maxPence, salaryPeriod: hourly.period }),
		)
		expect(posting.baseSalary).toEqual({
			'@type': 'MonetaryAmount',
			currency: 'GBP',
			value: { '@type': 'QuantitativeValue', value: 12.5, unitText: 'HOUR' },
		})
		const range = parseSalary('£10.42-£12 p/h')!
		const ranged = jobPostingJsonLd(
			job({ salaryMinPence: range.minPence, salaryMaxPence: range.maxPence, salaryPeriod: range.period }),
		)
		expect(ranged.baseSalary?.value).toEqual({
			'@type': 'QuantitativeValue',
			minValue: 10.42,
			maxValue: 12,
			unitText: 'HOUR',
		})
	})

	test('leaves baseSalary out when the salary has no amount', () => {
		expect(
			jobPostingJsonLd(job({ salaryMinPence: null, salaryMaxPence: null, salaryPeriod: null })),
		).not.toHaveProperty('baseSalary')
	})

	test('adds jobBenefits only when the description mentions benefits', () => {
		expect(jobPostingJsonLd(job())).not.toHaveProperty('jobBenefits')
		const withBenefits = jobPostingJsonLd(
			job({
				description:
					'Warehouse operatives for our Omega site.\n\nBenefits:\n- 28 days holiday\n- Free parking\n\nApply today.',
			}),
		)
		expect(withBenefits.jobBenefits).toBe('Benefits:\n- 28 days holiday\n- Free parking')
	})

	test('the description is the employer’s plain text as escaped HTML with its line breaks', () => {
		expect(descriptionHtml('Line one\nLine two\n\n<b>Bold?</b> & more')).toBe(
			'<p>Line one<br>Line two</p><p>&lt;b&gt;Bold?&lt;/b&gt; &amp; more</p>',
		)
	})

	test('uses only types and properties that exist in schema.org 30.0, each on a type it belongs to', () => {
		const hourly = parseSalary('£10.42-£12 p/h')!
		const posting = jobPostingJsonLd(
			job({
				description: 'Benefits include a pension.',
				salaryMinPence: hourly.minPence,
				salaryMaxPence: hourly.maxPence,
				salaryPeriod: hourly.period,
			}),
			{ url: 'https://warringtonjobs.co.uk/jobs/42' },
		)
		const single = jobPostingJsonLd(job({ salaryMinPence: 2500000, salaryMaxPence: 2500000, salaryPeriod: 'year' }))
		expect(schemaProblems(posting)).toEqual([])
		expect(schemaProblems(single)).toEqual([])
	})

	test('the vocabulary check itself catches a wrong type, property, domain or range', () => {
		expect(
			schemaProblems({
				'@type': 'JobPosting',
				salaryRange: 1,
				directApply: 'yes',
				hiringOrganization: { '@type': 'Company', name: 'x' },
				jobLocation: { '@type': 'Place', currency: 'GBP' },
			}),
		).toEqual([
			'$.salaryRange: not a schema.org property',
			'$.directApply: text is not in its range',
			'$.hiringOrganization: a Company is not in its range',
			'$.hiringOrganization: unknown type schema:Company',
			'$.jobLocation.currency: not a property of schema:Place',
		])
	})
})

describe('serializeJsonLd', () => {
	test('no text in a job can close the script element', () => {
		const json = serializeJsonLd(
			jobPostingJsonLd(job({ title: '</script><script>alert(1)</script>', description: 'a & b > c\u2028' })),
		)
		expect(json).not.toMatch(/[<>&\u2028]/)
		expect(JSON.parse(json).title).toBe('</script><script>alert(1)</script>')
	})
})

describe('jobMetaDescription', () => {
	test('title, location and the first 120 characters of the description', () => {
		const description = `${'Caring for residents in a friendly home. '.repeat(5)}`
		const meta = jobMetaDescription({ title: 'Care Assistant', location: 'Great Sankey', description })
		expect(meta.startsWith('Care Assistant in Great Sankey. Caring for residents')).toBe(true)
		expect(meta.endsWith('…')).toBe(true)
		const summary = meta.slice('Care Assistant in Great Sankey. '.length, -1)
		expect(summary.length).toBeLessThanOrEqual(120)
		expect(description.startsWith(summary)).toBe(true)
		// Ends on a whole word, without a dangling full stop before the ellipsis.
		expect(summary).toBe(
			'Caring for residents in a friendly home. Caring for residents in a friendly home. Caring for residents in a friendly',
		)
	})

	test('a description without spaces is cut at 120 characters', () => {
		const meta = jobMetaDescription({ title: 'Chef', location: 'Orford', description: 'x'.repeat(200) })
		expect(meta).toBe(`Chef in Orford. ${'x'.repeat(120)}…`)
	})

	test('a short description is kept whole, its line breaks folded into spaces', () => {
		expect(
			jobMetaDescription({ title: 'Chef', location: 'Stockton Heath', description: 'Busy kitchen.\nGood tips.' }),
		).toBe('Chef in Stockton Heath. Busy kitchen. Good tips.')
	})
})

describe('postedAgo', () => {
	const now = new Date('2026-11-20T12:00:00Z')
	const daysBefore = (days: number, hour = 12) => new Date(Date.UTC(2026, 10, 20 - days, hour))

	test.each([
		[daysBefore(0, 1), 'Today'],
		[daysBefore(0, 11), 'Today'],
		[new Date(now.getTime() - 24 * 3_600_000 + 60_000), 'Today'],
		[daysBefore(1), '1 day ago'],
		[daysBefore(2, 13), '1 day ago'],
		[daysBefore(2), '2 days ago'],
		[daysBefore(6), '6 days ago'],
		[daysBefore(7, 13), '6 days ago'],
		[daysBefore(7), '1 week ago'],
		[daysBefore(13), '1 week ago'],
		[daysBefore(14, 13), '1 week ago'],
		[daysBefore(14), '6 November 2026'],
		[new Date('2026-03-03T10:00:00Z'), '3 March 2026'],
	])('%s → %s', (postedAt, expected) => {
		expect(postedAgo(postedAt, now)).toBe(expected)
	})

	test('the date is the day in Warrington, British Summer Time included', () => {
		// 23:30 BST on 9 July is 22:30 UTC on 9 July; 00:30 BST on 10 July is 23:30 UTC on 9 July.
		const later = new Date('2026-08-01T12:00:00Z')
		expect(postedAgo('2026-07-09T22:30:00Z', later)).toBe('9 July 2026')
		expect(postedAgo('2026-07-09T23:30:00Z', later)).toBe('10 July 2026')
	})

	test('a time a little in the future (clock skew) reads Today', () => {
		expect(postedAgo(new Date(now.getTime() + 60_000), now)).toBe('Today')
	})
})

describe('benefitsText', () => {
	test('keeps only the sentences about benefits from a long paragraph', () => {
		const long = `${'We are a family business in Latchford. '.repeat(15)}Benefits include a pension and free parking. We look forward to hearing from you.`
		expect(benefitsText(long)).toBe('Benefits include a pension and free parking.')
		expect(benefitsText('No perks mentioned.')).toBeUndefined()
	})
})
