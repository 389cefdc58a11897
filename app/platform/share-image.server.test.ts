import { describe, expect, test } from 'vitest'
import { drawShareImage, shareImageVersion } from './share-image.server.tsx'

describe('share pictures', () => {
	test('leave out what Inter cannot draw (emoji, other scripts, control characters) rather than boxes', async () => {
		const plain = await drawShareImage({ heading: 'Chef de Partie', subheading: 'Łukasz & Zoë’s Kitchen' })
		const odd = await drawShareImage({
			heading: 'Chef 🍳 de\u200b Partie 厨师\u0007',
			subheading: 'Łukasz &\nZoë’s Kitchen\u202e',
		})
		expect(odd.equals(plain)).toBe(true)
	}, 60_000)

	test('a version moves with any line shown, and only with those', () => {
		const job = {
			heading: 'Cleaner',
			subheading: 'Acme Ltd',
			highlight: '£12.21 an hour',
			detail: 'Orford, Warrington',
		}
		const version = shareImageVersion(job)
		expect(version).toMatch(/^[\w-]{16}$/)
		expect(shareImageVersion({ ...job })).toBe(version)
		for (const change of [{ heading: 'Cleaners' }, { subheading: 'Acme' }, { highlight: null }, { detail: 'Orford' }])
			expect(shareImageVersion({ ...job, ...change })).not.toBe(version)
	})
})
