import { ContentPage } from '../components/content-page.tsx'
import { privacyPage } from '../copy/privacy.ts'
import { config } from '../../../platform/config.server.ts'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../../platform/render/http-cache.server.ts'
import { pageMeta } from '../landing-pages.ts'
import type { Route } from './+types/privacy'

/** The retention periods are the ones the retention tasks apply, read from the same settings. */
export async function loader() {
	return { origin: config.appOrigin, retention: config.retention }
}

/** The same page for everyone: a shared cache may keep it a minute. */
export function headers() {
	return { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL }
}

export default function Page({ loaderData }: Route.ComponentProps) {
	return <ContentPage copy={privacyPage(loaderData.retention)} />
}

export function meta({ loaderData }: Route.MetaArgs) {
	return loaderData ? pageMeta({ origin: loaderData.origin, ...privacyPage(loaderData.retention) }) : []
}
