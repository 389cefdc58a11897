// The sitemaps (decision 208): an index at /sitemap.xml naming one sitemap per kind of public page,
// the jobs' split into files of at most 50,000 (/sitemaps/jobs-1.xml, jobs-2.xml ...).
//
// How to use it: `sitemapIndexEntries(em)` gives the index's entries, `sitemapEntries(em, name)` a
// child's by its file name (null when there is no such file, or it would be empty: the protocol
// wants at least one URL). Both are read from the database; the routes send them publicly, so the
// page cache keeps the answers until a job, review, post or course changes (their tables move the
// content's version) or LISTING_CACHE_SECONDS pass. The jobs' queries also go through the listing
// cache, which only jobs retire.
import type { EntityManager } from '@mikro-orm/postgresql'
import { config } from '../../platform/config.server.ts'
import { cachedListing } from '../../platform/render/listing-cache.server.ts'
import { publishedPostDates } from '../blog/blog.server.ts'
import { LISTED_JOB_SQL } from '../jobs/listed-job.server.ts'
import { companiesWithPages } from '../reviews/company-pages.server.ts'
import { listedCourseDates } from '../training/course-catalogue.server.ts'
import { PUBLIC_PAGE_PATHS } from './sitemaps-pages.ts'
import { latestOf, MAX_URLS_PER_SITEMAP, type SitemapEntry } from './sitemaps-xml.ts'

/** The URLs per file; tests lower it to see the jobs split without 50,000 rows (and restore it). */
export const sitemapSettings = { urlsPerFile: MAX_URLS_PER_SITEMAP }

const absolute = (path: string) => `${config.appOrigin}${path}`
const sitemapUrl = (name: string) => absolute(`/sitemaps/${name}`)

/** jobs-1.xml is the first page of listed jobs; no leading zeros, so each file has one address. */
const JOB_FILE = /^jobs-([1-9]\d{0,8})\.xml$/

type JobPage = { page: number; lastModified: Date }

/** The pages of listed jobs, by id, with the latest change on each. */
function jobPages(em: EntityManager): Promise<JobPage[]> {
	const perFile = sitemapSettings.urlsPerFile
	return cachedListing(em, `sitemap job pages ${perFile}`, async () => {
		const rows = await em.getConnection().execute<{ page: string | number; last_modified: Date | string }[]>(
			`select page, max(updated_at) as last_modified
			from (select (row_number() over (order by j.id) - 1) / ? + 1 as page, j.updated_at from job j where ${LISTED_JOB_SQL}) pages
			group by page order by page`,
			[perFile],
		)
		return rows.map((row) => ({ page: Number(row.page), lastModified: new Date(row.last_modified) }))
	})
}

/** One page of listed jobs, by id, each with its own last change. */
function jobsOnPage(em: EntityManager, page: number): Promise<SitemapEntry[]> {
	const perFile = sitemapSettings.urlsPerFile
	return cachedListing(em, `sitemap jobs ${perFile} ${page}`, async () => {
		const rows = await em
			.getConnection()
			.execute<{ id: number; updated_at: Date | string }[]>(
				`select j.id, j.updated_at from job j where ${LISTED_JOB_SQL} order by j.id limit ? offset ?`,
				[perFile, (page - 1) * perFile],
			)
		return rows.map((row) => ({ loc: absolute(`/jobs/${row.id}`), lastModified: new Date(row.updated_at) }))
	})
}

async function companyEntries(em: EntityManager): Promise<SitemapEntry[]> {
	const companies = await companiesWithPages(em)
	return companies.map(({ slug, lastModified }) => ({ loc: absolute(`/companies/${slug}`), lastModified }))
}

async function blogEntries(em: EntityManager): Promise<SitemapEntry[]> {
	const posts = await publishedPostDates(em)
	return posts.map(({ slug, lastModified }) => ({ loc: absolute(`/blog/${encodeURIComponent(slug)}`), lastModified }))
}

async function courseEntries(em: EntityManager): Promise<SitemapEntry[]> {
	const courses = await listedCourseDates(em)
	return courses.map(({ id, lastModified }) => ({ loc: absolute(`/training/${id}`), lastModified }))
}

const pageEntries = (): SitemapEntry[] => PUBLIC_PAGE_PATHS.map((path) => ({ loc: absolute(path) }))

/** The sitemaps other than the jobs', by file name. */
const SINGLE_FILES: Record<string, (em: EntityManager) => Promise<SitemapEntry[]> | SitemapEntry[]> = {
	'pages.xml': pageEntries,
	'companies.xml': companyEntries,
	'blog.xml': blogEntries,
	'courses.xml': courseEntries,
}

/** A sitemap's URLs by its file name, capped at the URLs per file; null when it does not exist or is empty. */
export async function sitemapEntries(em: EntityManager, name: string): Promise<SitemapEntry[] | null> {
	const jobFile = JOB_FILE.exec(name)
	const entries = jobFile
		? await jobsOnPage(em, Number(jobFile[1]))
		: Object.hasOwn(SINGLE_FILES, name)
			? await SINGLE_FILES[name]!(em)
			: null
	if (!entries?.length) return null
	return entries.slice(0, sitemapSettings.urlsPerFile)
}

/** The index: every sitemap that has URLs, each with the latest change among them. */
export async function sitemapIndexEntries(em: EntityManager): Promise<SitemapEntry[]> {
	// One after another: they share the request's EntityManager.
	const jobs = await jobPages(em)
	const companies = await companyEntries(em)
	const posts = await blogEntries(em)
	const courses = await courseEntries(em)
	const single = (name: string, entries: SitemapEntry[]): SitemapEntry[] =>
		entries.length
			? [{ loc: sitemapUrl(name), lastModified: latestOf(entries.map((entry) => entry.lastModified)) }]
			: []
	return [
		{ loc: sitemapUrl('pages.xml') },
		...jobs.map(({ page, lastModified }) => ({ loc: sitemapUrl(`jobs-${page}.xml`), lastModified })),
		...single('companies.xml', companies),
		...single('blog.xml', posts),
		...single('courses.xml', courses),
	]
}
