// "Recommended courses" on My Profile (docs/product.md §15, decision 150): the seeker's course
// recommendations, best first, each with its stars, percent, why, what it would teach them and a
// Dismiss; "Generate recommendations" (then "Refresh") works them out again. Both are plain form
// posts to /profile/course-recommendations..., which come back here with a toast, with or without
// JavaScript. With nothing to score from, the section says what to add first.
import { Form, Link, useNavigation } from 'react-router'
import { NOTHING_TO_SCORE, type CourseRecommendationView } from '../course-recommendations.ts'
import { formatPence } from '../../../ui/format.ts'
import { Button } from '../../../ui/button.tsx'

const GENERATE_PATH = '/profile/course-recommendations'
const LINK = 'font-semibold text-brand-700 underline hover:text-brand-800'

function Stars({ count }: { count: number }) {
	return (
		<span className="text-amber-700" aria-label={`Career relevance ${count} out of 5`} role="img">
			{'★'.repeat(count)}
			<span className="text-gray-300">{'★'.repeat(5 - count)}</span>
		</span>
	)
}

function RecommendationRow({ recommendation }: { recommendation: CourseRecommendationView }) {
	const { course } = recommendation
	return (
		<li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
			<div className="min-w-0">
				<h3 className="font-semibold break-words text-gray-900">
					<Link to={`/training/${course.id}`} className={LINK}>
						{course.title}
					</Link>
				</h3>
				<p className="text-sm text-gray-700">
					{course.provider} · {course.level} · {course.duration} ·{' '}
					{course.price === 0 ? 'Free' : formatPence(course.price)}
				</p>
				<p className="mt-1 text-sm text-gray-800">
					<Stars count={recommendation.careerRelevance} /> {recommendation.recommendationScore}% match.{' '}
					{recommendation.recommendationReason}
				</p>
				{recommendation.skillGaps.length ? (
					<p className="text-sm text-gray-700">You would learn: {recommendation.skillGaps.join(', ')}</p>
				) : null}
			</div>
			<Form method="post" action={`${GENERATE_PATH}/${recommendation.id}/dismiss`} className="shrink-0">
				<Button variant="secondary" size="sm">
					Dismiss<span className="sr-only"> {course.title}</span>
				</Button>
			</Form>
		</li>
	)
}

export function RecommendedCourses({
	items,
	canGenerate,
}: {
	items: CourseRecommendationView[]
	canGenerate: boolean
}) {
	const busy = useNavigation().formAction === GENERATE_PATH
	return (
		<section
			id="recommended-courses"
			aria-labelledby="recommended-courses-heading"
			className="mt-8 rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
		>
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h2 id="recommended-courses-heading" className="text-xl font-semibold">
					Recommended courses
				</h2>
				{canGenerate ? (
					<Form method="post" action={GENERATE_PATH}>
						<Button variant={items.length ? 'secondary' : 'primary'} size="sm" disabled={busy}>
							{busy ? 'Working them out...' : items.length ? 'Refresh' : 'Generate recommendations'}
						</Button>
					</Form>
				) : null}
			</div>
			{!canGenerate ? (
				<p className="mt-2 text-gray-700">
					{NOTHING_TO_SCORE}:{' '}
					<Link to="/career-advisor" className={LINK}>
						take the career assessment
					</Link>
					.
				</p>
			) : items.length ? (
				<ul className="mt-2 divide-y divide-gray-200">
					{items.map((recommendation) => (
						<RecommendationRow key={recommendation.id} recommendation={recommendation} />
					))}
				</ul>
			) : (
				<p className="mt-2 text-gray-700">
					Courses from the training catalogue that fit your skills, interests and level. Press Generate recommendations
					to see them.
				</p>
			)}
		</section>
	)
}
