// The one Origin rule (decision 104): a write made with the session cookie from another site is
// refused, whatever route it is sent to; the same write from our own pages goes through.
import { expect, test } from '@playwright/test'
import { DEMO, expectSignedIn, signIn } from './helpers.ts'

test('a signed-in seeker’s cookie does not let another site save preferences or sign them out', async ({
	page,
	baseURL,
}) => {
	await signIn(page, DEMO.seeker.email, DEMO.seeker.password)
	// page.request shares the browser's cookies: the session cookie goes with each of these.
	const form = { jobTypes: 'Full-time', locations: 'Warrington', industries: 'Retail', salaryMin: '', salaryMax: '' }
	const foreign = { Origin: 'https://evil.example' }
	const refused = await page.request.post('/preferences', { form, headers: foreign, maxRedirects: 0 })
	expect(refused.status()).toBe(403)
	// No Origin and no Sec-Fetch-Site, as a script with a stolen cookie would send: refused too.
	expect((await page.request.post('/logout', { maxRedirects: 0 })).status()).toBe(403)
	expect((await page.request.post('/logout', { headers: foreign, maxRedirects: 0 })).status()).toBe(403)

	await page.goto('/')
	await expectSignedIn(page, '/employee-dashboard')
	// From our own origin, the same post is taken.
	const ours = await page.request.post('/preferences', { form, headers: { Origin: baseURL! }, maxRedirects: 0 })
	expect(ours.status()).not.toBe(403)
	expect(ours.status()).toBeLessThan(500)
})
