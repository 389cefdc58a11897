// axe checks, as the browser sees the pages with JavaScript and without.
import AxeBuilder from '@axe-core/playwright'
import { test, type Browser, type Page, type TestInfo, type ViewportSize } from '@playwright/test'
import { signIn } from './helpers.ts'

/**
 * Whether this test's project scans with axe: only `js` does. The server's HTML is
 * the same without the script, which only adds to it, so a scan in `no-js` repeated the one in `js`
 * at a second or two a page; journeys still run both ways, their scans find nothing there.
 */
export function scansWithAxe(testInfo: TestInfo = test.info()) {
	return testInfo.project.name !== 'no-js'
}

/** The serious and critical axe violations on the page as it is now (none looked for in `no-js`). */
export async function seriousViolations(page: Page) {
	if (!scansWithAxe()) return []
	// A scan takes several seconds on two busy cores, and a test may scan six pages: a test that
	// scans gets at least 90 s, as test.slow() would give it, however many scans it makes.
	const testInfo = test.info()
	testInfo.setTimeout(Math.max(testInfo.timeout, 90_000))
	// Every rule still runs; only violations are gathered node by node (axe's own advice for speed:
	// passes and incomplete results are summarised, not listed), since nothing here reads the others.
	// Legacy mode runs axe in the page itself: the default opens a blank page in the context for each
	// scan to merge the frames' results, which cost more than the rules (/ 2.6 s against 0.8 s; /api/docs
	// 8.6 s against 4.4 s). Its one loss, frames of another origin, does not apply: no page has one.
	const results = await new AxeBuilder({ page })
		.setLegacyMode(true)
		.options({ resultTypes: ['violations'] })
		.analyze()
	return results.violations
		.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
		.map((violation) => ({
			rule: violation.id,
			impact: violation.impact,
			help: violation.help,
			elements: violation.nodes.map((node) => node.target.join(' ')),
		}))
}

type Violations = Awaited<ReturnType<typeof seriousViolations>>

/**
 * Runs `check` on a page of a new context like the project's own (its viewport unless given),
 * but with JavaScript on: axe runs inside the page, so it needs it. In the `no-js` project the
 * app's own scripts are blocked instead, so that axe sees the pages exactly as the server sent them.
 */
export async function inAxeContext<T>(
	browser: Browser,
	testInfo: TestInfo,
	check: (page: Page) => Promise<T>,
	viewport: ViewportSize | null | undefined = testInfo.project.use.viewport,
) {
	const { baseURL, userAgent } = testInfo.project.use
	const context = await browser.newContext({ baseURL, viewport, userAgent, javaScriptEnabled: true })
	try {
		if (testInfo.project.name === 'no-js') {
			await context.route('**/*', (route) =>
				route.request().resourceType() === 'script' ? route.abort() : route.continue(),
			)
		}
		return await check(await context.newPage())
	} finally {
		await context.close()
	}
}

/**
 * The serious and critical violations on `path` as an anonymous visitor sees it, on the test's own
 * `page` (resized to `viewport` if given, and checked once `ready` resolves); none in `no-js`.
 */
export async function seriousViolationsAt(
	page: Page,
	_browser: Browser,
	testInfo: TestInfo,
	path: string,
	options: { viewport?: ViewportSize; ready?: (page: Page) => Promise<void> } = {},
): Promise<Violations> {
	if (!scansWithAxe(testInfo)) return []
	if (options.viewport) await page.setViewportSize(options.viewport)
	await page.goto(path)
	await options.ready?.(page)
	return seriousViolations(page)
}

/** The serious and critical violations on each of `paths`, seen by someone signed in with this email and password. */
export async function seriousViolationsSignedIn(
	browser: Browser,
	testInfo: TestInfo,
	account: { email: string; password: string },
	paths: string[],
) {
	if (!scansWithAxe(testInfo)) return Object.fromEntries(paths.map((path) => [path, [] as Violations]))
	return inAxeContext(browser, testInfo, async (page) => {
		await signIn(page, account.email, account.password)
		const found: Record<string, Violations> = {}
		for (const path of paths) {
			await page.goto(path)
			found[path] = await seriousViolations(page)
		}
		return found
	})
}
