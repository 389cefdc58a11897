import { data, isRouteErrorResponse, Link } from 'react-router'
import { ApplyPanel } from '../../applying/components/apply-panel.tsx'
import { ApplyElsewherePanel, ImportedFrom } from '../components/imported-job.tsx'
import { JobUnavailable } from '../components/job-unavailable.tsx'
import { SaveJobButton } from '../../saved-jobs/components/save-heart.tsx'
import { ButtonLink } from '../../../ui/button.tsx'
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
import { companySlug } from '../../reviews/review-ratings.ts'
import { offeredSeekerTools, useViewerType } from '../../../platform/viewer.ts'
import type { Route } from './+types/jobs.$id'
import { EscoCredit } from '../../skills/components/esco-credit.tsx'

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
	if (loaderData.ended) return <EndedListingView job={loaderData.ended} />
	return <JobDetail data={loaderData} />
}

function JobDetail({ data: loaderData }: { data: Extract<Route.ComponentProps['loaderData'], { ended: null }> }) {
	const { job, postedLabel, canonicalUrl, backHref } = loaderData
	const nonce = useNonce()
	const seekerTools = offeredSeekerTools(useViewerType())
	// The company's page: its reviews, ratings and other jobs.
	const slug = companySlug(job.company)
	const companyHref = slug ? `/companies/${slug}` : null
	return (
		<div className="mx-auto max-w-5xl px-4 py-8">
			<Link
				to={backHref}
				className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
			>
				<span aria-hidden="true">←</span> Back to Jobs
			</Link>

			<div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
				<article
					aria-labelledby="job-title"
					className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm sm:p-8"
				>
					<div className="flex flex-wrap items-start justify-between gap-3">
						<div className="min-w-0">
							<h1 id="job-title" className="text-2xl font-bold sm:text-3xl">
								{job.title}
							</h1>
							<p className="mt-1 text-lg text-gray-700">
								{companyHref ? (
									<Link
										to={companyHref}
										className="text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline"
									>
										{job.company}
									</Link>
								) : (
									job.company
								)}
							</p>
							{loaderData.importedFrom ? <ImportedFrom {...loaderData.importedFrom} /> : null}
						</div>
						{seekerTools ? (
							<SaveJobButton
								job={{ id: job.id, title: job.title, saved: loaderData.saved }}
								redirectTo={`/jobs/${job.id}`}
								labelled
							/>
						) : null}
					</div>

					<dl className="mt-5 grid gap-x-6 gap-y-3 text-gray-800 sm:grid-cols-3">
						<div>
							<dt className="text-sm font-medium text-gray-600">Location</dt>
							<dd>{job.location}</dd>
						</div>
						{job.salary ? (
							<div>
								<dt className="text-sm font-medium text-gray-600">Salary</dt>
								<dd>{job.salary}</dd>
							</div>
						) : null}
						<div>
							<dt className="text-sm font-medium text-gray-600">Posted</dt>
							<dd>
								<time dateTime={job.postedAt}>{postedLabel}</time>
							</dd>
						</div>
					</dl>

					{loaderData.pay && (loaderData.pay.local || loaderData.pay.belowMinimumWage) ? (
						<section aria-label="Pay compared" className="mt-5 space-y-2 text-gray-800">
							{loaderData.pay.belowMinimumWage ? (
								<p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-900">
									<strong className="font-semibold">{loaderData.pay.belowMinimumWage.summary}</strong>.{' '}
									{loaderData.pay.belowMinimumWage.detail}
								</p>
							) : null}
							{loaderData.pay.local ? (
								<p>
									<span className="font-medium">{loaderData.pay.local.summary}</span>{' '}
									<span className="text-gray-600">({loaderData.pay.local.basis})</span>
								</p>
							) : null}
						</section>
					) : null}

					<ul aria-label="Job type and industry" className="mt-5 flex flex-wrap gap-2">
						<li className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">{job.jobType}</li>
						<li className="rounded-full bg-gray-100 px-3 py-1 text-sm font-medium text-gray-800">{job.industry}</li>
					</ul>

					<section aria-labelledby="job-description" className="mt-8">
						<h2 id="job-description" className="text-xl font-semibold">
							Job Description
						</h2>
						{/* Plain text as the employer typed it: React escapes it, and pre-line keeps its line breaks. */}
						<div className="mt-3 whitespace-pre-line break-words leading-relaxed text-gray-800">{job.description}</div>
					</section>

					{loaderData.skills.length ? (
						<section aria-labelledby="job-skills" className="mt-8">
							<h2 id="job-skills" className="text-xl font-semibold">
								Skills asked for
							</h2>
							<ul className="mt-3 flex flex-wrap gap-2">
								{loaderData.skills.map((label) => (
									<li key={label} className="rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-800">
										{label}
									</li>
								))}
							</ul>
							<EscoCredit />
						</section>
					) : null}

					<section aria-labelledby="job-contact" className="mt-8 border-t border-gray-200 pt-6">
						<h2 id="job-contact" className="text-xl font-semibold">
							Contact
						</h2>
						<p className="mt-2 text-gray-800">
							Email:{' '}
							<a
								href={`mailto:${job.contactEmail}`}
								className="break-all font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
							>
								{job.contactEmail}
							</a>
						</p>
					</section>

					<div className="mt-8 flex flex-wrap gap-3">
						<ButtonLink to={backHref} variant="secondary">
							Back to Jobs
						</ButtonLink>
						<ButtonLink to="/">View All Jobs</ButtonLink>
					</div>
				</article>

				{loaderData.apply ? <ApplyPanel job={job} state={loaderData.apply} /> : <ApplyElsewherePanel job={job} />}
			</div>

			<script
				type="application/ld+json"
				nonce={nonce}
				dangerouslySetInnerHTML={{ __html: serializeJsonLd(jobPostingJsonLd(job, { url: canonicalUrl })) }}
			/>
		</div>
	)
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
