// The sync through the queue: requesting a sync, the sweep of due sources, and a worker running it.
import type { PgBoss } from 'pg-boss'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { Job } from '../../models/job.ts'
import { JobSource } from '../../models/job-source.ts'
import { apiUser } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { eventually, jobsOf, sql, startTestWorker } from '../../../tests/fixtures/queue.ts'
import { withLocalOutbox } from '../../../tests/fixtures/mail.ts'
import {
	boardJob,
	greenhouseBoard,
	startImportServer,
	type ImportServer,
} from '../../../tests/fixtures/import-server.ts'
import { QUEUE_SCHEMA } from '../../platform/queue/queue.server.ts'
import { jobSourceSync, queueDueSyncs, requestSync } from './sync-task.server.ts'

withLocalOutbox()

let server: ImportServer
let worker: PgBoss | undefined
beforeAll(async () => {
	server = await startImportServer()
})
afterEach(async () => {
	await worker?.stop({ graceful: true, timeout: 5000 })
	worker = undefined
})
afterAll(async () => {
	await server.close()
})

let boards = 0
async function source(overrides: Partial<JobSource> = {}) {
	const { user } = await apiUser('employer')
	const path = `/task-boards/${++boards}/jobs`
	server.serve(path, { body: greenhouseBoard(server.origin, [boardJob(1), boardJob(2)]) })
	const em = await freshEm()
	const created = em.create(JobSource, {
		employer: user.id,
		kind: 'greenhouse',
		url: `${server.origin}${path}`,
		fetchUrl: `${server.origin}${path}`,
		industry: 'Technology',
		trust: 'admin',
		trustedAt: new Date(),
		...overrides,
	})
	await em.flush()
	return { source: created, employer: user }
}

const waiting = async (sourceId: number) =>
	(await jobsOf(jobSourceSync.name, { sourceId })).filter((job) => job.state === 'created')

test('requestSync resumes a source paused after failures, makes it due and queues one sync', async () => {
	const { source: paused } = await source({
		pausedAt: new Date(),
		pauseReason: 'failures',
		consecutiveFailures: 5,
		nextSyncAt: new Date(Date.now() + 3_600_000),
	})
	const em = await freshEm()
	const loaded = await em.findOneOrFail(JobSource, paused.id)
	const now = new Date()
	await requestSync(em, loaded, now)
	await requestSync(em, loaded, now)
	const stored = await (await freshEm()).findOneOrFail(JobSource, paused.id)
	expect(stored).toMatchObject({ pausedAt: null, pauseReason: null, consecutiveFailures: 0, nextSyncAt: now })
	expect(await waiting(paused.id)).toHaveLength(1)
})

test('a sync requested while the source’s sync runs waits for it, rather than being dropped', async () => {
	const { source: created } = await source({ trust: null, trustedAt: null })
	const em = await freshEm()
	const loaded = await em.findOneOrFail(JobSource, created.id)
	await requestSync(em, loaded)
	const [first] = await waiting(created.id)
	// Its first, untrusted run is under way when an admin approves it and asks for a sync.
	await sql(`update ${QUEUE_SCHEMA}.job set state = 'active', started_on = now() where id = $1`, [first!.id])
	await requestSync(em, loaded)
	await requestSync(em, loaded)
	expect(await waiting(created.id)).toHaveLength(1)
	expect(await jobsOf(jobSourceSync.name, { sourceId: created.id })).toHaveLength(2)
})

test('a sync requested in a transaction that rolls back is never queued', async () => {
	const { source: created } = await source({ pausedAt: new Date(), pauseReason: 'employer' })
	const em = await freshEm()
	const loaded = await em.findOneOrFail(JobSource, created.id)
	await em
		.transactional(async (tx) => {
			await requestSync(tx, loaded)
			throw new Error('The request failed after asking for the sync')
		})
		.catch(() => undefined)
	expect(await waiting(created.id)).toHaveLength(0)
	expect((await (await freshEm()).findOneOrFail(JobSource, created.id)).pauseReason).toBe('employer')
})

test('the due sweep queues unpaused sources whose time has come, and no other', async () => {
	const now = new Date()
	const { source: due } = await source({ nextSyncAt: new Date(now.getTime() - 60_000) })
	const { source: later } = await source({ nextSyncAt: new Date(now.getTime() + 60_000) })
	const { source: paused } = await source({
		nextSyncAt: new Date(now.getTime() - 60_000),
		pausedAt: now,
		pauseReason: 'employer',
	})
	await queueDueSyncs(await freshEm(), now)
	expect(await waiting(due.id)).toHaveLength(1)
	expect(await waiting(later.id)).toHaveLength(0)
	expect(await waiting(paused.id)).toHaveLength(0)
})

test('a worker runs the requested sync: the source’s jobs are listed', async () => {
	const { source: created, employer } = await source()
	const em = await freshEm()
	await requestSync(em, await em.findOneOrFail(JobSource, created.id))
	worker = await startTestWorker([jobSourceSync])
	const synced = await eventually(async () => {
		const stored = await (await freshEm()).findOneOrFail(JobSource, created.id)
		return stored.lastRunAt ? stored : null
	})
	expect(synced).toMatchObject({ lastAdded: 2, lastError: null })
	expect(await (await freshEm()).count(Job, { user: employer.id, isActive: true })).toBe(2)
})
