import { describe, expect, test } from 'vitest'
import { phraseKey, wordsOf } from './phrases.ts'
import { taxonomy } from './taxonomy.server.ts'

const labelsOf = (ids: number[]) => ids.map((id) => taxonomy().skill(id)!.label)
const occupationLabel = (title: string) => {
	const found = taxonomy().occupationOfTitle(title)
	return found && taxonomy().occupation(found.occupationId)!.label
}

describe('words', () => {
	test('keep the marks of technical names and break at hyphens, slashes and spaces', () => {
		expect(wordsOf('C#, C++ and Node.js; picker/packer – C+E').map((word) => word.word)).toEqual([
			'c#',
			'c++',
			'and',
			'node.js',
			'picker',
			'packer',
			'c+e',
		])
	})

	test('a plural and its singular share a key; curly apostrophes are straight', () => {
		expect(phraseKey('Forklift Operators')).toBe(phraseKey('forklift operator'))
		expect(phraseKey('driver’s licence')).toBe(phraseKey("driver's licence"))
	})
})

describe('skills in text', () => {
	test('are found as whole phrases, each once, with where they are', () => {
		const text = 'Use barcode scanning equipment and give great customer service; customer service matters.'
		const found = taxonomy().findSkills(text)
		expect(labelsOf(found.map((skill) => skill.skillId))).toEqual([
			'use barcode scanning equipment',
			'customer service',
		])
		expect(found[1]).toMatchObject({ phrase: 'customer service', index: text.indexOf('customer service') })
	})

	test('a phrase inside a longer word is nothing', () => {
		expect(taxonomy().findSkills('Our customers servicemen')).toEqual([])
	})

	test('a one-word label in its everyday sense is not a skill', () => {
		// "polish", "interview" and "reporting" are ESCO labels (a language, a skill) and everyday words.
		expect(taxonomy().findSkills('Polish the floors before the interview and reporting back')).toEqual([])
	})

	test('a seeker naming a skill exactly maps to it, a sentence naming none to nothing', () => {
		expect(labelsOf([taxonomy().skillOfName('Customer Service')!])).toEqual(['customer service'])
		expect(taxonomy().skillOfName('I like long walks')).toBeNull()
	})
})

describe('the occupation of a title', () => {
	test('comes from its labels, without level, shift and bracketed words', () => {
		expect(occupationLabel('IT Support Technician')).toBe('ICT help desk agent')
		expect(occupationLabel('Forklift Driver - Nights')).toBe('forklift operator')
		expect(occupationLabel('Senior Receptionist (Part Time)')).toBe('receptionist')
		expect(occupationLabel('Lorry Driver')).toBe('cargo vehicle driver')
	})

	test('a lone generic word names no occupation', () => {
		expect(occupationLabel('Assistant')).toBeNull()
		expect(occupationLabel('Controller')).toBeNull()
	})
})

test('suggestions put labels starting with what was typed first', () => {
	const suggested = taxonomy().suggestSkills('customer serv', 5)
	expect(suggested[0]!.label).toBe('customer service')
	expect(suggested.length).toBeLessThanOrEqual(5)
})
