// Automated accessibility checks (axe): no serious or critical violations on these screens.
import { expect, test } from '@playwright/test'
import { seriousViolationsAt } from './axe.ts'

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
		expect(await seriousViolationsAt(page, browser, testInfo, screen.path)).toEqual([])
	})
}
