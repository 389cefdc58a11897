// The local vocabulary names only skills and occupations that exist (decision 196, 199).
import { describe, expect, test } from 'vitest'
import { LOCAL_SKILL_ID_START, LOCAL_SKILLS, LOCAL_SYNONYMS } from './local-vocabulary.ts'
import { taxonomyData } from './taxonomy-data.server.ts'

const lower = (text: string) => text.toLowerCase()

describe('local vocabulary', () => {
	const { skills, occupations } = taxonomyData()
	const skillLabels = new Set(skills.map((skill) => lower(skill.label)))
	const occupationLabels = new Set(occupations.map((occupation) => lower(occupation.label)))

	test('every skill and occupation a synonym names exists, by its preferred label', () => {
		const missing = LOCAL_SYNONYMS.flatMap((synonym) => [
			...(synonym.skills ?? []).filter((label) => !skillLabels.has(lower(label))).map((label) => `skill ${label}`),
			...(synonym.occupations ?? [])
				.filter((label) => !occupationLabels.has(lower(label)))
				.map((label) => `occupation ${label}`),
		])
		expect(missing).toEqual([])
		expect(LOCAL_SYNONYMS.every((synonym) => synonym.skills?.length || synonym.occupations?.length)).toBe(true)
	})

	test('every occupation a local skill is linked to exists', () => {
		const missing = LOCAL_SKILLS.flatMap((skill) =>
			[...(skill.essentialFor ?? []), ...(skill.optionalFor ?? [])].filter(
				(label) => !occupationLabels.has(lower(label)),
			),
		)
		expect(missing).toEqual([])
	})

	test('local skills have ids of their own above ESCO, and labels no ESCO skill has', () => {
		const ids = LOCAL_SKILLS.map((skill) => skill.id)
		expect(new Set(ids).size).toBe(ids.length)
		expect(Math.min(...ids)).toBeGreaterThan(LOCAL_SKILL_ID_START)
		const esco = skills.filter((skill) => skill.origin === 'esco')
		expect(Math.max(...esco.map((skill) => skill.id))).toBeLessThan(LOCAL_SKILL_ID_START)
		const escoLabels = new Set(esco.map((skill) => lower(skill.label)))
		expect(LOCAL_SKILLS.filter((skill) => escoLabels.has(lower(skill.label)))).toEqual([])
	})

	test('the UK terms the issue names are there', () => {
		const phrases = new Set(
			[
				...LOCAL_SKILLS.flatMap((skill) => [skill.label, ...skill.altLabels]),
				...LOCAL_SYNONYMS.flatMap((s) => s.phrases),
			].map(lower),
		)
		for (const term of [
			'CSCS card',
			'COSHH',
			'DBS check',
			'C+E licence',
			'HGV Class 1 driver',
			'picker packer',
			'care assistant',
			'counterbalance',
			'reach truck',
		])
			expect(phrases, term).toContain(lower(term))
	})
})
