// Buying a sponsorship in the browser, with JavaScript on (`js`) and off (`no-js`). The app
// server talks to a local stand-in for Stripe's HTTP API (tests/e2e/stripe-stand-in.ts);
// Stripe.js itself comes from js.stripe.com, which cannot be reached here, so the card form is
// checked to fail clearly, and the payment is completed on the stand-in as Stripe.js would.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import Stripe from 'stripe'
import { seriousViolationsSignedIn } from './axe.ts'
import { e2eDatabaseUrl } from './environment.ts'
import { DEMO, signIn, submitSignIn } from './helpers.ts'
import { startApp } from './server-process.ts'
import { E2E_WEBHOOK_SECRET, stripeStandInBase } from './stripe-settings.ts'

const NOT_CONFIGURED = 'Sponsorship is not available right now: card payments are not configured.'

let counter = 0
function uniqueTitle(projectName: string) {
	counter += 1
	return `Sponsored Care Assistant ${projectName} ${Date.now()}-${counter}`
}

async function fillJob(page: Page, title: string) {
	await page.getByLabel('Job Title').fill(title)
	await page.getByLabel('Company Name').fill('Sankey Brook Care')
	await page.getByLabel('Location').selectOption('Great Sankey')
	await page.getByLabel('Salary (optional)').fill('£24,000 - £26,500 per year')
	await page.getByLabel('Job Type').selectOption('Full-time')
	await page.getByLabel('Industry').selectOption('Healthcare')
	await page
		.getByLabel('Job Description')
		.fill('Supporting residents with daily care at our Great Sankey home. Days and nights available.')
	await page.getByLabel('Contact Email').fill('jobs@sankeybrookcare.co.uk')
}

/** A job of the demo employer and a payment started for it, through the JSON API; the /payment address for it. */
async function startedPayment(request: APIRequestContext, sponsorshipType: '7days' | '30days') {
	const login = await request.post('/api/login', {
		data: { email: DEMO.employer.email, password: DEMO.employer.password },
	})
	const { token } = (await login.json()) as { token: string }
	const headers = { Authorization: `Bearer ${token}` }
	const job = await request.post('/api/jobs', {
		headers,
		data: {
			title: `Night Care Assistant ${Date.now()}`,
			company: 'Sankey Brook Care',
			location: 'Great Sankey',
			description: 'Night shifts supporting residents at our Great Sankey care home.',
			jobType: 'Part-time',
			industry: 'Healthcare',
			contactEmail: 'jobs@sankeybrookcare.co.uk',
		},
	})
	expect(job.status()).toBe(201)
	const { id } = (await job.json()) as { id: number }
	const intent = await request.post('/api/create-payment-intent', { headers, data: { jobId: id, sponsorshipType } })
	expect(intent.status()).toBe(200)
	const { clientSecret } = (await intent.json()) as { clientSecret: string }
	return {
		jobId: id,
		clientSecret,
		path: `/payment?${new URLSearchParams({ jobId: String(id), clientSecret, sponsorshipType })}`,
	}
}

test('/payment without its parameters says so and leads back to Post Job', async ({ page }) => {
	await signIn(page, DEMO.employer.email, DEMO.employer.password)
	await page.goto('/payment?jobId=1&sponsorshipType=7days')
	await expect(page.getByText('Invalid payment parameters. Please try posting your job again.')).toBeVisible()
	await expect(page.getByRole('link', { name: 'Return to Post Job' })).toHaveAttribute('href', '/post-job')
	await expect(page.getByRole('button', { name: 'Complete Payment' })).toHaveCount(0)
})

test('choosing a paid plan posts the job, opens /payment with its parameters and order summary; the paid return features the job', async ({
	page,
	request,
}, testInfo) => {
	// Stripe.js cannot be reached from here: fail it at once rather than waiting for the network.
	await page.route(/^https:\/\/([a-z0-9-]+\.)*js\.stripe\.com\//, (route) => route.abort())
	await signIn(page, DEMO.employer.email, DEMO.employer.password)
	await page.goto('/post-job?plan=sponsored-30')
	await expect(page.getByRole('radio', { name: /Premium Sponsored/ })).toBeChecked()
	const title = uniqueTitle(testInfo.project.name)
	await fillJob(page, title)
	await page.getByRole('radio', { name: /Featured Job/ }).check()
	await page.getByRole('button', { name: 'Post Job', exact: true }).click()

	await page.waitForURL(/\/payment\?/)
	const url = new URL(page.url())
	expect([...url.searchParams.keys()]).toEqual(['jobId', 'clientSecret', 'sponsorshipType'])
	expect(url.searchParams.get('sponsorshipType')).toBe('7days')
	const clientSecret = url.searchParams.get('clientSecret')!
	expect(clientSecret).toMatch(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/)
	await expect(page).toHaveTitle('Payment | Warrington Jobs')

	const summary = page.getByRole('region', { name: 'Order Summary' })
	await expect(summary).toContainText('PlanFeatured Job')
	await expect(summary).toContainText('Price£4.99')
	await expect(summary).toContainText('Duration7 days')
	await expect(summary).toContainText('Total£4.99')
	await expect(page.getByRole('link', { name: 'Back to Post Job' })).toHaveAttribute('href', '/post-job')
	const details = page.getByRole('region', { name: 'Payment Details' })
	if (testInfo.project.name === 'js') {
		// No endless spinner and no crash: a clear message with a way to try again.
		await expect(details.getByRole('alert')).toContainText('The secure card form could not be loaded from Stripe.', {
			timeout: 30_000,
		})
		await expect(details.getByRole('button', { name: 'Try again' })).toBeVisible()
		await expect(details.getByText('Card payment needs JavaScript')).toHaveCount(0)
	} else {
		await expect(details.getByText('Card payment needs JavaScript')).toBeVisible()
	}
	await expect(details.getByRole('button', { name: 'Complete Payment' })).toHaveCount(0)

	// The customer pays (what Stripe.js would do), and Stripe sends the browser back.
	const paymentIntentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'))
	expect((await request.post(`${stripeStandInBase()}/test/payment_intents/${paymentIntentId}/succeed`)).status()).toBe(
		200,
	)
	await page.goto(
		`/payment-success?${new URLSearchParams({ payment_intent: paymentIntentId, payment_intent_client_secret: clientSecret, redirect_status: 'succeeded' })}`,
	)
	await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
	await expect(
		page.getByText(
			'Your job has been featured and is now getting premium visibility. You should see increased applications soon.',
		),
	).toBeVisible()
	await expect(page.getByRole('link', { name: 'View All Jobs' })).toHaveAttribute('href', '/')
	await page.getByRole('link', { name: 'View Dashboard' }).click()
	await page.waitForURL('/employer-dashboard')
	await expect(page.getByRole('article', { name: title }).getByText('Sponsored', { exact: true })).toBeVisible()

	// The page of a paid payment shows the success view.
	await page.goto(`/payment?${url.searchParams}`)
	await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
})

test('someone else’s payment page is not found', async ({ page, request }) => {
	const { path } = await startedPayment(request, '7days')
	await signIn(page, DEMO.seeker.email, DEMO.seeker.password)
	const response = await page.goto(path)
	expect(response?.status()).toBe(404)
	await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
})

test('the Stripe webhook takes signed events without a session or Origin, and refuses a bad signature', async ({
	request,
}, testInfo) => {
	test.skip(testInfo.project.name !== 'js', 'an API test: one run is enough')
	const payload = JSON.stringify({
		id: `evt_e2e_${Date.now()}`,
		object: 'event',
		type: 'customer.created',
		data: { object: {} },
	})
	const refused = await request.post('/api/stripe/webhook', {
		headers: {
			'Content-Type': 'application/json',
			'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' }),
		},
		data: payload,
	})
	expect(refused.status()).toBe(400)
	expect(await refused.json()).toEqual({ message: 'Invalid Stripe-Signature' })

	const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: E2E_WEBHOOK_SECRET })
	const accepted = await request.post('/api/stripe/webhook', {
		headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
		data: payload,
	})
	expect(accepted.status()).toBe(200)
	expect(await accepted.json()).toEqual({ received: true, ignored: 'customer.created' })
	const replay = await request.post('/api/stripe/webhook', {
		headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
		data: payload,
	})
	expect(await replay.json()).toEqual({ received: true, duplicate: true })
})

test('without Stripe keys, sponsorship is plainly not available and cannot be chosen or bought', async ({
	page,
	request,
}, testInfo) => {
	test.skip(testInfo.project.name !== 'js', 'starts a server of its own: one run is enough')
	test.setTimeout(120_000)
	const app = await startApp(request, {
		DATABASE_URL: e2eDatabaseUrl(),
		RATE_LIMIT_FACTOR: '50',
		STRIPE_SECRET_KEY: '',
		STRIPE_PUBLISHABLE_KEY: '',
		STRIPE_WEBHOOK_SECRET: '',
		STRIPE_API_BASE: '',
	})
	try {
		await page.goto(`${app.origin}/auth`)
		await submitSignIn(page, DEMO.employer.email, DEMO.employer.password)
		await page.waitForURL((url) => url.pathname !== '/auth')
		await page.goto(`${app.origin}/post-job?plan=sponsored-30`)
		await expect(page.getByText(NOT_CONFIGURED)).toBeVisible()
		await expect(page.getByRole('radio', { name: 'Free Posting' })).toBeChecked()
		await expect(page.getByRole('radio', { name: /Premium Sponsored/ })).toBeDisabled()
		await expect(page.getByRole('radio', { name: /Featured Job/ })).toBeDisabled()

		const login = await request.post(`${app.origin}/api/login`, {
			data: { email: DEMO.employer.email, password: DEMO.employer.password },
		})
		const { token } = (await login.json()) as { token: string }
		const jobs = (await (
			await request.get(`${app.origin}/api/employer/jobs`, { headers: { Authorization: `Bearer ${token}` } })
		).json()) as { id: number }[]
		const refused = await request.post(`${app.origin}/api/create-payment-intent`, {
			headers: { Authorization: `Bearer ${token}` },
			data: { jobId: jobs[0]!.id, sponsorshipType: '7days' },
		})
		expect(refused.status()).toBe(503)
		expect(await refused.json()).toEqual({ message: NOT_CONFIGURED })
	} finally {
		app.child.kill('SIGTERM')
		await app.exited
	}
})

test('/payment has no serious or critical axe violations', async ({ browser, request }, testInfo) => {
	test.slow()
	const { path } = await startedPayment(request, '30days')
	const invalid = '/payment'
	expect(await seriousViolationsSignedIn(browser, testInfo, DEMO.employer, [path, invalid])).toEqual({
		[path]: [],
		[invalid]: [],
	})
})
