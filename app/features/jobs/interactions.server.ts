import type { EntityManager } from '@mikro-orm/postgresql'
import type { User } from '../../models/user.ts'
import { databaseOf } from '../../platform/db.server.ts'
import { log } from '../../platform/logger.server.ts'
import type { InteractionType } from '../recommendations/seeker-options.ts'
import { LISTED_JOB_SQL } from './listed-job.server.ts'

/**
 * Records that a seeker viewed or saved a listed job (active, not expired). One row per user,
 * job and kind: a repeat counts it (`times`) and moves `lastAt` on, so reloading a page never
 * floods the table, and two requests at once still leave one row (the unique constraint answers
 * the second with an update). False when the job is not listed; nothing is stored then.
 */
export async function recordInteraction(
	em: EntityManager,
	user: Pick<User, 'id'>,
	jobId: number,
	type: InteractionType,
) {
	if (!Number.isSafeInteger(jobId) || jobId <= 0) return false
	const rows = await em.getConnection().execute<{ id: number }[]>(
		`insert into job_interaction (user_id, job_id, interaction_type, times, first_at, last_at)
			select ?, j.id, ?, 1, now(), now() from job j where j.id = ? and ${LISTED_JOB_SQL}
		on conflict (user_id, job_id, interaction_type)
			do update set times = job_interaction.times + 1, last_at = excluded.last_at
		returning id`,
		[user.id, type, jobId],
	)
	return rows.length > 0
}

/**
 * A visit to a job page. Signed in, the view is counted (never the job's own employer looking
 * at it; written within a second, below) and the answer says whether the visitor has saved the
 * job; anonymous visits touch nothing, so the page stays the same for everyone and a shared cache
 * may keep it.
 */
export async function visitJobPage(
	em: EntityManager,
	user: Pick<User, 'id'> | null,
	job: { id: number; user: { id: number } },
) {
	if (!user) return { saved: false }
	countView(em, user, job)
	const saved = await em
		.getConnection()
		.execute<{ saved: boolean }[]>(
			'select exists (select 1 from saved_job where user_id = ? and job_id = ?) as saved',
			[user.id, job.id],
		)
	return { saved: saved[0]?.saved === true }
}

// Job page views are written in batches (decision 248): a view is noted here and written with the
// others of the next second in one statement, a repeat within the second adding to its count. A
// write per view cost each job page a commit, and the same seeker's views of one job waited on each
// other's row lock. What a view feeds (the seeker's recent views, their activity) can be a second
// late; the server writes what it holds before it stops (flushViews).

/** How long a view waits to be written, and how many make a batch write at once. */
const VIEW_BATCH_MS = 1000
const VIEW_BATCH_MAX = 500

type PendingView = { userId: number; jobId: number; times: number; firstAt: Date; lastAt: Date }
/** Views waiting, by the database they belong to (tests run several in one process). */
const pendingViews = new Map<string, { em: EntityManager; views: Map<string, PendingView> }>()
let viewTimer: ReturnType<typeof setTimeout> | null = null
const viewWrites = new Set<Promise<void>>()

/** A signed-in visit to a job's page counted (written within a second): never its own employer's. */
export function countView(em: EntityManager, user: Pick<User, 'id'>, job: { id: number; user: { id: number } }) {
	if (job.user.id !== user.id) noteView(em, user.id, job.id)
}

function noteView(em: EntityManager, userId: number, jobId: number) {
	const database = databaseOf(em)
	let batch = pendingViews.get(database)
	if (!batch) pendingViews.set(database, (batch = { em: em.fork(), views: new Map() }))
	const now = new Date()
	const key = `${userId} ${jobId}`
	const view = batch.views.get(key)
	if (view) {
		view.times += 1
		view.lastAt = now
	} else batch.views.set(key, { userId, jobId, times: 1, firstAt: now, lastAt: now })
	if (batch.views.size >= VIEW_BATCH_MAX) void flushViews()
	else if (!viewTimer) {
		viewTimer = setTimeout(() => void flushViews(), VIEW_BATCH_MS)
		viewTimer.unref()
	}
}

/**
 * Writes every view noted so far, and waits for the writes already under way: by the server before
 * it stops, and by a test before it reads them. A view of a job no longer listed, or by an account
 * since erased, is dropped, as recordInteraction drops it; a failed write is logged and lost.
 */
export async function flushViews() {
	if (viewTimer) clearTimeout(viewTimer)
	viewTimer = null
	for (const { em, views } of pendingViews.values()) {
		const write = writeViews(em, [...views.values()])
			.catch((error: unknown) => log().warn({ err: error, views: views.size }, 'job page views could not be written'))
			.finally(() => viewWrites.delete(write))
		viewWrites.add(write)
	}
	pendingViews.clear()
	await Promise.all(viewWrites)
}

async function writeViews(em: EntityManager, views: PendingView[]) {
	// Rows locked in one order, so two batches (two server processes) never wait on each other in a cycle.
	views.sort((a, b) => a.userId - b.userId || a.jobId - b.jobId)
	await em.fork().execute(
		`insert into job_interaction (user_id, job_id, interaction_type, times, first_at, last_at)
		select v.user_id, j.id, 'view', v.times, v.first_at, v.last_at
		from jsonb_to_recordset(?::jsonb) as v(user_id int, job_id int, times int, first_at timestamptz, last_at timestamptz)
		join job j on j.id = v.job_id and ${LISTED_JOB_SQL}
		join "user" u on u.id = v.user_id
		order by v.user_id, v.job_id
		on conflict (user_id, job_id, interaction_type)
			do update set times = job_interaction.times + excluded.times,
				last_at = greatest(job_interaction.last_at, excluded.last_at)`,
		[
			JSON.stringify(
				views.map((view) => ({
					user_id: view.userId,
					job_id: view.jobId,
					times: view.times,
					first_at: view.firstAt.toISOString(),
					last_at: view.lastAt.toISOString(),
				})),
			),
		],
	)
}
