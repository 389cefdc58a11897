import { emContext } from '../../../context.ts'
import { apiError, apiHandler, methodNotAllowed, readJsonBody, requireApiAuth } from '../../../platform/api.server.ts'
import { deleteJob, findListedJob, findOwnJob, ListingEndedError, setJobActive, setJobSkills } from '../jobs.server.ts'
import { jobSkillsOf } from '../../skills/skill-choice.server.ts'
import { checkSkillIds } from '../job-skills-input.server.ts'
import { parseJobId } from '../../../platform/route-params.ts'
import { toJobView } from '../job-views.server.ts'
import { payComparisonOfJob } from '../pay-comparison.server.ts'
import { JobChangeSchema } from '../job-schemas.ts'
import type { Route } from './+types/api.jobs.$id'

const ALLOW = 'GET, PATCH, DELETE'
const notFound = () => apiError(404, 'Job not found')

/** GET /api/jobs/{id}: a listed job (active, not expired); anything else is 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const id = parseJobId(params.id)
		const em = context.get(emContext)
		const job = id === null ? null : await findListedJob(em, id)
		if (!job) return notFound()
		const [pay, skills] = await Promise.all([payComparisonOfJob(em, job), jobSkillsOf(em, job.id)])
		return Response.json(
			{ ...toJobView(job), pay, skills },
			{ headers: { 'Cache-Control': 'public, max-age=0, s-maxage=30' } },
		)
	})
}

/**
 * PATCH /api/jobs/{id} ({ isActive?, skills? }) and DELETE /api/jobs/{id}: the job's own employer
 * only; a listing that has ended cannot be activated (409). Anyone else gets the same 404 as for a job that does not exist, so nobody learns
 * which ids belong to other employers.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		const method = request.method.toUpperCase()
		if (method !== 'PATCH' && method !== 'DELETE') return methodNotAllowed(ALLOW)
		const { user } = requireApiAuth(context)
		const em = context.get(emContext)
		const id = parseJobId(params.id)
		const job = id === null ? null : await findOwnJob(em, user, id)
		if (!job) return notFound()
		if (method === 'DELETE') {
			await deleteJob(em, job)
			return Response.json({ message: 'Job deleted' })
		}
		const { isActive, skills } = await readJsonBody(request, JobChangeSchema)
		if (skills) checkSkillIds(skills)
		try {
			if (isActive !== undefined) await setJobActive(em, job, isActive)
		} catch (error) {
			if (error instanceof ListingEndedError) return apiError(409, error.message)
			throw error
		}
		if (skills) await setJobSkills(em, job, skills)
		return Response.json({
			...toJobView(job),
			pay: await payComparisonOfJob(em, job),
			skills: await jobSkillsOf(em, job.id),
		})
	})
}
