// POST /profile/course-recommendations/{id}/dismiss: "Dismiss" on one of My Profile's recommended
// courses (decision 150), a plain form post; the course is not recommended again. Someone else's
// recommendation, or none, is a 404.
import { data, redirect } from 'react-router'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { emContext } from '../../../context.ts'
import { requireSeeker } from '../../../platform/auth.server.ts'
import { parseRecordId } from '../../../platform/route-params.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { dismissCourseRecommendation } from '../course-recommendations.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { RECOMMENDATION_NOT_FOUND, RECOMMENDED_COURSES_ON_PROFILE } from '../course-recommendations.ts'
import { PROFILE_FOR_SEEKERS } from '../../profile/skill-schemas.ts'
import type { Route } from './+types/profile.course-recommendations.$id.dismiss'

/** Nothing to show: the recommendations live on /profile. */
export function loader() {
	return redirect(RECOMMENDED_COURSES_ON_PROFILE)
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireSeeker(context, request, { message: PROFILE_FOR_SEEKERS, redirectTo: '/profile' })
	const id = parseRecordId(params.id)
	if (id === null || !(await dismissCourseRecommendation(context.get(emContext), user, id)))
		throw data(RECOMMENDATION_NOT_FOUND, { status: 404 })
	return redirect(RECOMMENDED_COURSES_ON_PROFILE, {
		headers: await toastHeaders({
			title: 'Recommendation dismissed',
			description: 'We will not suggest that course again.',
		}),
	})
}

export default function DismissRecommendation() {
	return null
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const refusal = accessRefusalOf(error)
	return refusal ? <WrongAccountPage refusal={refusal} /> : <ErrorPage error={error} />
}
