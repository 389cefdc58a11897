// The rendered-page cache end to end, against the test database: a Node server that answers from
// the cache as server/main.ts does (answerFromPageCache) and otherwise runs the route through the
// root middleware (callRoute), which stores what it may. The routes answer JSON here rather than
// HTML (no build), which the cache treats alike: it keeps bytes and headers.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { data } from 'react-router'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { apiUser, postedJob, uniqueWord, withParams } from '../../../../tests/fixtures/jobs.ts'
import { reviewInput, uniqueCompany } from '../../../../tests/fixtures/reviews.ts'
import { callRoute, freshEm, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { Job } from '../../../models/job.ts'
import * as listing from '../../../features/jobs/routes/_index.tsx'
import * as blog from '../../../features/blog/routes/blog.tsx'
import * as reviews from '../../../features/reviews/routes/company-reviews.tsx'
import * as jobPage from '../../../features/jobs/routes/jobs.$id.tsx'
import { createBlogPost } from '../../../features/blog/blog.server.ts'
import { setJobActive } from '../../../features/jobs/jobs.server.ts'
import { createReview } from '../../../features/reviews/reviews.server.ts'
import {
	closePageCacheConnection,
	pageCacheSettled,
	pageCacheStats,
	resetPageCache,
	versionForHit,
} from './page-cache.server.ts'
import { answerFromPageCache } from './serve-cached-page.server.ts'
import { requestLogging } from '../../logger.server.ts'
import { metrics } from '../../metrics.server.ts'

/** A module's loader as React Router runs it for a page: its answer with the module's `headers`. */
const page =
	(module: { loader: (args: never) => Promise<unknown>; headers: () => Record<string, string> }) =>
	async (args: unknown) =>
		data(await module.loader(args as never), { headers: module.headers() })

function routeOf(pathname: string): {
	handler: ReturnType<typeof withParams>
	params: Record<string, string>
	pattern?: string
} {
	const job = pathname.match(/^\/jobs\/(\d+)$/)
	if (job) return { handler: withParams(jobPage.loader), params: { id: job[1]! }, pattern: 'jobs/:id' }
	const handler = { '/': page(listing), '/company-reviews': page(reviews), '/blog': page(blog) }[pathname]
	if (!handler) throw new Error(`No route for ${pathname} in this test`)
	return { handler: withParams(handler), params: {} }
}

let server: Server
let base = ''
beforeAll(async () => {
	const logging = requestLogging({ trustProxy: false })
	server = createServer((req, res) => {
		logging(req, res, () => void answer(req, res))
	})
	const answer = (req: IncomingMessage, res: ServerResponse) =>
		void (async () => {
			// As server/main.ts: a cache that cannot answer (its connection broken) leaves the page to the app.
			if (await answerFromPageCache(req, res).catch(() => false)) return
			const headers = new Headers()
			for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
			const request = new Request(`${ORIGIN}${req.url}`, { headers })
			const { handler, params, pattern } = routeOf(new URL(request.url).pathname)
			const response = await callRoute(handler, request, { params, pattern })
			res.writeHead(response.status, Object.fromEntries(response.headers))
			res.end(Buffer.from(await response.arrayBuffer()))
		})().catch((error: unknown) => {
			res.writeHead(500)
			res.end(String(error))
		})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
	await new Promise<void>((resolve) => server.close(() => resolve()))
	await closePageCacheConnection()
})
beforeEach(() => resetPageCache())

/** A GET as a browser sends it; resolves once anything it made the cache store is stored. */
async function visit(path: string, headers: Record<string, string> = {}) {
	const response = await fetch(`${base}${path}`, { headers })
	const body = await response.text()
	await pageCacheSettled()
	return { status: response.status, headers: response.headers, body, cache: response.headers.get('X-Page-Cache') }
}

test('a signed-in visitor never gets the page the cache holds for anonymous ones, and never adds to it', async () => {
	const { user: employer } = await apiUser('employer')
	const job = await postedJob(employer, { title: `${uniqueWord()} Chef` })
	const first = await visit(`/jobs/${job.id}`)
	expect(first.cache).toBe('miss')
	const second = await visit(`/jobs/${job.id}`)
	expect(second.cache).toBe('hit')
	expect(second.body).toBe(first.body)

	const { user: seeker, cookie } = await signedIn('employee')
	const seekers = await visit(`/jobs/${job.id}`, { Cookie: cookie })
	expect(seekers.cache).toBeNull()
	expect(seekers.headers.get('Cache-Control')).toBe('private, no-store')
	// Their own page: the apply panel knows who they are.
	expect(seekers.body).toContain(seeker.email)
	expect(first.body).not.toContain(seeker.email)
	const stored = pageCacheStats().stored

	// A cookie of ours that names no session (expired, say), or a pending toast, bypasses it too.
	for (const bypassing of [`session=${'x'.repeat(40)}`, 'toast=e30%3D', `theme=dark; ${cookie}`]) {
		const answer = await visit(`/jobs/${job.id}`, { Cookie: bypassing })
		expect(answer.cache, bypassing).toBeNull()
	}
	expect(pageCacheStats().stored).toBe(stored)
	// Anonymous visitors still get the page as it was stored; a cookie not of ours does not matter.
	const again = await visit(`/jobs/${job.id}`, { Cookie: 'theme=dark' })
	expect(again.cache).toBe('hit')
	expect(again.body).toBe(first.body)
})

test('a request with a bearer token is neither answered from the cache nor stored into it', async () => {
	const { user: employer, token } = await apiUser('employer')
	const job = await postedJob(employer)
	await visit(`/jobs/${job.id}`)
	expect((await visit(`/jobs/${job.id}`)).cache).toBe('hit')
	const { hits, stored } = pageCacheStats()
	const withToken = await visit(`/jobs/${job.id}`, { Authorization: `Bearer ${token}` })
	expect(withToken.status).toBe(200)
	expect(withToken.cache).toBeNull()
	expect(withToken.headers.get('Cache-Control')).toBe('private, no-store')
	expect(pageCacheStats()).toMatchObject({ hits, stored })
})

test('a job the employer takes down, or whose advert changes, shows at once on its page and the listing', async () => {
	const { user: employer } = await apiUser('employer')
	const word = uniqueWord()
	const job = await postedJob(employer, { title: `${word} Care Assistant` })
	for (const path of [`/jobs/${job.id}`, `/?search=${word}`]) {
		await visit(path)
		const cached = await visit(path)
		expect(cached.cache, path).toBe('hit')
		expect(cached.body).toContain(`${word} Care Assistant`)
	}

	// The employer dashboard's Deactivate (and PATCH /api/jobs/{id}) go through setJobActive.
	const em = await freshEm()
	await setJobActive(em, await em.findOneOrFail(Job, job.id), false)
	// Its page stays (decision 209), saying it no longer takes applications.
	const ended = await visit(`/jobs/${job.id}`)
	expect(ended.cache).toBe('miss')
	expect(ended.body).toContain('no longer taking applications')
	const listed = await visit(`/?search=${word}`)
	expect(listed.cache).toBe('miss')
	expect(listed.body).not.toContain(`${word} Care Assistant`)

	await setJobActive(em, await em.findOneOrFail(Job, job.id), true)
	await visit(`/jobs/${job.id}`)
	expect((await visit(`/jobs/${job.id}`)).cache).toBe('hit')
	await em.getConnection().execute(`update job set title = ? where id = ?`, [`${word} Senior Care Assistant`, job.id])
	for (const path of [`/jobs/${job.id}`, `/?search=${word}`]) {
		const edited = await visit(path)
		expect(edited.cache, path).toBe('miss')
		expect(edited.body).toContain(`${word} Senior Care Assistant`)
	}
})

test('a new review or blog post shows at once on the pages the cache held', async () => {
	const company = uniqueCompany()
	const reviewsPath = `/company-reviews?company=${encodeURIComponent(company)}`
	await visit(reviewsPath)
	expect((await visit(reviewsPath)).cache).toBe('hit')
	await visit('/blog')
	expect((await visit('/blog')).cache).toBe('hit')

	const { user: seeker } = await signedIn('employee')
	const title = `${uniqueWord()} was a good place to learn`
	await createReview(await freshEm(), seeker, reviewInput({ companyName: company, reviewTitle: title }))
	const reviewed = await visit(reviewsPath)
	expect(reviewed.cache).toBe('miss')
	expect(reviewed.body).toContain(title)

	const postTitle = `${uniqueWord()}: five interview questions`
	await createBlogPost(await freshEm(), {
		title: postTitle,
		excerpt: 'What Warrington employers ask most.',
		content: 'Be ready to talk about a time you solved a problem.',
		category: 'Career Advice',
		published: true,
	})
	const posts = await visit('/blog')
	expect(posts.cache).toBe('miss')
	expect(posts.body).toContain(postTitle)
})

test('a cached page is served in the encoding asked for, keeps its ETag and 304, and varies by what the page does', async () => {
	const { user: employer } = await apiUser('employer')
	const job = await postedJob(employer)
	const path = `/jobs/${job.id}`
	const rendered = await visit(path, { 'Accept-Encoding': 'identity' })
	const etag = rendered.headers.get('ETag')!
	expect(etag).toMatch(/^W\/"/)
	for (const encoding of ['br', 'gzip', 'identity']) {
		const cached = await visit(path, { 'Accept-Encoding': encoding })
		expect(cached.cache).toBe('hit')
		expect(cached.headers.get('Content-Encoding')).toBe(encoding === 'identity' ? null : encoding)
		expect(cached.body).toBe(rendered.body)
		expect(cached.headers.get('ETag')).toBe(etag)
		expect(cached.headers.get('Cache-Control')).toBe(rendered.headers.get('Cache-Control'))
		expect(cached.headers.get('Vary')).toBe(rendered.headers.get('Vary'))
	}
	const notModified = await visit(path, { 'If-None-Match': etag })
	expect(notModified.status).toBe(304)
	expect(notModified.cache).toBe('hit')
	expect(notModified.body).toBe('')
	expect(notModified.headers.get('ETag')).toBe(etag)

	// The job page's Back link follows the Referer (Vary: Referer): one stored copy per referring page.
	const fromSearch = await visit(path, { Referer: `${ORIGIN}/?search=chef` })
	expect(fromSearch.cache).toBe('miss')
	expect(fromSearch.body).toContain('/?search=chef#jobs')
	expect((await visit(path, { Referer: `${ORIGIN}/?search=chef` })).cache).toBe('hit')
	expect((await visit(path)).body).toBe(rendered.body)
})

test('the metrics count a miss and a hit, and time the hit under the route that rendered the page', async () => {
	const { user: employer } = await apiUser('employer')
	const job = await postedJob(employer)
	const { cacheLookups, httpDuration } = metrics()
	const lookups = async (result: string) =>
		(await cacheLookups.get()).values.find((v) => v.labels.cache === 'page' && v.labels.result === result)?.value ?? 0
	const jobPages = async () =>
		(await httpDuration.get()).values.find(
			(v) => v.metricName === 'wj_http_request_duration_seconds_count' && v.labels.route === '/jobs/:id',
		)?.value ?? 0
	const before = { hit: await lookups('hit'), miss: await lookups('miss'), pages: await jobPages() }
	expect((await visit(`/jobs/${job.id}`)).cache).toBe('miss')
	expect((await visit(`/jobs/${job.id}`)).cache).toBe('hit')
	expect(await lookups('miss')).toBe(before.miss + 1)
	expect(await lookups('hit')).toBe(before.hit + 1)
	expect(await jobPages()).toBe(before.pages + 2)
})

test('a hit is checked against a version read begun after it arrived; hits arriving during a read share the next', async () => {
	const reads: ((version: string) => void)[] = []
	const read = () => new Promise<string>((resolve) => reads.push(resolve))
	const first = versionForHit(read)
	// A job is edited now, while the first read is under way: these two must not be given its answer.
	const second = versionForHit(read)
	const third = versionForHit(read)
	expect(reads).toHaveLength(1)
	reads[0]!('before the edit')
	expect(await first).toBe('before the edit')
	await expect.poll(() => reads.length).toBe(2)
	reads[1]!('after the edit')
	expect([await second, await third]).toEqual(['after the edit', 'after the edit'])
	expect(reads).toHaveLength(2)
})

test('a broken connection of the cache is replaced: the page is rendered meanwhile, then served from the cache again', async () => {
	const { user: employer } = await apiUser('employer')
	const job = await postedJob(employer)
	await visit(`/jobs/${job.id}`)
	expect((await visit(`/jobs/${job.id}`)).cache).toBe('hit')
	const em = await freshEm()
	const terminated = await em
		.getConnection()
		.execute<{ gone: boolean }[]>(
			`select pg_terminate_backend(pid) as gone from pg_stat_activity where application_name = 'page-cache' and datname = current_database()`,
		)
	expect(terminated).toEqual([{ gone: true }])
	expect((await visit(`/jobs/${job.id}`)).status).toBe(200)
	await expect.poll(async () => (await visit(`/jobs/${job.id}`)).cache).toBe('hit')
})
