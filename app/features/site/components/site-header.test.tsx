// The header shows who is signed in: their profile picture, or their initials (decision 153).
import { renderToStaticMarkup } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { initialsOf } from '../../profile/components/user-avatar.tsx'
import { SiteHeader } from './site-header.tsx'

const seeker = { firstName: 'Emma', lastName: 'Stockton', userType: 'employee' as const }
/** The header as the server renders it (its sign-out form needs a data router). */
async function render(user: Parameters<typeof SiteHeader>[0]['user'], path = '/') {
	const handler = createStaticHandler([{ path: '*', Component: () => <SiteHeader user={user} /> }])
	const context = await handler.query(new Request(`http://localhost:3000${path}`))
	if (context instanceof Response) throw new Error('unexpected redirect')
	return renderToStaticMarkup(
		<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />,
	)
}

describe('the signed-in user in the header', () => {
	test('their picture, sized: with their name as alt on the menu button, with an empty alt beside their name', async () => {
		const html = await render({ ...seeker, pictureUrl: '/profile-pictures/small' })
		const pictures = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag)
		expect(pictures).toHaveLength(2)
		for (const tag of pictures) expect(tag).toContain('src="/profile-pictures/small"')
		expect(pictures[0]).toContain('alt="Emma Stockton"')
		expect(pictures[0]).toMatch(/width="24" height="24"/)
		expect(html).toMatch(/Signed in as <\/span>Emma/)
		expect(pictures[1]).toContain('alt=""')
		expect(pictures[1]).toMatch(/width="32" height="32"/)
		expect(html).not.toContain('>ES<')
	})

	test('without a picture, their initials; signed out, neither', async () => {
		const html = await render({ ...seeker, pictureUrl: null })
		expect(html).not.toContain('<img')
		expect(html).toMatch(/<span aria-hidden="true"[^>]*>ES<\/span>/)
		expect(html).toContain('role="img" aria-label="Emma Stockton"')
		const signedOut = await render(null)
		expect(signedOut).not.toContain('<img')
		expect(signedOut).not.toContain('Signed in as')
	})

	test('the navigation is drawn once for every width: one <nav>, its links each once (decision 169)', async () => {
		for (const user of [null, seeker, { ...seeker, userType: 'employer' as const }]) {
			const html = await render(user)
			expect(html.match(/<nav\b/g)).toEqual(['<nav'])
			expect(html).toContain('<nav aria-label="Main"')
			const hrefs = [...html.matchAll(/<nav[\s\S]*<\/nav>/g)].flatMap(([nav]) =>
				[...nav.matchAll(/href="([^"]+)"/g)].map(([, href]) => href),
			)
			expect(hrefs.length).toBeGreaterThan(5)
			expect(new Set(hrefs).size).toBe(hrefs.length)
		}
	})

	test('initials: the first letter of each name, upper case', () => {
		expect(initialsOf('émile', 'o’brien')).toBe('ÉO')
		expect(initialsOf('Priya', '')).toBe('P')
	})

	test('plain links, their routes found when followed (decision 242), the current page’s by aria-current as NavLink’s end rule had it (decision 178)', async () => {
		const reviews = await render(null, '/Company-Reviews/')
		const current = [...reviews.matchAll(/<a [^>]*aria-current="page"[^>]*>([^<]*)</g)].map(([, label]) => label)
		expect(current).toEqual(['Company Reviews'])
		expect(reviews).toContain('<a href="/company-reviews" aria-current="page">')
		expect(reviews).toContain('<a href="/" class="brand">')
		expect(reviews).not.toContain('data-discover')
		expect(await render(null, '/company-reviews/acme')).not.toContain('aria-current')
		// A link with a query is never current: My Applications on the dashboard.
		const dashboard = await render(seeker, '/employee-dashboard')
		expect([...dashboard.matchAll(/<a [^>]*aria-current="page"[^>]*>([^<]*)</g)].map(([, label]) => label)).toEqual([
			'Dashboard',
		])
	})
})
