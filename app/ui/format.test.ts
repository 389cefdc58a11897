import { describe, expect, test } from 'vitest'
import { excerpt, formatCount, formatPence, formatPounds, postedAge } from './format.ts'

const NOW = new Date('2026-11-20T12:00:00Z')
const ago = (ms: number) => new Date(NOW.getTime() - ms)
const HOUR = 60 * 60 * 1000

describe('postedAge', () => {
	test('hours under 24 hours', () => {
		expect(postedAge(ago(1 * HOUR), NOW)).toBe('1 hour ago')
		expect(postedAge(ago(5 * HOUR + 59 * 60 * 1000), NOW)).toBe('5 hours ago')
		expect(postedAge(ago(23 * HOUR + 59 * 60 * 1000), NOW)).toBe('23 hours ago')
	})

	test('"Just now" only under a minute (or a clock slightly ahead), then minutes under an hour', () => {
		expect(postedAge(ago(59 * 1000), NOW)).toBe('Just now')
		expect(postedAge(ago(-5000), NOW)).toBe('Just now')
		expect(postedAge(ago(60 * 1000), NOW)).toBe('1 minute ago')
		expect(postedAge(ago(119 * 1000), NOW)).toBe('1 minute ago')
		expect(postedAge(ago(10 * 60 * 1000), NOW)).toBe('10 minutes ago')
		expect(postedAge(ago(59 * 60 * 1000 + 59 * 1000), NOW)).toBe('59 minutes ago')
	})

	test('days from 24 hours on, with "1 day ago" for the first day', () => {
		expect(postedAge(ago(24 * HOUR), NOW)).toBe('1 day ago')
		expect(postedAge(ago(47 * HOUR), NOW)).toBe('1 day ago')
		expect(postedAge(ago(48 * HOUR), NOW)).toBe('2 days ago')
		expect(postedAge(ago(29 * 24 * HOUR), NOW)).toBe('29 days ago')
	})

	test('accepts an ISO string, as loader data carries it', () => {
		expect(postedAge(ago(3 * HOUR).toISOString(), NOW)).toBe('3 hours ago')
	})
})

describe('excerpt', () => {
	test('cuts exactly at 150 characters and adds an ellipsis', () => {
		const text = 'a'.repeat(149) + 'bcdef'
		const cut = excerpt(text)
		expect(cut).toBe('a'.repeat(149) + 'b…')
		expect(cut.length).toBe(151)
	})

	test('leaves a text of 150 characters or fewer alone', () => {
		expect(excerpt('A short description.')).toBe('A short description.')
		const exactly = 'x'.repeat(150)
		expect(excerpt(exactly)).toBe(exactly)
	})

	test('counts characters, not UTF-16 units', () => {
		const text = '😀'.repeat(151)
		expect(excerpt(text)).toBe('😀'.repeat(150) + '…')
		expect(excerpt('😀'.repeat(150))).toBe('😀'.repeat(150))
	})

	test('a long text is cut the same whether its characters take one unit or two', () => {
		// 299 units of plain text then emoji: the first 300 units end half-way through one.
		const mixed = 'a'.repeat(149) + '😀'.repeat(5000)
		expect(excerpt(mixed)).toBe('a'.repeat(149) + '😀…')
		const long = 'é'.repeat(10_000)
		expect(excerpt(long)).toBe('é'.repeat(150) + '…')
		expect(excerpt('a'.repeat(100) + '😀'.repeat(50))).toBe('a'.repeat(100) + '😀'.repeat(50))
	})
})

describe('numbers', () => {
	test('whole pounds with thousands separators', () => {
		expect(formatPounds(25_000)).toBe('£25,000')
		expect(formatPounds(15_000)).toBe('£15,000')
		expect(formatPounds(0)).toBe('£0')
	})

	test('prices in pence: pence shown only when there are any', () => {
		expect(formatPence(499)).toBe('£4.99')
		expect(formatPence(1499)).toBe('£14.99')
		expect(formatPence(1450)).toBe('£14.50')
		expect(formatPence(0)).toBe('£0')
		expect(formatPence(250_000)).toBe('£2,500')
	})

	test('counts with thousands separators', () => {
		expect(formatCount(1234)).toBe('1,234')
		expect(formatCount(7)).toBe('7')
	})
})
