// The periodic background tasks do what they say (decision 156), and the worker schedules each.
import { afterAll, describe, expect, test } from 'vitest'
import { apiUser, postedJob } from '../tests/fixtures/jobs.ts'
import { withLocalOutbox } from '../tests/fixtures/mail.ts'
import { jobsOf, sql } from '../tests/fixtures/queue.ts'
import { freshEm } from '../tests/fixtures/route.ts'
import { Job } from './models/job.ts'
import { OutboxMessage } from './models/outbox-message.ts'
import { Session } from './models/session.ts'
import { keepOutbox } from './platform/mail-delivery.server.ts'
import { sendMail } from './platform/mail.server.ts'
import { processQueue } from './platform/queue/queue.server.ts'
import { startWorker, stopWorker } from './platform/queue/worker.server.ts'
import { deleteExpiredSessions } from './platform/session.server.ts'
import { newToken } from './platform/tokens.server.ts'
import { BACKGROUND_TASKS } from './background-tasks.server.ts'
import { endExpiredPostings } from './features/jobs/jobs.server.ts'
import { listedJobFilter } from './features/jobs/listed-job.server.ts'

withLocalOutbox()

const HOUR = 3_600_000

describe('expired sessions purge', () => {
	test('deletes the sessions whose time is up and keeps the others', async () => {
		const em = await freshEm()
		const [ended, live] = [newToken().slice(0, 64), newToken().slice(0, 64)]
		em.create(Session, { sid: ended, sess: {}, expire: new Date(Date.now() - 1000) })
		em.create(Session, { sid: live, sess: {}, expire: new Date(Date.now() + HOUR) })
		await em.flush()
		expect(await deleteExpiredSessions(await freshEm())).toBeGreaterThanOrEqual(1)
		const left = await (await freshEm()).find(Session, { sid: [ended, live] })
		expect(left.map((session) => session.sid)).toEqual([live])
	})
})

describe('expired postings end', () => {
	test('an active job past its expiry becomes inactive, keeping when it stopped being listed; listed jobs stay', async () => {
		const { user: employer } = await apiUser('employer')
		const expiresAt = new Date(Date.now() - 2 * HOUR)
		const expired = await postedJob(employer, {}, { expiresAt, postedAt: new Date(Date.now() - 30 * 24 * HOUR) })
		const listed = await postedJob(employer)
		const [before] = await sql<{ listed_until: Date }>('select listed_until from job where id = $1', [expired.id])

		expect(await endExpiredPostings(await freshEm())).toBeGreaterThanOrEqual(1)
		const em = await freshEm()
		expect(await em.findOneOrFail(Job, expired.id)).toMatchObject({ isActive: false, expiresAt })
		expect(await em.count(Job, { id: listed.id, ...listedJobFilter() })).toBe(1)
		const [after] = await sql<{ listed_until: Date }>('select listed_until from job where id = $1', [expired.id])
		expect(after!.listed_until).toEqual(before!.listed_until)
		expect(after!.listed_until).toEqual(expiresAt)
	})
})

describe('outbox upkeep', () => {
	async function queuedMail(to: string, createdAgo: number) {
		await sendMail(await freshEm(), { to, subject: 'Upkeep', text: 'A message.', html: '<p>A message.</p>' })
		const em = await freshEm()
		const row = await em.findOneOrFail(OutboxMessage, { to })
		await em.nativeUpdate(OutboxMessage, { id: row.id }, { createdAt: new Date(Date.now() - createdAgo) })
		return row.id
	}

	test('sends again a message whose job was lost, marks failed one waiting for days, deletes old mail', async () => {
		const lost = await queuedMail('lost.job@example.co.uk', 20 * 60_000)
		await sql(`delete from pgboss.job where name = 'mail-delivery' and data @> $1::jsonb`, [
			JSON.stringify({ outboxId: lost }),
		])
		const waiting = await queuedMail('still.waiting@example.co.uk', 20 * 60_000)
		const stale = await queuedMail('stale@example.co.uk', 4 * 24 * HOUR)
		const oldSent = await queuedMail('old.sent@example.co.uk', 31 * 24 * HOUR)
		const recentSent = await queuedMail('recent.sent@example.co.uk', 29 * 24 * HOUR)
		await (await freshEm()).nativeUpdate(OutboxMessage, { id: [oldSent, recentSent] }, { status: 'sent' })

		await keepOutbox(await freshEm())

		expect(await jobsOf('mail-delivery', { outboxId: lost })).toHaveLength(1)
		// Its job is still waiting: not a second one.
		expect(await jobsOf('mail-delivery', { outboxId: waiting })).toHaveLength(1)
		const em = await freshEm()
		expect(await em.findOneOrFail(OutboxMessage, stale)).toMatchObject({
			status: 'failed',
			lastError: 'Not delivered within 3 days',
		})
		expect(await em.count(OutboxMessage, { id: oldSent })).toBe(0)
		expect(await em.count(OutboxMessage, { id: recentSent })).toBe(1)
	})
})

describe('the worker', () => {
	afterAll(() => stopWorker())

	test('schedules every periodic task on its cron, and stops cleanly', async () => {
		await processQueue()
		await startWorker(BACKGROUND_TASKS)
		const schedules = await (await processQueue()).getSchedules()
		const periodic = BACKGROUND_TASKS.filter((task) => task.cron)
		expect(periodic.length).toBeGreaterThanOrEqual(5)
		expect(schedules.map((schedule) => [schedule.name, schedule.cron]).sort()).toEqual(
			periodic.map((task) => [task.name, task.cron]).sort(),
		)
		await stopWorker()
	})
})
