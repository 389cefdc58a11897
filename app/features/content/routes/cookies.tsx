import { ContentPage } from '../components/content-page.tsx'
import { COOKIES_PAGE } from '../copy/cookies.ts'
import { config } from '../../../platform/config.server.ts'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../../platform/render/http-cache.server.ts'
import { pageMeta } from '../landing-pages.ts'
import type { Route } from './+types/cookies'

export async function loader() {
	return { origin: config.appOrigin }
}

/** The same page for everyone: a shared cache may keep it a minute. */
export function headers() {
	return { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL }
}

export default function Page() {
	return <ContentPage copy={COOKIES_PAGE} />
}

export function meta({ loaderData }: Route.MetaArgs) {
	return pageMeta({ origin: loaderData?.origin ?? '', ...COOKIES_PAGE })
}
