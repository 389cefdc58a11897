import { data, isRouteErrorResponse, Link } from 'react-router'
import { applyPanelIsland } from '../../applying/components/apply-panel-island.tsx'
import { ApplyElsewherePanel } from '../components/imported-job.tsx'
import { JobUnavailable } from '../components/job-unavailable.tsx'
import { emContext } from '../../../context.ts'
import { getOptionalUser } from '../../../platform/auth.server.ts'
import { applyPanelState } from '../../applying/seeker-applications.server.ts'
import { config } from '../../../platform/config.server.ts'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../../platform/render/http-cache.server.ts'
import { visitJobPage } from '../interactions.server.ts'
import { findJob } from '../jobs.server.ts'
import { importedFromOf } from '../imported-from.server.ts'
import { endedListingOf } from '../ended-listing.server.ts'
import { EndedListingView } from '../components/ended-listing.tsx'
import { canonicalLinkTo, canonicalUrl, NOINDEX } from '../../../platform/canonical.ts'
import { jobSkillsOf } from '../../skills/skill-choice.server.ts'
import { advertOf, listingStatusOf } from '../job-views.server.ts'
import { minimumWageDetail } from '../minimum-wage.ts'
import { payComparisonOfJob } from '../pay-comparison.server.ts'
import { parseJobId } from '../../../platform/route-params.ts'
import { jobMetaDescription, jobPostingJsonLd, postedAgo, serializeJsonLd, SITE_NAME } from '../job-posting.ts'
import { jobShareImageAlt, jobShareImagePath } from '../job-share-image.server.ts'
import { shareCardMeta } from '../../../platform/share-card.ts'
import { useNonce } from '../../../platform/render/nonce.tsx'
import type { Route } from './+types/jobs.$id'
import { jobDetailIsland } from '../components/job-detail-island.tsx'

const NOT_FOUND_MESSAGE =
	'This job may have been filled, taken down by the employer, or reached the end of its listing.'

export async function loader({ params, request, context }: Route.LoaderArgs) {
	const id = parseJobId(params.id)
	const em = context.get(emContext)
	const job = id === null ? null : await findJob(em, id)
	if (!job) throw data(NOT_FOUND, { status: 404, statusText: 'Not Found' })
	const cacheable = { headers: { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL } }
	// Its listing has ended: the page stays, saying so, without the posting block (decision 209).
	if (listingStatusOf(job) !== 'active')
		return data({ ended: endedListingOf(job, getOptionalUser(context)), canonicalUrl: jobUrl(job.id) }, cacheable)
	// Signed in: the view is recorded and the heart shows the saved state (the page is then private).
	const { saved } = await visitJobPage(em, getOptionalUser(context), job)
	const pay = await payComparisonOfJob(em, job)
	return data(
		{
			ended: null,
			saved,
			job: {
				...advertOf(job),
				contactEmail: job.contactEmail,
				postedAt: job.postedAt.toISOString(),
				expiresAt: job.expiresAt.toISOString(),
				salaryMinPence: job.salaryMinPence ?? null,
				salaryMaxPence: job.salaryMaxPence ?? null,
				salaryPeriod: job.salaryPeriod ?? null,
				appliesElsewhere: job.applyUrl !== null,
			},
			importedFrom: await importedFromOf(em, job),
			skills: (await jobSkillsOf(em, job.id)).map((skill) => skill.label).sort((a, b) => a.localeCompare(b, 'en-GB')),
			postedLabel: postedAgo(job.postedAt),
			// Its pay against the local median and the minimum wage, worded (decision 206).
			pay: pay
				? {
						local: pay.local ? { summary: pay.local.summary, basis: pay.local.basis } : null,
						belowMinimumWage: pay.minimumWage.below
							? { summary: pay.minimumWage.summary!, detail: minimumWageDetail(pay.minimumWage) }
							: null,
					}
				: null,
			// Signed in: the name and email to prefill, and whether this seeker already applied (null:
			// applied for on the employer's site).
			apply: job.applyUrl === null ? await applyPanelState(em, getOptionalUser(context), job.id) : null,
			canonicalUrl: jobUrl(job.id),
			shareImage: { url: `${config.appOrigin}${jobShareImagePath(job)}`, alt: jobShareImageAlt(job) },
			backHref: backToJobsHref(request),
		},
		{
			// The same page for every anonymous visitor who came the same way; the back link
			// follows the Referer, so shared caches keep one copy per referring page.
			headers: { ...cacheable.headers, Vary: 'Referer' },
		},
	)
}

type UnlistedNotice = { title: string; message: string }

const NOT_FOUND: UnlistedNotice = { title: 'Job Not Found', message: NOT_FOUND_MESSAGE }

const jobUrl = (id: number) => canonicalUrl(config.appOrigin, `/jobs/${id}`)

/**
 * Back to the visitor's last search without JavaScript: when they came from the listing on
 * this site, its query (search, filters, sort, page) is kept; otherwise the listing's results.
 */
function backToJobsHref(request: Request) {
	const fallback = '/#jobs'
	const referer = request.headers.get('Referer')
	if (!referer) return fallback
	try {
		const from = new URL(referer)
		const sameSite = from.origin === new URL(request.url).origin || from.origin === config.appOrigin
		if (!sameSite || from.pathname !== '/') return fallback
		return `/${from.search}#jobs`
	} catch {
		return fallback
	}
}

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
	return errorHeaders ?? loaderHeaders
}

export default function JobPage({ loaderData }: Route.ComponentProps) {
	const nonce = useNonce()
	if (loaderData.ended) return <EndedListingView job={loaderData.ended} />
	const { job, backHref } = loaderData
	return (
		<div className="mx-auto max-w-5xl px-4 py-8">
			<Link
				to={backHref}
				className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
			>
				<span aria-hidden="true">←</span> Back to Jobs
			</Link>

			<div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
				<jobDetailIsland.Island data={loaderData} />
				{loaderData.apply ? <applyPanelIsland.Island data={loaderData} /> : <ApplyElsewherePanel job={job} />}
			</div>

			<script
				type="application/ld+json"
				nonce={nonce}
				dangerouslySetInnerHTML={{ __html: serializeJsonLd(jobPostingJsonLd(job, { url: loaderData.canonicalUrl })) }}
			/>
		</div>
	)
}

/** The page's data and its islands' code, together: neither island's code is loaded with the page. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
	const [data] = await Promise.all([serverLoader(), jobDetailIsland.load(), applyPanelIsland.load()])
	return data
}

export function meta({ loaderData, error }: Route.MetaArgs) {
	if (error || !loaderData) {
		const notFound = isRouteErrorResponse(error) && error.status === 404
		const notice = notFound ? (error.data as Partial<UnlistedNotice> | undefined) : undefined
		return [{ title: `${notFound ? (notice?.title ?? 'Job Not Found') : 'Something went wrong'} | ${SITE_NAME}` }]
	}
	if (loaderData.ended) {
		const { ended } = loaderData
		return [
			{ title: `${ended.title}, ${ended.company} (listing ended) | ${SITE_NAME}` },
			NOINDEX,
			canonicalLinkTo(loaderData.canonicalUrl),
		]
	}
	const { job, canonicalUrl, shareImage } = loaderData
	const description = jobMetaDescription(job)
	return [
		{ title: `${job.title}, ${job.company} | ${SITE_NAME}` },
		{ name: 'description', content: description },
		canonicalLinkTo(canonicalUrl),
		...shareCardMeta({ title: `${job.title}, ${job.company}`, description, url: canonicalUrl, image: shareImage }),
	]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	if (isRouteErrorResponse(error) && error.status === 404) {
		const notice = error.data as Partial<UnlistedNotice> | undefined
		return <JobUnavailable title={notice?.title ?? 'Job Not Found'} message={notice?.message ?? NOT_FOUND_MESSAGE} />
	}
	return (
		<JobUnavailable
			title="Something went wrong"
			message="Sorry, we could not show this job. Please try again in a moment."
		/>
	)
}
