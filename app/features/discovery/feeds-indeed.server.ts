// Every listed job, newest first, in Indeed's XML feed (feeds-indeed.ts), a page at a time.
import type { EntityManager } from '@mikro-orm/postgresql'
import { AREA_CENTRES } from '../jobs/area-centres.ts'
import { listingStats } from '../jobs/job-search.server.ts'
import { descriptionHtml, SITE_NAME } from '../jobs/job-posting.ts'
import { LISTED_JOB_SQL } from '../jobs/listed-job.server.ts'
import type { JobRow } from '../jobs/job-views.server.ts'
import { config } from '../../platform/config.server.ts'
import { type IndeedJob, indeedJobType, indeedXml } from './feeds-indeed.ts'
import { rfc822, xmlText } from './xml.ts'

/** The aggregator feed's address (README "Feeds"; decision 211). */
export const INDEED_FEED_PATH = '/feeds/indeed.xml'
/**
 * Jobs per page of the aggregator feed: about 5 MB of XML at most, which aggregators fetch
 * whole; a board with more listed jobs than that has `?page=2` and on, each named by the page
 * before in a `Link: rel="next"` header.
 */
export const INDEED_FEED_PAGE_SIZE = 5000

/** Every job in the feed is in the borough of Warrington, in Cheshire. */
const CITY = 'Warrington'
const STATE = 'Cheshire'
const COUNTRY = 'GB'

type FeedJobRow = Pick<
	JobRow,
	'id' | 'title' | 'company' | 'location' | 'salary' | 'description' | 'job_type' | 'industry' | 'posted_at'
>

/**
 * The feed's page `page` (from 1), with how many pages there are and the next one's address (null
 * on the last); null for a page past the last.
 */
export async function indeedFeedPage(
	em: EntityManager,
	page: number,
	{ pageSize = INDEED_FEED_PAGE_SIZE, now = new Date() } = {},
) {
	const { activeJobs } = await listingStats(em)
	const pageCount = Math.max(1, Math.ceil(activeJobs / pageSize))
	if (page > pageCount) return null
	const rows = await em.getConnection().execute<FeedJobRow[]>(
		`select j.id, j.title, j.company, j.location, j.salary, j.description, j.job_type, j.industry, j.posted_at
		from job j where ${LISTED_JOB_SQL} order by j.posted_at desc, j.id desc limit ? offset ?`,
		[pageSize, (page - 1) * pageSize],
	)
	const origin = config.appOrigin
	const xml = indeedXml(
		{ publisher: SITE_NAME, publisherUrl: origin, lastBuildDate: now },
		rows.map((row) => indeedJob(row, origin)),
	)
	const next = page < pageCount ? `${origin}${INDEED_FEED_PATH}?page=${page + 1}` : null
	return { xml, pageCount, next }
}

function indeedJob(row: FeedJobRow, origin: string): IndeedJob {
	const district = (AREA_CENTRES as Record<string, { district: string } | undefined>)[row.location]?.district
	return {
		title: row.title,
		date: rfc822(row.posted_at),
		referencenumber: String(row.id),
		url: `${origin}/jobs/${row.id}`,
		company: row.company,
		city: CITY,
		state: STATE,
		country: COUNTRY,
		postalcode: district ?? '',
		// The area within Warrington leads, since the city alone does not say it.
		description: `<p>Location: ${xmlText(row.location)}</p>${descriptionHtml(row.description)}`,
		salary: row.salary,
		jobtype: indeedJobType(row.job_type),
		category: row.industry,
	}
}
