import { describe, expect, test } from 'vitest'
import { jobTypeOf } from './job-type.ts'

describe('jobTypeOf', () => {
	test("the source's words in any of the ways sources write them", () => {
		const cases: [string, string][] = [
			['FULL_TIME', 'Full-time'],
			['Full-time', 'Full-time'],
			['fulltime', 'Full-time'],
			['Permanent', 'Full-time'],
			['PART_TIME', 'Part-time'],
			['Part time', 'Part-time'],
			['CONTRACTOR', 'Contract'],
			['Freelance', 'Contract'],
			['TEMPORARY', 'Temporary'],
			['Temp', 'Temporary'],
			['Fixed-term', 'Temporary'],
			['Seasonal', 'Temporary'],
			['INTERN', 'Apprenticeship'],
			['Apprenticeship', 'Apprenticeship'],
		]
		for (const [written, type] of cases) expect([written, jobTypeOf(written, 'Operative')]).toEqual([written, type])
	})

	test('of several, the most particular', () => {
		expect(jobTypeOf('FULL_TIME, CONTRACTOR', 'Driver')).toBe('Contract')
		expect(jobTypeOf('Full-time, Fixed term contract', 'Driver')).toBe('Temporary')
		expect(jobTypeOf('Permanent, Part-time', 'Driver')).toBe('Part-time')
	})

	test("unknown or missing: the title's words, else Full-time", () => {
		expect(jobTypeOf(null, 'Apprentice Electrician')).toBe('Apprenticeship')
		expect(jobTypeOf('OTHER', 'Part-time Cleaner')).toBe('Part-time')
		expect(jobTypeOf(null, 'Seasonal Warehouse Operative')).toBe('Temporary')
		expect(jobTypeOf(null, 'Payroll Officer (Contract)')).toBe('Contract')
		expect(jobTypeOf(null, 'Contracts Manager')).toBe('Full-time')
		expect(jobTypeOf(null, 'Temp Controller')).toBe('Full-time')
		expect(jobTypeOf(null, 'Chef')).toBe('Full-time')
	})
})
