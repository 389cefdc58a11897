// The job page (/jobs/{id}): what a visitor sees, the job-posting data search engines read,
// a real 404 for a job that is gone, and no serious accessibility problems.
import { expect, test, type TestInfo } from '@playwright/test'
import { seriousViolationsAt } from './axe.ts'
import { DAY, listJob, type ListedJob } from './listed-jobs.ts'
import { hydrated } from './helpers.ts'

/** A care job of the demo employer, posted just now, with the given changes; its id. */
function insertJob(job: ListedJob) {
	return listJob({
		company: 'Bridgewater Care Homes',
		location: 'Stockton Heath',
		salary: '£24,000 - £27,500',
		description:
			'Support residents with daily living at our home by the Bridgewater Canal.\nDay shifts, every other weekend.\n\nFull training and a care certificate are provided.',
		jobType: 'Part-time',
		industry: 'Healthcare',
		contactEmail: 'recruitment@bridgewater-care.example',
		age: 0,
		...job,
	})
}

let counter = 0
function uniqueTitle(testInfo: TestInfo, title: string) {
	counter += 1
	return `${title} ${testInfo.project.name} ${Date.now()}-${testInfo.workerIndex}-${counter}`
}

test('a job’s page shows its details, the ways back, and job-posting data for search engines', async ({
	page,
	baseURL,
}, testInfo) => {
	const title = uniqueTitle(testInfo, 'Senior Care Assistant')
	const id = await insertJob({ title, age: 3 * DAY })
	const response = await page.goto(`/jobs/${id}`)
	expect(response?.status()).toBe(200)
	await expect(page).toHaveTitle(`${title}, Bridgewater Care Homes | Warrington Jobs`)

	const job = page.getByRole('article')
	await expect(job.getByRole('heading', { level: 1, name: title })).toBeVisible()
	await expect(job.getByText('Bridgewater Care Homes', { exact: true })).toBeVisible()
	await expect(job.getByText('Stockton Heath', { exact: true })).toBeVisible()
	await expect(job.getByText('£24,000 - £27,500', { exact: true })).toBeVisible()
	await expect(job.getByText('3 days ago', { exact: true })).toBeVisible()
	const badges = job.getByRole('list', { name: 'Job type and industry' })
	await expect(badges.getByRole('listitem')).toHaveText(['Part-time', 'Healthcare'])
	// The description keeps the employer's line breaks, and is text, never markup.
	const description = job.getByText(/Support residents with daily living/)
	expect(await description.innerText()).toContain(
		'Bridgewater Canal.\nDay shifts, every other weekend.\n\nFull training',
	)
	await expect(job.getByRole('link', { name: 'recruitment@bridgewater-care.example' })).toHaveAttribute(
		'href',
		'mailto:recruitment@bridgewater-care.example',
	)
	await expect(page.getByRole('link', { name: 'Back to Jobs' }).first()).toHaveAttribute('href', '/#jobs')
	await expect(job.getByRole('link', { name: 'View All Jobs' })).toHaveAttribute('href', '/')

	await expect(page.locator('meta[name="description"]')).toHaveAttribute(
		'content',
		new RegExp(`^${title} in Stockton Heath\\. Support residents`),
	)
	await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/jobs/${id}`)
	await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/jobs/${id}`)
	// The share card's picture is served by the built app (satori, its fonts and sharp found there).
	const shareImage = await page.locator('meta[property="og:image"]').getAttribute('content')
	expect(shareImage).toMatch(new RegExp(`^${baseURL}/jobs/${id}/share-image/[\\w-]{16}\\.png$`))
	const picture = await page.request.get(shareImage!)
	expect(picture.status()).toBe(200)
	expect(picture.headers()['content-type']).toBe('image/png')

	const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<
		string,
		unknown
	>
	expect(jsonLd).toMatchObject({
		'@context': 'https://schema.org',
		'@type': 'JobPosting',
		title,
		employmentType: 'PART_TIME',
		hiringOrganization: { '@type': 'Organization', name: 'Bridgewater Care Homes' },
		jobLocation: {
			'@type': 'Place',
			address: { addressLocality: 'Stockton Heath', addressRegion: 'Cheshire', addressCountry: 'GB' },
		},
		baseSalary: {
			'@type': 'MonetaryAmount',
			currency: 'GBP',
			value: { minValue: 24000, maxValue: 27500, unitText: 'YEAR' },
		},
		identifier: { '@type': 'PropertyValue', name: 'Warrington Jobs', value: String(id) },
		directApply: true,
	})
})

test('Back to Jobs returns to the search the visitor came from', async ({ page, baseURL }, testInfo) => {
	const id = await insertJob({
		title: uniqueTitle(testInfo, 'Kitchen Porter'),
		salary: null,
	})
	await page.goto(`/jobs/${id}`, { referer: `${baseURL}/?search=kitchen&location=Stockton+Heath` })
	await expect(page.getByRole('link', { name: 'Back to Jobs' }).first()).toHaveAttribute(
		'href',
		'/?search=kitchen&location=Stockton+Heath#jobs',
	)
	// No salary given: none is shown, and none is claimed in the job-posting data.
	await expect(page.getByText('Salary', { exact: true })).toHaveCount(0)
	const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<
		string,
		unknown
	>
	expect(jsonLd).not.toHaveProperty('baseSalary')
})

test('an unknown job shows "Job Not Found" with status 404', async ({ page }) => {
	for (const path of ['/jobs/987654321', '/jobs/not-a-job']) {
		const response = await page.goto(path)
		expect(response?.status(), path).toBe(404)
		await expect(page.getByRole('heading', { level: 1, name: 'Job Not Found' })).toBeVisible()
		await expect(page.getByRole('main').getByRole('link', { name: 'Back to Jobs' })).toHaveAttribute('href', '/')
		await expect(page).toHaveTitle('Job Not Found | Warrington Jobs')
	}
})

test('a taken-down or expired job keeps its page, says it takes no applications, and is not indexed', async ({
	page,
}, testInfo) => {
	const inactive = await insertJob({ title: uniqueTitle(testInfo, 'Closed Vacancy'), isActive: false })
	const expired = await insertJob({
		title: uniqueTitle(testInfo, 'Old Vacancy'),
		age: 40 * DAY,
		expiresIn: -10 * DAY,
	})
	for (const id of [inactive, expired]) {
		const response = await page.goto(`/jobs/${id}`)
		expect(response?.status(), String(id)).toBe(200)
		await expect(page.getByRole('status')).toContainText('This job is no longer taking applications')
		await expect(page.getByRole('link', { name: /apply/i })).toHaveCount(0)
		await expect(page.getByRole('button', { name: /apply/i })).toHaveCount(0)
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
		await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0)
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/jobs/${id}$`))
	}
})

test('a job’s page has no serious or critical axe violations', async ({ page, browser }, testInfo) => {
	const id = await insertJob({
		title: uniqueTitle(testInfo, 'Apprentice Electrician'),
		jobType: 'Apprenticeship',
		industry: 'Construction',
	})
	expect(await seriousViolationsAt(page, browser, testInfo, `/jobs/${id}`)).toEqual([])
})

test('every anonymous answer for a job page carries Vary: Cookie, whatever its status or form', async ({
	request,
}, testInfo) => {
	test.skip(testInfo.project.name !== 'js', 'HTTP headers only: one run is enough')
	const id = await insertJob({ title: uniqueTitle(testInfo, 'Vary Check') })
	const answers = {
		'GET page': await request.get(`/jobs/${id}`),
		'HEAD page': await request.head(`/jobs/${id}`),
		'GET with a referer': await request.get(`/jobs/${id}`, { headers: { Referer: '/?search=care' } }),
		'GET with a stale session cookie': await request.get(`/jobs/${id}`, { headers: { Cookie: 'session=expired' } }),
		'GET data (client navigation)': await request.get(`/jobs/${id}.data`),
		'GET unknown job': await request.get('/jobs/987654321'),
		'GET malformed id': await request.get('/jobs/not-a-job'),
	}
	for (const [name, response] of Object.entries(answers)) {
		const vary = (response.headers()['vary'] ?? '').split(',').map((field) => field.trim().toLowerCase())
		expect(vary, `${name} (${response.status()})`).toContain('cookie')
	}
})

test('with JavaScript the advert’s and the apply panel’s code wait for their first use (decisions 256, 258)', async ({
	page,
}, testInfo) => {
	test.skip(testInfo.project.name !== 'js', 'about the scripts')
	const id = await insertJob({ title: uniqueTitle(testInfo, 'Night Care Assistant') })
	const asked: string[] = []
	page.on('request', (request) => asked.push(new URL(request.url()).pathname))
	const islands = (path: string) => /\/(job-detail|apply-panel)-[^/]*\.js$/.test(path)
	await page.goto(`/jobs/${id}`)
	await hydrated(page)
	// Given time for anything the page would fetch by itself.
	await page.waitForLoadState('networkidle')
	expect(asked.filter(islands)).toEqual([])
	// A press on the panel's "Apply with Custom Details" while its code is still on the way (held back
	// here) waits for it and then opens the dialog, without leaving the page.
	await page.route(/\/apply-panel-[^/]*\.js$/, async (route) => {
		await new Promise((resolve) => setTimeout(resolve, 500))
		await route.continue()
	})
	await page.getByRole('link', { name: 'Apply with Custom Details' }).click()
	await expect(page.getByRole('dialog', { name: 'Apply with Custom Details' })).toBeVisible()
	expect(new URL(page.url()).pathname).toBe(`/jobs/${id}`)
	await page.keyboard.press('Escape')
	await expect(page.getByRole('dialog', { name: 'Apply with Custom Details' })).toBeHidden()
	expect(asked.filter((path) => path.includes('/job-detail-'))).toEqual([])

	// A press on the company's link fetches the advert's code and navigates without a page load.
	const documents = asked.length
	await page.getByRole('article').getByRole('link', { name: 'Bridgewater Care Homes' }).click()
	await expect(page).toHaveURL(/\/companies\/bridgewater-care-homes/)
	expect(asked.some((path) => path.includes('/job-detail-'))).toBe(true)
	expect(asked.slice(documents)).not.toContain('/companies/bridgewater-care-homes')
})
