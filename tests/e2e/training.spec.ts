// The training catalogue, enrolment, modules and certificates (docs/product.md §15; decisions
// 144-146), on a phone, with JavaScript on (`js`) and off (`no-js`): every step is a link, a GET
// form or a plain form post. The paid course is paid on the Stripe stand-in, as payment.spec.ts does.
import { expect, test } from '@playwright/test'
import { seriousViolationsSignedIn } from './axe.ts'
import { DEMO, queryE2eDatabase, registrationForm, submitRegistration, toast, uniqueEmail } from './helpers.ts'
import { stripeStandInBase } from './stripe-settings.ts'

test.use({ viewport: { width: 360, height: 800 } })

test('a visitor finds a free course by search and filters, enrols (signing up on the way), completes its modules and checks the certificate', async ({
	page,
}, testInfo) => {
	await page.goto('/training')
	await expect(page.getByRole('heading', { level: 1, name: 'Training Courses' })).toBeVisible()
	const search = page.getByRole('search', { name: 'Courses' })
	await search.getByLabel('Search courses').fill('digital skills')
	await search.getByLabel('Category').selectOption('Digital and IT')
	await search.getByLabel('Level').selectOption('Beginner')
	await search.getByRole('button', { name: 'Search' }).click()
	await page.waitForURL(/search=digital\+skills.*category=Digital\+and\+IT.*level=Beginner/)
	const card = page.getByRole('article', { name: 'Digital Skills for Work' })
	await expect(card).toContainText('Free')
	await expect(card).toContainText('places left')
	await expect(card.getByRole('list', { name: 'Skills' })).toContainText('+')

	// Nothing matches: said plainly.
	await page.goto('/training?search=underwater+basket+weaving')
	await expect(page.getByRole('heading', { name: 'No courses found' })).toBeVisible()
	await page.goBack()

	// Signed out, Enrol leads to sign in; creating an account there enrols and comes back.
	await page
		.getByRole('article', { name: 'Digital Skills for Work' })
		.getByRole('button', { name: /^Enrol/ })
		.click()
	await page.waitForURL(/\/auth\?.*then=enrol-course/)
	await expect(page.getByRole('heading', { level: 1, name: 'Sign in to enrol on this course' })).toBeVisible()
	await page.getByRole('link', { name: 'Create Account' }).click()
	await expect(registrationForm(page)).toBeVisible()
	await submitRegistration(page, { email: uniqueEmail(testInfo, 'learner'), userType: 'Job Seeker' })
	await page.waitForURL(/\/training\/\d+$/)
	await expect(toast(page, 'Enrollment successful')).toBeVisible()
	await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '0')

	await page.getByRole('link', { name: 'Start the course' }).click()
	for (let module = 1; module <= 4; module++) {
		// Each press goes on to the next module; the last back to the course.
		await expect(page.getByText(`Module ${module} of 4`)).toBeVisible()
		await page.getByRole('button', { name: 'Mark as done' }).click()
		if (module < 4) await expect(page.getByText(`Module ${module + 1} of 4`)).toBeVisible()
	}
	await page.waitForURL(/\/training\/\d+$/)
	await expect(toast(page, 'Course complete!')).toBeVisible()
	await expect(page.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute('aria-valuenow', '100')
	await page.getByRole('link', { name: /^WJB-\d{4}-/ }).click()
	await page.waitForURL(/\/certificates\/WJB-\d{4}-[A-Z0-9]{8}$/)
	await expect(page.getByText('Issued by Warrington Jobs', { exact: true })).toBeVisible()
	await expect(page.getByRole('main')).toContainText('completed the course’s online modules on Warrington Jobs')
	await expect(page.getByRole('main')).not.toContainText(/verified/i)
	await expect(page.getByRole('heading', { level: 1, name: 'Digital Skills for Work' })).toBeVisible()
	await expect(page.getByRole('main')).toContainText('Emma S.')

	// The profile lists the course and the certificate.
	await page.goto('/profile')
	await expect(page.getByRole('region', { name: 'My courses' })).toContainText('Digital Skills for Work')
	await expect(
		page.getByRole('region', { name: 'Certificates' }).getByRole('link', { name: /Public page/ }),
	).toBeVisible()
})

test('a job seeker pays for a course: the order summary names it, and Stripe’s return enrols them', async ({
	page,
	request,
}, testInfo) => {
	await page.route(/^https:\/\/([a-z0-9-]+\.)*js\.stripe\.com\//, (route) => route.abort())
	await page.goto('/auth?tab=register')
	await submitRegistration(page, { email: uniqueEmail(testInfo, 'payer'), userType: 'Job Seeker' })
	await page.waitForURL('/')
	await page.goto('/training?search=manual+handling')
	await page
		.getByRole('article', { name: 'Manual Handling Awareness' })
		.getByRole('button', { name: /^Enrol/ })
		.click()
	await page.waitForURL(/\/payment\?courseId=\d+&clientSecret=/)
	const summary = page.getByRole('region', { name: 'Order Summary' })
	await expect(summary).toContainText('CourseManual Handling Awareness')
	await expect(summary).toContainText('Total£25')

	const clientSecret = new URL(page.url()).searchParams.get('clientSecret')!
	const paymentIntentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'))
	expect((await request.post(`${stripeStandInBase()}/test/payment_intents/${paymentIntentId}/succeed`)).status()).toBe(
		200,
	)
	await page.goto(
		`/payment-success?${new URLSearchParams({ payment_intent: paymentIntentId, payment_intent_client_secret: clientSecret, redirect_status: 'succeeded' })}`,
	)
	await expect(page.getByRole('heading', { name: 'Enrollment successful' })).toBeVisible()
	await page.getByRole('link', { name: 'Start the course' }).click()
	await expect(page.getByRole('region', { name: 'Your place' })).toContainText('0 of 3 required modules done')
})

test('the catalogue, a course page, a module and a certificate page: no serious axe findings', async ({
	browser,
}, testInfo) => {
	const [row] = await queryE2eDatabase<{ certificate_number: string; course_id: number; module_id: number }>(
		`select c.certificate_number, e.course_id, (select min(id) from course_module m where m.course_id = e.course_id) as module_id
			from certificate c join course_enrollment e on e.id = c.enrollment_id join "user" u on u.id = c.user_id
			where u.email = $1 limit 1`,
		[DEMO.seeker.email],
	)
	const paths = [
		'/training',
		`/training/${row!.course_id}`,
		`/training/${row!.course_id}/modules/${row!.module_id}`,
		`/certificates/${row!.certificate_number}`,
	]
	expect(await seriousViolationsSignedIn(browser, testInfo, DEMO.seeker, paths)).toEqual(
		Object.fromEntries(paths.map((path) => [path, []])),
	)
})
