import { emContext } from '../../../context.ts'
import { apiHandler, methodNotAllowed, readJsonBody, requireApiUserType } from '../../../platform/api.server.ts'
import { pagedJson, readPage } from '../../../platform/paging.server.ts'
import { JobSourceInputSchema } from '../job-source-schemas.ts'
import { jobSourceInputAnswer, ONLY_EMPLOYERS } from '../job-source-api.server.ts'
import { addJobSource, listJobSources, toJobSourceView } from '../job-sources.server.ts'
import type { Route } from './+types/api.employer.job-sources'

/** GET /api/employer/job-sources: the employer's sources with their status; paged like every list. */
export async function loader({ request, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiUserType(context, 'employer', { message: ONLY_EMPLOYERS })
		const url = new URL(request.url)
		const page = readPage(url)
		const { items, total } = await listJobSources(context.get(emContext), user, page)
		return pagedJson(url, page, { items: items.map(toJobSourceView), total })
	})
}

/** POST /api/employer/job-sources: adds a source and queues its first sync (201 with the source). */
export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method !== 'POST') return methodNotAllowed('GET, POST')
		const { user } = requireApiUserType(context, 'employer', { message: ONLY_EMPLOYERS })
		const input = await readJsonBody(request, JobSourceInputSchema)
		const source = await addJobSource(context.get(emContext), user, input)
		return Response.json(toJobSourceView(source), {
			status: 201,
			headers: { Location: `/api/employer/job-sources/${source.id}` },
		})
	}, jobSourceInputAnswer)
}
