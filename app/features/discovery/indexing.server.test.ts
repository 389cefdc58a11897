// Indexing API notices (decision 210): queued in the transaction that posts, changes or ends a job,
// sent by the worker through google-auth-library to a local stand-in of Google's token and publish
// endpoints; nothing at all, not even a log line, while GOOGLE_INDEXING_CREDENTIALS is unset.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PgBoss } from 'pg-boss'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { startIndexingStandIn } from '../../../tests/fixtures/google-indexing.ts'
import { apiUser, jobInput, postedJob, withParams } from '../../../tests/fixtures/jobs.ts'
import { eventually, jobsOf, startTestWorker } from '../../../tests/fixtures/queue.ts'
import { apiRequest, callRoute, freshEm } from '../../../tests/fixtures/route.ts'
import { Job } from '../../models/job.ts'
import { parseEnv } from '../../platform/config-schema.server.ts'
import { log } from '../../platform/logger.server.ts'
import { createJob, deleteJob, endExpiredPostings, postJob, setJobActive } from '../jobs/jobs.server.ts'
import * as jobApi from '../jobs/routes/api.jobs.$id.ts'
import { googleIndexingNotice, publishIndexingNotice } from './indexing.server.ts'

const ORIGIN = 'https://www.warringtonjobs.example'
let standIn: Awaited<ReturnType<typeof startIndexingStandIn>>

beforeAll(async () => {
	standIn = await startIndexingStandIn()
})
afterAll(async () => {
	await standIn.close()
})
afterEach(() => {
	vi.unstubAllEnvs()
	vi.restoreAllMocks()
})

function turnOn() {
	vi.stubEnv('APP_ORIGIN', ORIGIN)
	vi.stubEnv('GOOGLE_INDEXING_CREDENTIALS', standIn.credentials)
	vi.stubEnv('GOOGLE_INDEXING_ENDPOINT', standIn.endpoint)
}

const queued = (jobId: number) => jobsOf(googleIndexingNotice.name, { jobId })
const noticeOf = (jobId: number, type: string) =>
	eventually(async () =>
		standIn.notices.find((notice) => notice.url === `${ORIGIN}/jobs/${jobId}` && notice.type === type),
	)

describe('with GOOGLE_INDEXING_CREDENTIALS unset', () => {
	test('posting, changing, ending and deleting a job queue nothing and log nothing', async () => {
		vi.stubEnv('GOOGLE_INDEXING_CREDENTIALS', '')
		const logger = log()
		const lines = (['info', 'warn', 'error'] as const).map((level) => vi.spyOn(logger, level))
		const { user } = await apiUser('employer')
		const job = await postJob(await freshEm(), user, jobInput({ title: 'Warehouse Operative' }))
		const em = await freshEm()
		const stored = await em.findOneOrFail(Job, job.id)
		await setJobActive(em, stored, false)
		const expired = await postedJob(user, {}, { expiresAt: new Date(Date.now() - 1000) })
		await endExpiredPostings(await freshEm())
		await deleteJob(em, stored)
		for (const id of [job.id, expired.id]) expect(await queued(id)).toEqual([])
		expect(await publishIndexingNotice(await freshEm(), job.id)).toBeNull()
		expect(standIn.stats.tokenRequests).toBe(0)
		for (const line of lines) expect(line).not.toHaveBeenCalled()
	})
})

describe('with GOOGLE_INDEXING_CREDENTIALS set', () => {
	let worker: PgBoss | undefined
	afterEach(async () => {
		await worker?.stop({ graceful: false })
		worker = undefined
	})

	test('posting sends URL_UPDATED; the API taking it down, URL_DELETED; each with a service-account token', async () => {
		turnOn()
		const { user, token } = await apiUser('employer')
		const job = await postJob(await freshEm(), user, jobInput({ title: 'Forklift Driver' }))
		expect(await queued(job.id)).toHaveLength(1)
		worker = await startTestWorker([googleIndexingNotice])
		await noticeOf(job.id, 'URL_UPDATED')

		const response = await callRoute(
			withParams(jobApi.action),
			apiRequest('PATCH', `/api/jobs/${job.id}`, { token, body: { isActive: false } }),
			{ params: { id: String(job.id) } },
		)
		expect(response.status).toBe(200)
		await noticeOf(job.id, 'URL_DELETED')
		expect(standIn.stats.tokenRequests).toBeGreaterThanOrEqual(1)
	})

	test('a listing whose time ran out, and a deleted job, send URL_DELETED', async () => {
		turnOn()
		const { user } = await apiUser('employer')
		const expired = await postedJob(user, { title: 'Night Carer' }, { expiresAt: new Date(Date.now() - 1000) })
		const doomed = await postedJob(user, { title: 'Kitchen Porter' })
		expect(await endExpiredPostings(await freshEm())).toBeGreaterThanOrEqual(1)
		const em = await freshEm()
		await deleteJob(em, await em.findOneOrFail(Job, doomed.id))
		worker = await startTestWorker([googleIndexingNotice])
		await noticeOf(expired.id, 'URL_DELETED')
		await noticeOf(doomed.id, 'URL_DELETED')
		// Each notice says what the page says when it is sent: neither was ever announced as listed.
		expect(standIn.notices.filter((notice) => notice.url === `${ORIGIN}/jobs/${doomed.id}`)).toEqual([
			{ url: `${ORIGIN}/jobs/${doomed.id}`, type: 'URL_DELETED' },
		])
	})

	test('a posting whose transaction rolls back queues nothing', async () => {
		turnOn()
		const { user } = await apiUser('employer')
		let id = 0
		await expect(
			(await freshEm()).transactional(async (tx) => {
				id = (await createJob(tx, user, jobInput({ title: 'Barista' }))).id
				throw new Error('changed my mind')
			}),
		).rejects.toThrow('changed my mind')
		expect(id).toBeGreaterThan(0)
		expect(await queued(id)).toEqual([])
	})

	test('a refusal for good (403) is logged and not retried; a passing failure (503) is retried', async () => {
		turnOn()
		const { user } = await apiUser('employer')
		const job = await postedJob(user)
		const error = vi.spyOn(log(), 'error').mockImplementation(() => undefined)
		standIn.failNextWith(403)
		expect(await publishIndexingNotice(await freshEm(), job.id)).toBeNull()
		expect(error).toHaveBeenCalledWith(expect.objectContaining({ jobId: job.id, status: 403 }), expect.any(String))
		standIn.failNextWith(503)
		await expect(publishIndexingNotice(await freshEm(), job.id)).rejects.toThrow()
		expect(await publishIndexingNotice(await freshEm(), job.id)).toEqual({
			url: `${ORIGIN}/jobs/${job.id}`,
			type: 'URL_UPDATED',
		})
	})

	test('activating a hidden job sends URL_UPDATED', async () => {
		turnOn()
		const { user } = await apiUser('employer')
		const hidden = await postedJob(user, { title: 'Receptionist' }, { isActive: false })
		const em = await freshEm()
		await setJobActive(em, await em.findOneOrFail(Job, hidden.id), true)
		expect(await publishIndexingNotice(await freshEm(), hidden.id)).toEqual({
			url: `${ORIGIN}/jobs/${hidden.id}`,
			type: 'URL_UPDATED',
		})
	})
})

describe('GOOGLE_INDEXING_CREDENTIALS', () => {
	test('takes the key inline or as the path of its file, and refuses anything else without repeating it', () => {
		const folder = mkdtempSync(path.join(tmpdir(), 'indexing-key-'))
		try {
			const file = path.join(folder, 'service-account.json')
			writeFileSync(file, standIn.credentials)
			const inline = parseEnv({ GOOGLE_INDEXING_CREDENTIALS: standIn.credentials }).GOOGLE_INDEXING_CREDENTIALS
			expect(inline).toMatchObject({ client_email: 'indexing@warrington-jobs.iam.gserviceaccount.com' })
			expect(parseEnv({ GOOGLE_INDEXING_CREDENTIALS: file }).GOOGLE_INDEXING_CREDENTIALS).toEqual(inline)
			expect(parseEnv({}).GOOGLE_INDEXING_CREDENTIALS).toBeUndefined()
			for (const bad of [path.join(folder, 'missing.json'), '{"client_email": "x"', '{"client_email": "a@b.co"}']) {
				expect(() => parseEnv({ GOOGLE_INDEXING_CREDENTIALS: bad })).toThrow(/GOOGLE_INDEXING_CREDENTIALS must be/)
				expect(() => parseEnv({ GOOGLE_INDEXING_CREDENTIALS: bad })).not.toThrow(bad)
			}
		} finally {
			rmSync(folder, { recursive: true, force: true })
		}
	})
})
