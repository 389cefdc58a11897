// The dashboard's Job Alerts tab (decision 157): each alert with its search, how often it mails
// and when it last did, and plain form POSTs to pause or resume it, change how often, or delete it.
import { Form, Link } from 'react-router'
import type { JobAlertView } from '../job-alert-schemas.ts'
import { JOB_ALERT_FREQUENCY_LABELS } from '../job-alert-frequencies.ts'
import { MAX_JOB_ALERTS_PER_USER } from '../job-alert-limits.ts'
import { formatLongDate } from '../../../ui/format.ts'
import { Button, ButtonLink } from '../../../ui/button.tsx'
import { FrequencySelect } from './frequency-select.tsx'

function AlertCard({ alert }: { alert: JobAlertView }) {
	const headingId = `alert-${alert.id}-heading`
	return (
		<article aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
			<div className="flex flex-wrap items-start justify-between gap-2">
				<h3 id={headingId} className="text-lg font-semibold">
					<Link to={alert.listingUrl} className="hover:underline">
						{alert.name}
					</Link>
				</h3>
				{alert.paused ? (
					<span className="rounded-full bg-gray-200 px-3 py-1 text-sm font-semibold text-gray-800">Paused</span>
				) : (
					<span className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
						{JOB_ALERT_FREQUENCY_LABELS[alert.frequency]}
					</span>
				)}
			</div>
			<p className="mt-1 text-sm text-gray-700">
				Created {formatLongDate(alert.createdAt)}
				{alert.lastSentAt ? `; last emailed ${formatLongDate(alert.lastSentAt)}` : '; no email yet'}
			</p>
			<div className="mt-4 flex flex-wrap items-end gap-3">
				<Form method="post" action={`/job-alerts/${alert.id}`} className="flex flex-wrap items-end gap-2">
					<input type="hidden" name="intent" value="change" />
					<FrequencySelect id={`alert-${alert.id}-frequency`} label="How often" defaultValue={alert.frequency} />
					<Button variant="secondary" aria-label={`Save how often for ${alert.name}`}>
						Save
					</Button>
				</Form>
				<Form method="post" action={`/job-alerts/${alert.id}`}>
					<input type="hidden" name="intent" value="change" />
					<input type="hidden" name="paused" value={alert.paused ? 'false' : 'true'} />
					<Button variant="secondary" aria-label={`${alert.paused ? 'Resume' : 'Pause'} ${alert.name}`}>
						{alert.paused ? 'Resume' : 'Pause'}
					</Button>
				</Form>
				<Form method="post" action={`/job-alerts/${alert.id}`}>
					<input type="hidden" name="intent" value="delete" />
					<Button variant="danger" aria-label={`Delete ${alert.name}`}>
						Delete
					</Button>
				</Form>
			</div>
		</article>
	)
}

export function JobAlertsTab({ alerts }: { alerts: JobAlertView[] }) {
	if (alerts.length === 0) {
		return (
			<div className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center">
				<h3 className="text-lg font-semibold">No job alerts yet</h3>
				<p className="mt-1 text-gray-700">
					Search the jobs listing, then press “Get alerts for this search” under the results to be emailed new jobs.
				</p>
				<ButtonLink to="/" size="lg" className="mt-4 inline-flex items-center justify-center">
					Search Jobs
				</ButtonLink>
			</div>
		)
	}
	return (
		<>
			<p className="text-gray-700">
				{alerts.length} of {MAX_JOB_ALERTS_PER_USER} alerts. Each email lists only jobs you have not been sent before.
			</p>
			<ul className="mt-4 flex flex-col gap-4">
				{alerts.map((alert) => (
					<li key={alert.id}>
						<AlertCard alert={alert} />
					</li>
				))}
			</ul>
		</>
	)
}
