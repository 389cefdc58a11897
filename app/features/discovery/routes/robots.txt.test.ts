// /robots.txt: its lines, and every URL of app/routes.ts either open to crawlers (the public pages
// listed here) or kept from them, so a new route must be placed on one side.
import { expect, test } from 'vitest'
import { withParams } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { readRobotsTxt, robotsAllow } from '../../../../tests/fixtures/sitemaps.ts'
import routes from '../../../routes.ts'
import { config } from '../../../platform/config.server.ts'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../../platform/render/http-cache.server.ts'
import * as robots from './robots.txt.ts'

/** The routes a crawler may read: public pages, the API's documentation, the discovery files, redirects to them. */
const OPEN_TO_CRAWLERS = new Set([
	'/',
	'/api/docs',
	'/api/openapi.json',
	'/blog',
	'/blog/:slug',
	'/business-directory',
	'/career-advice',
	'/cleaning-jobs',
	'/companies/:slug',
	'/company-reviews',
	'/contact',
	'/cookies',
	'/employer-outreach',
	// Aggregators and feed readers fetch the feeds.
	'/feeds/indeed.xml',
	'/hiring-resources',
	'/job-post-warrington',
	'/jobs',
	'/jobs.rss',
	'/jobs/:id',
	// Share cards' pictures: the crawlers of Facebook, X and LinkedIn read robots.txt too.
	'/jobs/:id/share-image/:file',
	'/living-in-warrington',
	'/market-insights',
	'/pricing',
	'/privacy',
	'/recruitment-solutions',
	'/robots.txt',
	'/share-image.png',
	'/sitemap.xml',
	'/sitemaps/:name',
	'/support-worker-jobs',
	'/terms',
	'/training',
	'/training-courses',
	'/training/:id',
	'/*',
])

async function robotsTxt() {
	const response = await callRoute(withParams(robots.loader), new Request(`${ORIGIN}/robots.txt`))
	expect(response.status).toBe(200)
	return { response, text: await response.text() }
}

test('is plain text for every crawler, public, and names the sitemap index last', async () => {
	const { response, text } = await robotsTxt()
	expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
	expect(response.headers.get('Cache-Control')).toBe(PUBLIC_PAGE_CACHE_CONTROL)
	const lines = text.trimEnd().split('\n')
	expect(lines[0]).toBe('User-agent: *')
	expect(lines.at(-1)).toBe(`Sitemap: ${config.appOrigin}/sitemap.xml`)
	expect(lines).toContain('Allow: /api/docs$')
	expect(lines).toContain('Disallow: /api/')
	expect(lines).toContain('Disallow: /jobs/*/apply')
	for (const line of lines)
		expect(line, line).toMatch(/^(User-agent: \*|(Allow|Disallow): \/\S*|Sitemap: https?:\/\/\S+|)$/)
})

test('every route is either open to crawlers or kept from them, as decided', async () => {
	const { rules } = readRobotsTxt((await robotsTxt()).text)
	const wrong: string[] = []
	for (const entry of routes) {
		const pattern = `/${entry.path ?? ''}`
		const sample = pattern.replace(/:\w+/g, '7').replace('*', 'anything')
		if (robotsAllow(rules, sample) !== OPEN_TO_CRAWLERS.has(pattern)) wrong.push(pattern)
	}
	expect(wrong).toEqual([])
})

test('private areas are kept from crawlers, their public neighbours are not', async () => {
	const { rules } = readRobotsTxt((await robotsTxt()).text)
	for (const path of [
		'/employer-dashboard',
		'/employee-dashboard?tab=applications',
		'/account/delete',
		'/admin',
		'/api/jobs',
		'/api/jobs/3',
		'/api/docs/private',
		'/api/openapi.json.bak',
		'/jobs/3/apply',
		'/jobs/3/quick-apply',
		'/payment-success',
		'/profile-pictures/ab12',
		'/files/ab12',
		'/auth',
		'/training/4/enroll',
		'/training/4/modules/2',
	])
		expect(robotsAllow(rules, path), path).toBe(false)
	for (const path of ['/', '/?search=carer', '/jobs/3', '/api/docs', '/training/4', '/blog/some-post', '/pricing'])
		expect(robotsAllow(rules, path), path).toBe(true)
})
