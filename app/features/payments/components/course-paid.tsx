import { ButtonLink } from '../../../ui/button.tsx'
import { PaidView } from './paid-view.tsx'

export const COURSE_PAID_HEADING = 'Enrollment successful'

/** The view after a place on a course has been paid for, on /payment and /payment-success. */
export function CoursePaid({ course }: { course: { id: number; title: string; provider: string } }) {
	return (
		<PaidView
			heading={COURSE_PAID_HEADING}
			actions={
				<>
					<ButtonLink to="/training" variant="secondary">
						Browse Courses
					</ButtonLink>
					<ButtonLink to={`/training/${course.id}`}>Start the course</ButtonLink>
				</>
			}
		>
			<p className="mt-4 text-gray-700">
				Your payment was received and your place is booked on <strong>{course.title}</strong> with {course.provider}.
			</p>
		</PaidView>
	)
}
