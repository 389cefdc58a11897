import { describe, expect, test } from 'vitest'
import { experienceLevelOf, experienceLevelSql, levelForYears } from './experience-level.ts'

describe('levelForYears: the level whose years hold N', () => {
	test.each([
		[0, 'entry'],
		[2, 'entry'],
		[3, 'mid'],
		[5, 'mid'],
		[6, 'senior'],
		[10, 'senior'],
		[11, 'executive'],
		[25, 'executive'],
	] as const)('%i years → %s', (years, level) => {
		expect(levelForYears(years)).toBe(level)
	})
})

describe('experienceLevelOf: years stated first', () => {
	test.each([
		['Care Assistant', 'You will need 1 year’s experience in care.', 'entry'],
		['Warehouse Operative', 'At least 2 years experience of picking.', 'entry'],
		['Forklift Driver', 'We ask for 3 years’ experience on counterbalance trucks.', 'mid'],
		['Developer', 'You bring 5+ years of commercial experience with TypeScript.', 'mid'],
		['Chef', '2-3 years kitchen experience', 'entry'],
		['Site Manager', 'Ideally 7 to 10 years construction experience.', 'senior'],
		['Operations Manager', 'You have 12 yrs experience running distribution sites.', 'executive'],
		// Years beat title words: a "Senior" title asking for one year is an entry-level job.
		['Senior Care Assistant', 'Just 1 year of experience needed.', 'entry'],
		// Stated in the title counts too.
		['Accountant (3 years experience)', 'Month-end and VAT returns.', 'mid'],
	] as const)('%s / %s → %s', (title, description, level) => {
		expect(experienceLevelOf(title, description)).toBe(level)
	})

	test('years without "experience", or in words, or inside a bigger number, are not read', () => {
		expect(experienceLevelOf('Lecturer', 'Teaching 16 to 18 year olds.')).toBe('mid')
		expect(experienceLevelOf('Driver', 'A family firm trading for 30+ years in Warrington.')).toBe('mid')
		expect(experienceLevelOf('Driver', 'Two years’ experience needed.')).toBe('mid')
		expect(experienceLevelOf('Driver', 'Since 2019 years experience of the road.')).toBe('mid')
	})
})

describe('experienceLevelOf: else the title’s words, else mid', () => {
	test.each([
		['Junior Software Developer', 'entry'],
		['Trainee Accountant (AAT Apprenticeship)', 'entry'],
		['Engineering Apprentice', 'entry'],
		['Graduate Project Manager', 'entry'],
		['Entry-level Administrator', 'entry'],
		['Head of Operations', 'executive'],
		['Finance Director', 'executive'],
		['Chief Operating Officer', 'executive'],
		['Assistant Store Manager', 'mid'],
		['Deputy Care Home Manager', 'mid'],
		['Senior Care Assistant', 'senior'],
		['Clinical Lead Nurse', 'senior'],
		['Night Shift Manager', 'senior'],
		['Head Chef', 'senior'],
		['Warehouse Team Leader', 'mid'],
		['Car Sales Executive', 'mid'],
		['Forklift Driver', 'mid'],
	] as const)('%s → %s', (title, level) => {
		expect(experienceLevelOf(title, 'Join our friendly team in Warrington.')).toBe(level)
	})

	test('words of the description alone do not set the level', () => {
		expect(experienceLevelOf('Warehouse Operative', 'You will report to the senior manager.')).toBe('mid')
	})
})

describe('experienceLevelSql', () => {
	test('is one CASE over the named columns, with PostgreSQL word boundaries', () => {
		const sql = experienceLevelSql('j.title', 'j.description')
		expect(sql).toMatch(/^\(case when \(substring\(lower\(j\.title \|\| ' ' \|\| j\.description\) from '\\m/)
		expect(sql).toContain(`when lower(j.title) ~ '\\m(?:junior|trainee|`)
		expect(sql).toContain(`else 'mid' end)`)
		expect(sql).toContain("years?|yrs)[''’]?s?")
	})
})
