import { describe, expect, test } from 'vitest'
import { SKILL_KEYWORDS } from '../insights/insight-options.ts'
import { namesSkill, skillPattern } from './skill-words.ts'

const wordsOf = (skill: string) => SKILL_KEYWORDS.find((entry) => entry.skill === skill)!.words

describe('skill keywords', () => {
	test('a word matches whole, in any case, in a title or description', () => {
		expect(namesSkill('Forklift Driver (Counterbalance)', wordsOf('Forklift'))).toBe(true)
		expect(namesSkill('We use PYTHON and Django daily.', wordsOf('Python'))).toBe(true)
		expect(namesSkill('Warehouse Operative', wordsOf('Forklift'))).toBe(false)
	})
	test('a word inside another does not count', () => {
		expect(namesSkill('Senior JavaScript developer', wordsOf('Java'))).toBe(false)
		expect(namesSkill('Java developer', wordsOf('Java'))).toBe(true)
		expect(namesSkill('Wholesales assistant', wordsOf('Sales'))).toBe(false)
		expect(namesSkill('Scads of cad work', wordsOf('CAD'))).toBe(true)
	})
	test('words with punctuation match beside punctuation', () => {
		expect(namesSkill('Skills: C#, .NET and SQL.', wordsOf('C#'))).toBe(true)
		expect(namesSkill('ASP.NET MVC', wordsOf('C#'))).toBe(true)
		expect(namesSkill('Experience with Node.js.', wordsOf('JavaScript'))).toBe(true)
	})
	test('phrases match across line breaks and double spaces', () => {
		expect(namesSkill('excellent customer\nservice', wordsOf('Customer service'))).toBe(true)
		expect(namesSkill('a full  UK licence', wordsOf('Driving licence'))).toBe(true)
		expect(namesSkill('customers servicing', wordsOf('Customer service'))).toBe(false)
	})
	test('the pattern escapes the words', () => {
		expect(skillPattern(['.net'])).toBe('(^|[^a-z0-9_])(\\.net)($|[^a-z0-9_])')
		expect(namesSkill('xnet', ['.net'])).toBe(false)
	})
})
