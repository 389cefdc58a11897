// The dashboard's alert controls (decision 157): pause, resume, change how often, delete. Plain
// form POSTs that come back to the dashboard's Job Alerts tab with a toast.
import { data, redirect } from 'react-router'
import { z } from 'zod'
import { emContext } from '../../../context.ts'
import { requireSeeker } from '../../../platform/auth.server.ts'
import { parseRecordId } from '../../../platform/route-params.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { deleteJobAlert, updateJobAlert } from '../job-alerts.server.ts'
import { JOB_ALERT_FREQUENCY_LABELS, JOB_ALERTS_FOR_SEEKERS, JobAlertChangeSchema } from '../job-alert-schemas.ts'
import { DASHBOARD_PATH } from '../../seeker-dashboard/dashboard-tabs.ts'
import type { Route } from './+types/job-alerts.$id'

const ALERTS_TAB = `${DASHBOARD_PATH}?tab=alerts`
const Intent = z.enum(['change', 'delete'])
const NOT_FOUND = 'This job alert does not exist (it may have been deleted).'

export function loader() {
	return redirect(ALERTS_TAB)
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireSeeker(context, request, {
		message: JOB_ALERTS_FOR_SEEKERS,
		redirectTo: ALERTS_TAB,
		wrongType: { redirectHomeWithToast: 'Job alerts are for job seekers' },
	})
	const em = context.get(emContext)
	const id = parseRecordId(params.id)
	const { intent, ...fields } = Object.fromEntries(await request.formData())
	const wanted = Intent.safeParse(intent)
	if (!wanted.success) throw data('Send intent=change or intent=delete.', { status: 400 })
	if (wanted.data === 'delete') {
		if (id === null || !(await deleteJobAlert(em, user, id))) throw data(NOT_FOUND, { status: 404 })
		return redirect(ALERTS_TAB, { headers: await toastHeaders({ title: 'Job alert deleted' }) })
	}
	const change = JobAlertChangeSchema.safeParse(fields)
	if (!change.success) throw data('Choose a frequency, or pause or resume the alert.', { status: 400 })
	const alert = id === null ? null : await updateJobAlert(em, user, id, change.data)
	if (!alert) throw data(NOT_FOUND, { status: 404 })
	const title =
		change.data.paused === true
			? 'Job alert paused'
			: change.data.paused === false
				? 'Job alert resumed'
				: 'Job alert changed'
	return redirect(ALERTS_TAB, {
		headers: await toastHeaders({
			title,
			description: `${alert.name}: ${alert.paused ? 'paused' : JOB_ALERT_FREQUENCY_LABELS[alert.frequency].toLowerCase()}.`,
		}),
	})
}
