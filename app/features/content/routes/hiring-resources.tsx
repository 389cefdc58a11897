import { ContentPage } from '../components/content-page.tsx'
import { hiringResourcesPage } from '../copy/employer-pages.ts'
import { config } from '../../../platform/config.server.ts'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../../platform/render/http-cache.server.ts'
import { pageMeta } from '../landing-pages.ts'
import { minimumWageRatesOn } from '../../employer/minimum-wage.ts'
import type { Route } from './+types/hiring-resources'

export async function loader() {
	return { origin: config.appOrigin, rates: minimumWageRatesOn() }
}

/** The same page for everyone: a shared cache may keep it a minute. */
export function headers() {
	return { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL }
}

export default function Page({ loaderData }: Route.ComponentProps) {
	return <ContentPage copy={hiringResourcesPage(loaderData.rates)} />
}

export function meta({ loaderData }: Route.MetaArgs) {
	if (!loaderData) return [{ title: 'Hiring Resources for Employers' }]
	return pageMeta({ origin: loaderData.origin, ...hiringResourcesPage(loaderData.rates) })
}
