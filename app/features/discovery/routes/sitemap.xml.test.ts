// /sitemap.xml and its sitemaps through the root middleware: valid against the sitemaps.org schemas,
// naming exactly the listed jobs (with their real last change), the companies, published posts and
// listed courses, split at the URLs per file, and sent publicly with Last-Modified.
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { apiUser, postedJob, uniqueWord, withParams } from '../../../../tests/fixtures/jobs.ts'
import { storedCourse } from '../../../../tests/fixtures/courses.ts'
import { reviewInput, uniqueCompany } from '../../../../tests/fixtures/reviews.ts'
import { callRoute, freshEm, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { entriesOf, expectValidSitemap } from '../../../../tests/fixtures/sitemaps.ts'
import { CompanyReview } from '../../../models/company-review.ts'
import { Job } from '../../../models/job.ts'
import { config } from '../../../platform/config.server.ts'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../../platform/render/http-cache.server.ts'
import { createBlogPost } from '../../blog/blog.server.ts'
import { setJobActive } from '../../jobs/jobs.server.ts'
import { createReview } from '../../reviews/reviews.server.ts'
import { sitemapSettings } from '../sitemaps.server.ts'
import { w3cDatetime } from '../sitemaps-xml.ts'
import * as index from './sitemap.xml.ts'
import * as child from './sitemaps.$name.ts'

const get = (path: string) => new Request(`${ORIGIN}${path}`)
const indexResponse = () => callRoute(withParams(index.loader), get('/sitemap.xml'))
const childResponse = (name: string) =>
	callRoute(withParams(child.loader), get(`/sitemaps/${name}`), { params: { name } })

async function sitemap(name: string) {
	const response = await childResponse(name)
	expect(response.status, name).toBe(200)
	const xml = await response.text()
	await expectValidSitemap(xml, 'urlset')
	return entriesOf(xml)
}
async function sitemapIndex() {
	const response = await indexResponse()
	expect(response.status).toBe(200)
	const xml = await response.text()
	await expectValidSitemap(xml, 'sitemapindex')
	return entriesOf(xml)
}
const childNames = (entries: { loc: string }[]) =>
	entries.map((entry) => entry.loc.replace(`${config.appOrigin}/sitemaps/`, ''))

/** Every listed job's URL, read from the database, as the jobs' sitemaps should give them. */
async function listedJobUrls() {
	const jobs = await (
		await freshEm()
	).find(Job, { isActive: true, expiresAt: { $gt: new Date() } }, { orderBy: { id: 'asc' } })
	return jobs.map((job) => `${config.appOrigin}/jobs/${job.id}`)
}
async function jobUrlsInSitemaps() {
	const names = childNames(await sitemapIndex()).filter((name) => name.startsWith('jobs-'))
	const urls: string[] = []
	for (const name of names) urls.push(...(await sitemap(name)).map((entry) => entry.loc))
	return urls
}

let employer: Awaited<ReturnType<typeof apiUser>>['user']
beforeAll(async () => {
	employer = (await apiUser('employer')).user
})
afterEach(() => {
	sitemapSettings.urlsPerFile = 50_000
})

describe('the index', () => {
	test('names the pages’ sitemap and only sitemaps that have URLs, and is valid', async () => {
		const names = childNames(await sitemapIndex())
		expect(names[0]).toBe('pages.xml')
		for (const name of names) await sitemap(name)
	})

	test('is public, XML, and says when its newest sitemap last changed', async () => {
		const job = await postedJob(employer, { title: `${uniqueWord()} Picker` })
		const response = await indexResponse()
		expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
		expect(response.headers.get('Cache-Control')).toBe(PUBLIC_PAGE_CACHE_CONTROL)
		expect(response.headers.get('ETag')).toMatch(/^W\//)
		const lastModified = new Date(response.headers.get('Last-Modified')!)
		expect(lastModified.getTime()).toBeGreaterThanOrEqual(Math.floor(job.updatedAt.getTime() / 1000) * 1000)
	})

	test('a signed-in visitor gets it too, but privately', async () => {
		const { cookie } = await signedIn('employee')
		const response = await callRoute(
			withParams(index.loader),
			new Request(`${ORIGIN}/sitemap.xml`, { headers: { Cookie: cookie } }),
		)
		expect(response.status).toBe(200)
		expect(response.headers.get('Cache-Control')).toBe('private, no-store')
	})
})

describe('the jobs’ sitemaps', () => {
	test('name every listed job, with the time it last changed, and no other', async () => {
		const listed = await postedJob(employer, { title: `${uniqueWord()} Forklift Driver` })
		const inactive = await postedJob(employer, {}, { isActive: false })
		const expired = await postedJob(employer, {}, { expiresAt: new Date(Date.now() - 60_000) })
		const entries = (
			await Promise.all(
				childNames(await sitemapIndex())
					.filter((name) => name.startsWith('jobs-'))
					.map(sitemap),
			)
		).flat()
		expect(entries.map((entry) => entry.loc)).toEqual(await listedJobUrls())
		const entry = entries.find((each) => each.loc === `${config.appOrigin}/jobs/${listed.id}`)
		expect(entry?.lastmod).toBe(w3cDatetime(listed.updatedAt))
		const urls = entries.map((each) => each.loc)
		expect(urls).not.toContain(`${config.appOrigin}/jobs/${inactive.id}`)
		expect(urls).not.toContain(`${config.appOrigin}/jobs/${expired.id}`)
	})

	test('a job the employer ends leaves its sitemap at once', async () => {
		const job = await postedJob(employer, { title: `${uniqueWord()} Cleaner` })
		const url = `${config.appOrigin}/jobs/${job.id}`
		expect(await jobUrlsInSitemaps()).toContain(url)
		const em = await freshEm()
		await setJobActive(em, await em.findOneOrFail(Job, job.id), false)
		expect(await jobUrlsInSitemaps()).not.toContain(url)
	})

	test('are split at the URLs per file, each file valid, the index naming every one', async () => {
		for (let count = 0; count < 5; count++) await postedJob(employer, { title: `${uniqueWord()} Driver` })
		const listed = await listedJobUrls()
		sitemapSettings.urlsPerFile = 2
		const names = childNames(await sitemapIndex()).filter((name) => name.startsWith('jobs-'))
		expect(names).toEqual(Array.from({ length: Math.ceil(listed.length / 2) }, (_, page) => `jobs-${page + 1}.xml`))
		const files = await Promise.all(names.map(sitemap))
		for (const file of files) expect(file.length).toBeLessThanOrEqual(2)
		expect(files.flat().map((entry) => entry.loc)).toEqual(listed)
		// A page past the last is not there.
		expect((await childResponse(`jobs-${names.length + 1}.xml`)).status).toBe(404)
	})

	test('each file of the index carries the latest change of its own jobs', async () => {
		await postedJob(employer, { title: `${uniqueWord()} Porter` })
		sitemapSettings.urlsPerFile = 1
		for (const entry of (await sitemapIndex()).filter((each) => each.loc.includes('/jobs-'))) {
			const [job] = await sitemap(entry.loc.split('/').pop()!)
			expect(entry.lastmod).toBe(job!.lastmod)
		}
	})
})

describe('the other sitemaps', () => {
	test('companies with a listed job or a review have their page; a company only hidden reviews name has none', async () => {
		const hiring = uniqueCompany()
		await postedJob(employer, { company: hiring })
		const reviewed = uniqueCompany()
		const { user: seeker } = await apiUser('employee')
		await createReview(await freshEm(), seeker, reviewInput({ companyName: reviewed }))
		const hidden = uniqueCompany()
		const { user: another } = await apiUser('employee')
		const review = await createReview(await freshEm(), another, reviewInput({ companyName: hidden }))
		const em = await freshEm()
		await em.nativeUpdate(CompanyReview, { id: review.id }, { hidden: true })
		const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
		const urls = (await sitemap('companies.xml')).map((entry) => entry.loc)
		expect(urls).toContain(`${config.appOrigin}/companies/${slug(hiring)}`)
		expect(urls).toContain(`${config.appOrigin}/companies/${slug(reviewed)}`)
		expect(urls).not.toContain(`${config.appOrigin}/companies/${slug(hidden)}`)
	})

	test('blog posts: published ones with their last change, never a draft', async () => {
		const input = {
			excerpt: 'What Warrington employers ask.',
			content: 'Be ready.',
			category: 'Career Advice' as const,
		}
		const published = await createBlogPost(await freshEm(), {
			...input,
			title: `${uniqueWord()} tips`,
			published: true,
		})
		const draft = await createBlogPost(await freshEm(), { ...input, title: `${uniqueWord()} draft`, published: false })
		const entries = await sitemap('blog.xml')
		const entry = entries.find((each) => each.loc === `${config.appOrigin}/blog/${published.slug}`)
		expect(entry?.lastmod).toBe(w3cDatetime(published.updatedAt))
		expect(entries.map((each) => each.loc)).not.toContain(`${config.appOrigin}/blog/${draft.slug}`)
	})

	test('courses: listed ones, never a withdrawn one', async () => {
		const { course } = await storedCourse()
		const { course: withdrawn } = await storedCourse({ isActive: false })
		const urls = (await sitemap('courses.xml')).map((entry) => entry.loc)
		expect(urls).toContain(`${config.appOrigin}/training/${course.id}`)
		expect(urls).not.toContain(`${config.appOrigin}/training/${withdrawn.id}`)
	})

	test('any other name is 404', async () => {
		for (const name of ['jobs-0.xml', 'jobs-01.xml', 'jobs-x.xml', 'users.xml', 'pages', '__proto__', 'toString'])
			expect((await childResponse(name)).status, name).toBe(404)
	})
})
