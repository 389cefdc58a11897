import { describe, expect, test } from 'vitest'
import {
	alertCriteriaQuery,
	alertFormObject,
	alertSearch,
	alertSummary,
	JobAlertChangeSchema,
	JobAlertSchema,
	readAlertCriteria,
} from './job-alert-schemas.ts'
import { parseJobSearchLeniently } from '../jobs/job-search.ts'

describe('an alert’s criteria: the listing’s own search', () => {
	test('are stored one way: schema order, lists sorted, paging, sort and date window left out', () => {
		const search = parseJobSearchLeniently(
			new URLSearchParams(
				'sort=date&page=3&jobType=Part-time&jobType=Full-time&search=carer&datePosted=3days&location=Orford&salaryMin=20000',
			),
		)
		expect(alertCriteriaQuery(search)).toBe(
			'search=carer&location=Orford&jobType=Full-time&jobType=Part-time&salaryMin=20000',
		)
		expect(alertCriteriaQuery(parseJobSearchLeniently(new URLSearchParams('')))).toBe('')
	})

	test('read back leniently, and searched newest first for new jobs', () => {
		expect(readAlertCriteria('search=carer&location=Nowhere&industry=Social+Care')).toEqual({
			search: 'carer',
			location: '',
			near: '',
			jobType: [],
			industry: ['Social Care'],
		})
		expect(alertSearch('search=carer', 50)).toMatchObject({ search: 'carer', sort: 'date', limit: 50, offset: 0 })
	})

	test('are named readably', () => {
		expect(alertSummary(readAlertCriteria(''))).toBe('All jobs in Warrington')
		expect(
			alertSummary(readAlertCriteria('search=forklift&location=Birchwood&jobType=Full-time&salaryMin=25000')),
		).toBe('“forklift” jobs in Birchwood (Full-time, £25,000+)')
	})
})

describe('the schemas the forms and the API share', () => {
	test('a form’s repeated fields are lists; daily by default; a bad value is refused', () => {
		const form = new FormData()
		form.append('search', 'carer')
		form.append('jobType', 'Part-time')
		expect(JobAlertSchema.parse(alertFormObject(form))).toMatchObject({
			search: 'carer',
			jobType: ['Part-time'],
			frequency: 'daily',
		})
		expect(JobAlertSchema.safeParse({ frequency: 'hourly' }).success).toBe(false)
		expect(JobAlertSchema.safeParse({ location: 'Atlantis' }).success).toBe(false)
	})

	test('a change takes frequency, paused (form text or JSON boolean) and name, and nothing else', () => {
		expect(JobAlertChangeSchema.parse({ paused: 'true' })).toEqual({ paused: true })
		expect(JobAlertChangeSchema.parse({ paused: false, frequency: 'weekly' })).toEqual({
			paused: false,
			frequency: 'weekly',
		})
		expect(JobAlertChangeSchema.safeParse({}).success).toBe(false)
		expect(JobAlertChangeSchema.safeParse({ criteria: 'search=x' }).success).toBe(false)
	})
})
