import type { EntityManager } from '@mikro-orm/postgresql'
import { beforeAll, describe, expect, test } from 'vitest'
import { apiUser, postedJob } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { schemaProblems } from '../../../tests/fixtures/schema-org.ts'
import type { User } from '../../models/user.ts'
import {
	hourlyPayRange,
	landingItemListJsonLd,
	liveJobsClaim,
	employersClaim,
	NOT_ENOUGH_DATA,
} from './landing-pages.ts'
import { MINIMUM_WAGE_RATES } from '../employer/minimum-wage.ts'
import { LANDING_MATCHES, landingJobs } from './landing-jobs.server.ts'

let em: EntityManager
let owner: User

beforeAll(async () => {
	em = await freshEm()
	owner = (await apiUser('employer')).user
})

describe('landingJobs', () => {
	test('with no matching live job, nothing is claimed', async () => {
		const result = await landingJobs(em, LANDING_MATCHES.cleaning)
		expect(result).toEqual({ total: 0, employers: 0, jobs: [] })
		expect(liveJobsClaim(result.total, 'cleaning')).toBe(NOT_ENOUGH_DATA)
		expect(employersClaim(result.employers)).toBe(NOT_ENOUGH_DATA)
	})

	test('counts the live matching jobs and their employers; hidden, expired and other jobs are left out', async () => {
		await postedJob(owner, { title: 'Office Cleaner', company: 'Brightside Cleaning' })
		await postedJob(owner, { title: 'School Cleaner', company: 'brightside cleaning ' })
		await postedJob(owner, { title: 'Hospital Cleaner', company: 'Mersey Facilities' })
		await postedJob(owner, { title: 'Window Cleaner', company: 'Hidden Co' }, { isActive: false })
		await postedJob(owner, { title: 'Carpet Cleaner', company: 'Old Co' }, { expiresAt: new Date(Date.now() - 1000) })
		const support = await postedJob(owner, { title: 'Support Worker', company: 'Cheshire Care' })
		// Neither "clean code" in a developer's advert nor "Cleaner" in another word counts.
		await postedJob(owner, {
			title: 'Software Developer',
			company: 'Brightside Software',
			description: 'We value clean code and cleaning up technical debt.',
			industry: 'Technology',
		})
		await postedJob(owner, { title: 'Cleanerator Engineer', company: 'Odd Names Ltd' })
		// A job in the trade's industry counts whatever its title.
		await postedJob(owner, { title: 'Domestic Assistant', company: 'Mersey Facilities', industry: 'Cleaning Services' })

		const cleaning = await landingJobs(em, LANDING_MATCHES.cleaning)
		expect(cleaning.total).toBe(4)
		expect(cleaning.employers).toBe(2)
		// The hidden and expired cleaners are not counted; the support worker is another search.
		expect(cleaning.jobs.map((job) => job.title).sort()).toEqual([
			'Domestic Assistant',
			'Hospital Cleaner',
			'Office Cleaner',
			'School Cleaner',
		])
		expect(liveJobsClaim(cleaning.total, 'cleaning')).toBe('4 live cleaning jobs')
		expect(employersClaim(cleaning.employers)).toBe('2 employers hiring now')

		const care = await landingJobs(em, LANDING_MATCHES.supportWorker)
		expect(care.total).toBe(1)
		expect(care.jobs.map((job) => job.id)).toEqual([support.id])
		expect(liveJobsClaim(care.total, 'support worker')).toBe('1 live support worker job')
	})
})

describe('landing page structured data', () => {
	test('an ItemList of the real jobs, valid schema.org, and no JobPosting', () => {
		const data = landingItemListJsonLd({
			origin: 'https://www.warringtonjobs.example',
			path: '/cleaning-jobs',
			name: 'Cleaning jobs in Warrington',
			jobs: [
				{ id: 7, title: 'Office Cleaner', company: 'Brightside Cleaning' },
				{ id: 9, title: 'School Cleaner', company: 'Mersey Facilities' },
			],
		})
		expect(schemaProblems(data)).toEqual([])
		expect(JSON.stringify(data)).not.toContain('JobPosting')
		expect(data.itemListElement.map((item) => [item.position, item.url])).toEqual([
			[1, 'https://www.warringtonjobs.example/jobs/7'],
			[2, 'https://www.warringtonjobs.example/jobs/9'],
		])
		expect(data.numberOfItems).toBe(2)
	})

	test('pay is quoted from the minimum-wage table in force, never 10.42', () => {
		const [current, previous] = MINIMUM_WAGE_RATES
		expect(hourlyPayRange({ topHourlyPence: 18_00 }, current)).toBe('£12.71 to £18.00 an hour')
		expect(hourlyPayRange({ topHourlyPence: 15_50 }, previous)).toBe('£12.21 to £15.50 an hour')
		// A floor above the minimum is kept; one below it is raised to the minimum.
		expect(hourlyPayRange({ fromHourlyPence: 13_50, topHourlyPence: 15_50 }, current)).toBe('£13.50 to £15.50 an hour')
		expect(hourlyPayRange({ fromHourlyPence: 10_42, topHourlyPence: 11_00 }, current)).toBe('£12.71 an hour')
		expect(hourlyPayRange({ topHourlyPence: 15_50 })).not.toContain('10.42')
	})
})
