import { Link } from 'react-router'
import type { ReviewView } from '../reviews.server.ts'
import { reviewDate, SUB_RATINGS } from '../review-ratings.ts'
import { Stars } from './stars.tsx'

/** A review as the pages show it: the service's view, without who wrote it. */
type ReviewCardData = Omit<ReviewView, 'userId' | 'isVerified'>

/** One review. Every text is the writer's plain text, which React escapes. */
export function ReviewCard({ review, showCompany = true }: { review: ReviewCardData; showCompany?: boolean }) {
	const headingId = `review-${review.id}-title`
	return (
		<article aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
			<div className="flex flex-wrap items-start justify-between gap-2">
				<div className="min-w-0">
					{showCompany ? (
						<p className="font-semibold">
							<Link
								to={`/companies/${review.companySlug}`}
								className="text-brand-700 hover:text-brand-800 hover:underline"
							>
								{review.companyName}
							</Link>
						</p>
					) : null}
					<h3 id={headingId} className="break-words text-lg font-semibold text-gray-900">
						{review.reviewTitle}
					</h3>
				</div>
				<Stars value={review.rating} size="text-lg" />
			</div>
			<p className="mt-1 text-sm text-gray-700">
				{[review.jobTitle, review.isCurrentEmployee ? 'Current employee' : 'Former employee']
					.filter(Boolean)
					.join(' · ')}
				{' · '}
				<time dateTime={review.createdAt}>{reviewDate(review.createdAt)}</time>
			</p>
			<p className="mt-3 whitespace-pre-line break-words text-gray-800">{review.reviewText}</p>
			{review.pros || review.cons ? (
				<dl className="mt-3 grid gap-2 sm:grid-cols-2">
					{review.pros ? (
						<div>
							<dt className="font-semibold text-green-800">Pros</dt>
							<dd className="whitespace-pre-line break-words text-gray-800">{review.pros}</dd>
						</div>
					) : null}
					{review.cons ? (
						<div>
							<dt className="font-semibold text-red-800">Cons</dt>
							<dd className="whitespace-pre-line break-words text-gray-800">{review.cons}</dd>
						</div>
					) : null}
				</dl>
			) : null}
			{review.salaryInfo ? <p className="mt-2 break-words text-sm text-gray-700">Salary: {review.salaryInfo}</p> : null}
			<ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
				{SUB_RATINGS.map(({ name, label }) => (
					<li key={name}>
						{label}: <span className="font-semibold">{review[name]}/5</span>
					</li>
				))}
			</ul>
		</article>
	)
}

/** A review-shaped placeholder while the list loads. */
export function ReviewSkeleton() {
	return (
		<div aria-hidden="true" className="animate-pulse rounded-lg border border-gray-200 bg-white p-5">
			<div className="h-4 w-1/3 rounded bg-gray-200" />
			<div className="mt-3 h-5 w-2/3 rounded bg-gray-200" />
			<div className="mt-3 h-3 w-full rounded bg-gray-200" />
			<div className="mt-2 h-3 w-5/6 rounded bg-gray-200" />
		</div>
	)
}
