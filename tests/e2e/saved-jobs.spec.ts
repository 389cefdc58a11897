// The save heart on listing cards and on the job page (docs/product.md §22.1): a real save,
// persisted, with JavaScript (a fetcher, the heart changes at once) and without it (a plain form
// POST and redirect). Signed out, it leads to /auth and back to the same page.
import { expect, test, type Page } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { DEMO, registerSeeker, submitSignIn, toast, uniqueEmail, uniqueWord } from './helpers.ts'
import { listCareJobTitled } from './listed-jobs.ts'

const card = (page: Page, title: string) => page.locator('#jobs').getByRole('article').filter({ hasText: title })
const heart = (page: Page, title: string) =>
	card(page, title).getByRole('button', { name: new RegExp(`^(Save ${title}|Remove ${title} from saved jobs)$`) })

test('a job seeker saves a job from its card, it stays saved, and removes it', async ({ page }, testInfo) => {
	const word = uniqueWord(testInfo, 'Hrt')
	const title = `${word} Care Assistant`
	await listCareJobTitled(title)
	await registerSeeker(page, uniqueEmail(testInfo, 'saver'))
	await page.goto(`/?search=${word}`)
	await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'false')
	await expect(heart(page, title)).toHaveAccessibleName(`Save ${title}`)

	await heart(page, title).click()
	await expect(toast(page, 'Job saved!')).toBeVisible()
	await expect(page).toHaveURL(new RegExp(`/\\?search=${word}(#jobs)?$`))
	await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'true')
	await expect(heart(page, title)).toHaveAccessibleName(`Remove ${title} from saved jobs`)

	await page.reload()
	await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'true')

	await heart(page, title).click()
	await expect(toast(page, 'Job removed')).toBeVisible()
	await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'false')
	await page.reload()
	await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'false')
	await expect(heart(page, title)).toHaveAccessibleName(`Save ${title}`)
})

test('signed out, the heart leads to sign-in and back to the same search', async ({ page }, testInfo) => {
	const word = uniqueWord(testInfo, 'Hrt')
	const title = `${word} Support Worker`
	await listCareJobTitled(title)
	await page.goto(`/?search=${word}`)
	await heart(page, title).click()

	await page.waitForURL((url) => url.pathname === '/auth')
	expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(`/?search=${word}`)
	await submitSignIn(page, DEMO.seeker.email, DEMO.seeker.password)
	await page.waitForURL(`/?search=${word}`)
	await expect(heart(page, title)).toBeVisible()
})

test('with a heart on each of 20 cards, the listing stays under 14 KB gzipped', async ({ request }, testInfo) => {
	test.skip(testInfo.project.name !== 'js', 'one measurement is enough')
	const response = await request.get('/')
	const html = await response.text()
	expect((html.match(/aria-pressed=/g) ?? []).length).toBe(20)
	expect(gzipSync(html).length).toBeLessThan(14 * 1024)
})

/** The job page's heart, named for what a press does. */
const pageHeart = (page: Page, title: string) =>
	page.getByRole('main').getByRole('button', { name: new RegExp(`^(Save ${title}|Remove ${title} from saved jobs)$`) })

test('a job seeker saves a job from its page, it stays saved, and removes it', async ({ page }, testInfo) => {
	const word = uniqueWord(testInfo, 'Pgh')
	const title = `${word} Home Carer`
	const id = await listCareJobTitled(title)
	await registerSeeker(page, uniqueEmail(testInfo, 'page-saver'))
	await page.goto(`/jobs/${id}`)
	await expect(pageHeart(page, title)).toHaveAttribute('aria-pressed', 'false')
	await expect(pageHeart(page, title)).toHaveText('Save')

	await pageHeart(page, title).click()
	await expect(toast(page, 'Job saved!')).toBeVisible()
	await expect(page).toHaveURL(`/jobs/${id}`)
	await expect(pageHeart(page, title)).toHaveAttribute('aria-pressed', 'true')
	await expect(pageHeart(page, title)).toHaveAccessibleName(`Remove ${title} from saved jobs`)
	await page.reload()
	await expect(pageHeart(page, title)).toHaveAttribute('aria-pressed', 'true')
	await expect(pageHeart(page, title)).toHaveText('Saved')

	// The listing's card agrees.
	await page.goto(`/?search=${word}`)
	await expect(heart(page, title)).toHaveAttribute('aria-pressed', 'true')

	await page.goto(`/jobs/${id}`)
	await pageHeart(page, title).click()
	await expect(toast(page, 'Job removed')).toBeVisible()
	await expect(pageHeart(page, title)).toHaveAttribute('aria-pressed', 'false')
	await page.reload()
	await expect(pageHeart(page, title)).toHaveAttribute('aria-pressed', 'false')
})

test('signed out, the job page’s heart leads to sign-in and back to the job', async ({ page }, testInfo) => {
	const word = uniqueWord(testInfo, 'Pgh')
	const title = `${word} Night Carer`
	const id = await listCareJobTitled(title)
	await page.goto(`/jobs/${id}`)
	await pageHeart(page, title).click()
	await page.waitForURL((url) => url.pathname === '/auth')
	expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(`/jobs/${id}`)
	await submitSignIn(page, DEMO.seeker.email, DEMO.seeker.password)
	await page.waitForURL(`/jobs/${id}`)
	await expect(pageHeart(page, title)).toBeVisible()
})
