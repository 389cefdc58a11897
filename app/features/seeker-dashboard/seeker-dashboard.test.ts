import { expect, test } from 'vitest'
import { areaFromLink } from './seeker-dashboard.ts'

test('areaFromLink reads the town, areas in any case, and drops what it does not know', () => {
	expect(areaFromLink('warrington')).toBe('')
	expect(areaFromLink('All Warrington')).toBe('')
	expect(areaFromLink(' stockton  heath ')).toBe('Stockton Heath')
	expect(areaFromLink('Birchwood Business Park')).toBe('Birchwood Business Park')
	expect(areaFromLink('Manchester')).toBe('')
	expect(areaFromLink(null)).toBe('')
})
