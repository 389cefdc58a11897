import { describe, expect, test } from 'vitest'
import { fixtureDocument } from '../../../../tests/fixtures/imports.ts'
import { FormatError } from '../imported-job.ts'
import { parseSource } from '../parse-source.ts'
import { parseSalary } from '../../jobs/salary.ts'

describe('Greenhouse', () => {
	const url = 'https://boards-api.greenhouse.io/v1/boards/brightwire/jobs?content=true'
	const parsed = parseSource('greenhouse', fixtureDocument('greenhouse-jobs.json', url, 'application/json'))

	test('reads each job with its escaped content decoded once', () => {
		expect(parsed.jobs).toHaveLength(2)
		const [engineer, adviser] = parsed.jobs
		expect(engineer).toEqual({
			externalId: '4012345007',
			url: 'https://boards.greenhouse.io/brightwire/jobs/4012345007',
			title: 'Electrical Design Engineer',
			company: 'Brightwire Systems',
			locationText: 'Birchwood Park, Warrington WA3 6YN',
			postcode: 'WA3 6YN',
			descriptionHtml: expect.stringContaining('<p>Brightwire designs switchgear for the UK&#39;s rail network'),
			salaryText: '£32,000 - £38,000 a year',
			jobType: 'Full-time',
			applyUrl: 'https://boards.greenhouse.io/brightwire/jobs/4012345007',
			applyEmail: null,
			postedAt: new Date('2026-11-20T13:30:00Z'),
			validThrough: null,
			remote: null,
		})
		expect(engineer!.descriptionHtml).toContain('<li>Design low-voltage panels &amp; schematics in EPLAN</li>')
		expect(engineer!.descriptionHtml).toContain('&pound;32k&ndash;&pound;38k')
		expect(adviser).toMatchObject({ salaryText: '£14.25', remote: true, postcode: null, jobType: null })
		expect(parseSalary(adviser!.salaryText)).toEqual({ minPence: 1425, maxPence: 1425, period: 'hour' })
	})

	test('skips a job without a title and says which', () => {
		expect(parsed.problems).toEqual(['Job 3 was skipped: it has no title.'])
	})

	test('refuses an answer that is not a job board', () => {
		expect(() =>
			parseSource('greenhouse', { url, body: '{"status":404,"error":"Job not found"}', contentType: null }),
		).toThrow(FormatError)
		expect(() => parseSource('greenhouse', { url, body: '<html>Not found</html>', contentType: 'text/html' })).toThrow(
			/not JSON/,
		)
	})
})

describe('Lever', () => {
	const url = 'https://api.lever.co/v0/postings/brightwire?mode=json'
	const parsed = parseSource('lever', fixtureDocument('lever-postings.json', url, 'application/json'))

	test('reads description, lists and additional as one description, and the salary range', () => {
		const [leader, clerk] = parsed.jobs
		expect(leader).toEqual({
			externalId: '5c1a7e0b-3f2d-4c55-9a61-2b7d0e4f8a11',
			url: 'https://jobs.lever.co/brightwire/5c1a7e0b-3f2d-4c55-9a61-2b7d0e4f8a11',
			title: 'Warehouse Team Leader',
			company: null,
			locationText: 'Warrington',
			postcode: null,
			descriptionHtml: [
				'<div>Join our warehouse team at Omega, Great Sankey &ndash; days only.</div>',
				"<h3>What you'll do</h3><ul><li>Pick &amp; pack orders</li><li>Drive a counterbalance truck</li></ul>",
				"<h3>What we offer</h3><ul><li>25 days' holiday</li><li>Free parking</li></ul>",
				'<div>Brightwire is a Disability Confident employer &amp; a Living Wage employer.</div>',
			].join('\n'),
			salaryText: '£29,000 - £33,500 a year',
			jobType: 'Full-time',
			applyUrl: 'https://jobs.lever.co/brightwire/5c1a7e0b-3f2d-4c55-9a61-2b7d0e4f8a11/apply',
			applyEmail: null,
			postedAt: new Date('2026-11-25T10:00:00Z'),
			validThrough: null,
			remote: false,
		})
		expect(parseSalary(leader!.salaryText)).toEqual({ minPence: 29_000_00, maxPence: 33_500_00, period: 'year' })
		expect(clerk).toMatchObject({
			locationText: 'Lymm; Warrington WA1 1QX',
			postcode: 'WA1 1QX',
			salaryText: '£13.50 per hour',
			jobType: 'Part-time',
			remote: false,
		})
	})

	test('skips a posting without an id', () => {
		expect(parsed.jobs).toHaveLength(2)
		expect(parsed.problems).toEqual(['Job 3 ("Forklift Driver") was skipped: it has no id.'])
	})

	test('refuses an answer that is not a list of postings', () => {
		expect(() =>
			parseSource('lever', { url, body: '{"ok":false,"error":"Document not found"}', contentType: null }),
		).toThrow(/Lever/)
	})
})

describe('Workable', () => {
	const url = 'https://apply.workable.com/api/v1/widget/accounts/orford-care?details=true'
	const parsed = parseSource('workable', fixtureDocument('workable-account.json', url, 'application/json'))

	test("reads the account's name as each job's company", () => {
		const [senior, coordinator] = parsed.jobs
		expect(senior).toEqual({
			externalId: 'A1B2C3D4E5',
			url: 'https://apply.workable.com/j/A1B2C3D4E5',
			title: 'Senior Care Assistant (Nights)',
			company: 'Orford Care Homes',
			locationText: 'Warrington, England, United Kingdom',
			postcode: null,
			descriptionHtml: expect.stringContaining('at our Orford home &amp; support residents'),
			salaryText: null,
			jobType: 'Full-time',
			applyUrl: 'https://apply.workable.com/j/A1B2C3D4E5/apply',
			applyEmail: null,
			postedAt: new Date('2026-11-23T00:00:00Z'),
			validThrough: null,
			remote: false,
		})
		expect(coordinator).toMatchObject({ locationText: 'United Kingdom', remote: true, jobType: 'Part-time' })
	})

	test('skips a job without a shortcode', () => {
		expect(parsed.jobs).toHaveLength(2)
		expect(parsed.problems).toEqual(['Job 3 ("Cook") was skipped: it has no id.'])
	})

	test('a job that is not an object is a problem, not a failure', () => {
		const body = JSON.stringify({ name: 'Orford Care Homes', jobs: [null, 'Cook'] })
		expect(parseSource('workable', { url, body, contentType: null })).toEqual({
			jobs: [],
			problems: ['Job 1 was skipped: it is not a job.', 'Job 2 was skipped: it is not a job.'],
		})
	})
})
