// No link on the site leads to a page that is not there (issue 11): every internal link found on
// `/`, its header and footer, each dashboard and the pages they lead to, signed out and signed in
// as each kind of account, answers something other than 404 (and never a 5xx).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO, signIn } from './helpers.ts'

/** Where each visitor's crawl starts: the listing and their own dashboard. */
const STARTS = {
	'signed out': ['/', '/pricing', '/auth'],
	seeker: ['/', '/employee-dashboard', '/profile'],
	employer: ['/', '/employer-dashboard', '/post-job'],
	admin: ['/', '/admin'],
} as const

/** Pages followed from each crawl; links on pages past this depth are checked but not read. */
const DEPTH = 2

/** Paths a GET must not be sent to by a crawler, or that are not pages. */
const SKIPPED = [/^\/logout$/, /^\/api\//, /^\/files\//, /^\/build\//, /^\/assets\//, /\.(ico|png|svg|webmanifest)$/]

/** Many links of one shape (a job's page, a page of results) are one link to check. */
function shapeOf(path: string) {
	return path.replace(/\/\d+(?=\/|$)/g, '/:id')
}

function internalLinks(html: string, base: string) {
	const links = new Set<string>()
	for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/gi)) {
		const decoded = href!.replaceAll('&amp;', '&')
		if (!decoded || decoded.startsWith('#') || /^(mailto|tel|javascript):/i.test(decoded)) continue
		const url = new URL(decoded, base)
		if (url.origin !== new URL(base).origin) continue
		if (SKIPPED.some((pattern) => pattern.test(url.pathname))) continue
		links.add(url.pathname + url.search)
	}
	return links
}

/** Every link reached from `starts`, with the status it answered and the page it was found on. */
async function crawl(request: APIRequestContext, baseURL: string, starts: readonly string[]) {
	const answered = new Map<string, { status: number; from: string }>()
	const seenShapes = new Set<string>()
	let frontier = starts.map((path) => ({ path, from: '(start)' }))
	for (let depth = 0; depth <= DEPTH && frontier.length; depth++) {
		const next: { path: string; from: string }[] = []
		for (const { path, from } of frontier) {
			const shape = shapeOf(new URL(path, baseURL).pathname) + (path.includes('?') ? '?' : '')
			if (seenShapes.has(shape)) continue
			seenShapes.add(shape)
			const response = await request.get(path, { maxRedirects: 5 })
			answered.set(path, { status: response.status(), from })
			if (depth === DEPTH || !(response.headers()['content-type'] ?? '').includes('text/html')) continue
			for (const link of internalLinks(await response.text(), response.url())) next.push({ path: link, from: path })
		}
		frontier = next
	}
	return answered
}

async function signedInRequest(page: Page, account: { email: string; password: string } | null) {
	if (account) await signIn(page, account.email, account.password)
	return page.request
}

for (const [who, starts] of Object.entries(STARTS)) {
	test(`every internal link answers, ${who}`, async ({ page, baseURL }, testInfo) => {
		test.skip(testInfo.project.name !== 'js', 'HTTP answers only: one run is enough')
		test.slow()
		const account =
			who === 'seeker' ? DEMO.seeker : who === 'employer' ? DEMO.employer : who === 'admin' ? DEMO.admin : null
		const request = await signedInRequest(page, account)
		const answered = await crawl(request, baseURL!, starts)
		const broken = [...answered]
			.filter(([, { status }]) => status === 404 || status >= 500)
			.map(([path, { status, from }]) => `${status} ${path} (linked from ${from})`)
		expect(answered.size, 'the crawl found the site’s links').toBeGreaterThan(10)
		expect(broken).toEqual([])
	})
}
