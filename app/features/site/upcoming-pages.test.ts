import { describe, expect, test } from 'vitest'
import routes from '../../routes.ts'
import { UPCOMING_PAGES, withoutUpcoming } from './upcoming-pages.ts'

describe('upcoming pages (decision 128)', () => {
	test('none of them is a route yet: a page built comes off the list, so its links come back', () => {
		const paths = new Set(routes.map((route) => `/${route.path ?? ''}`))
		expect([...UPCOMING_PAGES].filter((page) => paths.has(page))).toEqual([])
	})

	test('links to them are left out, query or not; the others keep their order', () => {
		const upcoming = new Set(['/job-alerts', '/api-docs'])
		const links = [{ to: '/blog' }, { to: '/job-alerts?frequency=daily' }, { to: '/api-docs' }, { to: '/' }]
		expect(withoutUpcoming(links, upcoming)).toEqual([{ to: '/blog' }, { to: '/' }])
	})
})
