// The career advisor against PostgreSQL: roles from the jobs listed now, grouped by lowercase title
// in SQL, with their live jobs, pay and courses; assessments stored, the latest read back.
import { describe, expect, test } from 'vitest'
import { storedCourse } from '../../../tests/fixtures/courses.ts'
import { apiUser, postedJob } from '../../../tests/fixtures/jobs.ts'
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
	test('jobs grouped by lowercase title, only listed ones counted, scored, with their newest jobs, pay and courses', async () => {
		const { user: employer } = await apiUser('employer')
		const warehouse = {
			industry: 'Warehouse & Logistics',
			description:
				'Loading bays in Birchwood. Counterbalance forklift licence needed; good customer service with drivers.',
		}
		const first = await postedJob(employer, { ...warehouse, title: 'Picker Packer Zeta', salary: '£23,000' })
		const second = await postedJob(employer, { ...warehouse, title: 'picker packer zeta', salary: '£12.80 per hour' })
		const third = await postedJob(employer, { ...warehouse, title: 'PICKER PACKER ZETA', salary: 'Competitive' })
		const newest = await postedJob(employer, { ...warehouse, title: 'Picker Packer Zeta', salary: '£26,500' })
		// Not listed: neither counts nor shows.
		await postedJob(employer, { ...warehouse, title: 'Picker Packer Zeta' }, { isActive: false })
		await postedJob(employer, { ...warehouse, title: 'Picker Packer Zeta' }, { expiresAt: new Date(Date.now() - DAY) })
		await postedJob(employer, {
			title: 'Senior Software Engineer',
			industry: 'Technology',
			description: 'React and TypeScript.',
		})
		const { course: forklift } = await storedCourse({
			title: 'Counterbalance Forklift Novice',
			category: 'Warehousing and Logistics',
			level: 'Beginner',
			pricePence: 65_000,
			skills: ['Forklift operation', 'Load handling'],
		})
		await storedCourse({
			title: 'Closed forklift course',
			category: 'Warehousing and Logistics',
			level: 'Beginner',
			pricePence: 0,
			skills: ['Forklift operation'],
			isActive: false,
		})

		const em = await freshEm()
		const advice = await careerAdvice(em, {
			experienceLevel: 'entry',
			skills: ['Customer care'],
			interests: ['Warehouse & Logistics'],
		})
		const picker = advice.find((role) => role.role.toLowerCase() === 'picker packer zeta')!
		// Customer service and Forklift named: 1 of 2 → 25; interest 25; no level word; 4 listed → 8.
		expect(picker).toMatchObject({
			matchPercentage: 58,
			roleSkills: ['Customer service', 'Forklift'],
			matchedSkills: ['Customer service'],
			skillsToImprove: ['Forklift'],
			localOpportunities: 4,
			// £12.80 an hour is £24,960 a year: the range spans the parsed salaries.
			salaryRange: { min: 23_000, max: 26_500 },
			suggestedCourses: [{ id: forklift.id, title: 'Counterbalance Forklift Novice' }],
			fallback: false,
		})
		expect(picker.relevantJobs.map((job) => job.id)).toEqual([newest.id, third.id, second.id])
		expect(picker.relevantJobs[0]).toEqual({
			id: newest.id,
			title: 'Picker Packer Zeta',
			company: 'Omega Distribution Ltd',
			location: 'Omega South',
			salary: '£26,500',
		})
		expect(first.id).toBeLessThan(second.id)
		expect(advice.some((role) => role.role === 'Senior Software Engineer')).toBe(false)

		// A job taken down after the groups were read drops out of the jobs shown at once.
		const later = await freshEm()
		const stored = await later.findOneOrFail(Job, newest.id)
		later.assign(stored, { isActive: false })
		await later.flush()
		const again = await careerAdvice(await freshEm(), {
			experienceLevel: 'entry',
			skills: ['Customer care'],
			interests: ['Warehouse & Logistics'],
		})
		const pickerAgain = again.find((role) => role.role.toLowerCase() === 'picker packer zeta')!
		expect(pickerAgain.localOpportunities).toBe(3)
		expect(pickerAgain.relevantJobs.map((job) => job.id)).toEqual([third.id, second.id, first.id])
	})

	test('nothing close enough gives the two fallback roles; so does a failure to read the jobs', async () => {
		const answers = { experienceLevel: 'mid' as const, skills: ['Astrophysics'], interests: ['Lighthouse keeping'] }
		const advice = await careerAdvice(await freshEm(), answers)
		expect(advice.map((role) => [role.role, role.matchPercentage])).toEqual([
			['Customer Service Advisor', 30],
			['Warehouse Operative', 25],
		])
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
		const choices = await skillChoices(await freshEm(), user)
		expect(choices[0]).toEqual({ name: 'Barista coffee', listedJobs: null })
		expect(choices.length).toBe(31)
		expect(choices.find((choice) => choice.name === 'Forklift')?.listedJobs).toEqual(expect.any(Number))
	})
})
