// Every public page names exactly one canonical address (app/platform/canonical.ts): this walks the
// pages of routes.ts, opens each as a signed-out visitor would, and reads the link its `meta` gives.
// A page that sends a signed-out visitor elsewhere (to sign in) is not public and is passed over.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { storedCourse } from '../tests/fixtures/courses.ts'
import { apiUser, postedJob, withParams } from '../tests/fixtures/jobs.ts'
import { callRoute, freshEm, ORIGIN } from '../tests/fixtures/route.ts'
import { BlogPost } from './models/blog-post.ts'
import routes from './routes.ts'
import { companySlug } from './features/reviews/review-ratings.ts'

const SITE = 'https://www.warringtonjobs.example'

/** Pages not walked, and why. */
const NOT_WALKED: Record<string, string> = {
	'certificates/:number': 'a holder’s certificate, found only by its number; checked by its own tests',
	'training/:id/modules/:moduleId': 'a course module, for enrolled learners only',
	payment: 'the checkout of a sponsorship, for the employer buying it',
	'*': 'the 404 page',
}

type Meta = (args: Record<string, unknown>) => readonly Record<string, unknown>[] | undefined
type PageModule = {
	default?: unknown
	loader?: (args: never) => unknown
	meta?: Meta
}

const samples: Record<string, string> = {}

beforeAll(async () => {
	vi.stubEnv('APP_ORIGIN', SITE)
	const { user } = await apiUser('employer')
	const job = await postedJob(user, { title: 'Warehouse Operative', company: 'Birchwood Logistics Ltd' })
	const course = await storedCourse()
	const em = await freshEm()
	const post = em.create(BlogPost, {
		title: 'Interview tips for Warrington warehouse jobs',
		slug: `interview-tips-${job.id}`,
		excerpt: 'What local warehouse employers ask.',
		source: 'Arrive early.',
		content: '<p>Arrive early.</p>',
		author: 'Warrington Jobs',
		category: 'Career Advice',
		publishedAt: new Date(),
	})
	await em.flush()
	Object.assign(samples, {
		id: String(job.id),
		slug: post.slug,
	})
	samples['companies/:slug'] = companySlug(job.company)!
	samples['training/:id'] = String(course.course.id)
})
afterAll(() => {
	vi.unstubAllEnvs()
})

/** The page's route parameters, from the samples (a path's own sample first). */
function paramsOf(path: string) {
	const names = (path.match(/:\w+/g) ?? []).map((name) => name.slice(1))
	return Object.fromEntries(names.map((name) => [name, samples[path] ?? samples[name] ?? '']))
}

/** The page's address with its parameters filled in. */
function addressOf(path: string) {
	const params = paramsOf(path)
	return `/${path
		.split('/')
		.map((segment) => (segment.startsWith(':') ? params[segment.slice(1)] : segment))
		.join('/')}`
}

const pages = routes.filter((entry) => entry.file.endsWith('.tsx') && !((entry.path ?? '') in NOT_WALKED))

describe('canonical links', () => {
	test.each(pages.map((entry) => [entry.path ?? '', entry.file]))('/%s', async (path, file) => {
		const page = (await import(`./${file}`)) as PageModule
		if (!page.default) return
		const address = path === '' ? '/' : addressOf(path)
		const url = `${ORIGIN}${address}?utm_source=newsletter&page=1`
		let loaderData: unknown
		if (page.loader) {
			const response = await callRoute(withParams(page.loader), new Request(url), { params: paramsOf(path) })
			// Not for a signed-out visitor: it sends them to sign in, or says they must.
			if ((response.status >= 300 && response.status < 400) || response.status === 401 || response.status === 403)
				return
			expect(response.status, `${address} answers a signed-out visitor`).toBe(200)
			loaderData = response.headers.get('Content-Type')?.includes('json') ? await response.json() : undefined
		}
		const matches = [
			{ id: 'root', data: { origin: SITE, user: null, toast: null } },
			{ id: file, data: loaderData },
		]
		const tags =
			page.meta?.({
				loaderData,
				data: loaderData,
				matches,
				params: paramsOf(path),
				location: new URL(url),
				error: undefined,
			}) ?? []
		const canonical = tags.filter((tag) => tag.tagName === 'link' && tag.rel === 'canonical')
		expect(canonical, `${address} has one canonical link`).toHaveLength(1)
		const href = String(canonical[0]!.href)
		expect(href.startsWith(`${SITE}/`), href).toBe(true)
		// One address per page: the visitor's tracking and default parameters never reach it.
		expect(href).toBe(`${SITE}${address}`)
	})
})
