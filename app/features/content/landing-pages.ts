// What the landing pages (/support-worker-jobs, /cleaning-jobs) say as facts, and their structured
// data: an ItemList of the live jobs they list, never a JobPosting of no job (docs/product.md §22.19).
// Runs on both sides.
import { SITE_NAME } from '../jobs/job-posting.ts'
import {
	formatHourlyPay,
	lowestMinimumWage,
	minimumWageRatesOn,
	type MinimumWageRates,
} from '../employer/minimum-wage.ts'
import { canonicalLinkTo } from '../../platform/canonical.ts'

export const NOT_ENOUGH_DATA = 'Not enough data yet'

type Listed = { id: number; title: string; company: string }

/** "12 live cleaning jobs", "1 live cleaning job", or the honest answer when there are none. */
export function liveJobsClaim(total: number, noun: string) {
	if (total <= 0) return NOT_ENOUGH_DATA
	return `${total} live ${noun} ${total === 1 ? 'job' : 'jobs'}`
}

/** "3 employers hiring now", or nothing to claim. */
export function employersClaim(employers: number) {
	if (employers <= 0) return NOT_ENOUGH_DATA
	return `${employers} ${employers === 1 ? 'employer' : 'employers'} hiring now`
}

/**
 * The pay range a landing page quotes: from the National Living Wage in force (the table in
 * minimum-wage.ts, §22.18), or a higher floor given as copy, to the top rate, which is copy about the trade.
 */
export function hourlyPayRange(
	pay: { fromHourlyPence?: number; topHourlyPence: number },
	rates: MinimumWageRates = minimumWageRatesOn(),
) {
	const from = Math.max(pay.fromHourlyPence ?? 0, rates.age21AndOver, lowestMinimumWage(rates))
	if (pay.topHourlyPence <= from) return `${formatHourlyPay(from)} an hour`
	return `${formatHourlyPay(from)} to ${formatHourlyPay(pay.topHourlyPence)} an hour`
}

/** schema.org ItemList of the listed jobs, each a ListItem pointing at its own job page. */
export function landingItemListJsonLd(options: { origin: string; path: string; name: string; jobs: Listed[] }) {
	return {
		'@context': 'https://schema.org',
		'@type': 'ItemList',
		name: options.name,
		url: `${options.origin}${options.path}`,
		numberOfItems: options.jobs.length,
		itemListElement: options.jobs.map((job, index) => ({
			'@type': 'ListItem',
			position: index + 1,
			url: `${options.origin}/jobs/${job.id}`,
			name: `${job.title} at ${job.company}`,
		})),
	}
}

/** The meta tags every content page carries: title, description, keywords, canonical, social tags. */
export function pageMeta(options: {
	origin: string
	path: string
	title: string
	description: string
	keywords?: string
}) {
	const url = `${options.origin}${options.path}`
	const title = `${options.title} | ${SITE_NAME}`
	return [
		{ title },
		{ name: 'description', content: options.description },
		...(options.keywords ? [{ name: 'keywords', content: options.keywords }] : []),
		canonicalLinkTo(url),
		{ property: 'og:title', content: title },
		{ property: 'og:description', content: options.description },
		{ property: 'og:url', content: url },
		{ property: 'og:type', content: 'website' },
		{ property: 'og:site_name', content: SITE_NAME },
		{ name: 'twitter:card', content: 'summary' },
		{ name: 'twitter:title', content: title },
		{ name: 'twitter:description', content: options.description },
	]
}

/** A count of the site's own data as a headline figure, or the honest answer when there is none. */
export function liveFigure(count: number) {
	return count > 0 ? new Intl.NumberFormat('en-GB').format(count) : NOT_ENOUGH_DATA
}
