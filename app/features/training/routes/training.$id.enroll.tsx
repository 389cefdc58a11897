// The Enrol button's form post (decisions 144, 145): a plain POST, so it works without JavaScript.
// A free course enrols at once; a paid one goes on to /payment for the course's price; signed out,
// the visitor signs in and comes back to the course.
import { data, redirect } from 'react-router'
import { emContext } from '../../../context.ts'
import { getOptionalUser, requireSeeker } from '../../../platform/auth.server.ts'
import { parseRecordId } from '../../../platform/route-params.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { enrol } from '../course-enrolments.server.ts'
import { AlreadyEnrolledError } from '../../payments/course-payments.server.ts'
import { CourseFullError, CourseNotFoundError } from '../course-places.server.ts'
import { PaymentError } from '../../payments/payment-errors.server.ts'
import { ENROLMENT_MESSAGES } from '../course-search.ts'
import { signInHref } from '../../accounts/pending-action.ts'
import type { Route } from './+types/training.$id.enroll'

/** Nothing to show here: an address typed or followed by mistake goes to the course. */
export function loader({ params }: Route.LoaderArgs) {
	const id = parseRecordId(params.id)
	return redirect(id ? `/training/${id}` : '/training')
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const id = parseRecordId(params.id)
	if (id === null) throw data('This course is not in the catalogue.', { status: 404 })
	const back = `/training/${id}`
	if (!getOptionalUser(context)) throw redirect(signInHref(back, { then: 'enrol-course', courseId: id }))
	const failure = (description: string) => ({ title: ENROLMENT_MESSAGES.failed, description, type: 'error' as const })
	const failed = async (description: string) => redirect(back, { headers: await toastHeaders(failure(description)) })
	const user = await requireSeeker(context, request, {
		message: ENROLMENT_MESSAGES.seekersOnly,
		wrongType: { backTo: back, toast: failure(ENROLMENT_MESSAGES.seekersOnly) },
	})
	// A second post (a double-tapped Enrol, whose first answer the browser dropped) finds the place
	// already taken and answers as the first did: the learner is enrolled, which is all they asked.
	const enrolled = async () =>
		redirect(back, {
			headers: await toastHeaders({
				title: ENROLMENT_MESSAGES.success,
				description: 'Your place is booked. Start with the first module.',
			}),
		})
	try {
		const outcome = await enrol(context.get(emContext), user, id)
		if (outcome.kind === 'payment-required') return redirect(outcome.paymentUrl)
		return await enrolled()
	} catch (error) {
		if (error instanceof CourseNotFoundError) throw data('This course is not in the catalogue.', { status: 404 })
		if (error instanceof AlreadyEnrolledError) return await enrolled()
		if (error instanceof CourseFullError || error instanceof PaymentError) return failed(error.message)
		throw error
	}
}
