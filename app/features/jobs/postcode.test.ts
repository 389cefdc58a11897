import { describe, expect, test } from 'vitest'
import { formatMilesAway, milesBetween, outwardCodeOf } from './postcode.ts'

describe('outwardCodeOf', () => {
	test('a whole postcode, an outward code or a sector, in any case and spacing, gives the district', () => {
		for (const text of ['WA4 6PH', 'wa4', 'WA4 6', 'wa46ph', ' Wa4  6ph ', 'WA4'])
			expect(outwardCodeOf(text), text).toBe('WA4')
		expect(outwardCodeOf('WA13 0AB')).toBe('WA13')
		expect(outwardCodeOf('wa130ab')).toBe('WA13')
		expect(outwardCodeOf('M1 1AE')).toBe('M1')
		expect(outwardCodeOf('W1A 1AA')).toBe('W1A')
		expect(outwardCodeOf('EC1A 1BB')).toBe('EC1A')
	})

	test('text not shaped like a postcode gives null', () => {
		for (const text of ['', 'Warrington', 'WA', '4WA', 'WA4 6P', 'WA4 PH', 'WA4 6PHX', 'WA4-6PH', 'ZZZ9 9ZZ'])
			expect(outwardCodeOf(text), text).toBeNull()
	})
})

describe('milesBetween', () => {
	test('matches known great-circle distances', () => {
		const warrington = { latitude: 53.39, longitude: -2.597 }
		const manchester = { latitude: 53.4808, longitude: -2.2426 }
		const liverpool = { latitude: 53.4084, longitude: -2.9916 }
		const london = { latitude: 51.5074, longitude: -0.1278 }
		// Manchester to Liverpool is 31.1 miles as the crow flies, Manchester to London 162.5.
		expect(milesBetween(manchester, liverpool)).toBeCloseTo(31.1, 0)
		expect(milesBetween(manchester, london)).toBeCloseTo(162.5, 0)
		expect(milesBetween(warrington, manchester)).toBeCloseTo(15.9, 0)
		// One degree of latitude is 69.1 miles anywhere.
		expect(milesBetween({ latitude: 53, longitude: -2 }, { latitude: 54, longitude: -2 })).toBeCloseTo(69.09, 1)
	})

	test('is zero from a point to itself and the same both ways', () => {
		const a = { latitude: 53.36472, longitude: -2.57412 }
		const b = { latitude: 53.39442, longitude: -2.5685 }
		expect(milesBetween(a, a)).toBe(0)
		expect(milesBetween(a, b)).toBeCloseTo(milesBetween(b, a), 10)
	})
})

test('formatMilesAway shows one decimal', () => {
	expect(formatMilesAway(2.44)).toBe('2.4 miles away')
	expect(formatMilesAway(2.45001)).toBe('2.5 miles away')
	expect(formatMilesAway(0)).toBe('0.0 miles away')
	expect(formatMilesAway(10)).toBe('10.0 miles away')
})
