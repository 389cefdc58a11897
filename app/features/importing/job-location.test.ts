import { describe, expect, test } from 'vitest'
import { jobArea, nearestArea } from './job-location.ts'
import { POST_AREAS } from '../jobs/job-options.ts'

const at = (locationText: string | null, postcode: string | null = null) => jobArea({ locationText, postcode })

describe('jobArea', () => {
	test('an area named in the text, whatever its case or spacing', () => {
		expect(at('Stockton Heath, Warrington')).toBe('Stockton Heath')
		expect(at('GREAT  SANKEY')).toBe('Great Sankey')
		expect(at('Unit 4, Gemini Retail Park, WA5 7TY')).toBe('Gemini Retail Park')
		for (const area of POST_AREAS) expect(at(`${area}, Cheshire`)).toBe(area)
	})

	test('the longer name where two start at the same place, and the first named of several', () => {
		expect(at('Birchwood Business Park')).toBe('Birchwood Business Park')
		expect(at('Birchwood Park, Warrington WA3 6YN')).toBe('Birchwood Business Park')
		expect(at('Birchwood')).toBe('Birchwood')
		expect(at('Culcheth; Padgate')).toBe('Culcheth')
	})

	test('names people use for an area', () => {
		expect(at('Warrington Hospital')).toBe('Lovely Lane')
		expect(at('Golden Square, Warrington')).toBe('Golden Square Shopping Centre')
	})

	test('a name inside another word is not the area', () => {
		expect(at('Crofton, Wakefield')).toBeNull()
		expect(at('Newcroft House, Manchester')).toBeNull()
	})

	test("the postcode's district: the nearest area's centre within a few miles", () => {
		expect(at('Warrington', 'WA1 1QX')).toBe('Fairfield')
		expect(at('Warrington WA4 6HB')).toBe(nearestArea('WA4'))
		expect(at(null, 'wa5 7ty')).toBe(nearestArea('WA5'))
		expect(at('Lymm', 'WA13 0AA')).toBe('Thelwall')
		expect(at('Somewhere WA2')).toBe(nearestArea('WA2'))
	})

	test('a postcode too far from every area, and "Warrington" alone', () => {
		expect(at('Widnes', 'WA8 7QA')).toBeNull()
		expect(at('Runcorn WA7 1AA')).toBeNull()
		expect(at('Warrington')).toBe('Warrington Town Centre')
		expect(at('Warrington, Cheshire, United Kingdom')).toBe('Warrington Town Centre')
		expect(at('Warrington', 'M1 1AA')).toBe('Warrington Town Centre')
	})

	test('places outside the areas, and no place at all', () => {
		expect(at('Manchester', 'M1 1AA')).toBeNull()
		expect(at('Remote (UK)')).toBeNull()
		expect(at(null)).toBeNull()
		expect(at('Leeds, a4 road')).toBeNull()
	})
})

describe('nearestArea', () => {
	test('every Warrington district has an area; far and unknown districts none', () => {
		for (const district of ['WA1', 'WA2', 'WA3', 'WA4', 'WA5']) expect(nearestArea(district)).not.toBeNull()
		expect(nearestArea('M1')).toBeNull()
		expect(nearestArea('ZZ99')).toBeNull()
	})
})
