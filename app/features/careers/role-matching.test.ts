import { describe, expect, test } from 'vitest'
import {
	coursesFor,
	matchRoles,
	roleSkillsOf,
	scoreRole,
	type CourseOption,
	type RoleGroup,
	type SeekerAnswers,
} from './role-matching.ts'
import { seekerHasSkill } from './skill-match.ts'

let nextId = 1
const group = (title: string, fields: Partial<RoleGroup> = {}): RoleGroup => ({
	key: title.toLowerCase(),
	title,
	postings: 1,
	industries: ['Other'],
	industry: 'Other',
	level: 'mid',
	skills: [],
	salaryMin: null,
	salaryMax: null,
	medianSalary: null,
	newestJobs: [{ id: nextId++, postedAt: new Date('2026-11-20T09:00:00Z') }],
	...fields,
})

const seeker: SeekerAnswers = {
	experienceLevel: 'entry',
	skills: ['forklift licence', 'Customer Care'],
	interests: ['Warehouse & Logistics'],
}

const COURSES: CourseOption[] = [
	{
		id: 1,
		title: 'Counterbalance Forklift Novice (RTITB)',
		skills: ['Forklift operation', 'Load handling'],
		pricePence: 65000,
	},
	{ id: 2, title: 'Excel for Beginners', skills: ['Microsoft Excel', 'Spreadsheets'], pricePence: 0 },
	{ id: 3, title: 'Advanced Excel', skills: ['Microsoft Excel', 'Data analysis'], pricePence: 19500 },
	{ id: 4, title: 'Customer Service Skills', skills: ['Customer service', 'Communication'], pricePence: 0 },
]

describe('a role and its skills', () => {
	test("a role's skills are the first 5 of the keyword list its jobs name, in the list's order", () => {
		expect(roleSkillsOf(['Forklift', 'Customer service', 'Excel'])).toEqual(['Excel', 'Customer service', 'Forklift'])
		expect(
			roleSkillsOf(['Negotiation', 'Sales', 'Communication', 'Customer service', 'Social media', 'Excel', 'Nope']),
		).toEqual(['Excel', 'Social media', 'Customer service', 'Communication', 'Sales'])
	})

	test("a seeker's skill counts by the skill's name or one of its words, whole, in any case", () => {
		expect(seekerHasSkill(['FORKLIFT licence'], 'Forklift')).toBe(true)
		expect(seekerHasSkill(['Customer care'], 'Customer service')).toBe(true)
		expect(seekerHasSkill(['JavaScript'], 'Java')).toBe(false)
		expect(seekerHasSkill(['excel'], 'Excel')).toBe(true)
	})
})

describe('role matching (001 §9), hand-worked', () => {
	test('skill overlap 50 × 2/3 → 33, interest +25, no level word, 4 postings → 8: 66%', () => {
		const warehouse = group('Warehouse Operative', {
			postings: 4,
			industries: ['Warehouse & Logistics'],
			skills: ['Forklift', 'Customer service', 'Excel'],
			salaryMin: 23_000,
			salaryMax: 27_500,
		})
		expect(scoreRole(warehouse, seeker).parts).toEqual({ skillOverlap: 33, interest: 25, level: 0, postings: 8 })
		const [match] = matchRoles(seeker, [warehouse], COURSES)
		expect(match).toMatchObject({
			role: 'Warehouse Operative',
			matchPercentage: 66,
			roleSkills: ['Excel', 'Customer service', 'Forklift'],
			matchedSkills: ['Customer service', 'Forklift'],
			skillsToImprove: ['Excel'],
			salaryRange: { min: 23_000, max: 27_500 },
			localOpportunities: 4,
			relevantJobIds: [warehouse.newestJobs[0]!.id],
			// The free course first, then the dearer one.
			suggestedCourses: [
				{ id: 2, title: 'Excel for Beginners' },
				{ id: 3, title: 'Advanced Excel' },
			],
			fallback: false,
		})
		expect(match!.reasoning).toBe(
			'You have 2 of the 3 skills its adverts ask for (Customer service, Forklift). It suits your interests: its jobs are in Warehouse & Logistics, which you are interested in. 4 jobs listed in Warrington now.',
		)
	})

	test('only the first 5 role skills count: 1 of 5 → 10; "junior" fits entry → 15; 7 postings → 10 (not 14): 35%', () => {
		const sales = group('Junior Sales Assistant', {
			postings: 7,
			industries: ['Retail'],
			// Negotiation is the sixth in list order, so a seeker who has it gains nothing from it.
			skills: ['Sales', 'Customer service', 'Communication', 'Negotiation', 'Excel', 'Social media'],
		})
		const answers = { ...seeker, skills: ['Customer service', 'Negotiation'] }
		expect(scoreRole(sales, answers)).toMatchObject({
			score: 35,
			parts: { skillOverlap: 10, interest: 0, level: 15, postings: 10 },
			levelWord: 'junior',
		})
	})

	test('the overlap is at most 50 however many skills match, and the whole at most 100', () => {
		const everything = group('Senior Warehouse Manager', {
			postings: 30,
			industries: ['Warehouse & Logistics'],
			skills: ['Excel', 'Data analysis', 'Customer service', 'Communication', 'Forklift'],
		})
		const answers: SeekerAnswers = {
			experienceLevel: 'senior',
			skills: ['Excel', 'Reporting', 'Customer service', 'Communication', 'Forklift'],
			interests: ['warehouse & logistics'],
		}
		const scored = scoreRole(everything, answers)
		expect(scored.parts).toEqual({ skillOverlap: 50, interest: 25, level: 15, postings: 10 })
		expect(scored.score).toBe(100)
		expect(matchRoles(answers, [everything], [])[0]).toMatchObject({ matchPercentage: 100, skillsToImprove: [] })
		expect(matchRoles(answers, [everything], [])[0]!.reasoning).toBe(
			'You have all 5 skills its adverts ask for (Excel, Data analysis, Customer service, Communication, Forklift). It suits your interests: its jobs are in Warehouse & Logistics, which you are interested in. "senior" in the title fits your senior experience level. 30 jobs listed in Warrington now.',
		)
	})

	test('a score of exactly 15 is not kept; 17 is', () => {
		const answers: SeekerAnswers = { experienceLevel: 'entry', skills: ['Welding'], interests: ['Beauty'] }
		// A level word and no posting counted: 15, not over 15.
		const fifteen = group('Trainee Carer', { postings: 0, skills: ['Care'] })
		const seventeen = group('Trainee Care Assistant', { postings: 1, skills: ['Care'] })
		expect(scoreRole(fifteen, answers).score).toBe(15)
		expect(matchRoles(answers, [fifteen, seventeen], []).map((m) => [m.role, m.matchPercentage])).toEqual([
			['Trainee Care Assistant', 17],
		])
	})

	test('an interest matches an industry, a skill category of the role, or words of its title', () => {
		const care = group('Support Worker', { industries: ['Social Care'], skills: ['Care'] })
		const answers = (interest: string): SeekerAnswers => ({ experienceLevel: 'mid', skills: [], interests: [interest] })
		expect(scoreRole(care, answers('social care')).parts.interest).toBe(25)
		expect(scoreRole(care, answers('Healthcare')).parts.interest).toBe(25)
		expect(scoreRole(care, answers('support')).parts.interest).toBe(25)
		expect(scoreRole(care, answers('supporting')).parts.interest).toBe(0)
	})

	test('the best 5 are kept, highest first, ties to more postings then A to Z', () => {
		const answers: SeekerAnswers = { experienceLevel: 'senior', skills: [], interests: [] }
		const groups = [
			group('Shift Manager', { postings: 1 }),
			group('Store Manager', { postings: 3 }),
			group('Senior Chef', { postings: 2 }),
			group('Lead Cleaner', { postings: 2 }),
			group('Head Gardener', { postings: 5 }),
			group('Site Supervisor', { postings: 4 }),
			group('Senior Nurse', { postings: 3 }),
			group('Kitchen Porter', { postings: 9 }),
		]
		expect(matchRoles(answers, groups, []).map((m) => `${m.role} ${m.matchPercentage}`)).toEqual([
			'Head Gardener 25',
			'Site Supervisor 23',
			'Senior Nurse 21',
			'Store Manager 21',
			'Lead Cleaner 19',
		])
	})

	test('with nothing over 15, the two fallback roles at 30% and 25%, with the jobs whose titles name them', () => {
		const answers: SeekerAnswers = { experienceLevel: 'mid', skills: ['Customer service'], interests: ['Astronomy'] }
		const callCentre = group('Customer Service Advisor', {
			postings: 2,
			salaryMin: 22_000,
			salaryMax: 24_000,
			newestJobs: [{ id: 901, postedAt: new Date('2026-11-18T09:00:00Z') }],
		})
		const warehouse = group('Warehouse Picker', {
			postings: 3,
			salaryMin: 23_400,
			salaryMax: 25_350,
			newestJobs: [
				{ id: 902, postedAt: new Date('2026-11-21T09:00:00Z') },
				{ id: 903, postedAt: new Date('2026-11-19T09:00:00Z') },
			],
		})
		const nightWarehouse = group('Night Warehouse Operative', {
			postings: 1,
			newestJobs: [{ id: 904, postedAt: new Date('2026-11-22T09:00:00Z') }],
		})
		const [first, second, ...rest] = matchRoles(answers, [callCentre, warehouse, nightWarehouse], COURSES)
		expect(rest).toEqual([])
		expect(first).toMatchObject({
			role: 'Customer Service Advisor',
			matchPercentage: 30,
			matchedSkills: ['Customer service'],
			skillsToImprove: ['Communication'],
			relevantJobIds: [901],
			salaryRange: { min: 22_000, max: 24_000 },
			localOpportunities: 2,
			suggestedCourses: [{ id: 4, title: 'Customer Service Skills' }],
			fallback: true,
		})
		expect(second).toMatchObject({
			role: 'Warehouse Operative',
			matchPercentage: 25,
			skillsToImprove: ['Forklift'],
			relevantJobIds: [904, 902, 903],
			salaryRange: { min: 23_400, max: 25_350 },
			localOpportunities: 4,
			suggestedCourses: [{ id: 1, title: 'Counterbalance Forklift Novice (RTITB)' }],
		})
		// An empty board still gives both, with nothing listed and no salary.
		expect(
			matchRoles(answers, [], []).map((m) => [m.role, m.matchPercentage, m.localOpportunities, m.salaryRange]),
		).toEqual([
			['Customer Service Advisor', 30, 0, null],
			['Warehouse Operative', 25, 0, null],
		])
	})
})

describe('suggested courses', () => {
	test('courses teaching the skills to improve, those covering more first, at most 3', () => {
		expect(coursesFor(['Excel', 'Communication'], COURSES).map((c) => c.id)).toEqual([4, 2, 3])
		expect(coursesFor([], COURSES)).toEqual([])
	})
})
