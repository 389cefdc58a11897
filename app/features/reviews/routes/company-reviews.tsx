// Company reviews (docs/product.md §12): a company search, the Write Review link, and the
// published reviews, newest first, a page at a time. The search is a GET form, so it works
// without JavaScript; with it, 5 placeholders show while the next list loads.
import { Form, useLocation, useNavigation } from 'react-router'
import { ReviewCard, ReviewSkeleton } from '../components/review-card.tsx'
import { ButtonLink } from '../../../ui/button.tsx'
import { Pagination } from '../../../ui/pagination.tsx'
import { emContext } from '../../../context.ts'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../../platform/render/http-cache.server.ts'
import { listReviews } from '../reviews.server.ts'
import { SITE_NAME } from '../../jobs/job-posting.ts'
import { screenPageOf } from '../../../platform/query-numbers.ts'
import type { Route } from './+types/company-reviews'
import { canonicalLink } from '../../../platform/canonical.ts'

const PAGE_SIZE = 20
const SKELETONS = 5

export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const company = (url.searchParams.get('company') ?? '').trim().slice(0, 255)
	const pageNumber = screenPageOf(url)
	const { items, total } = await listReviews(
		context.get(emContext),
		{ company },
		{ limit: PAGE_SIZE, offset: (pageNumber - 1) * PAGE_SIZE },
	)
	return { company, reviews: items, total, pageNumber, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) }
}

const writeHref = (company: string) => `/company-reviews/new${company ? `?company=${encodeURIComponent(company)}` : ''}`

/** Anonymous visitors all see the same reviews: shared caches and the page cache may keep them. */
export function headers() {
	return { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL }
}

export default function CompanyReviewsPage({ loaderData }: Route.ComponentProps) {
	const { company, reviews, total, pageNumber, pages } = loaderData
	const navigation = useNavigation()
	const location = useLocation()
	const loadingList = navigation.state === 'loading' && navigation.location.pathname === location.pathname
	return (
		<div className="mx-auto max-w-4xl px-4 py-10">
			<div className="flex flex-wrap items-end justify-between gap-4">
				<div>
					<h1 className="text-3xl font-bold">Company Reviews</h1>
					<p className="mt-2 text-gray-700">What people say about working for Warrington employers.</p>
				</div>
				<ButtonLink to={writeHref(company)}>Write Review</ButtonLink>
			</div>
			<Form method="get" role="search" className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-end">
				<div className="grow">
					<label htmlFor="company-search" className="block text-sm font-medium text-gray-800">
						Search companies
					</label>
					<input
						id="company-search"
						type="search"
						name="company"
						defaultValue={company}
						maxLength={255}
						placeholder="Company name"
						className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
					/>
				</div>
				<button
					type="submit"
					className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
				>
					Search
				</button>
			</Form>
			<h2 className="mt-8 text-xl font-semibold" aria-live="polite">
				{company ? `Reviews matching "${company}" (${total})` : `Latest Reviews (${total})`}
			</h2>
			{loadingList ? (
				<div className="mt-4 flex flex-col gap-4" aria-busy="true">
					{Array.from({ length: SKELETONS }, (_, index) => (
						<ReviewSkeleton key={index} />
					))}
				</div>
			) : reviews.length ? (
				<ul className="mt-4 flex flex-col gap-4">
					{reviews.map((review) => (
						<li key={review.id}>
							<ReviewCard review={review} />
						</li>
					))}
				</ul>
			) : (
				<div className="mt-4 rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center">
					<p className="text-lg font-semibold">No reviews yet</p>
					<p className="mt-1 text-gray-700">
						{company ? `Nobody has reviewed "${company}" yet.` : 'Be the first to review a local employer.'}
					</p>
					<ButtonLink to={writeHref(company)} className="mt-4">
						Write First Review
					</ButtonLink>
				</div>
			)}
			<Pagination page={pageNumber} pageCount={pages} label="Review pages" />
		</div>
	)
}

export function meta({ matches }: Route.MetaArgs) {
	return [
		{ title: `Company Reviews | ${SITE_NAME}` },
		{
			name: 'description',
			content:
				'Read and write honest reviews of Warrington and Cheshire employers: ratings for work-life balance, management and culture.',
		},
		canonicalLink(matches, '/company-reviews'),
	]
}
