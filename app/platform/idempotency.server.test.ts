// Idempotency-Key on the three create calls (decision 108), through the routes themselves.
import { describe, expect, test } from 'vitest'
import { multipartRequest } from '../../tests/fixtures/applications.ts'
import { pdfBytes } from '../../tests/fixtures/files.ts'
import { apiUser, jobInput, postedJob, withParams } from '../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, freshEm, nextIp } from '../../tests/fixtures/route.ts'
import { Application } from '../models/application.ts'
import { IdempotencyKey } from '../models/idempotency-key.ts'
import { Job } from '../models/job.ts'
import { idempotencyRowId } from './idempotency.server.ts'
import * as applyRoute from '../features/applying/routes/api.jobs.$id.apply.ts'
import * as jobsRoute from '../features/jobs/routes/api.jobs.ts'

let keys = 0
const freshKey = () => `test-key-${Date.now()}-${++keys}`

function postJob(token: string, key: string | null, body: unknown) {
	const request = apiRequest('POST', '/api/jobs', { token, body })
	if (key !== null) request.headers.set('Idempotency-Key', key)
	return callRoute(jobsRoute.action, request)
}

const jobsOf = async (userId: number) => (await freshEm()).count(Job, { user: userId })
const rowsFor = async (userId: number, key: string) =>
	(await freshEm()).count(IdempotencyKey, {
		id: idempotencyRowId(`user:${userId}`, new Request('http://localhost/api/jobs', { method: 'POST' }), key),
	})

describe('Idempotency-Key on POST /api/jobs', () => {
	test('a replay returns the first answer and creates nothing new', async () => {
		const { user, token } = await apiUser('employer')
		const key = freshKey()
		const first = await postJob(token, key, jobInput({ title: 'Forklift Driver' }))
		expect(first.status).toBe(201)
		const firstBody = await first.text()
		const again = await postJob(token, key, jobInput({ title: 'Forklift Driver' }))
		expect(again.status).toBe(201)
		expect(await again.text()).toBe(firstBody)
		expect(again.headers.get('Location')).toBe(first.headers.get('Location'))
		expect(again.headers.get('Idempotent-Replayed')).toBe('true')
		expect(await jobsOf(user.id)).toBe(1)
		expect(await rowsFor(user.id, key)).toBe(1)
		// Without a key, every post is a new job.
		expect((await postJob(token, null, jobInput())).status).toBe(201)
		expect(await jobsOf(user.id)).toBe(2)
	})

	test('the same key with another body is a 422 in the one error shape', async () => {
		const { user, token } = await apiUser('employer')
		const key = freshKey()
		expect((await postJob(token, key, jobInput({ title: 'Cleaner' }))).status).toBe(201)
		const other = await postJob(token, key, jobInput({ title: 'Night Cleaner' }))
		expect(other.status).toBe(422)
		const body = (await other.json()) as { message: string; errors: Record<string, string[]> }
		expect(body.message).toBe('This Idempotency-Key was already used for a different request')
		expect(body.errors['Idempotency-Key']).toBeDefined()
		expect(await jobsOf(user.id)).toBe(1)
	})

	test('one user’s key does not answer another’s request', async () => {
		const a = await apiUser('employer')
		const b = await apiUser('employer')
		const key = freshKey()
		expect((await postJob(a.token, key, jobInput())).status).toBe(201)
		const theirs = await postJob(b.token, key, jobInput())
		expect(theirs.status).toBe(201)
		expect(theirs.headers.get('Idempotent-Replayed')).toBeNull()
		expect(await jobsOf(b.user.id)).toBe(1)
	})

	test('concurrent duplicates end in one creation; the others are told it is in progress or get the answer', async () => {
		const { user, token } = await apiUser('employer')
		const key = freshKey()
		const responses = await Promise.all(Array.from({ length: 5 }, () => postJob(token, key, jobInput())))
		const statuses = responses.map((response) => response.status)
		expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1)
		expect(statuses.every((status) => status === 201 || status === 409)).toBe(true)
		for (const response of responses.filter((r) => r.status === 409)) {
			expect(response.headers.get('Retry-After')).toBe('1')
			expect(((await response.json()) as { message: string }).message).toMatch(/in progress/)
		}
		expect(await jobsOf(user.id)).toBe(1)
	})

	test('an expired key works again, and storing a key purges expired ones', async () => {
		const { user, token } = await apiUser('employer')
		const key = freshKey()
		expect((await postJob(token, key, jobInput())).status).toBe(201)
		const em = await freshEm()
		await em
			.getConnection()
			.execute(
				`update idempotency_key set created_at = now() - interval '25 hours' where created_at > now() - interval '1 minute'`,
			)
		const expired = await em.count(IdempotencyKey, { createdAt: { $lt: new Date(Date.now() - 24 * 3_600_000) } })
		expect(expired).toBeGreaterThan(0)
		const again = await postJob(token, key, jobInput())
		expect(again.status).toBe(201)
		expect(again.headers.get('Idempotent-Replayed')).toBeNull()
		expect(await jobsOf(user.id)).toBe(2)
		expect(
			await (await freshEm()).count(IdempotencyKey, { createdAt: { $lt: new Date(Date.now() - 24 * 3_600_000) } }),
		).toBe(0)
	})

	test('a malformed key is a 400; a refused body keeps no answer', async () => {
		const { user, token } = await apiUser('employer')
		expect((await postJob(token, 'has space', jobInput())).status).toBe(400)
		// A body refused before anything is written leaves the key free: the corrected body may use it.
		const key = freshKey()
		expect((await postJob(token, key, { title: '' })).status).toBe(400)
		expect(await rowsFor(user.id, key)).toBe(0)
		expect((await postJob(token, key, jobInput())).status).toBe(201)
		expect(await jobsOf(user.id)).toBe(1)
	})
})

describe('Idempotency-Key on POST /api/jobs/{id}/apply', () => {
	const apply = (jobId: number, key: string, ip: string, name = 'Priya Shah') => {
		const request = multipartRequest(
			`/api/jobs/${jobId}/apply`,
			{ applicantName: name, applicantEmail: `priya-${key}@example.co.uk`, message: 'Keen to start.' },
			{ cv: { name: 'Priya CV.pdf', type: 'application/pdf', data: pdfBytes() } },
			{ origin: null },
		)
		request.headers.set('Idempotency-Key', key)
		return callRoute(withParams(applyRoute.action), request, { ip, params: { id: String(jobId) } })
	}

	test('an anonymous multipart retry (a new boundary) gets the first answer; another address is its own', async () => {
		const { user } = await apiUser('employer')
		const job = await postedJob(user)
		const key = freshKey()
		const ip = nextIp()
		const first = await apply(job.id, key, ip)
		expect(first.status).toBe(202)
		const again = await apply(job.id, key, ip)
		expect(again.status).toBe(202)
		expect(again.headers.get('Idempotent-Replayed')).toBe('true')
		expect(await again.json()).toEqual(await first.json())
		expect((await apply(job.id, key, ip, 'Someone Else')).status).toBe(422)
		expect(await (await freshEm()).count(Application, { job: job.id })).toBe(1)
	})
})
