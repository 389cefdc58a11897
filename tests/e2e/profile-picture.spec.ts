// The profile picture on My Profile (decision 153), on a phone, with JavaScript (sent by a
// fetcher, previewed first) and without (a plain multipart post; a refusal shows on
// /profile/picture): upload, see it on the profile and in the header, replace it, remove it.
// Pictures are checked by content: a text file named .jpg is refused.
import { expect, test, type Page } from '@playwright/test'
import { photoWithGps, plainPng } from '../fixtures/pictures.ts'
import { seriousViolationsSignedIn } from './axe.ts'
import { header, PASSWORD, registerSeeker, skipProfileWelcome, toast, uniqueEmail } from './helpers.ts'

test.use({ viewport: { width: 360, height: 800 } })

const section = (page: Page) => page.getByRole('region', { name: 'Profile Picture' })
const menuAvatar = (page: Page) => header(page).getByTestId('menu-avatar')

async function choose(page: Page, file: { name: string; mimeType: string; buffer: Buffer }, label: RegExp) {
	await section(page).getByLabel(label).setInputFiles(file)
	await section(page)
		.getByRole('button', { name: /^(Upload|Replace) picture$/ })
		.click()
}

test('a job seeker uploads a picture, sees it on My Profile and in the header, replaces it and removes it; a text file is refused', async ({
	page,
}, testInfo) => {
	const js = testInfo.project.name === 'js'
	const email = uniqueEmail(testInfo, 'picture')
	await registerSeeker(page, email)
	await skipProfileWelcome(email)
	await page.goto('/profile')
	// The section comes first, before the account's details.
	await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Profile Picture')
	await expect(section(page)).toContainText('No picture yet')
	await expect(menuAvatar(page).getByRole('img', { name: 'Emma Stockton' })).toHaveText('ES')

	// A text file named .jpg: refused by its content (without JavaScript, on /profile/picture).
	await choose(
		page,
		{ name: 'me.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Not a picture at all.\n') },
		/^Upload a picture$/,
	)
	await expect(section(page).getByText('Please upload a JPEG, PNG, or WebP picture.')).toBeVisible()
	await expect(section(page).getByLabel(/^Upload a picture$/)).toHaveAttribute('aria-invalid', 'true')
	if (js) await expect(toast(page, 'Invalid file type')).toBeVisible()

	// A PNG: previewed with JavaScript, then uploaded; back on /profile in both cases.
	await section(page)
		.getByLabel(/^Upload a picture$/)
		.setInputFiles({ name: 'Emma.png', mimeType: 'image/png', buffer: Buffer.from(await plainPng(120, '#0f766e')) })
	if (js) await expect(section(page).getByRole('img', { name: 'Preview of the picture you chose' })).toBeVisible()
	await section(page).getByRole('button', { name: 'Upload picture' }).click()
	await expect(toast(page, 'Profile picture uploaded successfully!')).toBeVisible()
	await expect(page).toHaveURL('/profile')
	await expect(section(page).getByText('Please upload a JPEG, PNG, or WebP picture.')).toHaveCount(0)
	const onProfile = section(page).getByRole('img', { name: 'Your profile picture, Emma Stockton' })
	await expect(onProfile).toHaveJSProperty('naturalWidth', 256)
	const inHeader = menuAvatar(page).getByRole('img', { name: 'Emma Stockton' })
	await expect(inHeader).toHaveJSProperty('naturalWidth', 64)
	await expect(inHeader).toHaveAttribute('width', '24')
	const firstUrl = await onProfile.getAttribute('src')

	// Replaced by a phone photo with its GPS position: what is served is a new WebP without it.
	await choose(
		page,
		{ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(await photoWithGps()) },
		/^Replace your picture$/,
	)
	await expect(toast(page, 'Profile picture uploaded successfully!')).toBeVisible()
	await expect(onProfile).not.toHaveAttribute('src', firstUrl!)
	await expect(onProfile).toHaveJSProperty('naturalWidth', 256)
	const served = await page.request.get((await onProfile.getAttribute('src'))!)
	expect(served.headers()['content-type']).toBe('image/webp')
	expect(served.headers()['cache-control']).toBe('private, max-age=31536000, immutable')
	const bytes = await served.body()
	expect(bytes.includes('Exif')).toBe(false)
	expect(bytes.includes('Warrington Test Camera')).toBe(false)
	// The replaced picture is gone.
	expect((await page.request.get(firstUrl!)).status()).toBe(404)

	await section(page).getByRole('button', { name: 'Remove picture' }).click()
	await expect(toast(page, 'Profile picture removed')).toBeVisible()
	await expect(section(page)).toContainText('No picture yet')
	await expect(menuAvatar(page).getByRole('img', { name: 'Emma Stockton' })).toHaveText('ES')
})

test('My Profile and /profile/picture with a picture have no serious axe findings', async ({
	page,
	browser,
}, testInfo) => {
	const email = uniqueEmail(testInfo, 'pictureaxe')
	await registerSeeker(page, email)
	await skipProfileWelcome(email)
	await page.goto('/profile')
	await choose(
		page,
		{ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(await plainPng()) },
		/^Upload a picture$/,
	)
	await expect(toast(page, 'Profile picture uploaded successfully!')).toBeVisible()
	const found = await seriousViolationsSignedIn(browser, testInfo, { email, password: PASSWORD }, [
		'/profile',
		'/profile/picture',
	])
	expect(found).toEqual({ '/profile': [], '/profile/picture': [] })
})
