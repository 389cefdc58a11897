import { emContext } from '../../../context.ts'
import { apiHandler, methodNotAllowed, readJsonBody } from '../../../platform/api.server.ts'
import { ownSourceFor } from '../job-source-api.server.ts'
import { JobSourcePatchSchema } from '../job-source-schemas.ts'
import { deleteJobSource, toJobSourceView, updateJobSource } from '../job-sources.server.ts'
import type { Route } from './+types/api.employer.job-sources.$id'

/** GET /api/employer/job-sources/{id}: one source with its status. */
export async function loader({ params, context }: Route.LoaderArgs) {
	return apiHandler(async () => Response.json(toJobSourceView(await ownSourceFor(context, params.id))))
}

/** PATCH changes the industry, company name, interval or pause; DELETE removes the source, ending its jobs. */
export async function action({ request, params, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		const method = request.method.toUpperCase()
		if (method !== 'PATCH' && method !== 'DELETE') return methodNotAllowed('GET, PATCH, DELETE')
		const source = await ownSourceFor(context, params.id)
		const em = context.get(emContext)
		if (method === 'DELETE') {
			const id = source.id
			const jobsEnded = await deleteJobSource(em, source)
			return Response.json({ message: 'Job source removed', id, jobsEnded })
		}
		const patch = await readJsonBody(request, JobSourcePatchSchema)
		return Response.json(toJobSourceView(await updateJobSource(em, source, patch)))
	})
}
