// The matching rule on made-up ids, then issue 29's fixed cases on the shipped ESCO data: a
// cleaner who knows some accounting is no IT support technician, and a warehouse worker's next
// steps are warehouse and transport work, not software.
import { describe, expect, test } from 'vitest'
import { taxonomyData } from './taxonomy-data.server.ts'
import {
	ESSENTIAL_WEIGHT,
	OPTIONAL_WEIGHT,
	isOfferable,
	matchSkills,
	nextSteps,
	optionalShare,
	rankMatches,
	stepCoverage,
} from './matching.ts'

describe('matchSkills', () => {
	test('weights essential skills twice and names what matched and what is missing', () => {
		const match = matchSkills(new Set([1, 2, 10]), { essential: [1, 2, 3, 4], optional: [10, 11] })
		expect(match.matched).toEqual({ essential: [1, 2], optional: [10] })
		expect(match.missing).toEqual({ essential: [3, 4], optional: [11] })
		expect(match.essentialShare).toBe(0.5)
		expect(match.score).toBeCloseTo(
			(2 * ESSENTIAL_WEIGHT + OPTIONAL_WEIGHT) / (4 * ESSENTIAL_WEIGHT + 2 * OPTIONAL_WEIGHT),
		)
		expect(optionalShare(match)).toBe(0.5)
	})

	test('a skill listed both ways counts once, as essential', () => {
		const match = matchSkills(new Set([1]), { essential: [1, 1], optional: [1, 2] })
		expect(match.matched).toEqual({ essential: [1], optional: [] })
		expect(match.missing).toEqual({ essential: [], optional: [2] })
	})

	test('a target without skills scores nothing and is not offered', () => {
		const match = matchSkills(new Set([1]), { essential: [], optional: [] })
		expect(match.score).toBe(0)
		expect(isOfferable(match)).toBe(false)
	})

	test('offered from half the essential skills, however many optional ones match', () => {
		expect(isOfferable(matchSkills(new Set([1]), { essential: [1, 2], optional: [] }))).toBe(true)
		expect(isOfferable(matchSkills(new Set([1, 5, 6, 7]), { essential: [1, 2, 3], optional: [5, 6, 7] }))).toBe(false)
	})
})

describe('rankMatches', () => {
	const candidate = (item: string, essential: number[], fields: { postings?: number; interest?: boolean } = {}) => ({
		item,
		skills: { essential, optional: [] },
		postings: fields.postings ?? 0,
		interest: fields.interest ?? false,
		level: false,
	})

	test('leaves out what is not offerable, and puts the better skill match first', () => {
		const ranked = rankMatches(new Set([1, 2, 3]), [
			candidate('half', [1, 9], { postings: 30, interest: true }),
			candidate('all', [1, 2, 3], { postings: 1 }),
			candidate('none', [8, 9], { postings: 50, interest: true }),
		])
		expect(ranked.map((entry) => entry.item)).toEqual(['all', 'half'])
	})

	test('the secondary factors break a tie in skills: interest, then level, then local demand', () => {
		const ranked = rankMatches(new Set([1]), [
			candidate('busy', [1], { postings: 9 }),
			candidate('quiet', [1], { postings: 1 }),
			candidate('liked', [1], { interest: true }),
		])
		expect(ranked.map((entry) => entry.item)).toEqual(['liked', 'busy', 'quiet'])
	})
})

describe('on the ESCO data (issue 29)', () => {
	const data = taxonomyData()
	const occupation = (label: string) => {
		const found = data.occupations.find((entry) => entry.label === label)
		if (!found) throw new Error(`no occupation ${label}`)
		return found.id
	}
	const skillsOf = (id: number) => ({
		essential: data.occupationSkills.filter((link) => link.occupationId === id && link.essential).map((l) => l.skillId),
		optional: data.occupationSkills.filter((link) => link.occupationId === id && !link.essential).map((l) => l.skillId),
	})
	const accounting = data.skills.find((skill) => skill.label === 'accounting')!.id

	test('a cleaner who knows some accounting is not offered IT support, and is offered cleaning', () => {
		const cleaner = new Set([...skillsOf(occupation('building cleaner')).essential, accounting])
		const itSupport = matchSkills(cleaner, skillsOf(occupation('ICT help desk agent')))
		expect(isOfferable(itSupport)).toBe(false)
		expect(itSupport.matched.essential).toEqual([])
		expect(itSupport.missing.essential.length).toBeGreaterThan(0)
		expect(isOfferable(matchSkills(cleaner, skillsOf(occupation('building cleaner'))))).toBe(true)
	})

	test("a warehouse worker's next steps are warehouse and transport work, not software", () => {
		const labels = [
			'software developer',
			'ICT help desk agent',
			'accounting assistant',
			'forklift operator',
			'inventory coordinator',
			'warehouse manager',
			'cargo vehicle driver',
			'materials handler',
		]
		const steps = nextSteps(
			skillsOf(occupation('warehouse worker')),
			labels.map((label) => ({ item: label, skills: skillsOf(occupation(label)) })),
			10,
		).map((step) => step.item)
		expect(steps).toEqual(expect.arrayContaining(['forklift operator', 'inventory coordinator', 'warehouse manager']))
		expect(steps).not.toContain('software developer')
		expect(steps).not.toContain('ICT help desk agent')
		expect(steps).not.toContain('accounting assistant')
		expect(steps[0]).toBe('materials handler')
	})

	test('coverage of a step names the skills still to learn', () => {
		const step = stepCoverage(skillsOf(occupation('warehouse worker')), skillsOf(occupation('forklift operator')))
		expect(step.matched.essential.length).toBeGreaterThan(0)
		expect(step.missing.essential.length).toBeGreaterThan(0)
	})
})
