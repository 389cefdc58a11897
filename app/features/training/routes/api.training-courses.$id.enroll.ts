import { emContext } from '../../../context.ts'
import {
	apiError,
	apiHandler,
	methodNotAllowed,
	readJsonBody,
	requireApiUserType,
} from '../../../platform/api.server.ts'
import { parseRecordId } from '../../../platform/route-params.ts'
import { enrol } from '../course-enrolments.server.ts'
import { AlreadyEnrolledError } from '../../payments/course-payments.server.ts'
import { CourseFullError, CourseNotFoundError } from '../course-places.server.ts'
import { confirmCoursePayment } from '../../payments/payments.server.ts'
import { enrolmentView } from '../course-enrolments.server.ts'
import { ENROLMENT_MESSAGES, EnrolSchema } from '../course-search.ts'
import { paymentErrorResponse } from '../../payments/payment-responses.server.ts'
import type { Route } from './+types/api.training-courses.$id.enroll'

/** A refused enrolment: the unknown course 404, the full one 409 ("Enrollment failed" and why), payments as elsewhere. */
function refusal(error: unknown) {
	if (error instanceof CourseNotFoundError) return apiError(404, error.message)
	if (error instanceof CourseFullError) return apiError(409, `${ENROLMENT_MESSAGES.failed}: ${error.message}`)
	if (error instanceof AlreadyEnrolledError) return Response.json({ message: ENROLMENT_MESSAGES.already })
	return paymentErrorResponse(error)
}

/**
 * POST /api/training-courses/{id}/enroll, job seekers only (401 "Please log
 * in to enroll in courses" signed out, 403 for other accounts). An empty body enrols: on a free
 * course at once (201 "Enrollment successful"; 200 "You are already enrolled" the second time);
 * on a paid one, 202 with the `clientSecret` and `paymentUrl` of a payment for the course's price.
 * `{ paymentIntentId }` reports that payment made: the place is taken once Stripe confirms it (200).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method.toUpperCase() !== 'POST') return methodNotAllowed('POST')
		const auth = requireApiUserType(context, 'employee', {
			message: ENROLMENT_MESSAGES.seekersOnly,
			signedOutMessage: ENROLMENT_MESSAGES.signIn,
		})
		const id = parseRecordId(params.id)
		if (id === null) return apiError(404, 'Course not found')
		const { paymentIntentId } = await readJsonBody(request, EnrolSchema)
		const em = context.get(emContext)
		if (paymentIntentId) {
			const outcome = await confirmCoursePayment(em, auth.user, id, paymentIntentId)
			if (outcome.refused) return apiError(409, `${ENROLMENT_MESSAGES.failed}: ${outcome.refused}`)
			return Response.json({ message: ENROLMENT_MESSAGES.success, enrollment: await enrolmentView(em, auth.user, id) })
		}
		const outcome = await enrol(em, auth.user, id)
		if (outcome.kind === 'payment-required') {
			const { kind: _kind, ...payment } = outcome
			return Response.json(
				{ message: `Payment required: pay ${outcome.priceText} to book your place`, paymentRequired: true, ...payment },
				{ status: 202 },
			)
		}
		return Response.json(
			{
				message: outcome.created ? ENROLMENT_MESSAGES.success : ENROLMENT_MESSAGES.already,
				enrollment: outcome.enrollment,
			},
			{ status: outcome.created ? 201 : 200 },
		)
	}, refusal)
}

export function loader() {
	return methodNotAllowed('POST')
}
