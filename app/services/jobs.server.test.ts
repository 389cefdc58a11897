import type { EntityManager } from '@mikro-orm/postgresql'
import { beforeAll, describe, expect, test } from 'vitest'
import { freshEm } from '../../tests/fixtures/route.ts'
import { Job } from '../models/job.ts'
import { JobSearchSchema } from '../utils/job-search.ts'
import { createJob, searchJobs } from './jobs.server.ts'
import { createUser } from './users.server.ts'

const search = (input: Record<string, unknown>) => JobSearchSchema.parse(input)
let em: EntityManager
let ids: Record<string, number> = {}

beforeAll(async () => {
	em = await freshEm()
	const owner = await createUser(em, { email: 'hr@omega-logistics.co.uk', password: 'a good password', firstName: 'Dana', lastName: 'Orford', userType: 'employer' })
	const base = { contactEmail: 'jobs@example.co.uk', description: 'A role in Warrington.', jobType: 'Full-time', industry: 'Healthcare', location: 'Birchwood' }
	const nurse = await createJob(em, owner, { ...base, title: 'Staff Nurse', company: 'Warrington Hospital', salary: '£28,000 - £34,000' })
	const picker = await createJob(em, owner, { ...base, title: 'Warehouse Picker', company: 'Omega Logistics', salary: '£12.50 per hour', industry: 'Warehouse & Logistics', jobType: 'Part-time', location: 'Omega South' })
	const hidden = await createJob(em, owner, { ...base, title: 'Nursing Assistant', company: 'Hidden Care', salary: null })
	hidden.isActive = false
	const expired = await createJob(em, owner, { ...base, title: 'Nurse Practitioner', company: 'Old Surgery' })
	expired.expiresAt = new Date(Date.now() - 1000)
	await em.flush()
	ids = { nurse: nurse.id, picker: picker.id, hidden: hidden.id, expired: expired.id }
})

describe('searchJobs', () => {
	test('stems words and hides inactive and expired jobs', async () => {
		const { jobs, total } = await searchJobs(em, search({ search: 'nursing' }))
		expect(jobs.map((job) => job.id)).toEqual([ids.nurse])
		expect(total).toBe(1)
	})

	test('finds a company by name, and filters by several job types', async () => {
		expect((await searchJobs(em, search({ search: 'omega' }))).jobs.map((job) => job.id)).toEqual([ids.picker])
		const both = await searchJobs(em, search({ jobType: ['Full-time', 'Part-time'] }))
		expect(both.jobs.map((job) => job.id).sort()).toEqual([ids.nurse, ids.picker].sort())
	})

	test('salary minimum compares annualised pay', async () => {
		const over25k = await searchJobs(em, search({ salaryMin: 25_000 }))
		expect(over25k.jobs.map((job) => job.id)).toEqual([ids.nurse])
		const over20k = await searchJobs(em, search({ salaryMin: 20_000, sort: 'salary' }))
		expect(over20k.jobs.map((job) => job.id)).toEqual([ids.nurse, ids.picker])
	})

	test('an inactive job is still stored', async () => {
		expect(await em.count(Job, { id: ids.hidden })).toBe(1)
	})
})
