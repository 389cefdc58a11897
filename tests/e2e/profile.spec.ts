// My Profile (/profile) and its CV: upload, see, download, replace and delete, with JavaScript
// (the form is sent by fetch, a dropped file works too) and without it (a plain multipart post).
// Files are checked by content, so a text file named .pdf is refused.
import { expect, test, type Page } from '@playwright/test'
import { seriousViolations, seriousViolationsSignedIn } from './axe.ts'
import { PASSWORD, registerSeeker, skipProfileWelcome, toast, uniqueEmail } from './helpers.ts'

const MB = 1024 * 1024
const pdf = (text: string) =>
	Buffer.from(
		`%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
	)

/** A minimal DOCX: a stored ZIP whose central directory lists word/document.xml. */
function docx() {
	const entries = [
		['[Content_Types].xml', '<?xml version="1.0"?><Types/>'],
		['word/document.xml', '<?xml version="1.0"?><w:document><w:body/></w:document>'],
	] as const
	const locals: Buffer[] = []
	const centrals: Buffer[] = []
	let offset = 0
	for (const [name, content] of entries) {
		const nameBytes = Buffer.from(name)
		const data = Buffer.from(content)
		const local = Buffer.alloc(30 + nameBytes.length + data.length)
		local.writeUInt32LE(0x04034b50, 0)
		local.writeUInt32LE(data.length, 18)
		local.writeUInt32LE(data.length, 22)
		local.writeUInt16LE(nameBytes.length, 26)
		nameBytes.copy(local, 30)
		data.copy(local, 30 + nameBytes.length)
		const central = Buffer.alloc(46 + nameBytes.length)
		central.writeUInt32LE(0x02014b50, 0)
		central.writeUInt32LE(data.length, 20)
		central.writeUInt32LE(data.length, 24)
		central.writeUInt16LE(nameBytes.length, 28)
		central.writeUInt32LE(offset, 42)
		nameBytes.copy(central, 46)
		locals.push(local)
		centrals.push(central)
		offset += local.length
	}
	const end = Buffer.alloc(22)
	end.writeUInt32LE(0x06054b50, 0)
	end.writeUInt16LE(entries.length, 8)
	end.writeUInt16LE(entries.length, 10)
	end.writeUInt32LE(
		centrals.reduce((sum, part) => sum + part.length, 0),
		12,
	)
	end.writeUInt32LE(offset, 16)
	return Buffer.concat([...locals, ...centrals, end])
}

const cvCard = (page: Page) => page.getByRole('region', { name: 'CV / Resume' })
const cvInput = (page: Page) => cvCard(page).getByLabel(/^(Upload|Replace) your CV$/)

async function chooseAndSend(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
	await cvInput(page).setInputFiles(file)
	await cvCard(page)
		.getByRole('button', { name: /^(Upload|Replace) CV$/ })
		.click()
}

test('a job seeker uploads a PDF CV, sees and downloads it, replaces it with a DOCX and deletes it', async ({
	page,
}, testInfo) => {
	const email = uniqueEmail(testInfo, 'cv')
	await registerSeeker(page, email)
	await skipProfileWelcome(email)
	await page.goto('/profile')
	await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible()
	await expect(page.getByLabel('First Name')).toHaveValue('Emma')
	await expect(page.getByLabel('Last Name')).toHaveValue('Stockton')
	await expect(page.getByLabel('Email')).toHaveValue(email)
	await expect(page.getByLabel('Email')).toHaveJSProperty('readOnly', true)
	await expect(cvCard(page)).toContainText('No CV uploaded yet')
	await expect(page.getByRole('link', { name: 'Quick Apply profile' })).toHaveAttribute('href', '/quick-apply-setup')

	await chooseAndSend(page, { name: 'Emma Stockton CV.pdf', mimeType: 'application/pdf', buffer: pdf('Emma Stockton') })
	await expect(toast(page, 'CV uploaded successfully!')).toBeVisible()
	await expect(page).toHaveURL('/profile')
	await expect(page.getByTestId('current-cv')).toContainText('Emma Stockton CV.pdf')

	const href = await cvCard(page)
		.getByRole('link', { name: /^Download CV/ })
		.getAttribute('href')
	expect(href).toMatch(/^\/files\/[0-9a-f-]{36}$/)
	const download = await page.request.get(href!)
	expect(download.status()).toBe(200)
	expect(download.headers()['content-type']).toBe('application/pdf')
	expect(download.headers()['content-disposition']).toContain('attachment;')
	expect((await download.body()).equals(pdf('Emma Stockton'))).toBe(true)

	await chooseAndSend(page, {
		name: 'Emma Stockton CV 2026.docx',
		mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
		buffer: docx(),
	})
	await expect(toast(page, 'CV uploaded successfully!')).toBeVisible()
	await expect(page.getByTestId('current-cv')).toContainText('Emma Stockton CV 2026.docx')
	// The replaced file is gone.
	expect((await page.request.get(href!)).status()).toBe(404)

	// Deleting asks first (a dialog with JavaScript, the page without).
	await cvCard(page).getByRole('link', { name: 'Delete CV' }).click()
	await page.getByRole('button', { name: 'Yes, delete my CV' }).click()
	await expect(toast(page, 'CV deleted')).toBeVisible()
	await expect(cvCard(page)).toContainText('No CV uploaded yet')
	await expect(page.getByTestId('current-cv')).toHaveCount(0)
})

test('a text file named .pdf is refused as an invalid type; nothing is stored', async ({ page }, testInfo) => {
	const seekerEmail = uniqueEmail(testInfo, 'cvtext')
	await registerSeeker(page, seekerEmail)
	await skipProfileWelcome(seekerEmail)
	await page.goto('/profile')
	await chooseAndSend(page, {
		name: 'cv.pdf',
		mimeType: 'application/pdf',
		buffer: Buffer.from('Just some text pretending to be a PDF.\n'),
	})
	await expect(cvCard(page).getByText('Please upload a PDF, DOC, or DOCX file.')).toBeVisible()
	if (testInfo.project.name === 'js') await expect(toast(page, 'Invalid file type')).toBeVisible()
	await expect(cvInput(page)).toHaveAttribute('aria-invalid', 'true')
	if (testInfo.project.name === 'js') expect(await seriousViolations(page)).toEqual([])
	await page.goto('/profile')
	await expect(cvCard(page)).toContainText('No CV uploaded yet')
})

test('a 6 MB file is refused as too large (in the browser first when JavaScript runs)', async ({ page }, testInfo) => {
	const seekerEmail = uniqueEmail(testInfo, 'cvbig')
	await registerSeeker(page, seekerEmail)
	await skipProfileWelcome(seekerEmail)
	await page.goto('/profile')
	const big = Buffer.alloc(6 * MB, 0x20)
	pdf('big').copy(big)
	if (testInfo.project.name === 'js') {
		// The toast comes as the file is chosen, and lives five seconds: look for it before sending.
		await cvInput(page).setInputFiles({ name: 'big.pdf', mimeType: 'application/pdf', buffer: big })
		await expect(toast(page, 'File too large')).toBeVisible()
	}
	await chooseAndSend(page, { name: 'big.pdf', mimeType: 'application/pdf', buffer: big })
	await expect(cvCard(page).getByText('Please upload a file smaller than 5MB.')).toBeVisible()
	await page.goto('/profile')
	await expect(cvCard(page)).toContainText('No CV uploaded yet')
})

test('without JavaScript, a file far over the limit is refused unread and the page still answers', async ({
	page,
}, testInfo) => {
	test.skip(testInfo.project.name !== 'no-js', 'with JavaScript the browser refuses it before sending')
	test.slow()
	const seekerEmail = uniqueEmail(testInfo, 'cvhuge')
	await registerSeeker(page, seekerEmail)
	await skipProfileWelcome(seekerEmail)
	await page.goto('/profile')
	const huge = Buffer.alloc(16 * MB, 0x20)
	pdf('huge').copy(huge)
	await chooseAndSend(page, { name: 'huge.pdf', mimeType: 'application/pdf', buffer: huge })
	await expect(cvCard(page).getByText('Please upload a file smaller than 5MB.')).toBeVisible()
})

test('a CV dropped on the card is uploaded', async ({ page }, testInfo) => {
	test.skip(testInfo.project.name !== 'js', 'drag and drop needs JavaScript; without it the file input does the same')
	const seekerEmail = uniqueEmail(testInfo, 'cvdrop')
	await registerSeeker(page, seekerEmail)
	await skipProfileWelcome(seekerEmail)
	await page.goto('/profile')
	const dataTransfer = await page.evaluateHandle((text) => {
		const transfer = new DataTransfer()
		transfer.items.add(new File([text], 'Dropped CV.pdf', { type: 'application/pdf' }))
		return transfer
	}, pdf('dropped').toString('latin1'))
	const zone = page.getByTestId('cv-drop-zone')
	await zone.dispatchEvent('dragover', { dataTransfer })
	await zone.dispatchEvent('drop', { dataTransfer })
	await expect(toast(page, 'CV uploaded successfully!')).toBeVisible()
	await expect(page.getByTestId('current-cv')).toContainText('Dropped CV.pdf')
})

test('signed out: "Sign in required" with a link to sign in', async ({ page }, testInfo) => {
	const response = await page.goto('/profile')
	expect(response?.status()).toBe(401)
	await expect(page.getByRole('heading', { level: 1, name: 'Sign in required' })).toBeVisible()
	await page.getByRole('link', { name: 'Sign In' }).last().click()
	await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fprofile$/)
	if (testInfo.project.name === 'js') {
		await page.goto('/profile')
		expect(await seriousViolations(page)).toEqual([])
	}
})

test('/profile with a CV has no serious accessibility violations', async ({ page, browser }, testInfo) => {
	test.slow()
	const email = uniqueEmail(testInfo, 'cvaxe')
	await registerSeeker(page, email)
	await skipProfileWelcome(email)
	await page.goto('/profile')
	await chooseAndSend(page, { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf('axe') })
	await expect(page.getByTestId('current-cv')).toBeVisible()
	const found = await seriousViolationsSignedIn(browser, testInfo, { email, password: PASSWORD }, ['/profile'])
	expect(found).toEqual({ '/profile': [] })
})
