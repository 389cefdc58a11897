import { redirect } from 'react-router'
import { toJobCard } from '../components/job-card.tsx'
import type { ListingQuery } from '../components/listing-filters.tsx'
import { listingIsland } from '../components/listing-island.tsx'
import { pageHref } from '../../../ui/pagination.tsx'
import { emContext } from '../../../context.ts'
import { getOptionalUser } from '../../../platform/auth.server.ts'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../../platform/render/http-cache.server.ts'
import { listingStats, searchJobs } from '../job-search.server.ts'
import { withPayComparisons } from '../pay-comparison.server.ts'
import { postcodeProblem } from '../postcode-districts.server.ts'
import { savedJobIdsAmong } from '../../saved-jobs/saved-jobs.server.ts'
import { alertCriteriaQuery, alertSummary, readAlertCriteria } from '../../alerts/job-alert-schemas.ts'
import { PAGE_SIZE } from '../job-options.ts'
import { listingQueryPairs, parseJobSearch, parseJobSearchLeniently } from '../job-search.ts'
import { canonicalLink } from '../../../platform/canonical.ts'
import { DEFAULT_RADIUS_MILES } from '../postcode.ts'
import { searchFeedHref } from '../../discovery/feeds-links.ts'
import type { Route } from './+types/_index'

export async function loader({ request, context }: Route.LoaderArgs) {
	const em = context.get(emContext)
	const url = new URL(request.url)
	// The screen pages by `page`; the API's limit/offset have no say here.
	const { limit: _limit, offset: _offset, ...asked } = parseJobSearchLeniently(url.searchParams)
	// A postcode or radius the search cannot use is said beside its field: the jobs
	// are then found without measuring, or within the default 5 miles.
	const searchErrors = distanceErrors(url.searchParams)
	const near = url.searchParams.get('near')?.trim() ?? ''
	const measured = asked.near !== '' && !searchErrors.near
	const search = measured
		? asked
		: { ...asked, near: '', sort: asked.sort === 'distance' ? ('relevance' as const) : asked.sort }
	const [found, stats] = await Promise.all([searchJobs(em, search), listingStats(em)])
	const { total, capped, correction } = found
	const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE))
	// A page past the end (fewer jobs since the link was made) shows the last page instead. A count
	// that stopped at its cap (decision 249) has more pages than it says: pages go on until one is
	// not full.
	if (search.page > pageCount && total > 0 && !capped) throw redirect(pageHref('/', url.search, pageCount))
	const lastPage = found.jobs.length < PAGE_SIZE
	const now = new Date()
	// Each card's pay against the local median: one query for the page (decision 206).
	const jobs = await withPayComparisons(em, found.jobs, now)
	const query: ListingQuery = {
		search: search.search,
		location: search.location,
		jobType: search.jobType,
		industry: search.industry,
		datePosted: search.datePosted ?? '',
		salaryMin: search.salaryMin === undefined ? '' : String(search.salaryMin),
		sort: search.sort,
		page: search.page,
		near,
		radius: String(search.radius ?? DEFAULT_RADIUS_MILES),
		measured,
	}
	// A signed-in visitor's hearts: one query for the page. Their pages are never shared-cached.
	const user = getOptionalUser(context)
	const saved = user
		? await savedJobIdsAmong(
				em,
				user,
				jobs.map((job) => job.id),
			)
		: new Set<number>()
	// What "Get alerts for this search" would watch: the same filters, in the alert's stored form.
	const criteria = alertCriteriaQuery(search)
	const alert = { criteria, summary: alertSummary(readAlertCriteria(criteria)) }
	// The same search as an RSS feed, for readers and "Feed for this search" (decision 211).
	const feedHref = searchFeedHref(criteria)
	return {
		query,
		searchErrors,
		jobs: jobs.map((job) => toJobCard(job, now, saved.has(job.id))),
		total,
		capped,
		pageCount,
		lastPage,
		stats,
		alert,
		feedHref,
		// Words that found nothing: the jobs are the correction's, and the screen says so.
		correction: correction ? { search: correction, href: correctedHref(url, correction) } : null,
		canonicalQuery: listingQueryPairs(search),
	}
}

/** This search with its words replaced by the correction, from its first page. */
function correctedHref(url: URL, correction: string) {
	const params = new URLSearchParams(url.search)
	params.set('search', correction)
	params.delete('page')
	return `/?${params}`
}

/** What is wrong with the distance search's postcode and radius, as the screen says it beside each. */
function distanceErrors(params: URLSearchParams) {
	const near = params.get('near')?.trim()
	return {
		near: (near && postcodeProblem(near)) || undefined,
		radius: parseJobSearch(params).error?.issues.find((issue) => issue.path[0] === 'radius')?.message,
	}
}

/** Anonymous visitors all see the same listing: a shared cache may keep it a minute. */
export function headers() {
	return { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL }
}

/** The page's data and its screen's code, together: the screen's code is not loaded with `/`. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
	const [data] = await Promise.all([serverLoader(), listingIsland.load()])
	return data
}

export default function Home({ loaderData }: Route.ComponentProps) {
	return <listingIsland.Island data={loaderData} />
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
	const search = loaderData?.query.search
	return [
		{
			title: search
				? `${search} jobs in Warrington, Cheshire | Warrington Jobs`
				: 'Jobs in Warrington, Cheshire | Warrington Jobs',
		},
		{
			name: 'description',
			content: 'Find local jobs in Warrington and Cheshire and apply in a minute from your phone.',
		},
		canonicalLink(matches, '/', loaderData?.canonicalQuery),
		...(loaderData
			? [
					{
						tagName: 'link',
						rel: 'alternate',
						type: 'application/rss+xml',
						title: `${loaderData.alert.summary} (RSS)`,
						href: loaderData.feedHref,
					},
				]
			: []),
	]
}
