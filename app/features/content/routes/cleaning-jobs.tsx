import { LandingPage, landingMeta } from '../components/landing-page.tsx'
import { CLEANING_PAGE } from '../copy/cleaning-jobs.ts'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../../platform/render/http-cache.server.ts'
import { LANDING_MATCHES, landingPageData } from '../landing-jobs.server.ts'
import type { Route } from './+types/cleaning-jobs'

export function loader({ request, context }: Route.LoaderArgs) {
	return landingPageData(request, context, LANDING_MATCHES.cleaning)
}

/** The same page for every visitor: a shared cache may keep it a minute (a signed-in answer is made private). */
export function headers() {
	return { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL }
}

export default function Page({ loaderData }: Route.ComponentProps) {
	return (
		<LandingPage
			{...CLEANING_PAGE}
			live={loaderData.live}
			rates={loaderData.rates}
			tab={loaderData.tab}
			audience={loaderData.audience}
		/>
	)
}

export function meta({ loaderData }: Route.MetaArgs) {
	return landingMeta(CLEANING_PAGE, loaderData)
}
