import { describe, expect, test } from 'vitest'
import { AREA_CENTRES } from './area-centres.ts'
import { POST_AREAS } from './job-options.ts'
import { milesBetween } from './postcode.ts'
import { locatePostcode, postcodeDistrict, UnknownPostcodeError } from './postcode-districts.server.ts'

describe('postcode districts', () => {
	test('the shipped file has every district with its centroid', () => {
		expect(postcodeDistrict('WA4')).toEqual({ outwardCode: 'WA4', latitude: 53.36472, longitude: -2.57412 })
		expect(postcodeDistrict('wa1')?.latitude).toBe(53.39442)
		// A town in quotes, with a comma in it, does not shift the columns.
		expect(postcodeDistrict('IM1')).toEqual({ outwardCode: 'IM1', latitude: 54.15048, longitude: -4.48174 })
		expect(postcodeDistrict('XX9')).toBeUndefined()
	})

	test('locatePostcode reads a postcode as typed, and says what is wrong with one it cannot place', () => {
		for (const near of ['WA4 6PH', 'wa4', 'WA4 6', 'wa46ph']) expect(locatePostcode(near).outwardCode).toBe('WA4')
		expect(() => locatePostcode('XX9 9XX')).toThrow(new UnknownPostcodeError("We don't know the postcode district XX9"))
		expect(() => locatePostcode('Warrington')).toThrow(new UnknownPostcodeError('Enter a postcode like WA4 6PH or WA4'))
	})
})

test('every area a job can be in has a centre within 3.5 miles of its postcode district', () => {
	expect(Object.keys(AREA_CENTRES).sort()).toEqual([...POST_AREAS].sort())
	for (const [area, centre] of Object.entries(AREA_CENTRES)) {
		const district = postcodeDistrict(centre.district)!
		expect(milesBetween(centre, district), area).toBeLessThan(3.5)
	}
})
