// axe checks for signed-in screens, as the browser sees them with JavaScript and without.
import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page, TestInfo } from '@playwright/test'
import { signIn } from './helpers.ts'

/** The serious and critical axe violations on the page as it is now. */
export async function seriousViolations(page: Page) {
	const results = await new AxeBuilder({ page }).analyze()
	return results.violations
		.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
		.map((violation) => ({
			rule: violation.id,
			impact: violation.impact,
			help: violation.help,
			elements: violation.nodes.map((node) => node.target.join(' ')),
		}))
}

/**
 * The serious and critical violations on each of `paths`, seen by someone signed in with this
 * email and password. axe runs inside the page, so it needs JavaScript: in the `no-js` project
 * the app's own scripts are blocked instead, so that axe sees the pages exactly as the server
 * sent them.
 */
export async function seriousViolationsSignedIn(
	browser: Browser,
	testInfo: TestInfo,
	account: { email: string; password: string },
	paths: string[],
) {
	const { baseURL, viewport, userAgent } = testInfo.project.use
	const context = await browser.newContext({ baseURL, viewport, userAgent, javaScriptEnabled: true })
	try {
		if (testInfo.project.name === 'no-js') {
			await context.route('**/*', (route) =>
				route.request().resourceType() === 'script' ? route.abort() : route.continue(),
			)
		}
		const page = await context.newPage()
		await signIn(page, account.email, account.password)
		const found: Record<string, Awaited<ReturnType<typeof seriousViolations>>> = {}
		for (const path of paths) {
			await page.goto(path)
			found[path] = await seriousViolations(page)
		}
		return found
	} finally {
		await context.close()
	}
}
