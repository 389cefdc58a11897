// "Get alerts for this search" (decision 157): the plain form POST under the listing's results
// and on the dashboard's alert offer. Signed out, the visitor signs in (or registers) and comes
// back to the dashboard's offer for the same search, one press from the alert.
import { data, redirect } from 'react-router'
import { emContext } from '../../../context.ts'
import { getOptionalUser, requireSeeker } from '../../../platform/auth.server.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { createJobAlert, JobAlertLimitError } from '../job-alerts.server.ts'
import {
	alertCriteriaQuery,
	alertFormObject,
	JOB_ALERT_FREQUENCY_LABELS,
	JOB_ALERTS_FOR_SEEKERS,
	JobAlertSchema,
} from '../job-alert-schemas.ts'
import { signInHref } from '../../accounts/pending-action.ts'
import { DASHBOARD_PATH } from '../../seeker-dashboard/dashboard-tabs.ts'
import type { Route } from './+types/job-alerts'

const ALERTS_TAB = `${DASHBOARD_PATH}?tab=alerts`

/** Nothing to show here: the alerts are managed on the dashboard. */
export function loader() {
	return redirect(ALERTS_TAB)
}

export async function action({ request, context }: Route.ActionArgs) {
	const parsed = JobAlertSchema.safeParse(alertFormObject(await request.formData()))
	if (!parsed.success) throw data('This search could not be read for a job alert.', { status: 400 })
	const { frequency, name: _name, ...criteria } = parsed.data
	const offer = `${DASHBOARD_PATH}?alerts=true&${new URLSearchParams([
		...new URLSearchParams(alertCriteriaQuery(criteria)),
		['frequency', frequency],
	])}`
	if (!getOptionalUser(context)) throw redirect(signInHref(offer))
	const user = await requireSeeker(context, request, {
		message: JOB_ALERTS_FOR_SEEKERS,
		wrongType: { redirectHomeWithToast: 'Job alerts are for job seekers' },
	})
	try {
		const alert = await createJobAlert(context.get(emContext), user, parsed.data)
		return redirect(ALERTS_TAB, {
			headers: await toastHeaders({
				title: 'Job alert created',
				description: `${alert.name}: ${JOB_ALERT_FREQUENCY_LABELS[alert.frequency].toLowerCase()}, new jobs only.`,
			}),
		})
	} catch (error) {
		if (!(error instanceof JobAlertLimitError)) throw error
		return redirect(ALERTS_TAB, {
			headers: await toastHeaders({ title: 'Job alert not created', description: error.message, type: 'error' }),
		})
	}
}
