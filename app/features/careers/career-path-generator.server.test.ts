// Career paths from real transitions (decision 202) and the Market Insights tab, against jobs
// inserted here with their occupations set (this file's database holds no other jobs).
import { describe, expect, test } from 'vitest'
import { careerJob } from '../../../tests/fixtures/career-jobs.ts'
import { storedCourse } from '../../../tests/fixtures/courses.ts'
import { apiUser } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { CareerAssessment } from '../../models/career-assessment.ts'
import type { User } from '../../models/user.ts'
import { NOT_ENOUGH_DATA } from '../insights/insight-options.ts'
import {
	generateCareerPath,
	nextStepsFrom,
	NoAssessmentError,
	NoFittingRoleError,
	standingOf,
} from './career-path-generator.server.ts'
import { demandLevelOf, marketForRoles } from './career-path-market.server.ts'

const DAY = 24 * 60 * 60 * 1000

async function assessment(user: User, fields: Partial<CareerAssessment> = {}, createdAt = new Date()) {
	const em = await freshEm()
	em.create(CareerAssessment, {
		user: user.id,
		currentRole: 'Warehouse Operative',
		experienceLevel: 'entry',
		skills: ['Handle returns'],
		interests: ['Warehouse & Logistics'],
		createdAt,
		...fields,
	})
	await em.flush()
}

/** The board: a warehouse operative's trade and its neighbours, and better-paid trades far from it. */
async function board() {
	const { user: employer } = await apiUser('employer')
	const post = async (title: string, salaries: readonly string[], industry: string, skills: string[] = []) => {
		for (const salary of salaries) await careerJob(employer, { title, salary, industry }, { skills })
	}
	await post('Warehouse Operative', ['£22,000', '£23,000', '£23,000', '£24,000', '£25,000'], 'Warehouse & Logistics')
	await post('Forklift Driver', ['£25,000', '£26,000', '£27,000', '£28,000', '£29,000'], 'Warehouse & Logistics', [
		'operate forklift',
		'stack goods',
	])
	// Shares much of the work but pays less here: not a step up.
	await post('Hand Packer', ['£20,000', '£20,500', '£21,000', '£21,000', '£21,500'], 'Warehouse & Logistics')
	// Too few salaries for a median: pay not known here.
	await post('Warehouse Supervisor', ['£30,000', 'Competitive'], 'Warehouse & Logistics')
	// Better paid, far from its skills: one job each is enough to be weighed.
	await post('Software Developer', ['£60,000'], 'Technology')
	await post('IT Support Technician', ['£30,000'], 'Technology')
}

describe('next steps and the generated path', () => {
	test('no assessment: "Take the career assessment first"', async () => {
		const { user } = await apiUser('employee')
		await expect(generateCareerPath(await freshEm(), user)).rejects.toThrow(NoAssessmentError)
		await expect(generateCareerPath(await freshEm(), user)).rejects.toThrow('Take the career assessment first')
	})

	test("a warehouse operative's steps share its skills and pay more here, or say pay is not known; never software", async () => {
		await board()
		const standing = standingOf({ currentRole: 'Warehouse Operative', skills: [] })
		const steps = await nextStepsFrom(await freshEm(), standing.from, standing.occupationId, 10)
		const roles = steps.map((step) => step.role)
		expect(roles).toEqual(expect.arrayContaining(['Forklift operator', 'Warehouse manager']))
		expect(roles).not.toContain('Software developer')
		expect(roles).not.toContain('ICT help desk agent')
		expect(roles).not.toContain('Hand packer')
		expect(roles).not.toContain('Warehouse worker')
		const forklift = steps.find((step) => step.role === 'Forklift operator')!
		expect(forklift).toMatchObject({ medianSalary: 27_000, openings: 5 })
		expect(forklift.missingSkills.length).toBe(forklift.match.missing.essential.length)
		expect(steps.find((step) => step.role === 'Warehouse manager')!.medianSalary).toBeNull()

		// The path from the latest assessment: its best step, the skills to gain (a course's first), pay and courses.
		const { course } = await storedCourse({
			title: 'Counterbalance Forklift Novice',
			category: 'Warehousing and Logistics',
			level: 'Beginner',
			pricePence: 65_000,
			skills: ['operate forklift'],
		})
		const { user } = await apiUser('employee')
		await assessment(user, { currentRole: 'Chef' }, new Date(Date.now() - 2 * DAY))
		await assessment(user)
		const generated = await generateCareerPath(await freshEm(), user)
		expect(generated).toMatchObject({
			currentRole: 'Warehouse Operative',
			currentSalary: null,
			targetRole: steps[0]!.role,
			targetSalary: steps[0]!.medianSalary,
			progressStatus: 'planning',
		})
		expect(roles).toEqual(['Forklift operator', 'Warehouse manager'])
		expect(generated).toMatchObject({ targetRole: 'Forklift operator', targetSalary: 27_000, timeframe: '1year' })
		// Up to 5 skills to gain, the one a local course teaches first, and that course recommended.
		expect(generated.requiredSkills).toHaveLength(5)
		expect(generated.requiredSkills[0]).toBe('Operate forklift')
		expect(generated.recommendedCourses).toEqual([expect.objectContaining({ id: course.id })])
		expect(generated.milestones.at(-1)!.title).toBe(`Apply for ${generated.targetRole} roles`)
	})

	test('nothing on the board fits: refused, nothing stored', async () => {
		const { user } = await apiUser('employee')
		await assessment(user, {
			currentRole: null,
			skills: ['Astrophysics'],
			interests: ['Aviation'],
			experienceLevel: 'senior',
		})
		await expect(generateCareerPath(await freshEm(), user)).rejects.toThrow(NoFittingRoleError)
	})
})

describe('the Market Insights tab', () => {
	test('a target role is read by its occupation: openings, demand, pay and the skills its jobs ask for', async () => {
		const { user: employer } = await apiUser('employer')
		for (const salary of ['£20,000', '£21,000', '£22,000', '£23,000', '£24,000'])
			await careerJob(
				employer,
				{
					title: 'Contract Cleaner',
					salary,
					industry: 'Cleaning Services',
					description: 'Evening office cleaning in Birchwood for a friendly team.',
				},
				{ occupationTitle: 'Office Cleaner', skills: ['remove dust', 'clean surfaces'] },
			)
		await careerJob(
			employer,
			{ title: 'Office Cleaner', salary: '£60,000', industry: 'Cleaning Services' },
			{ skills: ['remove dust'], after: { isActive: false } },
		)
		const [cleaner, nobody, again] = await marketForRoles(await freshEm(), [
			'Office Cleaner',
			'Astronaut Qqv',
			'office cleaner',
		])
		expect(again).toBeUndefined()
		expect(cleaner).toMatchObject({
			role: 'Office Cleaner',
			jobOpenings: 5,
			demandLevel: 'moderate',
			averageSalary: 22_000,
			// The skills stored for its jobs (the fixture's), most asked for first, at most 5.
			skillsInDemand: expect.arrayContaining(['Clean surfaces', 'Remove dust']),
			industry: 'Cleaning Services',
			industryMonths: expect.any(Array),
		})
		expect(nobody).toMatchObject({ jobOpenings: 0, demandLevel: null, averageSalary: null, skillsInDemand: [] })
		expect(demandLevelOf(4)).toBeNull()
		expect(demandLevelOf(10)).toBe('high')
		expect(demandLevelOf(20)).toBe('very_high')
		expect(NOT_ENOUGH_DATA).toBe('Not enough data yet')
	})
})
