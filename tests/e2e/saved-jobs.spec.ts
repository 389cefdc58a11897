// The save heart on listing cards and on the job page (docs/product.md §22.1): a real save,
// persisted, with JavaScript (a fetcher, the heart changes at once) and without it (a plain form
// POST and redirect). Signed out, it leads to /auth and back to the same page.
import { expect, test, type Page } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import pg from 'pg'
import { e2eDatabaseUrl } from './environment.ts'
import { DEMO, registerSeeker, submitSignIn, toast, uniqueEmail, uniqueWord } from './helpers.ts'

/** Lists one job straight in the e2e database, owned by the seeded demo employer; its id. */
async function listJob(title: string) {
	const client = new pg.Client({ connectionString: e2eDatabaseUrl() })
	await client.connect()
	try {
		const owner = await client.query<{ id: number }>('select id from "user" where email = $1', [DEMO.employer.email])
		const job = await client.query<{ id: number }>(
			`insert into job (title, company, location, salary, description, job_type, industry, contact_email, is_active, posted_at,
				expires_at, user_id, is_sponsored, salary_min_pence, salary_max_pence, salary_period, created_at, updated_at)
			 values ($1, 'Stockton Heath Care Ltd', 'Stockton Heath', '£24,000', 'Caring for older people in their own homes around Stockton Heath.',
				'Full-time', 'Healthcare', 'jobs@stocktonheathcare.co.uk', true, now() - interval '1 hour', now() + interval '30 days', $2, false,
				2400000, 2400000, 'year', now(), now()) returning id`,
			[title, owner.rows[0]!.id],
		)
		return job.rows[0]!.id
	} finally {
		await client.end()
	}
}

const card = (page: Page, title: string) => page.locator('#jobs').getByRole('article').filter({ hasText: title })
const heart = (page: Page, title: string) =>
	card(page, title).getByRole('button', { name: new RegExp(`^(Save ${title}|Remove ${title} from saved jobs)$`) })

test('a job seeker saves a job from its card, it stays saved, and removes it', async ({ page }, testInfo) => {
	const word = uniqueWord(testInfo, 'Hrt')
	const title = `${word} Care Assistant`
	await listJob(title)
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
	await listJob(title)
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
	const id = await listJob(title)
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
	const id = await listJob(title)
	await page.goto(`/jobs/${id}`)
	await pageHeart(page, title).click()
	await page.waitForURL((url) => url.pathname === '/auth')
	expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(`/jobs/${id}`)
	await submitSignIn(page, DEMO.seeker.email, DEMO.seeker.password)
	await page.waitForURL(`/jobs/${id}`)
	await expect(pageHeart(page, title)).toBeVisible()
})
