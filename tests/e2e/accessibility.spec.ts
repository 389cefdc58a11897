// Automated accessibility checks (axe): no serious or critical violations on these screens.
import { expect, test } from '@playwright/test'
import { seriousViolations } from './axe.ts'

const SCREENS = [
	{ name: 'sign in', path: '/auth' },
	{ name: 'create account', path: '/auth?tab=register' },
	{ name: 'create an employer account', path: '/auth?tab=register&type=employer' },
	{ name: 'forgot password', path: '/forgot-password' },
	{ name: 'page not found', path: '/no-such-page' },
]

for (const screen of SCREENS) {
	test(`${screen.name} (${screen.path}) has no serious or critical axe violations`, async ({
		page,
		browser,
	}, testInfo) => {
		if (testInfo.project.name !== 'no-js') {
			await page.goto(screen.path)
			expect(await seriousViolations(page)).toEqual([])
			return
		}
		// axe runs inside the page, so it needs JavaScript; the app's own scripts are blocked
		// instead, so that axe sees the page exactly as the server sent it, never hydrated.
		const { baseURL, viewport, userAgent } = testInfo.project.use
		const context = await browser.newContext({ baseURL, viewport, userAgent, javaScriptEnabled: true })
		try {
			await context.route('**/*', (route) =>
				route.request().resourceType() === 'script' ? route.abort() : route.continue(),
			)
			const serverRendered = await context.newPage()
			await serverRendered.goto(screen.path)
			expect(await seriousViolations(serverRendered)).toEqual([])
		} finally {
			await context.close()
		}
	})
}
