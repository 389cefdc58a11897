// A job seeker's job alerts (docs/product.md §10, decision 157): made from a search, listed,
// paused and resumed, given another frequency, deleted; only by their owner. A seeker has at most
// MAX_JOB_ALERTS_PER_USER. Sending them is app/features/alerts/job-alert-sending.server.ts.
import { LockMode } from '@mikro-orm/core'
import type { EntityManager } from '@mikro-orm/postgresql'
import { JobAlert } from '../../models/job-alert.ts'
import { JobAlertUnsubscribe } from '../../models/job-alert-unsubscribe.ts'
import { User } from '../../models/user.ts'
import type { Page, Paged } from '../../platform/paging.server.ts'
import { hashToken, newToken } from '../../platform/tokens.server.ts'
import {
	alertCriteriaQuery,
	alertSummary,
	JOB_ALERT_LIMIT_MESSAGE,
	MAX_JOB_ALERTS_PER_USER,
	readAlertCriteria,
	type JobAlertChange,
	type JobAlertInput,
	type JobAlertView,
} from './job-alert-schemas.ts'

/** The seeker already has MAX_JOB_ALERTS_PER_USER alerts. */
export class JobAlertLimitError extends Error {
	constructor() {
		super(JOB_ALERT_LIMIT_MESSAGE)
	}
}

function toJobAlertView(alert: JobAlert): JobAlertView {
	return {
		id: alert.id,
		name: alert.name,
		criteria: alert.criteria,
		listingUrl: alert.criteria ? `/?${alert.criteria}` : '/',
		frequency: alert.frequency,
		paused: alert.paused,
		lastSentAt: alert.lastSentAt?.toISOString() ?? null,
		createdAt: alert.createdAt.toISOString(),
	}
}

/** The seeker's alerts, newest first; all of them, or one page for the API. */
export async function jobAlertsOf(
	em: EntityManager,
	user: Pick<User, 'id'>,
	page?: Page,
): Promise<Paged<JobAlertView>> {
	const [rows, total] = await em.findAndCount(
		JobAlert,
		{ user: user.id },
		{ orderBy: { createdAt: 'desc', id: 'desc' }, limit: page?.limit, offset: page?.offset },
	)
	return { items: rows.map(toJobAlertView), total }
}

/** One of the seeker's alerts; null when there is none with this id or it is someone else's. */
export async function jobAlertOf(em: EntityManager, user: Pick<User, 'id'>, id: number) {
	const row = await em.findOne(JobAlert, { id, user: user.id })
	return row ? toJobAlertView(row) : null
}

/** The newest job there is: a new alert's high-water mark, so its first mail has only jobs posted after it. */
async function newestJobId(em: EntityManager) {
	// em.execute runs in the caller's transaction, so jobs it has written count too (the seed's).
	const [row] = await em.execute<[{ id: number | null }]>('select max(id) as id from job')
	return row?.id ?? 0
}

/**
 * Makes an alert for a search. The seeker's row is locked for the transaction, so two at once
 * cannot pass the limit together. The same search twice is allowed (another frequency, say).
 */
export async function createJobAlert(
	em: EntityManager,
	user: Pick<User, 'id'>,
	input: JobAlertInput,
	now = new Date(),
): Promise<JobAlertView> {
	const { frequency, name, ...criteria } = input
	return em.transactional(async (tx) => {
		await tx.findOneOrFail(User, user.id, { lockMode: LockMode.PESSIMISTIC_WRITE })
		if ((await tx.count(JobAlert, { user: user.id })) >= MAX_JOB_ALERTS_PER_USER) throw new JobAlertLimitError()
		const query = alertCriteriaQuery(criteria)
		const alert = tx.create(JobAlert, {
			user: tx.getReference(User, user.id),
			name: name ?? alertSummary(readAlertCriteria(query)),
			criteria: query,
			frequency,
			paused: false,
			lastJobId: await newestJobId(tx),
			checkedAt: now,
		})
		await tx.flush()
		return toJobAlertView(alert)
	})
}

/** Changes an alert's frequency, paused state or name; null when it is not the seeker's. */
export async function updateJobAlert(
	em: EntityManager,
	user: Pick<User, 'id'>,
	id: number,
	change: JobAlertChange,
): Promise<JobAlertView | null> {
	const alert = await em.findOne(JobAlert, { id, user: user.id })
	if (!alert) return null
	const becomesInstant = change.frequency === 'instant' && alert.frequency !== 'instant'
	if (change.frequency !== undefined) alert.frequency = change.frequency
	if (change.paused !== undefined) alert.paused = change.paused
	if (change.name !== undefined) alert.name = change.name
	await em.flush()
	// An alert turned instant starts from now, as a new one does: what its daily or weekly mails
	// were still to cover is not sent again by the sweep (decision 185).
	if (becomesInstant)
		await em.getConnection().execute('update job_alert set instant_through = pg_current_xact_id() where id = ?', [id])
	return toJobAlertView(alert)
}

/** Deletes one of the seeker's alerts; false when there was none with this id (or not theirs). */
export async function deleteJobAlert(em: EntityManager, user: Pick<User, 'id'>, id: number) {
	return (await em.nativeDelete(JobAlert, { id, user: user.id })) > 0
}

/**
 * A new token for the unsubscribe link of one mail of `alert`, stored as its hash (decision 195)
 * when `em` is flushed: call it in the transaction that records the mail.
 */
export function newUnsubscribeToken(em: EntityManager, alert: JobAlert) {
	const token = newToken()
	em.create(JobAlertUnsubscribe, { tokenHash: hashToken(token), jobAlert: alert })
	return token
}

/** The alert an unsubscribe link names, with its name, or null when the token names none (any more). Found by the token's hash. */
export async function jobAlertByUnsubscribeToken(em: EntityManager, token: string) {
	if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null
	const link = await em.findOne(JobAlertUnsubscribe, { tokenHash: hashToken(token) }, { populate: ['jobAlert'] })
	return link?.jobAlert ?? null
}

/** Deletes the alert an unsubscribe link names; its name, or null when it was already gone. */
export async function unsubscribeJobAlert(em: EntityManager, token: string) {
	const alert = await jobAlertByUnsubscribeToken(em, token)
	if (!alert) return null
	await em.nativeDelete(JobAlert, { id: alert.id })
	return { name: alert.name }
}
