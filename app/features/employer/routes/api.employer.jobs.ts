import { emContext } from '../../../context.ts'
import { apiHandler, methodNotAllowed, requireApiUserType } from '../../../platform/api.server.ts'
import { pagedJson, readPage } from '../../../platform/paging.server.ts'
import { employerJobs } from '../../jobs/jobs.server.ts'
import { withOutboundClicks } from '../../jobs/outbound-clicks.server.ts'
import type { Route } from './+types/api.employer.jobs'

/**
 * GET /api/employer/jobs and its second address GET /api/employer-jobs: the signed-in
 * employer's jobs, active or not, newest first, each with its applicationCount (and an imported
 * job applied for on the employer's site with its outboundClicks); paged
 * (`limit`, `offset`, X-Total-Count, Link: paging.server.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiUserType(context, 'employer', {
			message: 'Only employer accounts have jobs to manage',
		})
		const url = new URL(request.url)
		const page = readPage(url)
		const em = context.get(emContext)
		const { items, total } = await employerJobs(em, user, page)
		return pagedJson(url, page, { items: await withOutboundClicks(em, items), total })
	})
}

export function action() {
	return methodNotAllowed('GET')
}
