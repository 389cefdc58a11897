// A crawler's view, over HTTP: a Node server that answers as server/main.ts does (the page cache
// first, then compression, then the route through the root middleware, found in app/routes.ts).
// It starts at /robots.txt, follows the sitemap index to every sitemap, and must reach every listed
// job in the database; the pages it finds answer 200 and are not marked noindex; sitemaps come
// gzipped when asked and are retired from the page cache when a job or course changes.
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import compression from 'compression'
import { data, matchRoutes } from 'react-router'
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from 'vitest'
import { storedCourse } from '../../../tests/fixtures/courses.ts'
import { apiUser, postedJob, uniqueWord, withParams } from '../../../tests/fixtures/jobs.ts'
import { reviewInput, uniqueCompany } from '../../../tests/fixtures/reviews.ts'
import { callRoute, freshEm, ORIGIN } from '../../../tests/fixtures/route.ts'
import { entriesOf, readRobotsTxt, robotsAllow } from '../../../tests/fixtures/sitemaps.ts'
import { Job } from '../../models/job.ts'
import { TrainingCourse } from '../../models/training-course.ts'
import { config } from '../../platform/config.server.ts'
import {
	closePageCacheConnection,
	pageCacheSettled,
	resetPageCache,
} from '../../platform/render/page-cache/page-cache.server.ts'
import { answerFromPageCache } from '../../platform/render/page-cache/serve-cached-page.server.ts'
import routes from '../../routes.ts'
import { createBlogPost } from '../blog/blog.server.ts'
import { setJobActive } from '../jobs/jobs.server.ts'
import { createReview } from '../reviews/reviews.server.ts'
import { sitemapSettings } from './sitemaps.server.ts'

type RouteModule = {
	loader?: (args: never) => unknown
	headers?: (args: never) => HeadersInit
	meta?: (args: never) => { name?: string; content?: string }[] | undefined
	default?: unknown
}
const modules = import.meta.glob<RouteModule>([
	'/app/features/*/routes/*.{ts,tsx}',
	'!/app/features/*/routes/*.test.{ts,tsx}',
])
const table = routes.map((entry) => ({ path: entry.path ?? '/', id: entry.file }))

/** The module serving a path, as React Router would pick it, and its params. */
async function routeOf(pathname: string) {
	const match = matchRoutes(table, pathname)?.at(-1)
	if (!match) throw new Error(`No route for ${pathname}`)
	const importer = modules[`/app/${match.route.id}`]
	if (!importer) throw new Error(`No module ${match.route.id}`)
	return { module: await importer(), params: match.params as Record<string, string> }
}

type DataResult = { type: 'DataWithResponseInit'; data: unknown; init: ResponseInit | null }
const isData = (value: unknown): value is DataResult =>
	typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit'

/** A page's loader answers with the headers its `headers` export gives, as React Router sends them; a resource route's answer as it is. */
async function runRoute(request: Request) {
	const { module, params } = await routeOf(new URL(request.url).pathname)
	const handler = async (args: unknown) => {
		const loaded = module.loader ? await module.loader(args as never) : null
		if (loaded instanceof Response || !module.default) return loaded
		const loaderHeaders = new Headers(isData(loaded) ? (loaded.init?.headers ?? {}) : {})
		const pageHeaders = new Headers(
			module.headers?.({ loaderHeaders, parentHeaders: new Headers(), actionHeaders: new Headers() } as never),
		)
		return data(isData(loaded) ? loaded.data : loaded, {
			status: isData(loaded) ? loaded.init?.status : 200,
			headers: pageHeaders,
		})
	}
	return callRoute(withParams(handler), request, { params })
}

const compress = compression()
let server: Server
let base = ''
beforeAll(async () => {
	server = createServer((req, res) => {
		void (async () => {
			if (await answerFromPageCache(req, res).catch(() => false)) return
			await new Promise<void>((resolve) => compress(req as never, res as never, () => resolve()))
			const headers = new Headers()
			for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
			const response = await runRoute(new Request(`${ORIGIN}${req.url}`, { headers }))
			for (const [name, value] of response.headers) res.setHeader(name, value)
			res.statusCode = response.status
			res.end(Buffer.from(await response.arrayBuffer()))
		})().catch((error: unknown) => {
			res.statusCode = 500
			res.end(error instanceof Error ? (error.stack ?? error.message) : String(error))
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
	await new Promise<void>((resolve) => server.close(() => resolve()))
	await closePageCacheConnection()
})
beforeEach(() => resetPageCache())
afterEach(() => {
	sitemapSettings.urlsPerFile = 50_000
})

/** The raw answer to a GET (no decompression), once anything it had stored is in the page cache. */
async function rawGet(path: string, headers: Record<string, string> = {}) {
	const answer = await new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
		(resolve, reject) => {
			const request = httpRequest(`${base}${path}`, { headers }, (response) => {
				const chunks: Buffer[] = []
				response.on('data', (chunk: Buffer) => chunks.push(chunk))
				response.on('end', () =>
					resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
				)
				response.on('error', reject)
			})
			request.on('error', reject)
			request.end()
		},
	)
	await pageCacheSettled()
	return answer
}
async function visit(path: string) {
	const answer = await rawGet(path)
	return { ...answer, text: answer.body.toString('utf8'), cache: answer.headers['x-page-cache'] ?? null }
}

/** A URL the app gave, as a path on the test server; it must be on the app's origin. */
function pathOf(url: string) {
	expect(url.startsWith(`${config.appOrigin}/`), url).toBe(true)
	return url.slice(config.appOrigin.length)
}

/** Everything a crawler finds from /robots.txt: the rules, and each sitemap's URLs. */
async function crawl() {
	const robots = await visit('/robots.txt')
	expect(robots.status, robots.text).toBe(200)
	const { rules, sitemaps } = readRobotsTxt(robots.text)
	expect(sitemaps).toEqual([`${config.appOrigin}/sitemap.xml`])
	const found = new Map<string, string[]>()
	for (const indexUrl of sitemaps) {
		const index = await visit(pathOf(indexUrl))
		expect(index.status).toBe(200)
		for (const { loc } of entriesOf(index.text)) {
			expect(robotsAllow(rules, pathOf(loc)), loc).toBe(true)
			const sitemap = await visit(pathOf(loc))
			expect(sitemap.status, loc).toBe(200)
			found.set(
				pathOf(loc),
				entriesOf(sitemap.text).map((entry) => entry.loc),
			)
		}
	}
	return { rules, found }
}

async function listedJobUrls() {
	const jobs = await (await freshEm()).find(Job, { isActive: true, expiresAt: { $gt: new Date() } })
	return jobs.map((job) => `${config.appOrigin}/jobs/${job.id}`).sort()
}

test('a crawler starting at /robots.txt reaches every listed job, and only URLs it may fetch', async () => {
	const { user: employer } = await apiUser('employer')
	for (let count = 0; count < 4; count++) await postedJob(employer, { title: `${uniqueWord()} Care Assistant` })
	const ended = await postedJob(employer, {}, { isActive: false })
	sitemapSettings.urlsPerFile = 2
	const { rules, found } = await crawl()
	const jobUrls = [...found].filter(([name]) => name.startsWith('/sitemaps/jobs-')).flatMap(([, urls]) => urls)
	expect(jobUrls.length).toBeGreaterThanOrEqual(4)
	expect([...jobUrls].sort()).toEqual(await listedJobUrls())
	expect(jobUrls).not.toContain(`${config.appOrigin}/jobs/${ended.id}`)
	for (const url of [...found.values()].flat()) expect(robotsAllow(rules, pathOf(url)), url).toBe(true)
})

test('the URLs in the sitemaps answer 200 and are not marked noindex (every page, a sample of the rest)', async () => {
	const { user: employer } = await apiUser('employer')
	await postedJob(employer, { company: uniqueCompany() })
	const { user: seeker } = await apiUser('employee')
	await createReview(await freshEm(), seeker, reviewInput({ companyName: uniqueCompany() }))
	await createBlogPost(await freshEm(), {
		title: `${uniqueWord()}: what to bring to an interview`,
		excerpt: 'A short list.',
		content: 'Your CV, two forms of ID and a question of your own.',
		category: 'Career Advice',
		published: true,
	})
	await storedCourse()
	const { found } = await crawl()
	expect([...found.keys()].sort()).toEqual(
		[
			'/sitemaps/blog.xml',
			'/sitemaps/companies.xml',
			'/sitemaps/courses.xml',
			'/sitemaps/jobs-1.xml',
			'/sitemaps/pages.xml',
		].sort(),
	)
	const sample = [...found].flatMap(([name, urls]) => (name === '/sitemaps/pages.xml' ? urls : urls.slice(0, 3)))
	for (const url of sample) {
		const path = pathOf(url)
		const page = await visit(path)
		expect(page.status, `${path} ${page.text.slice(0, 600)}`).toBe(200)
		const { module, params } = await routeOf(new URL(url).pathname)
		const loaderData = JSON.parse(page.text) as unknown
		const meta = module.meta?.({
			loaderData,
			data: loaderData,
			params,
			location: { pathname: path },
			matches: [],
		} as never)
		expect(meta?.filter((tag) => tag.name === 'robots' && /noindex/i.test(tag.content ?? '')) ?? [], path).toEqual([])
	}
})

test('a sitemap comes gzipped when the client accepts it, rendered or from the page cache', async () => {
	const identity = await visit('/sitemaps/pages.xml')
	for (const cache of ['miss', 'hit']) {
		resetPageCache()
		if (cache === 'hit') await visit('/sitemaps/pages.xml')
		const gzipped = await rawGet('/sitemaps/pages.xml', { 'Accept-Encoding': 'gzip' })
		expect(gzipped.headers['content-encoding'], cache).toBe('gzip')
		expect(gzipped.headers['x-page-cache'] ?? 'miss', cache).toBe(cache)
		expect(String(gzipped.headers.vary)).toMatch(/Accept-Encoding/i)
		expect(gunzipSync(gzipped.body).toString('utf8')).toBe(identity.text)
		expect(gzipped.body.length).toBeLessThan(identity.body.length / 3)
	}
})

test('a kept sitemap is retired when a job is posted or ends, or a course changes', async () => {
	const { user: employer } = await apiUser('employer')
	const job = await postedJob(employer, { title: `${uniqueWord()} Night Porter` })
	const jobUrl = `${config.appOrigin}/jobs/${job.id}`
	for (const path of ['/sitemap.xml', '/sitemaps/jobs-1.xml']) await visit(path)
	expect((await visit('/sitemaps/jobs-1.xml')).cache).toBe('hit')
	expect((await visit('/sitemap.xml')).cache).toBe('hit')

	const posted = await postedJob(employer, { title: `${uniqueWord()} Kitchen Porter` })
	const withNew = await visit('/sitemaps/jobs-1.xml')
	expect(withNew.cache).toBe('miss')
	expect(entriesOf(withNew.text).map((entry) => entry.loc)).toContain(`${config.appOrigin}/jobs/${posted.id}`)

	const em = await freshEm()
	await setJobActive(em, await em.findOneOrFail(Job, job.id), false)
	const afterEnd = await visit('/sitemaps/jobs-1.xml')
	expect(afterEnd.cache).toBe('miss')
	expect(entriesOf(afterEnd.text).map((entry) => entry.loc)).not.toContain(jobUrl)

	const { course } = await storedCourse()
	await visit('/sitemaps/courses.xml')
	expect((await visit('/sitemaps/courses.xml')).cache).toBe('hit')
	await em.nativeUpdate(TrainingCourse, { id: course.id }, { isActive: false })
	const withdrawn = await visit('/sitemaps/courses.xml')
	expect(withdrawn.cache === 'miss' || withdrawn.status === 404).toBe(true)
	if (withdrawn.status === 200)
		expect(entriesOf(withdrawn.text).map((entry) => entry.loc)).not.toContain(
			`${config.appOrigin}/training/${course.id}`,
		)
})
