// The rules of sending a job alert (decision 157), pure so that they are tested without a
// database: which jobs are new for an alert (its high-water mark), when a daily or weekly alert
// is due, and the mail itself with its one-click unsubscribe (decision 158, RFC 8058), its parts
// rendered from its template (mails/job-alert.ts).
import { createElement } from 'react'
import { renderMail } from '../../platform/mail/render.server.ts'
import type { JobAlertFrequency } from './job-alert-schemas.ts'
import { JobAlertMail, type MailJob } from './mails/job-alert.ts'

const HOUR = 60 * 60 * 1000

/**
 * How long after it was last looked at an alert is due again. An hour short of the period, so
 * that a periodic run an hour apart (or a little late) never pushes a daily mail to the next day.
 */
const DUE_AFTER_MS: Record<Exclude<JobAlertFrequency, 'instant'>, number> = {
	daily: 24 * HOUR - HOUR,
	weekly: 7 * 24 * HOUR - HOUR,
}

/** Jobs listed in one mail; the rest are one link away (the search on the listing). */
export const JOBS_IN_ONE_MAIL = 10

/**
 * The jobs new for an alert among `candidates` (the search's newest matches): those above the
 * high-water mark `mark`, in the order given, and the mark to keep once they are mailed (the
 * greatest id seen, never lower than before). Nothing new leaves the mark as it was.
 */
export function newJobsForAlert<T extends { id: number }>(candidates: readonly T[], mark: number) {
	const jobs = candidates.filter((job) => job.id > mark)
	return { jobs, mark: jobs.reduce((highest, job) => Math.max(highest, job.id), mark) }
}

/** Whether a periodic run should look at an alert now: not paused, daily or weekly, a period since it was last looked at. */
export function isJobAlertDue(
	alert: { frequency: JobAlertFrequency; paused: boolean; checkedAt: Date },
	now: Date,
): boolean {
	if (alert.paused || alert.frequency === 'instant') return false
	return now.getTime() - alert.checkedAt.getTime() >= DUE_AFTER_MS[alert.frequency]
}

/** The one-click unsubscribe address of an alert's mail: works signed out, GET shows a button, POST unsubscribes. */
export function unsubscribeUrl(origin: string, token: string) {
	return `${origin}/alerts/unsubscribe?token=${encodeURIComponent(token)}`
}

export type { MailJob }

/**
 * One alert's mail: the new jobs (title, company, place, pay, link; the first 10, and how many more),
 * the search, and how to stop it.
 */
export async function jobAlertMail(input: {
	to: string
	firstName: string
	alert: { name: string; criteria: string; unsubscribeToken: string }
	jobs: readonly MailJob[]
	/** How many new jobs there are in all, when `jobs` holds only the newest of them. */
	total?: number
	origin: string
}) {
	const { alert, jobs, origin } = input
	const total = Math.max(input.total ?? jobs.length, jobs.length)
	const shown = jobs.slice(0, JOBS_IN_ONE_MAIL)
	const unsubscribe = unsubscribeUrl(origin, alert.unsubscribeToken)
	const count = total === 1 ? '1 new job' : `${total} new jobs`
	const mail = await renderMail(
		createElement(JobAlertMail, {
			firstName: input.firstName,
			alertName: alert.name,
			count,
			jobs: shown,
			more: total - shown.length,
			searchUrl: `${origin}/${alert.criteria ? `?${alert.criteria}` : ''}`,
			alertsUrl: `${origin}/employee-dashboard?tab=alerts`,
			unsubscribeUrl: unsubscribe,
			origin,
		}),
	)
	return {
		to: input.to,
		subject: `${count}: ${alert.name}`.slice(0, 255),
		...mail,
		headers: {
			'List-Unsubscribe': `<${unsubscribe}>`,
			'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
		},
	}
}
