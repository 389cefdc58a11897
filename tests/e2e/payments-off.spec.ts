// A server without Stripe keys (card payments off), with JavaScript on (`js`) and off (`no-js`), on a
// phone: /pricing says sponsorship cannot be bought now, its paid plans' buttons lead to free posting,
// and /post-job?plan= says the plan cannot be bought instead of silently starting on Free Posting.
import { expect, test, type Browser, type BrowserContext, type TestInfo } from '@playwright/test'
import { seriousViolations } from './axe.ts'
import { e2eDatabaseUrl } from './environment.ts'
import { DEMO, submitSignIn } from './helpers.ts'
import { startApp, type AppProcess } from './server-process.ts'

const NOT_CONFIGURED = 'Sponsorship is not available right now: card payments are not configured.'
const PHONE = { width: 390, height: 844 }

let app: AppProcess
test.beforeAll(async ({ playwright }) => {
	test.setTimeout(90_000)
	const request = await playwright.request.newContext()
	// The browser tests' database (already migrated and seeded by the main server), with no Stripe keys.
	app = await startApp(request, {
		DATABASE_URL: e2eDatabaseUrl(),
		RATE_LIMIT_FACTOR: '50',
		STRIPE_SECRET_KEY: '',
		STRIPE_PUBLISHABLE_KEY: '',
		STRIPE_WEBHOOK_SECRET: '',
	})
	await request.dispose()
})
test.afterAll(async () => {
	app?.child.kill('SIGTERM')
	await app?.exited
})

async function paymentsOffContext(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
	return browser.newContext({
		baseURL: app.origin,
		viewport: PHONE,
		javaScriptEnabled: testInfo.project.use.javaScriptEnabled ?? true,
	})
}

test('/pricing says sponsorship cannot be bought now, and the paid plans lead to free posting', async ({
	browser,
}, testInfo) => {
	const context = await paymentsOffContext(browser, testInfo)
	const page = await context.newPage()
	await page.goto('/pricing')
	await expect(page.getByRole('main')).toContainText(`${NOT_CONFIGURED} You can still post jobs free`)
	for (const [name, plan] of [
		['Featured Job', 'sponsored-7'],
		['Premium Sponsored', 'sponsored-30'],
	] as const) {
		const card = page.getByRole('article', { name })
		await expect(card).toContainText('Not available right now')
		await expect(card.getByRole('link', { name: 'Post Free Instead' })).toHaveAttribute(
			'href',
			`/post-job?plan=${plan}`,
		)
		await expect(card.getByRole('link', { name: `Choose ${name}` })).toHaveCount(0)
	}
	const free = page.getByRole('article', { name: 'Free Posting' })
	await expect(free).not.toContainText('Not available right now')
	await expect(free.getByRole('link', { name: 'Post a Free Job' })).toHaveAttribute('href', '/post-job')
	// The structured data offers only what can be bought.
	const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
		hasOfferCatalog: { itemListElement: { name: string }[] }
	}
	expect(jsonLd.hasOfferCatalog.itemListElement.map((offer) => offer.name)).toEqual(['Free Posting'])
	if (testInfo.project.name === 'js') expect(await seriousViolations(page)).toEqual([])
	await context.close()
})

test('a plan button leads a signed-in employer to /post-job, which says the plan cannot be bought and posts free', async ({
	browser,
}, testInfo) => {
	const context = await paymentsOffContext(browser, testInfo)
	const page = await context.newPage()
	await page.goto('/auth')
	await submitSignIn(page, DEMO.employer.email, DEMO.employer.password)
	await page.waitForURL((url) => url.pathname !== '/auth')
	await page.goto('/pricing')
	await page
		.getByRole('article', { name: 'Premium Sponsored' })
		.getByRole('link', { name: 'Post Free Instead' })
		.click()
	await expect(page).toHaveURL('/post-job?plan=sponsored-30')
	const plans = page.getByRole('group', { name: 'Sponsorship Plan' })
	await expect(plans).toContainText(`Premium Sponsored cannot be bought now. ${NOT_CONFIGURED}`)
	await expect(plans).toContainText('You can post this job free; it stays listed for 30 days.')
	await expect(page.getByRole('radio', { name: /Premium Sponsored/ })).toBeDisabled()
	await expect(page.getByRole('radio', { name: 'Free Posting' })).toBeChecked()
	if (testInfo.project.name === 'js') expect(await seriousViolations(page)).toEqual([])
	await context.close()
})
