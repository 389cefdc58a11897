import { describe, expect, test } from 'vitest'
import { SKILL_KEYWORDS } from '../../utils/insight-options.ts'
import {
	averagePounds,
	namesSkill,
	percentChange,
	percentOf,
	SALARY_BANDS,
	salaryBandOf,
	skillPattern,
	skillSearchTerms,
	trendOf,
} from './market-figures.ts'

const wordsOf = (skill: string) => SKILL_KEYWORDS.find((entry) => entry.skill === skill)!.words

describe('percentOf', () => {
	test('to one decimal place, worked by hand', () => {
		expect(percentOf(1, 3)).toBe(33.3)
		expect(percentOf(2, 3)).toBe(66.7)
		expect(percentOf(17, 173)).toBe(9.8)
		expect(percentOf(5, 5)).toBe(100)
	})
	test('of nothing is nothing', () => {
		expect(percentOf(0, 0)).toBe(0)
	})
})

describe('percentChange (growth)', () => {
	test('from 40 to 50 is +25%, from 50 to 40 is -20%, from 6 to 7 is +16.7%', () => {
		expect(percentChange(50, 40)).toBe(25)
		expect(percentChange(40, 50)).toBe(-20)
		expect(percentChange(7, 6)).toBe(16.7)
		expect(percentChange(5, 5)).toBe(0)
	})
	test('not enough data when the earlier period has fewer than 5 jobs', () => {
		expect(percentChange(30, 4)).toBeNull()
		expect(percentChange(0, 0)).toBeNull()
		expect(percentChange(3, 5)).toBe(-40)
	})
})

describe('trendOf', () => {
	test('up or down beyond a tenth of the earlier count', () => {
		expect(trendOf(12, 10)).toBe('up')
		expect(trendOf(8, 10)).toBe('down')
		expect(trendOf(11, 10)).toBe('up')
		expect(trendOf(9, 10)).toBe('down')
	})
	test('steady within a tenth, or unchanged', () => {
		expect(trendOf(21, 20)).toBe('steady')
		expect(trendOf(19, 20)).toBe('steady')
		expect(trendOf(0, 0)).toBe('steady')
		expect(trendOf(4, 4)).toBe('steady')
	})
	test('from none to some is up; from some to none is down', () => {
		expect(trendOf(1, 0)).toBe('up')
		expect(trendOf(0, 1)).toBe('down')
	})
})

describe('averagePounds', () => {
	test('whole pounds, from five salaries or more', () => {
		expect(averagePounds('27499.5000', 5)).toBe(27500)
		expect(averagePounds(31_250.4, 12)).toBe(31_250)
	})
	test('null below five, or with nothing to average', () => {
		expect(averagePounds('27500', 4)).toBeNull()
		expect(averagePounds(null, 0)).toBeNull()
	})
})

describe('salary bands', () => {
	test('every midpoint falls in exactly one band, edges included', () => {
		expect(salaryBandOf(19_999).range).toBe('Under £20,000')
		expect(salaryBandOf(20_000).range).toBe('£20,000-£24,999')
		expect(salaryBandOf(24_999.5).range).toBe('£20,000-£24,999')
		expect(salaryBandOf(25_000).range).toBe('£25,000-£29,999')
		expect(salaryBandOf(39_999).range).toBe('£30,000-£39,999')
		expect(salaryBandOf(40_000).range).toBe('£40,000-£49,999')
		expect(salaryBandOf(50_000).range).toBe('£50,000+')
		expect(salaryBandOf(120_000).range).toBe('£50,000+')
	})
	test('£12.50 an hour is £24,375 a year (1,950 hours), in the £20,000-£24,999 band', () => {
		expect(salaryBandOf(12.5 * 1950).range).toBe('£20,000-£24,999')
	})
	test('the bands run on without gaps', () => {
		for (const [index, band] of SALARY_BANDS.entries()) {
			if (index > 0) expect(band.min).toBe(SALARY_BANDS[index - 1]!.max! + 1)
		}
	})
})

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

describe('skillSearchTerms', () => {
	test('each word, the same without punctuation, and the last word as a prefix unless shorter than three letters', () => {
		expect(skillSearchTerms(['node.js', 'c#', 'search engine optimisation', 'flt', '.net', 'class 1'])).toEqual([
			{ term: 'node.js', prefix: 'node.js' },
			{ term: 'node js', prefix: null },
			{ term: 'c#', prefix: null },
			{ term: 'c', prefix: null },
			{ term: 'search engine optimisation', prefix: 'optimisation' },
			{ term: 'flt', prefix: 'flt' },
			{ term: '.net', prefix: null },
			{ term: 'net', prefix: 'net' },
			{ term: 'class 1', prefix: null },
		])
	})
})
