import { ButtonLink } from '../ui/button.tsx'

export const COURSE_PAID_HEADING = 'Enrollment successful'

/** The view after a place on a course has been paid for (decision 145), on /payment and /payment-success. */
export function CoursePaid({ course }: { course: { id: number; title: string; provider: string } }) {
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			<div
				aria-hidden="true"
				className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-100 text-green-700"
			>
				<svg viewBox="0 0 20 20" fill="currentColor" className="size-9">
					<path
						fillRule="evenodd"
						d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z"
					/>
				</svg>
			</div>
			<h1 className="mt-6 text-3xl font-bold">{COURSE_PAID_HEADING}</h1>
			<p className="mt-4 text-gray-700">
				Your payment was received and your place is booked on <strong>{course.title}</strong> with {course.provider}.
			</p>
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				<ButtonLink to="/training" variant="secondary">
					Browse Courses
				</ButtonLink>
				<ButtonLink to={`/training/${course.id}`}>Start the course</ButtonLink>
			</div>
		</div>
	)
}
