import { LandingPage, landingMeta, landingTabOf } from '../components/landing-page.tsx'
import { CLEANING_PAGE } from '../copy/cleaning-jobs.ts'
import { emContext } from '../../../context.ts'
import { config } from '../../../platform/config.server.ts'
import { getOptionalUserOfType } from '../../../platform/auth.server.ts'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../../platform/render/http-cache.server.ts'
import { LANDING_MATCHES, landingJobs } from '../landing-jobs.server.ts'
import { minimumWageRatesOn } from '../../employer/minimum-wage.ts'
import type { LandingAudience } from '../landing-links.ts'
import type { Route } from './+types/cleaning-jobs'

export async function loader({ request, context }: Route.LoaderArgs) {
	const live = await landingJobs(context.get(emContext), LANDING_MATCHES.cleaning)
	const audience: LandingAudience = getOptionalUserOfType(context, 'employee') ? 'seeker' : 'visitor'
	return {
		origin: config.appOrigin,
		live,
		rates: minimumWageRatesOn(),
		tab: landingTabOf(new URL(request.url)),
		audience,
	}
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
