// Quick Apply from the job page: a plain form POST, so it works without JavaScript; with it, the
// panel sends the same form through a fetcher. Every outcome goes back to the job page with the
// toast of docs/product.md §9 (decision 089).
import { data, redirect } from 'react-router'
import { emContext } from '../../../context.ts'
import { AlreadyAppliedError, AppliedElsewhereError, JobNotListedError } from '../applications.server.ts'
import {
	QuickApplyProfileRequiredError,
	quickApply,
	RepeatAnsweredAsNewError,
} from '../quick-apply-application.server.ts'
import { getOptionalUser, requireSeeker } from '../../../platform/auth.server.ts'
import { parseJobId } from '../../../platform/route-params.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { signInHref } from '../../accounts/pending-action.ts'
import type { Route } from './+types/jobs.$id.quick-apply'
import { log } from '../../../platform/logger.server.ts'

const NOT_FOUND = 'This job may have been filled, taken down by the employer, or reached the end of its listing.'

/** Nothing to show here: an address typed or followed by mistake goes to the job. */
export function loader({ params }: Route.LoaderArgs) {
	const id = parseJobId(params.id)
	return redirect(id ? `/jobs/${id}` : '/')
}

const SUBMITTED = {
	title: 'Application Submitted! ⚡',
	description: 'Your application was submitted instantly using your profile information.',
}

export async function action({ params, request, context }: Route.ActionArgs) {
	const id = parseJobId(params.id)
	if (id === null) throw data(NOT_FOUND, { status: 404, statusText: 'Not Found' })
	const jobPage = `/jobs/${id}`
	// Signed out: sign in, and the Quick Apply is sent once they have.
	if (!getOptionalUser(context)) throw redirect(signInHref(jobPage, { then: 'quick-apply', jobId: id }))
	// Quick Apply is for job seekers.
	const user = await requireSeeker(context, request, {
		message: 'Quick Apply is for job seekers.',
		redirectTo: jobPage,
	})

	const back = async (toast: Parameters<typeof toastHeaders>[0]) =>
		redirect(jobPage, { headers: await toastHeaders(toast) })
	try {
		await quickApply(context.get(emContext), user, id)
	} catch (error) {
		// Answered as a new application, as anyone applying with an address that had applied is.
		if (error instanceof RepeatAnsweredAsNewError) return back(SUBMITTED)
		if (error instanceof JobNotListedError) throw data(NOT_FOUND, { status: 404, statusText: 'Not Found' })
		if (error instanceof QuickApplyProfileRequiredError) {
			return back({
				title: 'Set up Quick Apply first',
				description: `${error.message}: use the “Set up Quick Apply” link to add your details, then press Quick Apply again.`,
				type: 'error',
			})
		}
		if (error instanceof AlreadyAppliedError)
			return back({ title: 'Already applied', description: error.message, type: 'info' })
		if (error instanceof AppliedElsewhereError)
			return back({ title: 'Apply on the employer’s site', description: error.message, type: 'info' })
		log().error({ err: error, jobId: id }, 'Quick Apply failed')
		return back({
			title: 'Set up Quick Apply profile',
			description: 'Please complete your Quick Apply profile and try again.',
			type: 'error',
		})
	}
	return back(SUBMITTED)
}
