import { describe, expect, test } from 'vitest'
import { applyElsewhereText, checkedAgo, importedFromText } from './imported-from.ts'

describe('an imported job’s words', () => {
	test('where it comes from and where it is applied for', () => {
		expect(importedFromText('Brightwire', 'greenhouse')).toBe('From Brightwire’s Greenhouse board')
		expect(importedFromText('Unilever Port Sunlight', 'jsonld-sitemap')).toBe(
			'From Unilever Port Sunlight’s careers site',
		)
		expect(importedFromText('Brightwire', 'xml-feed')).toBe('From Brightwire’s jobs feed')
		expect(applyElsewhereText('Brightwire')).toBe('Apply on Brightwire’s site')
	})

	test('when its source last read it, as an age', () => {
		const now = new Date('2026-11-28T12:00:00Z')
		const ago = (ms: number) => checkedAgo(new Date(now.getTime() - ms), now)
		expect(ago(20_000)).toBe('just now')
		expect(ago(-5_000)).toBe('just now')
		expect(ago(60_000)).toBe('1 minute ago')
		expect(ago(59 * 60_000)).toBe('59 minutes ago')
		expect(ago(60 * 60_000)).toBe('1 hour ago')
		expect(ago(23 * 60 * 60_000 + 59 * 60_000)).toBe('23 hours ago')
		expect(ago(24 * 60 * 60_000)).toBe('1 day ago')
		expect(ago(3 * 24 * 60 * 60_000)).toBe('3 days ago')
	})
})
