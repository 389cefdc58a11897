import { ContentPage } from '../components/content-page.tsx'
import { TERMS_PAGE } from '../copy/terms.ts'
import { config } from '../../../platform/config.server.ts'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../../platform/render/http-cache.server.ts'
import { pageMeta } from '../landing-pages.ts'
import type { Route } from './+types/terms'

export async function loader() {
	return { origin: config.appOrigin }
}

/** The same page for everyone: a shared cache may keep it a minute. */
export function headers() {
	return { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL }
}

export default function Page() {
	return <ContentPage copy={TERMS_PAGE} />
}

export function meta({ loaderData }: Route.MetaArgs) {
	return pageMeta({ origin: loaderData?.origin ?? '', ...TERMS_PAGE })
}
