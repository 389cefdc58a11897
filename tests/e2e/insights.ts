// Shared steps of the employer-only insight specs (salary benchmarking, candidate quality, talent
// pool): the Access Restricted page for a signed-out visitor and a job seeker, and axe over pages
// an employer sees, in a second browser session signed in as the demo employer.
import { expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test'
import { inAxeContext, scansWithAxe, seriousViolations } from './axe.ts'
import { DEMO, signIn } from './helpers.ts'

/**
 * `path` refuses a signed-out visitor (401, with a sign-in that comes back) and the demo job
 * seeker (403), both with the employers-only message; `figures` (something only the page's
 * figures show) is never there.
 */
export async function expectAccessRestricted(page: Page, path: string, figures: (page: Page) => Locator) {
	const signedOut = await page.goto(path)
	expect(signedOut?.status()).toBe(401)
	await expect(page.getByRole('heading', { level: 1, name: 'Access Restricted' })).toBeVisible()
	await expect(page.getByText('This feature is only available to employers.')).toBeVisible()
	await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
		'href',
		`/auth?redirectTo=${encodeURIComponent(new URL(path, 'http://site').pathname)}`,
	)
	await expect(figures(page)).toHaveCount(0)

	await signIn(page, DEMO.seeker.email, DEMO.seeker.password)
	const seeker = await page.goto(path)
	expect(seeker?.status()).toBe(403)
	await expect(page.getByRole('heading', { level: 1, name: 'Access Restricted' })).toBeVisible()
	await expect(page.getByText('This feature is only available to employers.')).toBeVisible()
	await expect(figures(page)).toHaveCount(0)
}

/** Serious or critical axe findings on each of `paths` as the demo employer sees them, by path. */
export async function employerAxeFindings(
	browser: Browser,
	testInfo: TestInfo,
	paths: readonly string[],
	viewport?: { width: number; height: number },
) {
	if (!scansWithAxe(testInfo)) return Object.fromEntries(paths.map((path) => [path, []]))
	return inAxeContext(
		browser,
		testInfo,
		async (employer) => {
			await signIn(employer, DEMO.employer.email, DEMO.employer.password)
			const results: Record<string, unknown> = {}
			for (const path of paths) {
				await employer.goto(path)
				results[path] = await seriousViolations(employer)
			}
			return results
		},
		viewport,
	)
}
