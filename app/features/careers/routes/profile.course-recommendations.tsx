// POST /profile/course-recommendations: "Generate" / "Refresh" in My Profile's Recommended courses
// (decision 150), a plain form post that works the seeker's course recommendations out again and
// goes back to the section with a toast saying how it went.
import { redirect } from 'react-router'
import { emContext } from '../../../context.ts'
import { requireSeeker } from '../../../platform/auth.server.ts'
import { log } from '../../../platform/logger.server.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { generateCourseRecommendations, NothingToScoreError } from '../course-recommendations.server.ts'
import { GENERATING_FAILED, NOTHING_TO_SCORE, RECOMMENDED_COURSES_ON_PROFILE } from '../course-recommendations.ts'
import { PROFILE_FOR_SEEKERS } from '../../profile/skill-schemas.ts'
import type { Route } from './+types/profile.course-recommendations'

/** Nothing to show: the recommendations live on /profile. */
export function loader() {
	return redirect(RECOMMENDED_COURSES_ON_PROFILE)
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireSeeker(context, request, { message: PROFILE_FOR_SEEKERS, redirectTo: '/profile' })
	try {
		const { total } = await generateCourseRecommendations(context.get(emContext), user)
		return redirect(RECOMMENDED_COURSES_ON_PROFILE, {
			headers: await toastHeaders(
				total
					? {
							title: 'Course recommendations updated',
							description: `${total} ${total === 1 ? 'course' : 'courses'} for you.`,
						}
					: {
							title: 'No courses to recommend yet',
							description: 'None of the open courses matched your profile.',
							type: 'info',
						},
			),
		})
	} catch (error) {
		if (error instanceof NothingToScoreError) {
			return redirect(RECOMMENDED_COURSES_ON_PROFILE, {
				headers: await toastHeaders({ title: 'Nothing to go on yet', description: NOTHING_TO_SCORE, type: 'info' }),
			})
		}
		log().error({ err: error, userId: user.id }, 'Generating course recommendations failed')
		return redirect(RECOMMENDED_COURSES_ON_PROFILE, {
			headers: await toastHeaders({ title: GENERATING_FAILED, description: 'Please try again.', type: 'error' }),
		})
	}
}
