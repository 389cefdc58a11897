import { describe, expect, test } from 'vitest'
import { protectedCount, protectGroups } from './k-anonymity.ts'

const names = (result: ReturnType<typeof protectGroups>) => result.shown.map((group) => `${group.name} ${group.count}`)

describe('protectGroups', () => {
	test('a group of 4 is hidden, a group of 5 is shown, largest first', () => {
		// 12 + 5 + 4 + 6 = 27 people, one group each. Hidden: Retail (4). Unaccounted: 27 - 23 = 4,
		// which is Retail's exact count, so the smallest shown group (Finance, 5) goes too: 27 - 18 = 9.
		const result = protectGroups(
			[
				{ name: 'Healthcare', count: 12 },
				{ name: 'Finance', count: 5 },
				{ name: 'Retail', count: 4 },
				{ name: 'Technology', count: 6 },
			],
			27,
		)
		expect(names(result)).toEqual(['Healthcare 12', 'Technology 6'])
		expect(result.hiddenGroups).toBe(2)
		expect(result.remainder).toBe(9)
	})

	test('differencing: with exactly one group hidden and the total shown, the next smallest is hidden too', () => {
		// Total 20: 10 + 7 + 3. Showing 10 and 7 beside the total 20 gives the hidden group as 20 - 17 = 3.
		const result = protectGroups(
			[
				{ name: 'Immediately', count: 10 },
				{ name: '1 week', count: 7 },
				{ name: '1 month', count: 3 },
			],
			20,
		)
		expect(names(result)).toEqual(['Immediately 10'])
		// What can now be worked out is 20 - 10 = 10 people in two groups, not any one group of 3.
		expect(result.remainder).toBe(10)
		expect(result.hiddenGroups).toBe(2)
	})

	test('small groups that come to 5 or more together need nothing more hidden, and are shown as one remainder', () => {
		// 10 + 3 + 2 = 15: the hidden groups come to 5, which may be shown as "Other" (2 groups).
		const result = protectGroups(
			[
				{ name: 'A', count: 10 },
				{ name: 'B', count: 3 },
				{ name: 'C', count: 2 },
			],
			15,
		)
		expect(names(result)).toEqual(['A 10'])
		expect(result).toMatchObject({ hiddenGroups: 2, remainder: 5 })
	})

	test('nothing hidden: every group shown and no remainder', () => {
		const result = protectGroups(
			[
				{ name: 'A', count: 5 },
				{ name: 'B', count: 9 },
			],
			14,
		)
		expect(names(result)).toEqual(['B 9', 'A 5'])
		expect(result).toMatchObject({ hiddenGroups: 0, remainder: null })
	})

	test('people in no group count towards the total: 3 of them beside shown groups hide the smallest group (the last by name among equals)', () => {
		// 13 seekers, 10 named an area (5 + 5), 3 did not: "13 - 10 = 3 with no area" is a group of 3.
		const result = protectGroups(
			[
				{ name: 'Orford', count: 5 },
				{ name: 'Padgate', count: 5 },
			],
			13,
		)
		expect(names(result)).toEqual(['Orford 5'])
		expect(result.remainder).toBe(8)
	})

	test('groups a person may share (counts adding up to more than the total) leave nothing to subtract', () => {
		// 10 seekers, each preferring two industries: 9 + 7 + 4 = 20 preferences. 10 - 16 < 0.
		const result = protectGroups(
			[
				{ name: 'Healthcare', count: 9 },
				{ name: 'Social Care', count: 7 },
				{ name: 'Retail', count: 4 },
			],
			10,
		)
		expect(names(result)).toEqual(['Healthcare 9', 'Social Care 7'])
		expect(result).toMatchObject({ hiddenGroups: 1, remainder: null })
	})

	test('every group under 5: nothing shown', () => {
		const result = protectGroups(
			[
				{ name: 'A', count: 4 },
				{ name: 'B', count: 4 },
			],
			8,
		)
		expect(result).toEqual({ shown: [], hiddenGroups: 2, remainder: 8 })
	})

	test('extra fields of a group are kept', () => {
		const result = protectGroups([{ name: 'A', count: 6, averageExperience: 4.5 }], 6)
		expect(result.shown).toEqual([{ name: 'A', count: 6, averageExperience: 4.5 }])
	})
})

describe('protectedCount', () => {
	test('shown when it and what is left of the total are both 5 or more, or nothing is left', () => {
		expect(protectedCount(12, 20)).toBe(12)
		expect(protectedCount(20, 20)).toBe(20)
		expect(protectedCount(5, 10)).toBe(5)
	})

	test('hidden when it is under 5, or the rest of the total is 1 to 4 people', () => {
		expect(protectedCount(4, 20)).toBeNull()
		// 17 active of 20 says 3 people were not.
		expect(protectedCount(17, 20)).toBeNull()
		expect(protectedCount(0, 20)).toBeNull()
	})
})
