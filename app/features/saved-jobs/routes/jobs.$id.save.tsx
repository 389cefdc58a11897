// The listing cards' save heart (docs/product.md §22.1; decision 045): a plain form POST, so it
// works without JavaScript; with it, the card sends the same form through a fetcher.
import { data, redirect } from 'react-router'
import { z } from 'zod'
import { SAVE_RETURNS_TO } from '../components/save-heart.tsx'
import { emContext } from '../../../context.ts'
import { getOptionalUser, requireSeeker } from '../../../platform/auth.server.ts'
import { config } from '../../../platform/config.server.ts'
import { parseJobId } from '../../../platform/route-params.ts'
import { saveJob, unsaveJob } from '../saved-jobs.server.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { signInHref } from '../../accounts/pending-action.ts'
import { safeRedirect } from '../../../platform/safe-redirect.ts'
import type { Route } from './+types/jobs.$id.save'

const SaveSchema = z.object({
	intent: z.enum(['save', 'unsave']),
	redirectTo: z.string().optional(),
})

const NOT_FOUND = 'This job is not listed.'
const ONLY_SEEKERS_SAVE = 'Only job seekers can save jobs'

/** Nothing to show here: an address typed or followed by mistake goes to the job. */
export function loader({ params }: Route.LoaderArgs) {
	const id = parseJobId(params.id)
	return redirect(id ? `/jobs/${id}` : '/')
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const form = await request.formData()
	const parsed = SaveSchema.safeParse(Object.fromEntries(form))
	const back = safeRedirect(parsed.data?.redirectTo, SAVE_RETURNS_TO, config.appOrigin)
	const id = parseJobId(params.id)
	// Signed out: sign in and come back to the same search (without the #jobs, which a server
	// never sees), the job saved once they have.
	if (!getOptionalUser(context)) {
		const pending = id !== null && parsed.data?.intent === 'save' ? { then: 'save-job' as const, jobId: id } : null
		throw redirect(signInHref(back.replace(/#.*$/, ''), pending))
	}
	if (!parsed.success) throw data('Send intent=save or intent=unsave.', { status: 400 })
	// Employers and admins have no heart to press; a form sent anyway is told who saving is for.
	const user = await requireSeeker(context, request, {
		message: ONLY_SEEKERS_SAVE,
		wrongType: { backTo: back, toast: { title: ONLY_SEEKERS_SAVE, type: 'info' } },
	})

	const em = context.get(emContext)
	const saving = parsed.data.intent === 'save'
	const done = id !== null && (saving ? await saveJob(em, user, id) : await unsaveJob(em, user, id))
	if (!done) throw data(NOT_FOUND, { status: 404, statusText: 'Not Found' })
	return redirect(back, { headers: await toastHeaders({ title: saving ? 'Job saved!' : 'Job removed' }) })
}
