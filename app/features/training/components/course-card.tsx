import { Link } from 'react-router'
import type { CourseView } from '../course-catalogue.server.ts'
import { courseDatesText, coursePriceText, skillsPreview } from '../course-format.ts'
import { placesLeftText } from '../course-search.ts'
import { formatPence } from '../../../ui/format.ts'
import { ButtonLink } from '../../../ui/button.tsx'
import { EnrolForm } from './enrol-form.tsx'

/** The price as the card and the course page show it: the original price struck through when discounted. */
export function CoursePrice({ price, originalPrice }: { price: number; originalPrice: number | null }) {
	return (
		<span>
			<span className="font-semibold text-gray-900">{coursePriceText(price)}</span>
			{originalPrice ? (
				<>
					{' '}
					<s className="text-gray-600">
						<span className="sr-only">was </span>
						{formatPence(originalPrice)}
					</s>
				</>
			) : null}
		</span>
	)
}

/** "4.5 out of 5 (3 ratings)", shown only once learners have rated the course. */
export function CourseRating({ rating, reviewCount }: { rating: number | null; reviewCount: number }) {
	if (!reviewCount || rating === null) return null
	return (
		<p className="text-sm text-gray-800">
			<span aria-hidden="true" className="text-amber-600">
				★{' '}
			</span>
			{rating.toFixed(1)} out of 5 ({reviewCount} {reviewCount === 1 ? 'rating' : 'ratings'})
		</p>
	)
}

/** One course in the catalogue. */
export function CourseCard({
	course,
	enrolled,
	paymentsAvailable,
}: {
	course: CourseView
	enrolled: boolean
	paymentsAvailable: boolean
}) {
	const skills = skillsPreview(course.skills)
	const titleId = `course-${course.id}-title`
	return (
		<article
			aria-labelledby={titleId}
			className="flex h-full flex-col rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
		>
			<h3 id={titleId} className="text-lg font-semibold">
				<Link to={`/training/${course.id}`} className="text-brand-700 underline-offset-2 hover:underline">
					{course.title}
				</Link>
			</h3>
			<p className="mt-1 text-gray-700">{course.provider}</p>
			<ul aria-label="Course type" className="mt-3 flex flex-wrap gap-2 text-xs font-medium">
				<li className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{course.level}</li>
				<li className="rounded-full bg-gray-100 px-2.5 py-1 text-gray-800">{course.format}</li>
				<li className="rounded-full bg-gray-100 px-2.5 py-1 text-gray-800">{course.duration}</li>
			</ul>
			<dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-gray-800">
				<dt className="text-gray-600">Dates</dt>
				<dd>{courseDatesText(course.startDate, course.endDate)}</dd>
				<dt className="text-gray-600">Where</dt>
				<dd>{course.location}</dd>
				<dt className="text-gray-600">Price</dt>
				<dd>
					<CoursePrice price={course.price} originalPrice={course.originalPrice} />
				</dd>
				<dt className="text-gray-600">Places</dt>
				<dd>{placesLeftText(course.placesLeft)}</dd>
			</dl>
			<CourseRating rating={course.rating} reviewCount={course.reviewCount} />
			{course.skills.length ? (
				<ul aria-label="Skills" className="mt-4 flex flex-wrap gap-2 text-xs">
					{skills.shown.map((skill) => (
						<li key={skill} className="rounded border border-gray-300 px-2 py-0.5 text-gray-800">
							{skill}
						</li>
					))}
					{skills.more ? <li className="px-1 py-0.5 text-gray-700">+{skills.more} more</li> : null}
				</ul>
			) : null}
			<div className="mt-auto flex flex-wrap items-center gap-3 pt-5">
				{enrolled ? (
					<ButtonLink to={`/training/${course.id}`}>
						Continue<span className="sr-only"> {course.title}</span>
					</ButtonLink>
				) : (
					<EnrolForm
						courseId={course.id}
						title={course.title}
						priceText={coursePriceText(course.price)}
						placesLeft={course.placesLeft}
						paymentsAvailable={paymentsAvailable}
					/>
				)}
				<Link to={`/training/${course.id}`} className="text-sm font-semibold text-brand-700 underline">
					Details<span className="sr-only"> of {course.title}</span>
				</Link>
			</div>
		</article>
	)
}

/** A grey stand-in for a card while the list reloads (with JavaScript). */
export function CourseCardSkeleton() {
	return (
		<div className="animate-pulse space-y-3 rounded-lg border border-gray-200 bg-white p-5">
			<div className="h-5 w-3/4 rounded bg-gray-200" />
			<div className="h-4 w-1/2 rounded bg-gray-200" />
			<div className="h-4 w-full rounded bg-gray-200" />
			<div className="h-4 w-5/6 rounded bg-gray-200" />
			<div className="h-9 w-24 rounded bg-gray-200" />
		</div>
	)
}
