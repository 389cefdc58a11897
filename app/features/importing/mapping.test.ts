import { describe, expect, test } from 'vitest'
import { fixtureDocument } from '../../../tests/fixtures/imports.ts'
import type { ImportedJob } from './imported-job.ts'
import type { MappedJob } from './mapped-job.ts'
import { fingerprintOf, mapImportedJob, titleKey } from './mapping.ts'
import { parseSource } from './parse-source.ts'
import { JobInputSchema } from '../jobs/job-schemas.ts'
import { parseSalary } from '../jobs/salary.ts'

const defaults = { industry: 'Technology', companyName: 'Brightwire', employerEmail: 'hr@brightwire.example' }
const now = new Date('2026-11-28T07:00:00Z')

function imported(overrides: Partial<ImportedJob> = {}): ImportedJob {
	return {
		externalId: 'ENG-1',
		url: 'https://brightwire.example/jobs/eng-1',
		title: 'Electrical Design Engineer',
		company: null,
		locationText: 'Birchwood, Warrington',
		postcode: null,
		descriptionHtml: '<p>Design switchgear for the rail network from our Birchwood office.</p>',
		salaryText: null,
		jobType: null,
		applyUrl: null,
		applyEmail: null,
		postedAt: null,
		validThrough: null,
		remote: null,
		...overrides,
	}
}

function mapped(overrides: Partial<ImportedJob> = {}): MappedJob {
	const mapping = mapImportedJob(imported(overrides), defaults, now)
	if (!mapping.ok) throw new Error(mapping.problem)
	return mapping.job
}

function problem(overrides: Partial<ImportedJob>) {
	const mapping = mapImportedJob(imported(overrides), defaults, now)
	return mapping.ok ? null : mapping.problem
}

/** Every job a fixture's source lists, mapped. */
function mapFixture(kind: Parameters<typeof parseSource>[0], file: string, url: string) {
	return parseSource(kind, fixtureDocument(file, url)).jobs.map((job) => mapImportedJob(job, defaults, now))
}

describe('mapImportedJob on the formats’ fixtures', () => {
	test('Greenhouse: HTML to text, area from "Birchwood Park", pay kept; a remote job refused', () => {
		const [engineer, adviser] = mapFixture(
			'greenhouse',
			'greenhouse-jobs.json',
			'https://boards-api.greenhouse.io/v1/boards/brightwire/jobs',
		)
		expect(engineer).toEqual({
			ok: true,
			job: {
				externalId: '4012345007',
				title: 'Electrical Design Engineer',
				company: 'Brightwire Systems',
				location: 'Birchwood Business Park',
				salary: '£32,000 - £38,000 a year',
				description: [
					"Brightwire designs switchgear for the UK's rail network from our office on Birchwood Park.",
					"What you'll do",
					'• Design low-voltage panels & schematics in EPLAN\n• Visit sites in Cheshire & Merseyside',
					'Pay: £32k–£38k',
				].join('\n\n'),
				jobType: 'Full-time',
				industry: 'Technology',
				contactEmail: 'hr@brightwire.example',
				applyUrl: 'https://boards.greenhouse.io/brightwire/jobs/4012345007',
				sourceUrl: 'https://boards.greenhouse.io/brightwire/jobs/4012345007',
				postedAt: new Date('2026-11-20T13:30:00Z'),
				validThrough: null,
			},
		})
		expect(adviser).toEqual({
			ok: false,
			problem: '"Customer Support Adviser" is in Remote (UK), outside the Warrington areas the board lists.',
		})
	})

	test("Lever: lists under headings, the apply page, the second location's postcode", () => {
		const [leader, clerk] = mapFixture('lever', 'lever-postings.json', 'https://api.lever.co/v0/postings/brightwire')
		expect(leader).toMatchObject({
			ok: true,
			job: {
				location: 'Warrington Town Centre',
				company: 'Brightwire',
				description: expect.stringContaining("What you'll do\n\n• Pick & pack orders\n• Drive a counterbalance truck"),
				applyUrl: 'https://jobs.lever.co/brightwire/5c1a7e0b-3f2d-4c55-9a61-2b7d0e4f8a11/apply',
			},
		})
		expect(clerk).toMatchObject({ ok: true, job: { location: 'Fairfield', jobType: 'Part-time' } })
	})

	test('the XML feed: an application address is where applications go; a too short description refused', () => {
		const [care, scheduler] = mapFixture('xml-feed', 'aggregator-feed.xml', 'https://cheshire-care.example/feed.xml')
		expect(care).toMatchObject({
			ok: true,
			job: {
				location: 'Great Sankey',
				contactEmail: 'jobs@cheshire-care.example',
				applyUrl: null,
				sourceUrl: 'https://cheshire-care.example/jobs/2211',
				validThrough: new Date('2026-12-31T23:59:00Z'),
			},
		})
		expect(scheduler).toEqual({
			ok: false,
			problem: '"Care Scheduler (Remote)" has too short a description to list: under 30 characters.',
		})
	})

	test('every job mapped fits the post form’s schema, and its salary reads', () => {
		const all = [
			...mapFixture('greenhouse', 'greenhouse-jobs.json', 'https://boards-api.greenhouse.io/v1/boards/b/jobs'),
			...mapFixture('lever', 'lever-postings.json', 'https://api.lever.co/v0/postings/b'),
			...mapFixture('workable', 'workable-account.json', 'https://apply.workable.com/api/v1/widget/accounts/b'),
			...mapFixture('xml-feed', 'aggregator-feed.xml', 'https://cheshire-care.example/feed.xml'),
			...mapFixture('jsonld-page', 'careers-page.html', 'https://priestley.example/careers'),
		].flatMap((mapping) => (mapping.ok ? [mapping.job] : []))
		expect(all.length).toBeGreaterThanOrEqual(6)
		for (const job of all) {
			const industry = 'Technology'
			expect(JobInputSchema.safeParse({ ...job, industry, salary: job.salary ?? undefined }).error).toBeUndefined()
			if (job.salary) expect(parseSalary(job.salary)).not.toBeNull()
		}
	})
})

describe('mapImportedJob rules', () => {
	test("company and apply address: the source's, else the defaults", () => {
		expect(mapped()).toMatchObject({ company: 'Brightwire', contactEmail: 'hr@brightwire.example' })
		expect(mapped({ applyUrl: 'https://ats.example/apply/1' })).toMatchObject({
			applyUrl: 'https://ats.example/apply/1',
			sourceUrl: 'https://brightwire.example/jobs/eng-1',
		})
		expect(mapped()).toMatchObject({ applyUrl: 'https://brightwire.example/jobs/eng-1' })
		expect(mapped({ applyEmail: ' careers@brightwire.example ', applyUrl: 'https://ats.example/1' })).toMatchObject({
			contactEmail: 'careers@brightwire.example',
			applyUrl: null,
		})
		expect(mapped({ applyEmail: 'not an address' })).toMatchObject({
			contactEmail: 'hr@brightwire.example',
			applyUrl: 'https://brightwire.example/jobs/eng-1',
		})
	})

	test('an apply address that is not http(s) falls back to the job page; no usable address is a problem', () => {
		expect(mapped({ applyUrl: 'javascript:alert(1)' }).applyUrl).toBe('https://brightwire.example/jobs/eng-1')
		expect(problem({ url: 'ftp://brightwire.example/jobs/1' })).toBe(
			'"Electrical Design Engineer" has no web address of its own.',
		)
	})

	test('dates: posted in the future is ignored; closed is a problem; a date alone closes at its end', () => {
		expect(mapped({ postedAt: new Date('2026-11-27T09:00:00Z') }).postedAt).toEqual(new Date('2026-11-27T09:00:00Z'))
		expect(mapped({ postedAt: new Date('2026-12-01T09:00:00Z') }).postedAt).toBeNull()
		expect(problem({ validThrough: new Date('2026-11-03T17:00:00Z') })).toBe(
			'"Electrical Design Engineer" closed on 3 November 2026.',
		)
		expect(mapped({ validThrough: new Date('2026-11-28') }).validThrough).toEqual(new Date('2026-11-28T23:59:59.999Z'))
		expect(problem({ validThrough: new Date('2026-11-27') })).toBe(
			'"Electrical Design Engineer" closed on 27 November 2026.',
		)
	})

	test('where it is: outside, remote, or nowhere said', () => {
		expect(problem({ locationText: 'Manchester', postcode: 'M1 1AA' })).toBe(
			'"Electrical Design Engineer" is in Manchester, outside the Warrington areas the board lists.',
		)
		expect(problem({ locationText: null, remote: true })).toBe(
			'"Electrical Design Engineer" is a remote job with no place in the Warrington areas the board lists.',
		)
		expect(problem({ locationText: null })).toBe(
			'"Electrical Design Engineer" says nothing of where the job is, so it cannot be listed in a Warrington area.',
		)
		expect(mapped({ locationText: 'Remote or hybrid, Stockton Heath', remote: true }).location).toBe('Stockton Heath')
	})

	test('caps: title at 255, description at 20,000 characters, salary at 255', () => {
		const job = mapped({
			title: `Engineer ${'very '.repeat(80)}senior`,
			descriptionHtml: `<p>${'Lots of detail about the role. '.repeat(1000)}</p>`,
			salaryText: `£30,000 ${'plus '.repeat(60)}`,
		})
		expect(job.title.length).toBeLessThanOrEqual(255)
		expect(job.title.endsWith('…')).toBe(true)
		expect(job.description.length).toBeLessThanOrEqual(20_000)
		expect(job.description.length).toBeGreaterThan(19_800)
		expect(job.salary!.length).toBeLessThanOrEqual(255)
	})

	test('text fields: entities decoded and whitespace made one space; an empty title refused', () => {
		expect(mapped({ title: '  Sales &amp; Marketing\n Lead ', company: 'Smith &amp; Sons ' })).toMatchObject({
			title: 'Sales & Marketing Lead',
			company: 'Smith & Sons',
		})
		expect(problem({ title: ' \u200b ' })).toBe('The job at https://brightwire.example/jobs/eng-1 has no title.')
		expect(problem({ descriptionHtml: '<p>Short.</p><script>'.padEnd(200, 'x') })).toBe(
			'"Electrical Design Engineer" has too short a description to list: under 30 characters.',
		)
	})

	test('job type, industry and an over-long id', () => {
		expect(mapped({ jobType: 'PART_TIME' })).toMatchObject({ jobType: 'Part-time', industry: 'Technology' })
		expect(mapped({ title: 'Apprentice Electrician' }).jobType).toBe('Apprenticeship')
		expect(problem({ externalId: 'x'.repeat(513) })).toMatch(/id at its source too long/)
	})
})

describe('fingerprintOf', () => {
	test('the same for the same job mapped again, whatever its keys’ order; any change changes it', () => {
		const job = mapped({ postedAt: new Date('2026-11-27T09:00:00Z') })
		const reordered = Object.fromEntries(Object.entries(job).reverse()) as MappedJob
		expect(fingerprintOf(job)).toMatch(/^[0-9a-f]{64}$/)
		expect(fingerprintOf(reordered)).toBe(fingerprintOf(job))
		expect(fingerprintOf(mapped({ postedAt: new Date('2026-11-27T09:00:00Z') }))).toBe(fingerprintOf(job))
		for (const change of [
			{ title: 'Electrical Design Engineer II' },
			{ descriptionHtml: '<p>Design switchgear for the rail network from our Birchwood site.</p>' },
			{ postedAt: new Date('2026-11-27T09:00:01Z') },
			{ salaryText: '£30k' },
			{ applyEmail: 'careers@brightwire.example' },
		]) {
			expect(fingerprintOf(mapped({ postedAt: new Date('2026-11-27T09:00:00Z'), ...change }))).not.toBe(
				fingerprintOf(job),
			)
		}
	})
})

describe('titleKey', () => {
	test('lower-case words of letters and digits, one space apart', () => {
		expect(titleKey('  Senior  Chef (Days) – Café 24/7 ')).toBe('senior chef days café 24 7')
		expect(titleKey('HGV Class-1 Driver')).toBe(titleKey('hgv class 1 driver'))
		expect(titleKey('!!!')).toBe('')
	})
})
