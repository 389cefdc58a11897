// Role matching on made-up skill ids (decision 201): the specification's constants on the weighted
// skill match, the half-the-essential-skills rule, and every result naming matched and missing skills.
import { describe, expect, test } from 'vitest'
import { matchRoles, scoreRole, type CourseOption, type RoleGroup, type SeekerAnswers } from './role-matching.ts'

const LABELS: Record<number, string> = {
	1: 'Pick orders',
	2: 'Stack goods',
	3: 'Operate forklift',
	4: 'Monitor stock level',
	5: 'Customer service',
	6: 'Communication',
	7: 'Use spreadsheets',
	8: 'Clean surfaces',
	9: 'Accounting',
	10: 'Provide ICT support',
	11: 'Use ICT ticketing system',
}
const label = (id: number) => LABELS[id] ?? `Skill ${id}`

let nextId = 1
const group = (title: string, fields: Partial<RoleGroup> = {}): RoleGroup => ({
	occupationId: nextId,
	title,
	commonTitle: null,
	skills: { essential: [], optional: [] },
	postings: 1,
	industries: ['Other'],
	level: 'mid',
	salaryMin: null,
	salaryMax: null,
	newestJobs: [{ id: nextId++, postedAt: new Date('2026-11-20T09:00:00Z') }],
	...fields,
})

const seeker = (skillIds: number[], fields: Partial<SeekerAnswers> = {}): SeekerAnswers => ({
	experienceLevel: 'entry',
	skillIds: new Set(skillIds),
	interests: [],
	fromRole: null,
	...fields,
})

const COURSES: CourseOption[] = [
	{ id: 1, title: 'Counterbalance Forklift Novice', pricePence: 65_000, skillIds: new Set([3]) },
	{ id: 2, title: 'Stock Control Basics', pricePence: 0, skillIds: new Set([4]) },
	{ id: 3, title: 'Warehouse Skills', pricePence: 9_500, skillIds: new Set([3, 4]) },
]

describe('role matching on honest inputs', () => {
	test('overlap = 50 × weighted match; interest, level and postings as the specification fixes them', () => {
		// Essential 1, 2, 3, 4 (weight 2 each), optional 5 (weight 1): has 1, 2, 5 → (2+2+1)/9.
		const warehouse = group('Warehouse worker', {
			skills: { essential: [1, 2, 3, 4], optional: [5] },
			postings: 4,
			industries: ['Warehouse & Logistics'],
			level: 'entry',
			salaryMin: 23_000,
			salaryMax: 27_500,
		})
		const answers = seeker([1, 2, 5], { interests: ['Warehouse & Logistics'] })
		expect(scoreRole(warehouse, answers).parts).toEqual({ skillOverlap: 28, interest: 25, level: 15, postings: 8 })
		const [match] = matchRoles(answers, [warehouse], COURSES, label)
		expect(match).toMatchObject({
			role: 'Warehouse worker',
			matchPercentage: 76,
			matchedSkills: { essential: ['Pick orders', 'Stack goods'], optional: ['Customer service'] },
			missingSkills: { essential: ['Operate forklift', 'Monitor stock level'], optional: [] },
			skillsToImprove: ['Operate forklift', 'Monitor stock level'],
			salaryRange: { min: 23_000, max: 27_500 },
			localOpportunities: 4,
			// The course teaching both missing skills first, then the free one.
			suggestedCourses: [
				{ id: 3, title: 'Warehouse Skills' },
				{ id: 2, title: 'Stock Control Basics' },
				{ id: 1, title: 'Counterbalance Forklift Novice' },
			],
			fallback: false,
		})
		expect(match!.reasoning).toBe(
			'You have 2 of its 4 essential skills and 1 of its 1 optional ones. It suits your interests: its jobs are in Warehouse & Logistics, which you are interested in. Most of its adverts are for your entry experience level. 4 jobs listed in Warrington now.',
		)
	})

	test('fewer than half the essential skills: never offered, however high the score', () => {
		const itSupport = group('ICT help desk agent', {
			skills: { essential: [10, 11, 5], optional: [9, 8] },
			postings: 30,
			industries: ['Cleaning Services'],
			level: 'mid',
		})
		// A mid-level cleaner who knows some accounting: 1 of 3 essential skills (customer service).
		const cleaner = seeker([8, 9, 5], { experienceLevel: 'mid', interests: ['Cleaning Services'] })
		expect(scoreRole(itSupport, cleaner).score).toBeGreaterThan(15)
		const matches = matchRoles(cleaner, [itSupport], [], label)
		expect(matches.map((m) => m.role)).not.toContain('ICT help desk agent')
		expect(matches.every((m) => m.fallback)).toBe(true)
	})

	test('the overlap is at most 50 and the whole at most 100', () => {
		const everything = group('Warehouse manager', {
			skills: { essential: [1, 2], optional: [] },
			postings: 30,
			industries: ['Warehouse & Logistics'],
			level: 'senior',
		})
		const answers = seeker([1, 2], { experienceLevel: 'senior', interests: ['warehouse & logistics'] })
		const scored = scoreRole(everything, answers)
		expect(scored.parts).toEqual({ skillOverlap: 50, interest: 25, level: 15, postings: 10 })
		expect(scored.score).toBe(100)
		expect(matchRoles(answers, [everything], [], label)[0]).toMatchObject({
			matchPercentage: 100,
			missingSkills: { essential: [], optional: [] },
		})
	})

	test('a score of exactly 15 is not kept; 17 is', () => {
		// Half the essential skills with weight only: 50 × 2/8 → 13; +2 for one posting → 15.
		const skills = { essential: [1, 2], optional: [5, 6, 7, 8] }
		const fifteen = group('Materials handler', { skills, postings: 1, level: null })
		const seventeen = group('Hand packer', { skills, postings: 2, level: null })
		expect(scoreRole(fifteen, seeker([1])).score).toBe(15)
		expect(matchRoles(seeker([1]), [fifteen, seventeen], [], label).map((m) => [m.role, m.matchPercentage])).toEqual([
			['Hand packer', 17],
		])
	})

	test('an interest matches an industry of its jobs or words of its name or commonest title', () => {
		const care = group('Home care aide', { commonTitle: 'Support Worker', industries: ['Social Care'] })
		const answers = (interest: string) => seeker([], { interests: [interest] })
		expect(scoreRole(care, answers('social care')).parts.interest).toBe(25)
		expect(scoreRole(care, answers('support')).parts.interest).toBe(25)
		expect(scoreRole(care, answers('care')).parts.interest).toBe(25)
		expect(scoreRole(care, answers('supporting')).parts.interest).toBe(0)
	})

	test('the best 5 are kept, highest first, ties to more postings then A to Z', () => {
		const skills = { essential: [1], optional: [] }
		const groups = ['F', 'E', 'D', 'C', 'B', 'A'].map((title, index) =>
			group(title, { skills, postings: index < 2 ? 3 : 1 }),
		)
		expect(matchRoles(seeker([1]), groups, [], label).map((m) => `${m.role} ${m.matchPercentage}`)).toEqual([
			'E 56',
			'F 56',
			'A 52',
			'B 52',
			'C 52',
		])
	})

	test('with nothing kept, the two fallback roles at 30% and 25%, said not to be matches, with their skills', () => {
		const callCentre = group('Contact centre agent', {
			skills: { essential: [5, 6], optional: [] },
			postings: 2,
			salaryMin: 22_000,
			salaryMax: 24_000,
			newestJobs: [{ id: 901, postedAt: new Date('2026-11-18T09:00:00Z') }],
		})
		const warehouse = group('Warehouse worker', { skills: { essential: [1, 2, 3, 4], optional: [] }, postings: 3 })
		const [first, second, ...rest] = matchRoles(seeker([6]), [], COURSES, label, [callCentre, warehouse])
		expect(rest).toEqual([])
		expect(first).toMatchObject({
			role: 'Customer Service Advisor',
			matchPercentage: 30,
			matchedSkills: { essential: ['Communication'], optional: [] },
			missingSkills: { essential: ['Customer service'], optional: [] },
			relevantJobIds: [901],
			salaryRange: { min: 22_000, max: 24_000 },
			localOpportunities: 2,
			fallback: true,
		})
		expect(first!.reasoning).toContain('it is not a match')
		expect(second).toMatchObject({
			role: 'Warehouse Operative',
			matchPercentage: 25,
			missingSkills: { essential: ['Pick orders', 'Stack goods', 'Operate forklift', 'Monitor stock level'] },
			suggestedCourses: [{ id: 3, title: 'Warehouse Skills' }, { id: 2 }, { id: 1 }],
		})
		// Without the occupations (the board unreadable), both still, with nothing listed and no salary.
		expect(
			matchRoles(seeker([]), [], [], label).map((m) => [
				m.role,
				m.matchPercentage,
				m.localOpportunities,
				m.salaryRange,
			]),
		).toEqual([
			['Customer Service Advisor', 30, 0, null],
			['Warehouse Operative', 25, 0, null],
		])
	})
})
