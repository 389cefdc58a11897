import { emContext } from '../../../context.ts'
import {
	apiError,
	apiHandler,
	methodNotAllowed,
	readJsonBody,
	requireApiUserType,
} from '../../../platform/api.server.ts'
import { withIdempotency } from '../../../platform/idempotency.server.ts'
import { pagingHeaders } from '../../../platform/paging.server.ts'
import { postJob } from '../jobs.server.ts'
import { ImportedDuplicateError } from '../imported-duplicate.server.ts'
import { searchJobs } from '../job-search.server.ts'
import { payComparisonOfJob, withPayComparisons } from '../pay-comparison.server.ts'
import { toJobView } from '../job-views.server.ts'
import { UnknownPostcodeError } from '../postcode-districts.server.ts'
import { JobInputSchema } from '../job-schemas.ts'
import { jobSkillsOf } from '../../skills/skill-choice.server.ts'
import { checkSkillIds } from '../job-skills-input.server.ts'
import { parseJobSearch } from '../job-search.ts'
import type { Route } from './+types/api.jobs'

/** Jobs per call when the client asks for no `limit`: the most it may ask for (decision 041). */
const API_DEFAULT_LIMIT = 100

/**
 * GET /api/jobs: the listed jobs matching a search, as a plain array. The total is in
 * X-Total-Count (with X-Total-Count-Capped when the search counted only up to its cap, decision
 * 249), and a Link header names the next and previous pages (paging.server.ts). With
 * `near` (and `radius`), each job carries `distanceMiles`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const url = new URL(request.url)
		const parsed = parseJobSearch(url.searchParams)
		if (!parsed.success) {
			const errors: Record<string, string[]> = {}
			for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'query')] ??= []).push(issue.message)
			return apiError(400, 'Please check the search', errors)
		}
		if (parsed.data.sort === 'distance' && !parsed.data.near)
			return apiError(400, 'Please check the search', { sort: ['Sorting by distance needs a postcode in near'] })
		const limit = parsed.data.limit ?? API_DEFAULT_LIMIT
		const offset = parsed.data.offset ?? (parsed.data.page - 1) * limit
		const found = await searchJobs(context.get(emContext), { ...parsed.data, limit, offset }).catch((error) => {
			if (error instanceof UnknownPostcodeError) return error
			throw error
		})
		if (found instanceof UnknownPostcodeError)
			return apiError(400, 'Please check the search', { near: [found.message] })
		const { total, capped, correction } = found
		const jobs = await withPayComparisons(context.get(emContext), found.jobs)
		const headers = pagingHeaders(url, { limit, offset }, jobs.length, total, new Headers(), { capped })
		// The words as asked found nothing; these are the jobs of their correction (decision 204).
		if (correction) headers.set('X-Search-Correction', correction)
		headers.set('Cache-Control', 'public, max-age=0, s-maxage=30')
		return Response.json(jobs, { headers })
	})
}

/** POST /api/jobs: an employer posts a job (free; sponsorship is bought afterwards); Idempotency-Key makes a retry safe. */
export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method !== 'POST') return methodNotAllowed('GET, POST')
		const { user } = requireApiUserType(context, 'employer', {
			message: 'Only employer accounts can post jobs',
		})
		const em = context.get(emContext)
		return withIdempotency(em, request, `user:${user.id}`, async () => {
			const input = await readJsonBody(request, JobInputSchema)
			if (input.skills) checkSkillIds(input.skills)
			const job = await postJob(em, user, input)
			return Response.json(
				{ ...toJobView(job), pay: await payComparisonOfJob(em, job), skills: await jobSkillsOf(em, job.id) },
				{ status: 201, headers: { Location: `/api/jobs/${job.id}` } },
			)
		})
	}, answerImportedDuplicate)
}

/** A job the employer's sources already list here: a 400 naming that listing on `title`. */
function answerImportedDuplicate(error: unknown) {
	if (!(error instanceof ImportedDuplicateError)) return null
	return apiError(400, 'Please check the highlighted fields', { title: [error.message] })
}
