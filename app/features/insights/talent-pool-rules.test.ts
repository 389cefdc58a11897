import { describe, expect, test } from 'vitest'
import {
	competitionLevel,
	hiringRecommendations,
	recognisedSkills,
	salaryBandOf,
	salaryExpectation,
	skillCategoriesOf,
} from './talent-pool-rules.ts'

describe('skill categories from a seeker’s own words', () => {
	test('whole words, any case', () => {
		expect(skillCategoriesOf(['Customer Service', 'EXCEL'])).toEqual(['Data Analysis', 'Customer Service'])
		expect(skillCategoriesOf(['customer service'])).toEqual(['Customer Service'])
		// "sales" inside "salesforce", "care" alone, "java" inside "javascript" are not those words.
		expect(skillCategoriesOf(['Salesforce admin'])).toEqual([])
		expect(recognisedSkills(['JavaScript']).map(({ skill }) => skill)).toEqual(['JavaScript'])
	})

	test('words with signs and several words match as written', () => {
		expect(skillCategoriesOf(['C#'])).toEqual(['Software Development'])
		expect(skillCategoriesOf(['ASP.NET MVC'])).toEqual(['Software Development'])
		expect(skillCategoriesOf(['18th Edition wiring regs'])).toEqual(['Engineering'])
		expect(skillCategoriesOf(['Registered Nurse (NMC pin)'])).toEqual(['Healthcare'])
		expect(skillCategoriesOf(['data'])).toEqual([])
	})

	test('a seeker can be in several categories, or in none (forklift, driving: skills without a category)', () => {
		expect(skillCategoriesOf(['Forklift (counterbalance)', 'Full UK licence'])).toEqual([])
		expect(recognisedSkills(['Forklift (counterbalance)', 'Full UK licence']).map(({ skill }) => skill)).toEqual([
			'Forklift',
			'Driving licence',
		])
		expect(skillCategoriesOf(['Payroll', 'Sage 50', 'Customer care', 'Photoshop'])).toEqual([
			'Customer Service',
			'Design',
			'Finance',
		])
	})
})

describe('salary expectations', () => {
	test('the midpoint of minimum and maximum, or the one given', () => {
		expect(salaryExpectation(24_000, 28_000)).toBe(26_000)
		expect(salaryExpectation(24_000, null)).toBe(24_000)
		expect(salaryExpectation(null, 31_000)).toBe(31_000)
		expect(salaryExpectation(null, null)).toBeNull()
	})

	test('bands start at their lower figure', () => {
		expect(salaryBandOf(19_999)).toBe('Under £20,000')
		expect(salaryBandOf(20_000)).toBe('£20,000 to £24,999')
		expect(salaryBandOf(29_999.5)).toBe('£25,000 to £29,999')
		expect(salaryBandOf(39_000)).toBe('£30,000 to £39,999')
		expect(salaryBandOf(50_000)).toBe('£50,000 or more')
	})
})

describe('competition level: listed jobs per seeker', () => {
	test('2 or more a seeker is high, under 0.5 is low, between is moderate', () => {
		expect(competitionLevel(18, 9)).toBe('high') // 2.0
		expect(competitionLevel(17, 9)).toBe('moderate') // 1.89
		expect(competitionLevel(5, 10)).toBe('moderate') // 0.5
		expect(competitionLevel(4, 9)).toBe('low') // 0.44
		expect(competitionLevel(0, 6)).toBe('low')
		expect(competitionLevel(3, 0)).toBeNull()
	})
})

describe('hiring recommendations', () => {
	test('hard groups first (most jobs a seeker), then easy ones (fewest), moderate ones left out', () => {
		expect(
			hiringRecommendations([
				{ kind: 'industry', name: 'Healthcare', jobs: 42, seekers: 9 }, // 4.67 high
				{ kind: 'industry', name: 'Retail', jobs: 6, seekers: 30 }, // 0.2 low
				{ kind: 'area', name: 'Birchwood', jobs: 20, seekers: 8 }, // 2.5 high
				{ kind: 'area', name: 'Orford', jobs: 10, seekers: 10 }, // 1 moderate
				{ kind: 'area', name: 'Culcheth', jobs: 4, seekers: 12 }, // 0.33 low
			]),
		).toEqual([
			'Competition for Healthcare candidates is high: 42 listed jobs for 9 seekers who prefer it; advertise the pay and consider sponsoring your job.',
			'Competition for candidates in Birchwood is high: 20 listed jobs for 8 seekers who would work there; advertise the pay and consider sponsoring your job.',
			'Good supply of Retail candidates: 30 seekers who prefer it and 6 listed jobs; a free post should reach them.',
			'Good supply of candidates in Culcheth: 12 seekers who would work there and 4 listed jobs; a free post should reach them.',
		])
	})

	test('at most three hard groups and five in all', () => {
		const hard = ['A', 'B', 'C', 'D'].map((name, index) => ({
			kind: 'industry' as const,
			name,
			jobs: 20 + index,
			seekers: 5,
		}))
		const easy = ['E', 'F', 'G'].map((name, index) => ({ kind: 'industry' as const, name, jobs: index, seekers: 10 }))
		const recommendations = hiringRecommendations([...hard, ...easy])
		expect(recommendations).toHaveLength(5)
		expect(recommendations.slice(0, 3).map((text) => text.split(' ')[2])).toEqual(['D', 'C', 'B'])
		expect(recommendations.slice(3).map((text) => text.split(' ')[3])).toEqual(['E', 'F'])
		expect(recommendations[4]).toBe(
			'Good supply of F candidates: 10 seekers who prefer it and 1 listed job; a free post should reach them.',
		)
	})

	test('balanced groups give none', () => {
		expect(hiringRecommendations([{ kind: 'industry', name: 'Retail', jobs: 10, seekers: 10 }])).toEqual([])
	})
})
