// The pricing page in the browser, with JavaScript on (`js`) and off (`no-js`): the plans and
// their prices, the FAQ (native disclosure widgets), the plan links preselecting the plan on
// /post-job, and axe.
import { expect, test, type Browser, type TestInfo, type ViewportSize } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { inAxeContext, seriousViolations } from './axe.ts'
import { DEMO, signIn } from './helpers.ts'

const PLANS = [
	{ name: 'Free Posting', price: '£0', duration: 'for 30 days', href: '/post-job', popular: false },
	{ name: 'Featured Job', price: '£4.99', duration: 'for 7 days', href: '/post-job?plan=sponsored-7', popular: false },
	{
		name: 'Premium Sponsored',
		price: '£14.99',
		duration: 'for 30 days',
		href: '/post-job?plan=sponsored-30',
		popular: true,
	},
]

test('shows the three plans with their prices, Most Popular on Premium Sponsored', async ({ page }) => {
	await page.goto('/pricing')
	await expect(page).toHaveTitle('Job Posting Prices and Plans | Warrington Jobs')
	await expect(page.getByRole('heading', { level: 1, name: 'Simple, Transparent Pricing' })).toBeVisible()
	for (const plan of PLANS) {
		const card = page.getByRole('article', { name: plan.name })
		await expect(card).toBeVisible()
		await expect(card.locator('[data-price]')).toHaveText(plan.price)
		await expect(card).toContainText(plan.duration)
		await expect(card.getByText('Most Popular')).toHaveCount(plan.popular ? 1 : 0)
		await expect(card.getByRole('link')).toHaveAttribute('href', plan.href)
	}
	await expect(page.getByText('£49')).toHaveCount(0)

	const discounts = page.getByRole('region', { name: 'Volume Discounts' })
	await expect(discounts).toContainText('5+ jobs')
	await expect(discounts).toContainText('15% off')
	await expect(discounts).toContainText('10+ jobs')
	await expect(discounts).toContainText('25% off')
	await expect(discounts).toContainText('Custom pricing')

	const comparison = page.getByRole('table', { name: 'What each plan includes' })
	await expect(comparison.getByRole('columnheader')).toHaveText([
		'Feature',
		'Free Posting',
		'Featured Job',
		/^Premium Sponsored/,
	])
	await expect(comparison.getByRole('row', { name: /^Price/ })).toContainText('£4.99')

	await expect(page.getByRole('link', { name: 'Create an Employer Account' })).toHaveAttribute(
		'href',
		'/auth?tab=register&type=employer',
	)
	await expect(page.getByRole('main').getByRole('link', { name: 'Post a Job', exact: true })).toHaveAttribute(
		'href',
		'/post-job',
	)
	await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
		'content',
		/£4\.99 for 7 days.*£14\.99 for 30 days/,
	)
	const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
	expect(
		jsonLd.hasOfferCatalog.itemListElement.map(
			(offer: { price: string; priceCurrency: string }) => `${offer.priceCurrency} ${offer.price}`,
		),
	).toEqual(['GBP 0.00', 'GBP 4.99', 'GBP 14.99'])
})

test('the FAQ opens and closes without any script', async ({ page }) => {
	await page.goto('/pricing')
	const faq = page.getByRole('region', { name: 'Frequently Asked Questions' })
	const question = faq
		.locator('details')
		.filter({ hasText: 'What happens if I buy a sponsorship while one is still running?' })
	const answer = question.getByText('added on to the end of the current sponsorship')
	await expect(answer).toBeHidden()
	await question.locator('summary').click()
	await expect(answer).toBeVisible()
	await question.locator('summary').click()
	await expect(answer).toBeHidden()
})

for (const plan of PLANS.filter((candidate) => candidate.href.includes('plan='))) {
	test(`${plan.name} on /pricing leads to /post-job with that plan chosen`, async ({ page }) => {
		await signIn(page, DEMO.employer.email, DEMO.employer.password)
		await page.goto('/pricing')
		await page.getByRole('article', { name: plan.name }).getByRole('link').click()
		await expect(page).toHaveURL(plan.href)
		await expect(page.getByRole('radio', { name: new RegExp(plan.name) })).toBeChecked()
	})
}

/** The serious axe violations of /pricing as an anonymous visitor sees it; with `no-js`, as the server sent it. */
async function pricingViolations(browser: Browser, testInfo: TestInfo, viewport?: ViewportSize) {
	return inAxeContext(
		browser,
		testInfo,
		async (page) => {
			await page.goto('/pricing')
			// Every answer open too, so that their links and text are checked.
			await page.locator('details').evaluateAll((all) => all.forEach((details) => details.setAttribute('open', '')))
			return await seriousViolations(page)
		},
		viewport,
	)
}

test('no serious accessibility violations, on a desktop and a phone', async ({ browser }, testInfo) => {
	// Two pages through axe on a machine the other workers share.
	test.slow()
	expect(await pricingViolations(browser, testInfo)).toEqual([])
	expect(await pricingViolations(browser, testInfo, { width: 375, height: 740 })).toEqual([])
})

test('every landmark and id on /pricing is unique (whatever axe rates the impact)', async ({ browser }, testInfo) => {
	const found = await inAxeContext(browser, testInfo, async (page) => {
		await page.goto('/pricing')
		const results = await new AxeBuilder({ page })
			.setLegacyMode(true)
			.withRules([
				'landmark-unique',
				'landmark-no-duplicate-banner',
				'landmark-no-duplicate-contentinfo',
				'landmark-no-duplicate-main',
				'duplicate-id',
				'duplicate-id-aria',
			])
			.analyze()
		return results.violations.map((violation) => ({
			rule: violation.id,
			elements: violation.nodes.map((node) => node.target.join(' ')),
		}))
	})
	expect(found).toEqual([])
})
