// The blog and blog admin (docs/product.md §13, §22.5), on a phone, with JavaScript (`js`: Write and
// Preview tabs, a toolbar) and without (`no-js`: a plain textarea and a Preview button).
import { expect, test, type Page } from '@playwright/test'
import { schemaProblems } from '../fixtures/schema-org.ts'
import { seriousViolationsAt, seriousViolationsSignedIn } from './axe.ts'
import { DEMO, hydrated, signIn, toast, uniqueWord } from './helpers.ts'

test.use({ viewport: { width: 390, height: 844 } })

const ADMIN = { email: 'admin@demo.warringtonjobs.co.uk', password: 'warrington-admin' }
const SEEDED = 'Where the Jobs Are in Warrington This Spring'
const longDate =
	/^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/

const card = (page: Page, title: string) =>
	page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) })

test('visitors read the blog: category links, cards with long dates, a post with Share and BlogPosting data, a real 404', async ({
	page,
	browser,
}, testInfo) => {
	await page.goto('/blog')
	await expect(page).toHaveTitle('Blog | Warrington Jobs')
	const nav = page.getByRole('navigation', { name: 'Blog categories' })
	await expect(nav.getByRole('link', { name: 'All Posts' })).toHaveAttribute('aria-current', 'page')
	const seeded = card(page, SEEDED)
	await expect(seeded.getByText('Job Market', { exact: true })).toBeVisible()
	await expect(seeded.locator('time')).toHaveText(longDate)

	await nav.getByRole('link', { name: 'Interview Tips' }).click()
	await expect(page).toHaveURL(/category=Interview(\+|%20)Tips/)
	await expect(page.getByRole('link', { name: 'Ten Interview Questions You Should Be Ready For' })).toBeVisible()
	await expect(page.getByRole('link', { name: SEEDED })).toHaveCount(0)

	await nav.getByRole('link', { name: 'All Posts' }).click()
	await page.getByRole('link', { name: SEEDED }).click()
	await expect(page).toHaveURL('/blog/where-the-jobs-are-in-warrington-this-spring')
	await expect(page.getByRole('heading', { level: 1, name: SEEDED })).toBeVisible()
	await expect(page.getByRole('heading', { level: 2, name: 'Omega and the logistics parks' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Share' })).toHaveAttribute(
		'href',
		/\/blog\/where-the-jobs-are-in-warrington-this-spring$/,
	)
	const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<
		string,
		unknown
	>
	expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: SEEDED })
	expect(schemaProblems(jsonLd)).toEqual([])

	const missing = await page.goto('/blog/no-such-post-here')
	expect(missing?.status()).toBe(404)
	await expect(page.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible()
	await expect(page.getByText("The blog post you're looking for doesn't exist or has been removed.")).toBeVisible()
	await page.getByRole('link', { name: 'Back to Blog' }).click()
	await expect(page).toHaveURL('/blog')

	for (const path of ['/blog', '/blog/where-the-jobs-are-in-warrington-this-spring']) {
		expect(await seriousViolationsAt(page, browser, testInfo, path), path).toEqual([])
	}
})

test('blog admin: signed out gets Access Denied with Sign In; a job seeker gets a 403', async ({ page }) => {
	const refused = await page.goto('/blog-admin')
	expect(refused?.status()).toBe(401)
	await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
	await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click()
	await expect(page).toHaveURL('/auth?redirectTo=%2Fblog-admin')

	await signIn(page, DEMO.seeker.email, DEMO.seeker.password)
	const forbidden = await page.goto('/blog-admin')
	expect(forbidden?.status()).toBe(403)
	await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible()
	await expect(page.getByText('You are signed in as a job seeker.')).toBeVisible()
})

test('an admin writes, previews and publishes a post, edits it and deletes it after confirming', async ({
	page,
}, testInfo) => {
	// A long journey: nine pages and four form posts.
	test.slow()
	const js = testInfo.project.name === 'js'
	const title = `Night Shifts at Omega ${uniqueWord(testInfo, 'blog')}`
	await signIn(page, ADMIN.email, ADMIN.password)
	await page.goto('/blog-admin')
	await page.getByRole('link', { name: 'Write a New Post' }).click()
	await page.getByLabel('Title').fill(title)
	await page.getByLabel('Excerpt').fill('What a night shift in a Warrington warehouse is really like.')
	const content = page.getByLabel('Content (Markdown)')
	await content.fill('Bring a **flask** and good shoes.\n\n<script>alert(1)</script>')
	await page.getByLabel('Tags (separated by commas)').fill('Logistics, Shifts')
	await page.getByLabel('Category').selectOption('Job Market')
	await expect(page.getByRole('switch', { name: 'Publish immediately' })).toBeChecked()

	if (js) {
		await content.fill('Bring a flask and good shoes.')
		await content.selectText()
		await page.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold' }).click()
		await expect(content).toHaveValue('**Bring a flask and good shoes.**')
		await page.getByRole('tab', { name: 'Preview' }).click()
		const preview = page.getByRole('tabpanel', { name: 'Preview' })
		await expect(preview.locator('strong')).toHaveText('Bring a flask and good shoes.')
		await page.getByRole('tab', { name: 'Write' }).click()
		await expect(content).toBeVisible()
	} else {
		await page.getByRole('button', { name: 'Preview' }).click()
		const preview = page.getByRole('region', { name: 'Preview' })
		await expect(preview.locator('strong')).toHaveText('flask')
		await expect(preview.locator('script')).toHaveCount(0)
		await expect(page.getByLabel('Title')).toHaveValue(title)
		await expect(content).toHaveValue(/Bring a \*\*flask\*\*/)
	}
	await page.getByRole('button', { name: 'Create Post' }).click()
	await expect(toast(page, 'Success')).toBeVisible()
	await expect(page.getByRole('link', { name: `Edit ${title}` })).toBeVisible()

	await page.goto('/blog')
	await page.getByRole('link', { name: title }).click()
	await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
	await expect(page.locator('.blog-content strong')).toBeVisible()
	await expect(page.locator('.blog-content script')).toHaveCount(0)
	const postUrl = page.url()

	await page.goto('/blog-admin')
	await page.getByRole('link', { name: `Edit ${title}` }).click()
	await expect(page.getByLabel('Title')).toHaveValue(title)
	await page.getByLabel('Title').fill(`${title} (updated)`)
	await page.getByRole('button', { name: 'Update Post' }).click()
	await expect(toast(page, 'Success')).toBeVisible()
	await page.goto(postUrl)
	await expect(page.getByRole('heading', { level: 1, name: `${title} (updated)` })).toBeVisible()

	await page.goto('/blog-admin')
	await page.getByRole('link', { name: `Delete ${title} (updated)` }).click()
	await expect(page.getByText(`Delete “${title} (updated)”? This cannot be undone.`)).toBeVisible()
	await page.getByRole('button', { name: 'Yes, delete post' }).click()
	await expect(toast(page, 'Success')).toBeVisible()
	await expect(page.getByRole('link', { name: `Edit ${title} (updated)` })).toHaveCount(0)
	expect((await page.goto(postUrl))?.status()).toBe(404)
})

test('blog admin has no serious accessibility problems, closed and writing', async ({ browser }, testInfo) => {
	const found = await seriousViolationsSignedIn(browser, testInfo, ADMIN, ['/blog-admin', '/blog-admin?new'])
	expect(found).toEqual({ '/blog-admin': [], '/blog-admin?new': [] })
})

test('Share uses the share sheet where there is one, else copies the link (JavaScript only)', async ({
	page,
	context,
}, testInfo) => {
	test.skip(testInfo.project.name === 'no-js', 'Without JavaScript, Share is a plain link to the post (checked above)')
	const path = '/blog/where-the-jobs-are-in-warrington-this-spring'
	await page.addInitScript(() => {
		const shared: unknown[] = []
		Object.defineProperty(window, 'sharedWith', { value: shared })
		Object.defineProperty(navigator, 'share', {
			value: async (data: unknown) => void shared.push(data),
			configurable: true,
		})
	})
	await page.goto(path)
	await hydrated(page)
	await page.getByRole('link', { name: 'Share' }).click()
	await expect
		.poll(() => page.evaluate(() => (window as unknown as { sharedWith: { url: string; title: string }[] }).sharedWith))
		.toEqual([{ title: SEEDED, url: expect.stringMatching(new RegExp(`${path}$`)) as unknown as string }])
	await expect(page).toHaveURL(path)

	const copying = await context.newPage()
	await context.grantPermissions(['clipboard-read', 'clipboard-write'])
	await copying.addInitScript(() => {
		Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
	})
	await copying.goto(path)
	await hydrated(copying)
	await copying.getByRole('link', { name: 'Share' }).click()
	await expect(copying.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible()
	expect(await copying.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${path}$`))
})
