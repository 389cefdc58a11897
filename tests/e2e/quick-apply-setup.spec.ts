// Quick Apply setup (/quick-apply-setup): the profile form with JavaScript (skills added with
// Enter and Add in the page) and without it (the same buttons post and the form comes back with
// nothing lost), a CV upload, and the video pitch recorder with Chromium's fake camera
// (CHROMIUM_ARGS in environment.ts).
import { expect, test, type Locator, type Page } from '@playwright/test'
import { webmBytes } from '../fixtures/files.ts'
import { seriousViolations, seriousViolationsSignedIn } from './axe.ts'
import { PASSWORD, registerSeeker, toast, uniqueEmail } from './helpers.ts'

const PDF = Buffer.from(
	'%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
)

const skillList = (page: Page) => page.getByRole('list', { name: 'Your skills' })
const qualificationList = (page: Page) => page.getByRole('list', { name: 'Your qualifications' })
/** Each item's own text, without its remove button. */
const items = (list: Locator) => list.getByRole('listitem').locator('span.item')
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save Profile' }).filter({ visible: true })
const recorderStatus = (page: Page) => page.getByRole('group', { name: 'Video pitch recorder' }).getByRole('status')

const recordedSeconds = async (page: Page) =>
	Number((await recorderStatus(page).textContent())!.match(/Recorded (\d+) seconds/)![1])

/** Adds a skill: with JavaScript by pressing Enter, without it with the Add button (which posts). */
async function addSkill(page: Page, skill: string, how: 'enter' | 'button') {
	await page.getByLabel('Add a skill').fill(skill)
	if (how === 'enter') await page.getByLabel('Add a skill').press('Enter')
	else await page.getByRole('button', { name: 'Add skill' }).click()
}

test('a job seeker fills in the profile, edits the skill list, uploads a CV, saves and finds it all again', async ({
	page,
}, testInfo) => {
	const js = testInfo.project.name === 'js'
	await registerSeeker(page, uniqueEmail(testInfo, 'quickapply'))
	await page.goto('/quick-apply-setup')
	await expect(page.getByRole('heading', { level: 1, name: 'Quick Apply Profile' })).toBeVisible()
	await expect(page.getByRole('link', { name: /Back to Profile/ })).toHaveAttribute('href', '/profile')
	// No profile yet: the account's name is offered.
	await expect(page.getByLabel('Full Name')).toHaveValue('Emma Stockton')

	await page.getByLabel('Phone').fill('01925 555 012')
	await page.getByLabel('City').fill('Warrington')
	await page.getByLabel('Postcode').fill('WA4 6HJ')
	await page.getByLabel('Current Job Title').fill('Senior Care Assistant')
	await page.getByLabel('Years of Experience').fill('6')
	await page.getByLabel('Availability / Notice Period').selectOption('1month')
	await page
		.getByLabel('Default Cover Letter')
		.fill('Six years of residential care around Stockton Heath and Grappenhall.')

	await addSkill(page, 'Medication rounds', js ? 'enter' : 'button')
	await addSkill(page, '  Dementia care ', 'button')
	await addSkill(page, 'medication ROUNDS', js ? 'enter' : 'button')
	await expect(items(skillList(page))).toHaveText(['Medication rounds', 'Dementia care'])
	await page.getByLabel('Add a qualification').fill('NVQ Level 3 in Health and Social Care')
	await page.getByRole('button', { name: 'Add qualification' }).click()
	await addSkill(page, 'Night shifts', 'button')
	await page.getByRole('button', { name: 'Remove Dementia care' }).click()
	await expect(items(skillList(page))).toHaveText(['Medication rounds', 'Night shifts'])
	await expect(items(qualificationList(page))).toHaveText(['NVQ Level 3 in Health and Social Care'])

	// Every other value typed is still there after the list edits (without JavaScript, each was a post).
	await expect(page.getByLabel('Phone')).toHaveValue('01925 555 012')
	await expect(page.getByLabel('Years of Experience')).toHaveValue('6')
	await expect(page.getByLabel('Availability / Notice Period')).toHaveValue('1month')
	await expect(page.getByLabel('Default Cover Letter')).toHaveValue(
		'Six years of residential care around Stockton Heath and Grappenhall.',
	)

	await page
		.getByLabel('Upload CV')
		.setInputFiles({ name: 'Emma Stockton CV.pdf', mimeType: 'application/pdf', buffer: PDF })
	await saveButton(page).click()
	await expect(toast(page, 'Profile Updated!')).toBeVisible()

	await page.reload()
	await expect(page.getByLabel('Full Name')).toHaveValue('Emma Stockton')
	await expect(page.getByLabel('Phone')).toHaveValue('01925 555 012')
	await expect(page.getByLabel('City')).toHaveValue('Warrington')
	await expect(page.getByLabel('Postcode')).toHaveValue('WA4 6HJ')
	await expect(page.getByLabel('Current Job Title')).toHaveValue('Senior Care Assistant')
	await expect(page.getByLabel('Years of Experience')).toHaveValue('6')
	await expect(page.getByLabel('Availability / Notice Period')).toHaveValue('1month')
	await expect(items(skillList(page))).toHaveText(['Medication rounds', 'Night shifts'])
	await expect(items(qualificationList(page))).toHaveText(['NVQ Level 3 in Health and Social Care'])
	const cvLink = page.getByRole('link', { name: 'Emma Stockton CV.pdf' })
	await expect(cvLink).toBeVisible()
	const download = await page.request.get((await cvLink.getAttribute('href'))!)
	expect(download.status()).toBe(200)
	expect(download.headers()['content-type']).toBe('application/pdf')
})

test('a short name and a short cover letter are shown as errors, with what was typed kept', async ({
	page,
}, testInfo) => {
	await registerSeeker(page, uniqueEmail(testInfo, 'quickapply-errors'))
	await page.goto('/quick-apply-setup')
	// The browser's own checks would stop a one-letter name before it is sent; the server's answer is the one tested.
	await page
		.locator('form#quick-apply-profile')
		.evaluate((form: HTMLFormElement) => form.setAttribute('novalidate', ''))
	await page.getByLabel('Full Name').fill('E')
	await page.getByLabel('Default Cover Letter').fill('Hello')
	await page.getByLabel('Phone').fill('07700 900123')
	await saveButton(page).click()
	// Without JavaScript the server answers; with it, the same schema answers in the page first.
	if (testInfo.project.name === 'no-js')
		await expect(page.getByRole('alert').filter({ hasText: 'Failed to save profile' })).toBeVisible()
	await expect(page.getByText('Full name must be at least 2 characters')).toBeVisible()
	await expect(page.getByText('Cover letter should be at least 10 characters')).toBeVisible()
	await expect(page.getByLabel('Phone')).toHaveValue('07700 900123')
})

test('the video pitch recorder: record, Retake, record again, save, and the stored video is shown', async ({
	page,
}, testInfo) => {
	test.skip(testInfo.project.name !== 'js', 'the recorder needs JavaScript; without it the file input is tested above')
	test.setTimeout(60_000)
	await registerSeeker(page, uniqueEmail(testInfo, 'quickapply-video'))
	await page.goto('/quick-apply-setup')
	await expect(recorderStatus(page)).toHaveText('Camera off.')

	await page.getByRole('button', { name: 'Turn On Camera' }).click()
	await expect(recorderStatus(page)).toContainText('Camera ready')
	await expect(page.getByLabel('Camera preview')).toBeVisible()
	await page.getByRole('button', { name: 'Start Recording' }).click()
	await expect(page.getByRole('timer')).toContainText('0:03 / 1:30')
	await page.getByRole('button', { name: 'Stop Recording' }).click()
	await expect(recorderStatus(page)).toContainText(/Recorded \d+ seconds/)
	expect(await recordedSeconds(page)).toBeGreaterThanOrEqual(3)
	await expect(page.getByRole('button', { name: 'Play' })).toBeVisible()
	await page.getByRole('button', { name: 'Play' }).click()
	await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible()
	await page.getByRole('button', { name: 'Pause' }).click()
	await expect(page.getByRole('button', { name: 'Play' })).toBeVisible()

	// Retake: back to camera ready, nothing recorded, the form's video input empty again.
	await page.getByRole('button', { name: 'Retake' }).click()
	await expect(recorderStatus(page)).toContainText('Camera ready')
	await expect(page.getByRole('button', { name: 'Play' })).toHaveCount(0)
	expect(
		await page.getByLabel('Or upload a video file').evaluate((input: HTMLInputElement) => input.files?.length ?? 0),
	).toBe(0)

	await page.getByRole('button', { name: 'Start Recording' }).click()
	await expect(page.getByRole('timer')).toContainText('0:02 / 1:30')
	await page.getByRole('button', { name: 'Stop Recording' }).click()
	await expect(recorderStatus(page)).toContainText(/Recorded \d+ seconds/)
	const seconds = await recordedSeconds(page)
	expect(
		await page.getByLabel('Or upload a video file').evaluate((input: HTMLInputElement) => input.files?.[0]?.type),
	).toBe('video/webm')

	await saveButton(page).click()
	await expect(toast(page, 'Profile Updated!')).toBeVisible()
	// The server measures the stored file itself; it agrees with the recorder to within a second.
	const saved = page.getByText(/^Your saved video pitch \(\d+ seconds\)$/)
	await expect(saved).toBeVisible()
	expect(Math.abs(Number((await saved.textContent())!.match(/\d+/)![0]) - seconds)).toBeLessThanOrEqual(1)
	const source = page.getByLabel('Your saved video pitch').locator('source')
	const video = await page.request.get((await source.getAttribute('src'))!)
	expect(video.status()).toBe(200)
	expect(video.headers()['content-type']).toBe('video/webm')
	expect((await video.body()).subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))
})

test('without JavaScript a video file is uploaded instead, and can be removed', async ({ page }, testInfo) => {
	test.skip(testInfo.project.name !== 'no-js', 'with JavaScript the recorder is tested above')
	await registerSeeker(page, uniqueEmail(testInfo, 'quickapply-upload'))
	await page.goto('/quick-apply-setup')
	await expect(page.getByRole('button', { name: 'Turn On Camera' })).toHaveCount(0)
	await page
		.getByLabel('Upload a video pitch')
		.setInputFiles({ name: 'my pitch.webm', mimeType: 'video/webm', buffer: Buffer.from(webmBytes()) })
	await saveButton(page).click()
	await expect(toast(page, 'Profile Updated!')).toBeVisible()
	await expect(page.getByText('Your saved video pitch', { exact: true })).toBeVisible()
	await page.getByLabel('Remove my video pitch').check()
	await saveButton(page).click()
	await expect(toast(page, 'Profile Updated!')).toBeVisible()
	await expect(page.getByText('Your saved video pitch', { exact: true })).toHaveCount(0)
	await expect(page.getByLabel('Upload a video pitch')).toBeVisible()
})

test('a refused camera says so, and the video file input stays', async ({ page }, testInfo) => {
	test.skip(testInfo.project.name !== 'js', 'only the recorder asks for the camera')
	await page.addInitScript(() => {
		navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'))
	})
	await registerSeeker(page, uniqueEmail(testInfo, 'quickapply-denied'))
	await page.goto('/quick-apply-setup')
	await page.getByRole('button', { name: 'Turn On Camera' }).click()
	const alert = page.getByRole('alert').filter({ hasText: 'Camera Access Required' })
	await expect(alert).toContainText('Please allow camera and microphone access to record your video pitch.')
	await expect(page.getByLabel('Or upload a video file')).toBeVisible()
})

test('signed out, the page leads to sign-in', async ({ page }) => {
	await page.goto('/quick-apply-setup')
	await page.waitForURL((url) => url.pathname === '/auth')
	expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/quick-apply-setup')
})

test('no serious accessibility violations on the Quick Apply setup page', async ({ page, browser }, testInfo) => {
	const email = uniqueEmail(testInfo, 'quickapply-axe')
	await registerSeeker(page, email)
	if (testInfo.project.name === 'js') {
		await page.goto('/quick-apply-setup')
		await page.getByLabel('Add a skill').fill('Forklift licence')
		await page.getByLabel('Add a skill').press('Enter')
		expect(await seriousViolations(page)).toEqual([])
		return
	}
	expect(
		await seriousViolationsSignedIn(browser, testInfo, { email, password: PASSWORD }, ['/quick-apply-setup']),
	).toEqual({ '/quick-apply-setup': [] })
})
