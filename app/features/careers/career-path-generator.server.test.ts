// The generated career path and the Market Insights tab, against jobs inserted here (this file's
// database holds no other jobs).
import { describe, expect, test } from 'vitest'
import { apiUser, postedJob } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { CareerAssessment } from '../../models/career-assessment.ts'
import { TrainingCourse } from '../../models/training-course.ts'
import { UserSkill } from '../../models/user-skill.ts'
import type { User } from '../../models/user.ts'
import { NOT_ENOUGH_DATA } from '../insights/insight-options.ts'
import { generateCareerPath, NoAssessmentError, NoFittingRoleError } from './career-path-generator.server.ts'
import { demandLevelOf, marketForRoles } from './career-path-market.server.ts'

const DAY = 24 * 60 * 60 * 1000

async function assessment(user: User, fields: Partial<CareerAssessment> = {}, createdAt = new Date()) {
	const em = await freshEm()
	em.create(CareerAssessment, {
		user: user.id,
		currentRole: 'Warehouse Operative',
		experienceLevel: 'entry',
		skills: ['Forklift driving', 'Picking'],
		interests: ['Social Care'],
		createdAt,
		...fields,
	})
	await em.flush()
}

describe('POST /api/generate-career-path’s rule', () => {
	test('no assessment: "Take the career assessment first"', async () => {
		const { user } = await apiUser('employee')
		await expect(generateCareerPath(await freshEm(), user)).rejects.toThrow(NoAssessmentError)
		await expect(generateCareerPath(await freshEm(), user)).rejects.toThrow('Take the career assessment first')
	})

	test('the latest assessment’s best-fitting role one level up, with the skills it lacks, the median pay and courses', async () => {
		const { user: employer } = await apiUser('employer')
		const care = (title: string, salary: string, extra = '') =>
			postedJob(employer, {
				title,
				salary,
				industry: 'Social Care',
				description: `Personal care and medication rounds; first aid training given. Full UK licence needed.${extra}`,
			})
		// "Care Assistant" reads as mid level (no level words); "Trainee Care Assistant" as entry.
		await care('Care Assistant', '£24,000')
		await care('Care Assistant', '£25,000')
		await care('care assistant ', '£27,000')
		await care('Trainee Care Assistant', '£22,000')
		// A better-paid mid-level role that fits nothing in the assessment.
		await postedJob(employer, {
			title: 'Software Developer',
			salary: '£45,000',
			industry: 'Technology',
			description: 'Python and SQL.',
		})
		// Closed jobs do not count.
		await postedJob(
			employer,
			{ title: 'Care Coordinator', salary: '£60,000', industry: 'Social Care' },
			{ isActive: false },
		)
		const em = await freshEm()
		const course = em.create(TrainingCourse, {
			title: 'Emergency First Aid at Work',
			description: 'One day.',
			provider: 'Cheshire First Aid Training',
			category: 'Health and Safety',
			duration: '1 day',
			format: 'In person',
			level: 'Beginner',
			pricePence: 9500,
			location: 'Warrington',
			skills: ['First aid', 'CPR'],
		})
		await em.flush()

		const { user } = await apiUser('employee')
		await assessment(user, { interests: ['Retail'] }, new Date(Date.now() - 2 * DAY))
		await assessment(user)
		// A driving licence on the profile is a skill the seeker has.
		const skills = await freshEm()
		skills.create(UserSkill, {
			user: user.id,
			skillName: 'Full UK driving licence',
			skillCategory: 'Other',
			proficiencyLevel: 'Expert',
		})
		await skills.flush()

		const generated = await generateCareerPath(await freshEm(), user)
		expect(generated).toMatchObject({
			currentRole: 'Warehouse Operative',
			targetRole: 'Care Assistant',
			targetSalary: 25000,
			timeframe: '1year',
			requiredSkills: ['Care', 'First aid'],
			progressStatus: 'planning',
			recommendedCourses: [{ id: course.id, title: 'Emergency First Aid at Work' }],
		})
		expect(generated.milestones.map((m) => m.title)).toEqual([
			'Gain: Care',
			'Gain: First aid',
			'Apply for Care Assistant roles',
		])
	})

	test('nothing on the board fits: refused, nothing stored', async () => {
		const { user } = await apiUser('employee')
		await assessment(user, { skills: ['Welding'], interests: ['Aviation'], experienceLevel: 'senior' })
		await expect(generateCareerPath(await freshEm(), user)).rejects.toThrow(NoFittingRoleError)
	})
})

describe('the Market Insights tab', () => {
	test('openings, demand, average pay and skills for a target role; "not enough data" under 5 jobs', async () => {
		const { user: employer } = await apiUser('employer')
		for (const salary of ['£20,000', '£21,000', '£22,000', '£23,000', '£24,000']) {
			await postedJob(employer, {
				title: 'Warehouse Picker Zyxt',
				salary,
				industry: 'Warehouse & Logistics',
				description: 'Forklift and reach truck work. Excel a plus.',
			})
		}
		const [picker, nobody] = await marketForRoles(await freshEm(), ['zyxt picker', 'Astronaut Qqv', 'Zyxt Picker'])
		expect(picker).toMatchObject({
			role: 'zyxt picker',
			jobOpenings: 5,
			demandLevel: 'moderate',
			averageSalary: 22000,
			skillsInDemand: ['Excel', 'Forklift'],
			industry: 'Warehouse & Logistics',
			industryMonths: expect.arrayContaining([expect.objectContaining({ jobsPosted: 5 })]),
		})
		expect(nobody).toMatchObject({ jobOpenings: 0, demandLevel: null, averageSalary: null, skillsInDemand: [] })
		expect(demandLevelOf(4)).toBeNull()
		expect(demandLevelOf(10)).toBe('high')
		expect(demandLevelOf(20)).toBe('very_high')
		expect(NOT_ENOUGH_DATA).toBe('Not enough data yet')
	})
})
