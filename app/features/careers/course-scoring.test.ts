import { describe, expect, test } from 'vitest'
import {
	recommendCourses,
	scoreCourse,
	skillsMatch,
	type ScorableCourse,
	type SeekerProfile,
} from './course-scoring.ts'

const course = (id: number, fields: Partial<ScorableCourse>): ScorableCourse => ({
	id,
	title: `Course ${id}`,
	category: 'Customer Service',
	level: 'Intermediate',
	pricePence: 10_000,
	skills: [],
	...fields,
})

const FORKLIFT = course(1, {
	title: 'Counterbalance Forklift Novice (RTITB)',
	category: 'Warehousing and Logistics',
	level: 'Beginner',
	pricePence: 65_000,
	skills: ['Forklift operation', 'Load handling', 'Pre-use checks'],
})
const CUSTOMER_SERVICE = course(2, {
	title: 'Customer Service Skills',
	category: 'Customer Service',
	level: 'Beginner',
	pricePence: 0,
	skills: ['Customer service', 'Communication'],
})
const WAREHOUSING = course(3, {
	title: 'Level 2 Certificate in Warehousing and Storage',
	category: 'Warehousing and Logistics',
	level: 'Beginner',
	pricePence: 0,
	skills: ['Warehouse operations', 'Stock control'],
})
const ADVANCED_EXCEL = course(4, {
	title: 'Advanced Excel',
	category: 'Digital and IT',
	level: 'Advanced',
	pricePence: 19_500,
	skills: ['Microsoft Excel'],
})
const MANUAL_HANDLING = course(5, {
	title: 'Manual Handling Awareness',
	category: 'Health and Safety',
	level: 'Beginner',
	pricePence: 2_500,
	skills: ['Manual handling'],
})

const seeker: SeekerProfile = {
	skills: [
		{ name: 'Forklift', proficiency: 'Advanced' },
		{ name: 'customer service', proficiency: null },
	],
	interests: ['Warehouse & Logistics'],
	experienceLevel: 'entry',
}

describe('course recommendation scoring (001 §9), hand-worked', () => {
	test('skills match by their words whole, in any case', () => {
		expect(skillsMatch('Forklift', 'Forklift operation')).toBe(true)
		expect(skillsMatch('Microsoft Excel', 'Excel')).toBe(true)
		expect(skillsMatch('Java', 'JavaScript')).toBe(false)
		expect(skillsMatch('', 'Excel')).toBe(false)
	})

	test('one matching skill +20, the category serves an interest +15, Beginner fits entry +10, £650 no +5: 45', () => {
		expect(scoreCourse(FORKLIFT, seeker)).toEqual({
			courseId: 1,
			score: 45,
			recommendationScore: 45,
			careerRelevance: 3,
			matchedSkills: ['Forklift operation'],
			skillGaps: ['Load handling', 'Pre-use checks'],
			recommendationReason:
				'Builds on a skill you have (Forklift operation); fits your interest in Warehouse & Logistics; its beginner level suits you.',
		})
	})

	test('a skill +20, no interest, level +10, free +5: 35; no skill, interest +15, level +10, free +5: 30', () => {
		expect(scoreCourse(CUSTOMER_SERVICE, seeker)).toMatchObject({ score: 35, careerRelevance: 2 })
		expect(scoreCourse(CUSTOMER_SERVICE, seeker).recommendationReason).toBe(
			'Builds on a skill you have (Customer service); its beginner level suits you; it is free.',
		)
		expect(scoreCourse(WAREHOUSING, seeker)).toMatchObject({
			score: 30,
			skillGaps: ['Warehouse operations', 'Stock control'],
		})
		// An Advanced course fits an Advanced forklift driver only when it teaches forklift skills.
		expect(scoreCourse(ADVANCED_EXCEL, seeker).score).toBe(0)
	})

	test('the price earns +5 at 5000 pence (£50) and not at 5001', () => {
		const priced = (pricePence: number) => scoreCourse(course(9, { pricePence, level: 'Beginner' }), seeker).score
		expect(priced(5000)).toBe(15)
		expect(priced(5001)).toBe(10)
	})

	test('a score of 10 is not kept, 15 is; the best 3 only, the cheaper first on a tie', () => {
		const onlyLevel = course(6, { level: 'Beginner', pricePence: 8_500 })
		expect(scoreCourse(onlyLevel, seeker).score).toBe(10)
		// Manual handling scores 15 (level and price) but is fourth.
		expect(scoreCourse(MANUAL_HANDLING, seeker).score).toBe(15)
		const picked = recommendCourses(seeker, [
			onlyLevel,
			MANUAL_HANDLING,
			ADVANCED_EXCEL,
			WAREHOUSING,
			CUSTOMER_SERVICE,
			FORKLIFT,
		])
		expect(picked.map((scored) => [scored.courseId, scored.score])).toEqual([
			[1, 45],
			[2, 35],
			[3, 30],
		])
		expect(recommendCourses(seeker, [onlyLevel, MANUAL_HANDLING]).map((scored) => scored.courseId)).toEqual([5])
		const twin = course(7, { ...MANUAL_HANDLING, id: 7, title: 'Manual Handling (online)', pricePence: 0 })
		expect(recommendCourses(seeker, [MANUAL_HANDLING, twin]).map((scored) => scored.courseId)).toEqual([7, 5])
	})

	test('every skill +20 each: over 100 is stored as 100% and 5 stars', () => {
		const broad = course(8, {
			category: 'Warehousing and Logistics',
			level: 'Beginner',
			pricePence: 0,
			skills: ['Forklift', 'Reach truck forklift', 'Customer service', 'Customer service calls', 'Forklift safety'],
		})
		expect(scoreCourse(broad, seeker)).toMatchObject({ score: 130, recommendationScore: 100, careerRelevance: 5 })
	})

	test('a category serves the industries and skill categories it trains for, and a title names an interest', () => {
		const interested = (interest: string): SeekerProfile => ({
			skills: [],
			interests: [interest],
			experienceLevel: null,
		})
		expect(scoreCourse(WAREHOUSING, interested('Transport & Delivery')).score).toBe(20)
		expect(scoreCourse(ADVANCED_EXCEL, interested('Technology')).score).toBe(15)
		expect(scoreCourse(MANUAL_HANDLING, interested('manual handling')).score).toBe(20)
		expect(scoreCourse(ADVANCED_EXCEL, interested('Healthcare')).score).toBe(0)
	})

	test('nothing to score from: no recommendations at all', () => {
		expect(recommendCourses({ skills: [], interests: [], experienceLevel: null }, [CUSTOMER_SERVICE])).toEqual([])
	})
})
