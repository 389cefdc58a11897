// A listing search as an RSS feed: the listing's own query parsing and search service, so the
// feed of `/?search=warehouse&location=Birchwood` holds the jobs that page lists, newest first.
import type { EntityManager } from '@mikro-orm/postgresql'
import { alertCriteriaQuery, alertSummary, readAlertCriteria } from '../alerts/job-alert-schemas.ts'
import { type JobSearch, parseJobSearchLeniently } from '../jobs/job-search.ts'
import { searchJobs } from '../jobs/job-search.server.ts'
import { SITE_NAME } from '../jobs/job-posting.ts'
import type { JobView } from '../jobs/job-views.server.ts'
import { postcodeProblem } from '../jobs/postcode-districts.server.ts'
import { config } from '../../platform/config.server.ts'
import { searchFeedHref } from './feeds-links.ts'
import { rssXml } from './feeds-rss.ts'
import { xmlText } from './xml.ts'

/** How many jobs a search's feed carries: the newest; a reader polls often enough to see every one. */
export const SEARCH_FEED_LIMIT = 50
/** The most of a job's description an item's summary quotes, in characters. */
const SUMMARY_LENGTH = 300

/**
 * The RSS document of the listing search in `params`, as the listing reads them (leniently: a
 * value it cannot read is dropped, a postcode it cannot place too), newest first. The page, the sort
 * and a misspelling's correction have no say: a feed is the newest jobs matching what was asked.
 */
export async function searchFeedXml(em: EntityManager, params: URLSearchParams, now = new Date()) {
	const asked = parseJobSearchLeniently(params)
	const near = asked.near && !postcodeProblem(asked.near) ? asked.near : ''
	const search: JobSearch = { ...asked, near, sort: 'date', page: 1, limit: SEARCH_FEED_LIMIT, offset: 0 }
	const found = await searchJobs(em, search)
	// The listing shows a correction's jobs and says so; a feed cannot, so it holds only what was asked.
	const jobs = found.correction ? [] : found.jobs
	const criteria = alertCriteriaQuery(search)
	const origin = config.appOrigin
	return rssXml(
		{
			title: `${alertSummary(readAlertCriteria(criteria))} | ${SITE_NAME}`,
			link: `${origin}/${criteria ? `?${criteria}` : ''}`,
			description: `The ${SEARCH_FEED_LIMIT} newest jobs on ${SITE_NAME} for this search, newest first. The listing at the link shows them all.`,
			selfUrl: `${origin}${searchFeedHref(criteria)}`,
			lastBuildDate: now,
		},
		jobs.map((job) => ({
			title: job.title,
			link: `${origin}/jobs/${job.id}`,
			pubDate: job.postedAt,
			descriptionHtml: summaryHtml(job),
		})),
	)
}

/** A job's summary as HTML: who, where, pay and hours, then the start of its description, all escaped. */
function summaryHtml(job: JobView) {
	const facts = [job.company, job.location, job.salary, job.jobType].filter((fact): fact is string => !!fact)
	return `<p>${facts.map(xmlText).join(' · ')}</p><p>${xmlText(opening(job.description))}</p>`
}

/** The description's first SUMMARY_LENGTH characters, cut at a word, its lines run together. */
function opening(description: string) {
	const text = description.replace(/\s+/g, ' ').trim()
	if (text.length <= SUMMARY_LENGTH) return text
	const cut = text.slice(0, SUMMARY_LENGTH)
	const lastSpace = cut.lastIndexOf(' ')
	return `${(lastSpace > SUMMARY_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`
}
