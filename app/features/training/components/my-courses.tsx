// "My courses" on /profile (decision 144): the seeker's enrolments with their progress and a link
// to go on, or to the certificate once complete.
import { Link } from 'react-router'
import type { EnrolmentView } from '../course-enrolments.server.ts'
import { ProgressBar } from './learner-panel.tsx'

export function MyCoursesSection({ enrolments }: { enrolments: EnrolmentView[] }) {
	return (
		<section
			id="courses"
			aria-labelledby="my-courses-heading"
			className="mt-8 rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
		>
			<h2 id="my-courses-heading" className="text-xl font-semibold">
				My courses
			</h2>
			{enrolments.length ? (
				<ul className="mt-4 divide-y divide-gray-200">
					{enrolments.map((enrolment) => (
						<li key={enrolment.id} className="space-y-2 py-4">
							<h3 className="font-semibold text-gray-900">{enrolment.course.title}</h3>
							<p className="text-sm text-gray-700">
								{enrolment.course.provider} · {enrolment.course.format} · {enrolment.course.duration}
							</p>
							<ProgressBar progress={enrolment.progress} label={`Progress on ${enrolment.course.title}`} />
							<Link
								to={`/training/${enrolment.course.id}`}
								className="inline-block font-semibold text-brand-700 underline"
							>
								{enrolment.completedAt ? 'View course' : 'Continue'}
								<span className="sr-only"> {enrolment.course.title}</span>
							</Link>
						</li>
					))}
				</ul>
			) : (
				<p className="mt-2 text-gray-700">You are not enrolled on any course yet.</p>
			)}
			<Link to="/training" className="mt-4 inline-block font-semibold text-brand-700 underline">
				Browse training courses
			</Link>
		</section>
	)
}
