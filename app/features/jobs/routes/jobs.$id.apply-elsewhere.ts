// GET /jobs/{id}/apply-elsewhere: "Apply on <company>’s site", the primary action of a job imported
// from its employer's board (issue 32, decision 234). A link, with or without JavaScript: the answer
// is a 302 to the job's own stored applyUrl (only an http(s) one), so no request can make the board
// redirect anywhere else, and the click is counted when the browser says a person followed the
// link from one of this site's pages (`isPersonsClick`). A job that is not listed, or is applied for
// here, goes back to its page, which says what to do.
import { data, redirect } from 'react-router'
import { emContext } from '../../../context.ts'
import { getOptionalUser } from '../../../platform/auth.server.ts'
import { parseJobId } from '../../../platform/route-params.ts'
import { findListedJob } from '../jobs.server.ts'
import { applyDestination, countOutboundClick, isPersonsClick } from '../outbound-clicks.server.ts'
import type { Route } from './+types/jobs.$id.apply-elsewhere'

const NOT_FOUND = 'This job may have been filled, taken down by the employer, or reached the end of its listing.'

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const id = parseJobId(params.id)
	if (id === null) throw data(NOT_FOUND, { status: 404, statusText: 'Not Found' })
	const em = context.get(emContext)
	const job = await findListedJob(em, id)
	const destination = job ? applyDestination(job) : null
	if (!job || !destination) return redirect(`/jobs/${id}`)
	// The employer trying their own button is not a seeker on the way to apply.
	if (isPersonsClick(request) && getOptionalUser(context)?.id !== job.user.id) await countOutboundClick(em, job.id)
	return redirect(destination, { headers: { 'Cache-Control': 'no-store' } })
}
