import { expect, test } from 'vitest'
import { textListOf } from './text-list.ts'

test('blank entries of a comma-separated text or a list are dropped; other values are left to the schema', () => {
	expect(textListOf('Excel,,Word')).toEqual(['Excel', 'Word'])
	expect(textListOf(' Excel , Word, ,')).toEqual(['Excel', 'Word'])
	expect(textListOf(',')).toEqual([])
	expect(textListOf(['Excel', '', '  ', 'Word'])).toEqual(['Excel', 'Word'])
	expect(textListOf([1, 'Word'])).toEqual([1, 'Word'])
	expect(textListOf(undefined)).toBeUndefined()
	expect(textListOf(null)).toBeNull()
	expect(textListOf(42)).toBe(42)
})
