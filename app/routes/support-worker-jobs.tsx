import { LandingPage, landingTabOf } from '../components/landing/landing-page.tsx'
import {
	SUPPORT_WORKER_ALERTS_HREF,
	SUPPORT_WORKER_CAREER_LEVELS,
	SUPPORT_WORKER_EMPLOYERS,
	SUPPORT_WORKER_JOB_TYPES,
	SUPPORT_WORKER_SEARCH_HREF,
	SUPPORT_WORKER_TOP_HOURLY_PENCE,
} from '../content/support-worker-jobs.ts'
import { SHOWN } from '../content/landing-types.ts'
import { emContext } from '../context.ts'
import { config } from '../platform/config.server.ts'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../platform/http-cache.server.ts'
import { LANDING_MATCHES, landingJobs } from '../services/landing-jobs.server.ts'
import { hourlyPayRange, landingItemListJsonLd, pageMeta } from '../utils/landing-pages.ts'
import { minimumWageRatesOn } from '../utils/minimum-wage.ts'
import type { Route } from './+types/support-worker-jobs'

const PATH = '/support-worker-jobs'
const TITLE = 'Support Worker Jobs in Warrington'

export async function loader({ request, context }: Route.LoaderArgs) {
	const live = await landingJobs(context.get(emContext), LANDING_MATCHES.supportWorker)
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
			intro="Care and support work in Warrington and Cheshire: home care, supported living, care homes, mental health and NHS teams. Most employers train you from the start."
			noun="support worker"
			topHourlyPence={SUPPORT_WORKER_TOP_HOURLY_PENCE}
			live={loaderData.live}
			rates={loaderData.rates}
			tab={loaderData.tab}
			employers={SUPPORT_WORKER_EMPLOYERS}
			jobTypes={SUPPORT_WORKER_JOB_TYPES}
			careerLevels={SUPPORT_WORKER_CAREER_LEVELS}
			dutiesShown={SHOWN.duties}
			searchHref={SUPPORT_WORKER_SEARCH_HREF}
			searchLabel="View Support Worker Jobs"
			alertsHref={SUPPORT_WORKER_ALERTS_HREF}
		/>
	)
}

export function meta({ loaderData }: Route.MetaArgs) {
	if (!loaderData) return [{ title: TITLE }]
	const { origin, live, rates } = loaderData
	const description = `Support worker jobs in Warrington and Cheshire paying ${hourlyPayRange({ topHourlyPence: SUPPORT_WORKER_TOP_HOURLY_PENCE }, rates)}: employers, job types, career progression and the latest vacancies.`
	return [
		...pageMeta({
			origin,
			path: PATH,
			title: TITLE,
			description,
			keywords:
				'support worker jobs Warrington, care jobs, care assistant, healthcare support worker, Cheshire care vacancies',
		}),
		{
			'script:ld+json': landingItemListJsonLd({
				origin,
				path: PATH,
				name: `Latest support worker jobs in Warrington`,
				jobs: live.jobs,
			}),
		},
	]
}
