// POST /jobs/{id}/sponsor: the employer dashboard's "Sponsor this job" form. Starts paying for a
// sponsorship of one of the employer's live jobs and sends the browser to /payment, as a paid
// choice on /post-job does; any failure goes back to the job's card with a clear error toast.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { z } from 'zod'
import { emContext } from '../../../context.ts'
import { requireEmployer } from '../../../platform/auth.server.ts'
import { findOwnJob } from '../../jobs/jobs.server.ts'
import { parseJobId } from '../../../platform/route-params.ts'
import { paymentPageUrl, startSponsorshipPayment } from '../payments.server.ts'
import { paymentErrorForScreen } from '../payment-responses.server.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { SPONSORSHIP_TYPES } from '../../jobs/job-options.ts'
import type { Route } from './+types/jobs.$id.sponsor'

export const CHOOSE_A_PLAN = 'Choose Featured Job (7 days) or Premium Sponsored (30 days).'
export const NOT_LIVE = 'Only a job that job seekers can see can be sponsored. Activate it, or post it again, first.'
const PAYMENT_ERROR = 'Payment Error'

const SponsorJobSchema = z.object({
	sponsorshipType: z.enum(SPONSORSHIP_TYPES, { error: CHOOSE_A_PLAN }),
})

function cardUrl(jobId: number) {
	return `/employer-dashboard#job-${jobId}`
}

/** The form lives on the dashboard: an address typed in or reloaded goes to the job's card. */
export async function loader({ params }: Route.LoaderArgs) {
	const jobId = parseJobId(params.id)
	throw redirect(jobId ? cardUrl(jobId) : '/employer-dashboard')
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireEmployer(context, request, {
		message: 'Only employers can sponsor jobs.',
		redirectTo: '/employer-dashboard',
	})
	const em = context.get(emContext)
	const job = await findOwnJob(em, user, parseJobId(params.id) ?? 0)
	if (!job) throw data('Job not found', { status: 404 })

	const back = async (description: string) =>
		redirect(cardUrl(job.id), { headers: await toastHeaders({ title: PAYMENT_ERROR, description, type: 'error' }) })
	const submission = parseWithZod(await request.formData(), { schema: SponsorJobSchema })
	if (submission.status !== 'success') throw await back(CHOOSE_A_PLAN)
	if (!job.isActive || job.expiresAt <= new Date()) throw await back(NOT_LIVE)

	const { sponsorshipType } = submission.value
	let clientSecret: string
	try {
		;({ clientSecret } = await startSponsorshipPayment(em, user, job.id, sponsorshipType))
	} catch (error) {
		const failure = paymentErrorForScreen(error)
		if (!failure) throw error
		throw await back(failure.message)
	}
	throw redirect(paymentPageUrl({ jobId: job.id, clientSecret, sponsorshipType }))
}
