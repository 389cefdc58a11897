// The local vocabulary names only skills and occupations that exist (decision 196, 199).
import { describe, expect, test } from 'vitest'
import { LOCAL_SKILL_ID_START, LOCAL_SKILLS, LOCAL_SYNONYMS, SINGLE_WORD_SKILLS } from './local-vocabulary.ts'
import { phraseKey } from './phrases.ts'
import { taxonomyData } from './taxonomy-data.server.ts'

const lower = (text: string) => text.toLowerCase()

describe('local vocabulary', () => {
	const { skills, occupations } = taxonomyData()
	const skillLabels = new Set(skills.map((skill) => lower(skill.label)))
	const occupationLabels = new Set(occupations.map((occupation) => lower(occupation.label)))

	test('every skill and occupation a synonym names exists, by its preferred label', () => {
		const missing = LOCAL_SYNONYMS.flatMap((synonym) => [
			...(synonym.skill === undefined || skillLabels.has(lower(synonym.skill)) ? [] : [`skill ${synonym.skill}`]),
			...(synonym.occupation === undefined || occupationLabels.has(lower(synonym.occupation))
				? []
				: [`occupation ${synonym.occupation}`]),
		])
		expect(missing).toEqual([])
		expect(
			LOCAL_SYNONYMS.every((synonym) => (synonym.skill === undefined) !== (synonym.occupation === undefined)),
		).toBe(true)
	})

	test('every single word allowed in running text is one word, and names a skill', () => {
		const names = new Set(skills.flatMap((skill) => [skill.label, ...skill.altLabels]).map(phraseKey))
		expect(SINGLE_WORD_SKILLS.filter((word) => phraseKey(word).includes(' ') || !names.has(phraseKey(word)))).toEqual(
			[],
		)
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
