import { Link } from 'react-router'
import type { EnrolmentView } from '../course-enrolments.server.ts'
import { coursePriceText } from '../course-format.ts'
import { ButtonLink } from '../../../ui/button.tsx'
import { EnrolForm } from './enrol-form.tsx'

/** A progress bar with its figure in words. */
export function ProgressBar({ progress, label }: { progress: number; label: string }) {
	return (
		<div>
			<div className="flex justify-between text-sm text-gray-800">
				<span>{label}</span>
				<span>{progress}%</span>
			</div>
			<div
				role="progressbar"
				aria-label={label}
				aria-valuemin={0}
				aria-valuemax={100}
				aria-valuenow={progress}
				className="mt-1 h-2.5 overflow-hidden rounded-full bg-gray-200"
			>
				<div className="h-full rounded-full bg-brand-700" style={{ width: `${progress}%` }} />
			</div>
		</div>
	)
}

type Viewer = 'signed-out' | 'seeker' | 'other'

/**
 * The course page's enrolment box: Enrol (signed out it leads to sign-in and back), or, for a
 * learner, their progress, the next module and, once complete, the certificate.
 */
export function LearnerPanel({
	course,
	viewer,
	enrolment,
	nextModuleId,
	paymentsAvailable,
}: {
	course: { id: number; title: string; price: number; placesLeft: number | null }
	viewer: Viewer
	enrolment: EnrolmentView | null
	nextModuleId: number | null
	paymentsAvailable: boolean
}) {
	return (
		<section aria-labelledby="enrolment-heading" className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
			<h2 id="enrolment-heading" className="text-lg font-semibold">
				{enrolment ? 'Your place' : 'Enrol'}
			</h2>
			{enrolment ? (
				<div className="mt-3 space-y-4">
					<ProgressBar progress={enrolment.progress} label="Course progress" />
					<p className="text-sm text-gray-700">
						{enrolment.requiredModulesDone} of {enrolment.requiredModules} required modules done.
					</p>
					{enrolment.certificateNumber ? (
						<div className="rounded-md border border-green-200 bg-green-50 p-3 text-green-900">
							<p className="font-semibold">Course complete</p>
							<p className="mt-1 text-sm">
								Certificate{' '}
								<Link to={enrolment.certificateUrl!} className="font-semibold underline">
									{enrolment.certificateNumber}
								</Link>
							</p>
						</div>
					) : nextModuleId ? (
						<ButtonLink to={`/training/${course.id}/modules/${nextModuleId}`}>
							{enrolment.requiredModulesDone ? 'Continue the course' : 'Start the course'}
						</ButtonLink>
					) : null}
				</div>
			) : viewer === 'other' ? (
				<p className="mt-3 text-gray-700">Courses are for job seekers: sign in with a job seeker account to enrol.</p>
			) : (
				<div className="mt-3 space-y-3">
					<EnrolForm
						courseId={course.id}
						title={course.title}
						priceText={coursePriceText(course.price)}
						placesLeft={course.placesLeft}
						paymentsAvailable={paymentsAvailable}
						size="lg"
					/>
					{viewer === 'signed-out' ? (
						<p className="text-sm text-gray-700">You will be asked to sign in or create an account first.</p>
					) : null}
				</div>
			)}
		</section>
	)
}
