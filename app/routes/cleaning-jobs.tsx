import { LandingPage, landingTabOf } from '../components/landing/landing-page.tsx'
import {
	CLEANING_ALERTS_HREF,
	CLEANING_CAREER_LEVELS,
	CLEANING_EMPLOYERS,
	CLEANING_JOB_TYPES,
	CLEANING_SEARCH_HREF,
	CLEANING_TOP_HOURLY_PENCE,
} from '../content/cleaning-jobs.ts'
import { SHOWN } from '../content/landing-types.ts'
import { emContext } from '../context.ts'
import { config } from '../platform/config.server.ts'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../platform/http-cache.server.ts'
import { LANDING_MATCHES, landingJobs } from '../services/landing-jobs.server.ts'
import { hourlyPayRange, landingItemListJsonLd, pageMeta } from '../utils/landing-pages.ts'
import { minimumWageRatesOn } from '../utils/minimum-wage.ts'
import type { Route } from './+types/cleaning-jobs'

const PATH = '/cleaning-jobs'
const TITLE = 'Cleaning Jobs in Warrington'

export async function loader({ request, context }: Route.LoaderArgs) {
	const live = await landingJobs(context.get(emContext), LANDING_MATCHES.cleaning)
	return { origin: config.appOrigin, live, rates: minimumWageRatesOn(), tab: landingTabOf(new URL(request.url)) }
}

/** The same page for everyone: a shared cache may keep it a minute (decision 043). */
export function headers() {
	return { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL }
}

export default function Page({ loaderData }: Route.ComponentProps) {
	return (
		<LandingPage
			path={PATH}
			heading={TITLE}
			intro="Office, domestic, industrial, hospital and school cleaning jobs across Warrington and Cheshire, with full-time, part-time and early or evening shifts."
			noun="cleaning"
			topHourlyPence={CLEANING_TOP_HOURLY_PENCE}
			live={loaderData.live}
			rates={loaderData.rates}
			tab={loaderData.tab}
			employers={CLEANING_EMPLOYERS}
			jobTypes={CLEANING_JOB_TYPES}
			careerLevels={CLEANING_CAREER_LEVELS}
			dutiesShown={SHOWN.cleaningDuties}
			searchHref={CLEANING_SEARCH_HREF}
			searchLabel="View Cleaning Vacancies"
			alertsHref={CLEANING_ALERTS_HREF}
		/>
	)
}

export function meta({ loaderData }: Route.MetaArgs) {
	if (!loaderData) return [{ title: TITLE }]
	const { origin, live, rates } = loaderData
	const description = `Cleaning jobs in Warrington and Cheshire paying ${hourlyPayRange({ topHourlyPence: CLEANING_TOP_HOURLY_PENCE }, rates)}: employers, job types, career progression and the latest vacancies.`
	return [
		...pageMeta({
			origin,
			path: PATH,
			title: TITLE,
			description,
			keywords:
				'cleaning jobs Warrington, cleaner jobs, office cleaner, domestic cleaner, hospital cleaner, Cheshire cleaning vacancies',
		}),
		{
			'script:ld+json': landingItemListJsonLd({
				origin,
				path: PATH,
				name: `Latest cleaning jobs in Warrington`,
				jobs: live.jobs,
			}),
		},
	]
}
