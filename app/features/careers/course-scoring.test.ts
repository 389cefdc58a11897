// Course recommendation scoring on made-up taxonomy skill ids (decisions 150, 201): a course
// teaches a skill when one of its skills maps to it; +20 for each skill the seeker is missing that
// it teaches, the other constants as the specification fixes them.
import { describe, expect, test } from 'vitest'
import { recommendCourses, scoreCourse, type ScorableCourse, type SeekerProfile } from './course-scoring.ts'

const course = (id: number, fields: Partial<ScorableCourse>): ScorableCourse => ({
	id,
	title: `Course ${id}`,
	category: 'Customer Service',
	level: 'Intermediate',
	pricePence: 10_000,
	skillIds: new Set(),
	...fields,
})

const FORKLIFT = course(1, {
	title: 'Counterbalance Forklift Novice (RTITB)',
	category: 'Warehousing and Logistics',
	level: 'Beginner',
	pricePence: 65_000,
	skillIds: new Set([3, 12, 13]),
})
const CUSTOMER_SERVICE = course(2, {
	title: 'Customer Service Skills',
	category: 'Customer Service',
	level: 'Beginner',
	pricePence: 0,
	skillIds: new Set([5, 6]),
})
const WAREHOUSING = course(3, {
	title: 'Level 2 Certificate in Warehousing and Storage',
	category: 'Warehousing and Logistics',
	level: 'Beginner',
	pricePence: 0,
	skillIds: new Set([14, 4]),
})
const ADVANCED_EXCEL = course(4, {
	title: 'Advanced Excel',
	category: 'Digital and IT',
	level: 'Advanced',
	pricePence: 19_500,
	skillIds: new Set([7]),
})
const MANUAL_HANDLING = course(5, {
	title: 'Manual Handling Awareness',
	category: 'Health and Safety',
	level: 'Beginner',
	pricePence: 2_500,
	skillIds: new Set([15]),
})

const seeker: SeekerProfile = {
	skills: [
		{ skillId: 3, proficiency: 'Advanced' },
		{ skillId: 5, proficiency: null },
	],
	unmatchedSkills: [],
	gaps: [
		{ skillId: 12, name: 'Handle loads', forRole: 'Forklift operator' },
		{ skillId: 4, name: 'Monitor stock level', forRole: 'Inventory coordinator' },
		{ skillId: 12, name: 'Handle loads', forRole: 'Warehouse manager' },
	],
	interests: ['Warehouse & Logistics'],
	experienceLevel: 'entry',
}

describe('course recommendation scoring (001 §9), hand-worked', () => {
	test('a missing skill it teaches +20 (once however many steps ask for it), interest +15, Beginner fits +10, £650 no +5: 45', () => {
		expect(scoreCourse(FORKLIFT, seeker)).toEqual({
			courseId: 1,
			score: 45,
			recommendationScore: 45,
			careerRelevance: 3,
			skillGaps: ['Handle loads'],
			recommendationReason:
				'Teaches a skill you are missing for Forklift operator (Handle loads); fits your interest in Warehouse & Logistics; its beginner level suits you.',
		})
	})

	test('a skill the seeker already has earns nothing; the level, price and interest still count', () => {
		expect(scoreCourse(CUSTOMER_SERVICE, seeker)).toMatchObject({ score: 15, careerRelevance: 1, skillGaps: [] })
		expect(scoreCourse(CUSTOMER_SERVICE, seeker).recommendationReason).toBe('Its beginner level suits you; it is free.')
		expect(scoreCourse(WAREHOUSING, seeker)).toMatchObject({ score: 50, skillGaps: ['Monitor stock level'] })
		// An Advanced course fits an Advanced forklift driver only when it teaches a skill of theirs.
		expect(scoreCourse(ADVANCED_EXCEL, seeker).score).toBe(0)
		expect(scoreCourse(course(10, { level: 'Advanced', skillIds: new Set([3]) }), seeker).score).toBe(10)
	})

	test('the reason names every role a course teaches missing skills for', () => {
		const both = course(11, { skillIds: new Set([12, 4]) })
		expect(scoreCourse(both, seeker).recommendationReason).toBe(
			'Teaches skills you are missing for Forklift operator (Handle loads) and Inventory coordinator (Monitor stock level).',
		)
	})

	test('the price earns +5 at 5000 pence (£50) and not at 5001', () => {
		const priced = (pricePence: number) => scoreCourse(course(9, { pricePence, level: 'Beginner' }), seeker).score
		expect(priced(5000)).toBe(15)
		expect(priced(5001)).toBe(10)
	})

	test('a score of 10 is not kept, 15 is; the best 3 only, the cheaper first on a tie', () => {
		const onlyLevel = course(6, { level: 'Beginner', pricePence: 8_500 })
		expect(scoreCourse(onlyLevel, seeker).score).toBe(10)
		expect(scoreCourse(MANUAL_HANDLING, seeker).score).toBe(15)
		const picked = recommendCourses(seeker, [
			onlyLevel,
			MANUAL_HANDLING,
			ADVANCED_EXCEL,
			WAREHOUSING,
			CUSTOMER_SERVICE,
			FORKLIFT,
		])
		// Customer service and manual handling both score 15: the free one is third.
		expect(picked.map((scored) => [scored.courseId, scored.score])).toEqual([
			[3, 50],
			[1, 45],
			[2, 15],
		])
		expect(recommendCourses(seeker, [onlyLevel, MANUAL_HANDLING]).map((scored) => scored.courseId)).toEqual([5])
	})

	test('every missing skill +20 each: over 100 is stored as 100% and 5 stars', () => {
		const gaps = [21, 22, 23, 24, 25].map((skillId) => ({ skillId, name: `Skill ${skillId}`, forRole: 'Team leader' }))
		const broad = course(8, {
			category: 'Warehousing and Logistics',
			level: 'Beginner',
			pricePence: 0,
			skillIds: new Set([21, 22, 23, 24, 25]),
		})
		expect(scoreCourse(broad, { ...seeker, gaps })).toMatchObject({
			score: 130,
			recommendationScore: 100,
			careerRelevance: 5,
		})
	})

	test('a category serves the industries and skill categories it trains for, and a title names an interest', () => {
		const interested = (interest: string): SeekerProfile => ({
			skills: [],
			unmatchedSkills: [],
			gaps: [],
			interests: [interest],
			experienceLevel: null,
		})
		expect(scoreCourse(WAREHOUSING, interested('Transport & Delivery')).score).toBe(20)
		expect(scoreCourse(ADVANCED_EXCEL, interested('Technology')).score).toBe(15)
		expect(scoreCourse(MANUAL_HANDLING, interested('manual handling')).score).toBe(20)
		expect(scoreCourse(ADVANCED_EXCEL, interested('Healthcare')).score).toBe(0)
	})

	test('nothing to score from: no recommendations at all', () => {
		expect(
			recommendCourses({ skills: [], unmatchedSkills: [], gaps: [], interests: [], experienceLevel: null }, [
				CUSTOMER_SERVICE,
			]),
		).toEqual([])
	})
})
