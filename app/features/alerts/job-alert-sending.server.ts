// Sending job alerts (decisions 157, 185). How to use it:
// - `sweepInstantJobAlerts(em)`: every unpaused instant alert with jobs stored since its mark gets
//   one mail with them. Posting a job queues the sweep (`instantJobAlertSweep`, one waiting at a
//   time, INSTANT_ALERT_WAIT_SECONDS after the posting), so a burst of postings shares a few sweeps.
// - `sendDueJobAlerts(em, now)` from a periodic run: every unpaused daily or weekly alert a period
//   since it was last looked at.
// Both send ONE mail per alert with its new matching jobs, and never throw for one alert's failure
// (it is logged; the others go on). Each alert is sent in its own transaction that locks its row
// (skipping one another worker holds), re-reads it, records the mail (sendMail into the same
// transaction) and advances its high-water mark, so two workers never mail one job twice.
//
// The recipient rule (who may be mailed an alert at all) is applied in one place, `lockedAlert`:
// an alert it refuses is skipped with its mark left where it was, so its jobs wait for it. An
// alert whose owner has not verified their address waits so (decision 183): once the address is
// verified, its first mail has the jobs it missed. A disabled account's alerts wait the same way
// until it is enabled (decision 224).
import { LockMode } from '@mikro-orm/core'
import type { EntityManager } from '@mikro-orm/postgresql'
import { JobAlert } from '../../models/job-alert.ts'
import { config } from '../../platform/config.server.ts'
import { log } from '../../platform/logger.server.ts'
import { isVerified } from '../../platform/users.server.ts'
import { sendMail } from '../../platform/mail.server.ts'
import { defineTask } from '../../platform/queue/tasks.ts'
import { enqueue } from '../../platform/queue/queue.server.ts'
import { alertSearch } from './job-alert-schemas.ts'
import { isJobAlertDue, jobAlertMail, newJobsForAlert, type MailJob } from './job-alert-rules.server.ts'
import { newUnsubscribeToken } from './job-alerts.server.ts'
import { searchJobs } from '../jobs/job-search.server.ts'
import { searchJobsStoredIn } from '../jobs/job-search-window.server.ts'

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
		const alert = await lockedAlert(tx, alertId)
		if (!alert || (dueOnly && !isJobAlertDue(alert, now))) return 'skipped'
		const { jobs: newest } = await searchJobs(tx, alertSearch(alert.criteria, NEWEST_MATCHES))
		const { jobs, mark } = newJobsForAlert(newest, alert.lastJobId)
		alert.checkedAt = now
		if (jobs.length > 0) await mailAlert(tx, alert, { jobs, mark, now })
		await tx.flush()
		return jobs.length > 0 ? 'sent' : 'nothing-new'
	})
}

/**
 * The alert, its row locked for the transaction, with its owner; null when it is gone, paused, or
 * locked by another worker (SKIP LOCKED), or when its owner may not be mailed alerts. The one place
 * a recipient rule applies to alerts.
 */
async function lockedAlert(tx: EntityManager, alertId: number) {
	const alert = await tx.findOne(
		JobAlert,
		{ id: alertId, paused: false },
		{ lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, populate: ['user'] },
	)
	return alert && isVerified(alert.user) && !alert.user.disabledAt ? alert : null
}

type LockedAlert = NonNullable<Awaited<ReturnType<typeof lockedAlert>>>

/** Mails `jobs` (of `total` new ones) to the alert's owner, with a new unsubscribe link, and moves its marks. */
async function mailAlert(
	tx: EntityManager,
	alert: LockedAlert,
	{ jobs, total, mark, now }: { jobs: readonly MailJob[]; total?: number; mark: number; now: Date },
) {
	const unsubscribeToken = newUnsubscribeToken(tx, alert)
	await sendMail(
		tx,
		await jobAlertMail({
			to: alert.user.email,
			firstName: alert.user.firstName,
			alert: { name: alert.name, criteria: alert.criteria, unsubscribeToken },
			jobs,
			total,
			origin: config.appOrigin,
		}),
	)
	alert.lastJobId = mark
	alert.lastSentAt = now
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
		`select a.id from job_alert a join "user" u on u.id = a.user_id and u.email_verified_at is not null and u.disabled_at is null
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
 * The transaction id below which every transaction has ended (committed or not): the oldest one
 * still running, or the next to begin. Jobs stored below it are all there to be read, so a sweep
 * that stops at it never leaves behind a job that commits later (decision 185). Read on a
 * connection of its own, outside any transaction of ours.
 */
async function endedBelow(em: EntityManager) {
	const [row] = await em
		.getConnection()
		.execute<[{ xid: string }]>('select pg_snapshot_xmin(pg_current_snapshot())::text as xid')
	return row!.xid
}

/**
 * One instant alert: mails the jobs matching its search that were stored by transactions from its
 * mark up to `through`, and moves its mark to `through` (and `lastJobId` past them, for when it
 * becomes daily). `skipped` when it is paused, gone, locked by another sweep, no longer instant, or
 * already past `through`.
 */
export async function sendInstantJobAlert(
	em: EntityManager,
	alertId: number,
	through: string,
	now = new Date(),
): Promise<JobAlertOutcome> {
	return em.fork().transactional(async (tx) => {
		const alert = await lockedAlert(tx, alertId)
		if (!alert || alert.frequency !== 'instant' || BigInt(alert.instantThrough) >= BigInt(through)) return 'skipped'
		const search = alertSearch(alert.criteria, NEWEST_MATCHES)
		const { jobs, total } = await searchJobsStoredIn(
			tx,
			search,
			{ from: alert.instantThrough, to: through },
			NEWEST_MATCHES,
		)
		alert.checkedAt = now
		alert.instantThrough = through
		if (jobs.length > 0)
			await mailAlert(tx, alert, { jobs, total, mark: newJobsForAlert(jobs, alert.lastJobId).mark, now })
		await tx.flush()
		return jobs.length > 0 ? 'sent' : 'nothing-new'
	})
}

/**
 * Every unpaused instant alert with jobs stored since its mark, up to the transactions that have all
 * ended: one mail each with its new matching jobs. Jobs of transactions that ended after the sweep
 * began are left for the next one, which is queued when there are any.
 */
export async function sweepInstantJobAlerts(em: EntityManager, now = new Date()): Promise<JobAlertRun> {
	const through = await endedBelow(em)
	const connection = em.getConnection()
	const rows = await connection.execute<{ id: number }[]>(
		`select a.id from job_alert a join "user" u on u.id = a.user_id and u.email_verified_at is not null and u.disabled_at is null
		where not a.paused and a.frequency = 'instant' and a.instant_through < ?::xid8
			and exists (select 1 from job j where j.posted_xid >= a.instant_through and j.posted_xid < ?::xid8)
		order by a.id`,
		[through, through],
	)
	const run: JobAlertRun = { sent: 0, nothingNew: 0, skipped: 0, failed: 0 }
	// A few alerts at once, each in its own transaction: a sweep of a thousand waits less on round trips.
	let next = 0
	const sweeper = async () => {
		for (let row = rows[next++]; row; row = rows[next++]) {
			try {
				const outcome = await sendInstantJobAlert(em, row.id, through, now)
				run[outcome === 'sent' ? 'sent' : outcome === 'nothing-new' ? 'nothingNew' : 'skipped'] += 1
			} catch (error) {
				run.failed += 1
				log().error({ err: error, alertId: row.id }, 'Sending a job alert failed')
			}
		}
	}
	await Promise.all(Array.from({ length: ALERTS_AT_ONCE }, sweeper))
	const [later] = await connection.execute<[{ found: boolean }]>(
		'select exists (select 1 from job where posted_xid >= ?::xid8) as found',
		[through],
	)
	if (later?.found) await enqueue(em, instantJobAlertSweep, {}, { startAfter: FOLLOW_UP_SECONDS })
	return run
}

/** Alerts a sweep sends at once, each on a connection of the pool. */
const ALERTS_AT_ONCE = 4

/** A sweep that leaves jobs behind (stored while it ran) queues the next this soon. */
const FOLLOW_UP_SECONDS = 5

/**
 * The instant alerts' sweep: at most one waiting and one running (pg-boss's `stately` queue), so a
 * posting while one waits adds nothing and a posting while one runs queues the next.
 */
export const instantJobAlertSweep = defineTask({
	name: 'job-alerts-instant-sweep',
	policy: 'stately',
	concurrency: 1,
	retry: () => ({ retryLimit: 2, retryDelay: 10, retryBackoff: true, expireInSeconds: 15 * 60 }),
	handler: (em) => sweepInstantJobAlerts(em),
})

/** After a job is posted, inside its transaction: the sweep that will mail it, unless one is already waiting. */
export async function queueInstantJobAlerts(em: EntityManager) {
	await enqueue(em, instantJobAlertSweep, {}, { startAfter: config.instantAlertWaitSeconds })
}

/**
 * Every few minutes, the instant alerts' sweep in case a posting's own was lost (the queue was down,
 * say); the daily and weekly alerts that are due.
 */
export const periodicJobAlerts = [
	defineTask({ name: 'job-alerts-instant-catch-up', cron: '*/5 * * * *', handler: (em) => sweepInstantJobAlerts(em) }),
	defineTask({ name: 'job-alerts-due', cron: '*/15 * * * *', handler: (em) => sendDueJobAlerts(em) }),
]
