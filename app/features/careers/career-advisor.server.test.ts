// The career advisor against PostgreSQL: roles are the occupations of the jobs listed now (grouped
// in SQL) and the neighbours of the seeker's current occupation, each scored on taxonomy skills
// with its matched and missing skills, live jobs, pay and courses; assessments stored, the latest
// read back.
import { describe, expect, test } from 'vitest'
import { careerJob } from '../../../tests/fixtures/career-jobs.ts'
import { storedCourse } from '../../../tests/fixtures/courses.ts'
import { apiUser } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { CareerAssessment } from '../../models/career-assessment.ts'
import { Job } from '../../models/job.ts'
import { addSkill } from '../profile/skills.server.ts'
import {
	careerAdvice,
	fallbackAdvice,
	latestAssessment,
	saveAssessment,
	skillChoices,
} from './career-advisor.server.ts'

const DAY = 24 * 60 * 60 * 1000

describe('career advice from the listed jobs', () => {
	test('roles by occupation, only listed jobs counted, each naming matched and missing skills, with jobs, pay and courses', async () => {
		const { user: employer } = await apiUser('employer')
		const warehouse = {
			industry: 'Warehouse & Logistics',
			description: 'Loading bays in Birchwood. Picking, packing and loading for dispatch.',
		}
		const first = await careerJob(employer, { ...warehouse, title: 'Warehouse Operative', salary: '£23,000' })
		const second = await careerJob(employer, { ...warehouse, title: 'Warehouse Operative', salary: '£12.80 per hour' })
		const third = await careerJob(employer, { ...warehouse, title: 'Warehouse Operative', salary: 'Competitive' })
		const newest = await careerJob(employer, { ...warehouse, title: 'Warehouse Operative', salary: '£26,500' })
		// Not listed: neither counts nor shows.
		await careerJob(employer, { ...warehouse, title: 'Warehouse Operative' }, { after: { isActive: false } })
		await careerJob(
			employer,
			{ ...warehouse, title: 'Warehouse Operative' },
			{ after: { expiresAt: new Date(Date.now() - DAY) } },
		)
		const { course: barcodes } = await storedCourse({
			title: 'Warehouse Systems and Scanners',
			category: 'Warehousing and Logistics',
			level: 'Beginner',
			pricePence: 4_500,
			skills: ['use barcode scanning equipment', 'use a warehouse management system'],
		})
		await storedCourse({ title: 'Closed scanner course', skills: ['use barcode scanning equipment'], isActive: false })

		const answers = {
			currentRole: 'Warehouse Operative',
			experienceLevel: 'mid' as const,
			skills: ['Handle returns', 'Underwater basket weaving'],
			interests: ['Warehouse & Logistics'],
		}
		const advice = await careerAdvice(await freshEm(), answers)
		const role = advice.find((entry) => entry.role === 'Warehouse worker')!
		expect(role).toMatchObject({ localOpportunities: 4, salaryRange: { min: 23_000, max: 26_500 }, fallback: false })
		// Every essential skill from the role; one optional skill from the list; none missing that is essential.
		expect(role.missingSkills.essential).toEqual([])
		expect(role.matchedSkills.essential).toContain('Pick orders for dispatching')
		expect(role.matchedSkills.optional).toEqual(['Handle returns'])
		expect(role.missingSkills.optional).toContain('Use barcode scanning equipment')
		expect(role.suggestedCourses).toEqual([{ id: barcodes.id, title: 'Warehouse Systems and Scanners' }])
		expect(role.reasoning).toContain('counting the skills of your role as Warehouse Operative')
		expect(role.relevantJobs.map((job) => job.id)).toEqual([newest.id, third.id, second.id])
		expect(role.relevantJobs[0]).toEqual({
			id: newest.id,
			title: 'Warehouse Operative',
			company: 'Omega Distribution Ltd',
			location: 'Omega South',
			salary: '£26,500',
		})
		expect(first.id).toBeLessThan(second.id)
		// Neighbours of the current occupation are weighed too, with no jobs listed.
		for (const entry of advice) {
			expect(entry.matchedSkills.essential.length * 2).toBeGreaterThanOrEqual(
				entry.matchedSkills.essential.length + entry.missingSkills.essential.length,
			)
		}

		// A job taken down after the groups were read drops out of the jobs shown at once.
		const later = await freshEm()
		later.assign(await later.findOneOrFail(Job, newest.id), { isActive: false })
		await later.flush()
		const again = (await careerAdvice(await freshEm(), answers)).find((entry) => entry.role === 'Warehouse worker')!
		expect(again.localOpportunities).toBe(3)
		expect(again.relevantJobs.map((job) => job.id)).toEqual([third.id, second.id, first.id])
	})

	test('a mid-level cleaner who knows some accounting is never offered IT support (issue 29)', async () => {
		const { user: employer } = await apiUser('employer')
		// IT jobs whose company blurb talks of cleaning and accounts, busy enough for every bonus.
		for (let index = 0; index < 6; index++)
			await careerJob(employer, {
				title: 'IT Support Technician',
				industry: 'Cleaning Services',
				description:
					'Support our users and the service desk. About us: we supply cleaning businesses and accounting firms across Cheshire.',
			})
		await careerJob(employer, { title: 'Office Cleaner', industry: 'Cleaning Services', salary: '£12.60 per hour' })
		const advice = await careerAdvice(await freshEm(), {
			currentRole: 'Office Cleaner',
			experienceLevel: 'mid',
			skills: ['Accounting', 'Customer service'],
			interests: ['Cleaning Services'],
		})
		expect(advice.map((entry) => entry.role)).not.toContain('ICT help desk agent')
		expect(advice[0]).toMatchObject({ role: 'Building cleaner', fallback: false })
		expect(advice[0]!.matchedSkills.essential).toContain('Clean surfaces')
	})

	test('nothing close enough gives the two fallback roles, said not to be matches; so does a failure to read the jobs', async () => {
		const answers = {
			currentRole: null,
			experienceLevel: 'mid' as const,
			skills: ['Astrophysics'],
			interests: ['Lighthouse keeping'],
		}
		const advice = await careerAdvice(await freshEm(), answers)
		expect(advice.map((role) => [role.role, role.matchPercentage, role.fallback])).toEqual([
			['Customer Service Advisor', 30, true],
			['Warehouse Operative', 25, true],
		])
		expect(advice[0]!.reasoning).toContain('it is not a match')
		expect(fallbackAdvice(answers).map((role) => [role.role, role.matchPercentage, role.relevantJobs])).toEqual([
			['Customer Service Advisor', 30, []],
			['Warehouse Operative', 25, []],
		])
	})
})

describe('assessments', () => {
	test('stored with every answer; the latest is the one read back; the skills step offers profile skills first', async () => {
		const { user } = await apiUser('employee')
		const em = await freshEm()
		expect(await latestAssessment(em, user)).toBeNull()
		await saveAssessment(em, user, {
			currentRole: null,
			experienceLevel: 'entry',
			skills: ['Forklift'],
			interests: ['Retail'],
			workPreferences: null,
			salaryExpectation: null,
			careerGoals: null,
		})
		await saveAssessment(em, user, {
			currentRole: 'Kitchen porter',
			experienceLevel: 'mid',
			skills: ['Food hygiene', 'Cleaning'],
			interests: ['Hospitality', 'Head chef'],
			workPreferences: 'flexible',
			salaryExpectation: '20000-25000',
			careerGoals: 'Run a kitchen one day.',
		})
		const latest = await latestAssessment(await freshEm(), user)
		expect(latest).toMatchObject({
			currentRole: 'Kitchen porter',
			experienceLevel: 'mid',
			skills: ['Food hygiene', 'Cleaning'],
			interests: ['Hospitality', 'Head chef'],
			workPreferences: 'flexible',
			salaryExpectation: '20000-25000',
			careerGoals: 'Run a kitchen one day.',
		})
		expect(await (await freshEm()).count(CareerAssessment, { user: user.id })).toBe(2)

		await addSkill(await freshEm(), user, {
			skillName: 'Barista coffee',
			skillCategory: 'Other',
			proficiencyLevel: 'Advanced',
			yearsOfExperience: null,
			lastUsed: null,
			certificationName: null,
			certificationDate: null,
			certificationExpiry: null,
		})
		const { user: employer } = await apiUser('employer')
		await careerJob(employer, { title: 'Forklift Driver' }, { skills: ['operate forklift', 'stack goods'] })
		const choices = await skillChoices(await freshEm(), user, 'Office Cleaner')
		expect(choices[0]).toEqual({ name: 'Barista coffee', listedJobs: null })
		// The current occupation's skills, then the board's, with their counts of listed jobs.
		expect(choices.map((choice) => choice.name)).toContain('Clean surfaces')
		expect(choices.find((choice) => choice.name === 'Operate forklift')?.listedJobs).toBeGreaterThanOrEqual(1)
		expect((await skillChoices(await freshEm(), user)).map((choice) => choice.name)).not.toContain('Clean surfaces')
	})
})
