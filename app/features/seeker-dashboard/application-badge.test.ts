import { describe, expect, test } from 'vitest'
import { applicationBadge } from './application-badge.ts'

const now = new Date('2026-11-22T12:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms)
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

describe('applicationBadge', () => {
	test('under 1 day: Just Applied', () => {
		expect(applicationBadge(now, now)).toBe('Just Applied')
		expect(applicationBadge(ago(23 * HOUR), now)).toBe('Just Applied')
		expect(applicationBadge(ago(DAY - 1), now)).toBe('Just Applied')
	})

	test('1 to under 7 days: Pending', () => {
		expect(applicationBadge(ago(DAY), now)).toBe('Pending')
		expect(applicationBadge(ago(3 * DAY), now)).toBe('Pending')
		expect(applicationBadge(ago(7 * DAY - 1), now)).toBe('Pending')
	})

	test('7 days or more: Under Review', () => {
		expect(applicationBadge(ago(7 * DAY), now)).toBe('Under Review')
		expect(applicationBadge(ago(40 * DAY), now)).toBe('Under Review')
	})

	test('reads ISO strings, and a time a little in the future is just applied', () => {
		expect(applicationBadge(ago(2 * DAY).toISOString(), now)).toBe('Pending')
		expect(applicationBadge(new Date(now.getTime() + 5000), now)).toBe('Just Applied')
	})
})
