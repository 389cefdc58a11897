// Sending job alerts (decision 157). How to use it:
// - `sendInstantJobAlerts(em, jobId)` after a job is posted (after its commit): every unpaused
//   instant alert whose mark is below that job is looked at, and mailed if the search has new jobs.
// - `sendDueJobAlerts(em, now)` from a periodic run (hourly, say): every unpaused daily or weekly
//   alert a period since it was last looked at.
// Both send ONE mail per alert with its new matching jobs, and never throw for one alert's failure
// (it is logged; the others go on). Each alert is sent in its own transaction that locks its row
// (skipping one another worker holds), re-reads it, records the mail (sendMail into the same
// transaction) and advances its high-water mark, so two workers never mail one job twice.
// An alert whose owner has not verified their address waits (decision 183): it is not looked at,
// and its mark stays put, so once the address is verified its first mail has the jobs it missed.
import { LockMode } from '@mikro-orm/core'
import type { EntityManager } from '@mikro-orm/postgresql'
import { JobAlert } from '../../models/job-alert.ts'
import { config } from '../../platform/config.server.ts'
import { log } from '../../platform/logger.server.ts'
import { isVerified } from '../../platform/users.server.ts'
import { sendMail } from '../../platform/mail.server.ts'
import { defineTask } from '../../platform/queue/tasks.ts'
import { alertSearch } from './job-alert-schemas.ts'
import { isJobAlertDue, jobAlertMail, newJobsForAlert } from './job-alert-rules.server.ts'
import { newUnsubscribeToken } from './job-alerts.server.ts'
import { searchJobs } from '../jobs/job-search.server.ts'

/** How many of a search's newest matches are read to find an alert's new jobs. */
const NEWEST_MATCHES = 50

type JobAlertOutcome = 'sent' | 'nothing-new' | 'skipped'
type JobAlertRun = { sent: number; nothingNew: number; skipped: number; failed: number }

/**
 * Looks at one alert now: mails its new jobs, or records that there were none. `skipped` when it
 * is paused, gone, locked by another worker, its owner's address is unverified, or (with
 * `dueOnly`) no longer due.
 */
export async function sendJobAlert(
	em: EntityManager,
	alertId: number,
	now = new Date(),
	{ dueOnly = false }: { dueOnly?: boolean } = {},
): Promise<JobAlertOutcome> {
	return em.fork().transactional(async (tx) => {
		const alert = await tx.findOne(
			JobAlert,
			{ id: alertId, paused: false },
			{ lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, populate: ['user'] },
		)
		if (!alert || !isVerified(alert.user) || (dueOnly && !isJobAlertDue(alert, now))) return 'skipped'
		const { jobs: newest } = await searchJobs(tx, alertSearch(alert.criteria, NEWEST_MATCHES))
		const { jobs, mark } = newJobsForAlert(newest, alert.lastJobId)
		alert.checkedAt = now
		if (jobs.length > 0) {
			await sendMail(
				tx,
				jobAlertMail({
					to: alert.user.email,
					firstName: alert.user.firstName,
					alert: { name: alert.name, criteria: alert.criteria, unsubscribeToken: newUnsubscribeToken(tx, alert) },
					jobs,
					origin: config.appOrigin,
				}),
			)
			alert.lastJobId = mark
			alert.lastSentAt = now
		}
		await tx.flush()
		return jobs.length > 0 ? 'sent' : 'nothing-new'
	})
}

async function sendEach(em: EntityManager, ids: number[], now: Date, dueOnly: boolean): Promise<JobAlertRun> {
	const run: JobAlertRun = { sent: 0, nothingNew: 0, skipped: 0, failed: 0 }
	for (const id of ids) {
		try {
			const outcome = await sendJobAlert(em, id, now, { dueOnly })
			if (outcome === 'sent') run.sent += 1
			else if (outcome === 'nothing-new') run.nothingNew += 1
			else run.skipped += 1
		} catch (error) {
			run.failed += 1
			log().error({ err: error, alertId: id }, 'Sending a job alert failed')
		}
	}
	return run
}

/** Every daily and weekly alert of a verified owner that is due at `now`: one mail each with its new jobs, none when nothing is new. */
export async function sendDueJobAlerts(em: EntityManager, now = new Date()): Promise<JobAlertRun> {
	const rows = await em.getConnection().execute<{ id: number }[]>(
		`select a.id from job_alert a join "user" u on u.id = a.user_id and u.email_verified_at is not null
		where not a.paused and (
			(a.frequency = 'daily' and a.checked_at <= ?::timestamptz - interval '23 hours')
			or (a.frequency = 'weekly' and a.checked_at <= ?::timestamptz - interval '167 hours'))
		order by a.checked_at, a.id`,
		[now.toISOString(), now.toISOString()],
	)
	return sendEach(
		em,
		rows.map((row) => row.id),
		now,
		true,
	)
}

/**
 * The instant alerts a newly posted job may be new for (every unpaused instant alert of a verified
 * owner whose mark is below it): one mail each with its new matching jobs. Without `jobId`, every instant alert.
 */
export async function sendInstantJobAlerts(em: EntityManager, jobId?: number, now = new Date()): Promise<JobAlertRun> {
	const rows = await em.getConnection().execute<{ id: number }[]>(
		`select a.id from job_alert a join "user" u on u.id = a.user_id and u.email_verified_at is not null
			where not a.paused and a.frequency = 'instant'${jobId === undefined ? '' : ' and a.last_job_id < ?'} order by a.id`,
		jobId === undefined ? [] : [jobId],
	)
	return sendEach(
		em,
		rows.map((row) => row.id),
		now,
		false,
	)
}

/** A job was posted: its instant alerts are sent by the worker, after the post's commit. */
export const instantJobAlerts = defineTask<{ jobId: number }>({
	name: 'job-alerts-instant',
	handler: (em, { jobId }) => sendInstantJobAlerts(em, jobId),
})

/**
 * Every few minutes, any instant alert with new jobs a posting's own job did not reach (one
 * posted while the worker was down, say); the daily and weekly alerts that are due.
 */
export const periodicJobAlerts = [
	defineTask({ name: 'job-alerts-instant-catch-up', cron: '*/5 * * * *', handler: (em) => sendInstantJobAlerts(em) }),
	defineTask({ name: 'job-alerts-due', cron: '*/15 * * * *', handler: (em) => sendDueJobAlerts(em) }),
]
