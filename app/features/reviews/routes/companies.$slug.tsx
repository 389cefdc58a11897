// A company's page (docs/product.md §12, decision 120): its average ratings (overall and the
// three sub-ratings), its published reviews and its listed jobs, with an EmployerAggregateRating
// for search engines. Linked from job pages and review cards.
import { data, isRouteErrorResponse, Link } from 'react-router'
import { ReviewCard } from '../components/review-card.tsx'
import { Stars } from '../components/stars.tsx'
import { ButtonLink } from '../../../ui/button.tsx'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { emContext } from '../../../context.ts'
import { config } from '../../../platform/config.server.ts'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../../platform/render/http-cache.server.ts'
import { companyProfile } from '../reviews.server.ts'
import { employerAggregateRatingJsonLd } from '../company-json-ld.ts'
import { postedAgo, serializeJsonLd, SITE_NAME } from '../../jobs/job-posting.ts'
import { useNonce } from '../../../platform/render/nonce.tsx'
import { SUB_RATINGS } from '../review-ratings.ts'
import { shareCardMeta } from '../../../platform/share-card.ts'
import type { Route } from './+types/companies.$slug'
import { canonicalLinkTo } from '../../../platform/canonical.ts'

const COMPANY_NOT_FOUND = 'We have no reviews or open jobs for this company.'

export async function loader({ params, context }: Route.LoaderArgs) {
	const company = await companyProfile(context.get(emContext), params.slug)
	if (!company) throw data(COMPANY_NOT_FOUND, { status: 404, statusText: 'Not Found' })
	const url = `${config.appOrigin}/companies/${company.slug}`
	return {
		...company,
		jobs: company.jobs.map((job) => ({ ...job, postedLabel: postedAgo(new Date(job.postedAt)) })),
		url,
		jsonLd: employerAggregateRatingJsonLd({ name: company.name, url, ratings: company.ratings }),
	}
}

/** Anonymous visitors all see the same company page: shared caches and the page cache may keep it. */
export function headers() {
	return { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL }
}

export default function CompanyPage({ loaderData }: Route.ComponentProps) {
	const { name, slug, ratings, reviews, jobs, jsonLd } = loaderData
	const nonce = useNonce()
	const writeHref = `/company-reviews/new?company=${encodeURIComponent(name)}`
	return (
		<div className="mx-auto max-w-4xl px-4 py-10">
			<Link
				to="/company-reviews"
				className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
			>
				<span aria-hidden="true">←</span> All Company Reviews
			</Link>
			<h1 className="mt-4 break-words text-3xl font-bold">{name}</h1>
			<section
				aria-labelledby="company-ratings"
				className="mt-6 rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
			>
				<h2 id="company-ratings" className="text-xl font-semibold">
					Ratings
				</h2>
				{ratings.count && ratings.rating !== null ? (
					<>
						<p className="mt-2 flex flex-wrap items-center gap-2">
							<span className="text-3xl font-bold">{ratings.rating.toFixed(1)}</span>
							<Stars value={ratings.rating} size="text-xl" />
							<span className="text-gray-700">
								from {ratings.count} {ratings.count === 1 ? 'review' : 'reviews'}
							</span>
						</p>
						<dl className="mt-3 grid gap-2 sm:grid-cols-3">
							{SUB_RATINGS.map(({ name: key, label }) => (
								<div key={key} className="rounded-md bg-gray-50 p-3">
									<dt className="text-sm text-gray-700">{label}</dt>
									<dd className="text-lg font-semibold">{ratings[key]?.toFixed(1)} / 5</dd>
								</div>
							))}
						</dl>
					</>
				) : (
					<p className="mt-2 text-gray-700">No reviews yet.</p>
				)}
				<ButtonLink to={writeHref} className="mt-4">
					Write Review
				</ButtonLink>
			</section>
			<section aria-labelledby="company-jobs" className="mt-8">
				<h2 id="company-jobs" className="text-xl font-semibold">
					Open Jobs ({jobs.length})
				</h2>
				{jobs.length ? (
					<ul className="mt-3 flex flex-col gap-3">
						{jobs.map((job) => (
							<li key={job.id} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
								<Link to={`/jobs/${job.id}`} className="font-semibold text-brand-700 hover:underline">
									{job.title}
								</Link>
								<p className="text-sm text-gray-700">
									{[job.location, job.salary, job.postedLabel].filter(Boolean).join(' · ')}
								</p>
							</li>
						))}
					</ul>
				) : (
					<p className="mt-2 text-gray-700">No open jobs at the moment.</p>
				)}
			</section>
			<section aria-labelledby="company-reviews" className="mt-8">
				<h2 id="company-reviews" className="text-xl font-semibold">
					Reviews ({ratings.count})
				</h2>
				{reviews.length ? (
					<ul className="mt-3 flex flex-col gap-4">
						{reviews.map((review) => (
							<li key={review.id}>
								<ReviewCard review={review} showCompany={false} />
							</li>
						))}
					</ul>
				) : (
					<p className="mt-2 text-gray-700">Nobody has reviewed {name} yet.</p>
				)}
				{ratings.count > reviews.length ? (
					<Link
						to={`/company-reviews?company=${encodeURIComponent(slug)}`}
						className="mt-3 inline-block text-brand-700 hover:underline"
					>
						See all {ratings.count} reviews
					</Link>
				) : null}
			</section>
			{jsonLd ? (
				<script
					type="application/ld+json"
					nonce={nonce}
					dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
				/>
			) : null}
		</div>
	)
}

export function meta({ loaderData: page }: Route.MetaArgs) {
	if (!page) return [{ title: `Company Not Found | ${SITE_NAME}` }]
	const rating =
		page.ratings.count && page.ratings.rating !== null
			? ` Rated ${page.ratings.rating.toFixed(1)} out of 5 from ${page.ratings.count} ${page.ratings.count === 1 ? 'review' : 'reviews'}.`
			: ''
	const description = `What it is like to work at ${page.name} in Warrington, and its open jobs.${rating}`
	return [
		{ title: `${page.name}: Reviews and Jobs | ${SITE_NAME}` },
		{ name: 'description', content: description },
		canonicalLinkTo(page.url),
		...shareCardMeta({ title: `${page.name}: Reviews and Jobs`, description, url: page.url }),
	]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	if (isRouteErrorResponse(error) && error.status === 404) {
		return (
			<div className="mx-auto max-w-2xl px-4 py-16 text-center">
				<h1 className="text-3xl font-bold">Company Not Found</h1>
				<p className="mt-3 text-gray-700">{COMPANY_NOT_FOUND}</p>
				<ButtonLink to="/company-reviews" className="mt-6">
					Browse Company Reviews
				</ButtonLink>
			</div>
		)
	}
	return <ErrorPage error={error} />
}
