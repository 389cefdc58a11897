import { emContext } from '../../../context.ts'
import { apiError, apiHandler, requireApiUserType } from '../../../platform/api.server.ts'
import { ADVISOR_FOR_SEEKERS } from '../career-advisor.ts'
import { careerAdvice, latestAssessment } from '../career-advisor.server.ts'
import { NO_ASSESSMENT } from '../career-path-schemas.ts'
import type { Route } from './+types/api.career-advice'

/**
 * GET /api/career-advice → the roles the career advisor gives for the seeker's latest assessment,
 * as /career-advisor shows them: each with its match, why, the skills matched and missing by name,
 * live jobs, pay and courses (role-matching.ts, decision 201). 404 "Take the career assessment
 * first" before any assessment.
 */
export async function loader({ context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiUserType(context, 'employee', { message: ADVISOR_FOR_SEEKERS })
		const em = context.get(emContext)
		const assessment = await latestAssessment(em, user)
		if (!assessment) return apiError(404, NO_ASSESSMENT)
		return Response.json({
			takenAt: assessment.createdAt.toISOString(),
			assessment: {
				currentRole: assessment.currentRole ?? null,
				experienceLevel: assessment.experienceLevel,
				skills: assessment.skills,
				interests: assessment.interests,
			},
			roles: await careerAdvice(em, assessment),
		})
	})
}
