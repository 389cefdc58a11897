// The job sources' API: every answer is checked against the OpenAPI document by callRoute.
import { describe, expect, test } from 'vitest'
import { employerAt, importedFrom } from '../../../../tests/fixtures/job-sources.ts'
import { apiUser, postedJob, withParams } from '../../../../tests/fixtures/jobs.ts'
import { jobsOf } from '../../../../tests/fixtures/queue.ts'
import { apiRequest, callRoute, freshEm } from '../../../../tests/fixtures/route.ts'
import { Job } from '../../../models/job.ts'
import { JobSource } from '../../../models/job-source.ts'
import * as approveApi from './api.admin.job-sources.$id.approve.ts'
import * as sourceApi from './api.employer.job-sources.$id.ts'
import * as syncApi from './api.employer.job-sources.$id.sync.ts'
import * as sourcesApi from './api.employer.job-sources.ts'

const PATH = '/api/employer/job-sources'

const add = (token: string, body: unknown) => callRoute(sourcesApi.action, apiRequest('POST', PATH, { token, body }))
const one = (
	handler: (args: never) => unknown,
	method: string,
	id: number | string,
	token: string,
	body?: unknown,
	suffix = '',
) =>
	callRoute(withParams(handler), apiRequest(method, `${PATH}/${id}${suffix}`, { token, body }), {
		params: { id: String(id) },
	})

type SourceJson = { id: number; trusted: boolean; state: string; status: string; paused: boolean } & Record<
	string,
	unknown
>

describe(PATH, () => {
	test('POST adds a source (201, Location), trusted on the verified domain, its first sync queued', async () => {
		const { token, domain } = await employerAt()
		const response = await add(token, {
			url: `https://${domain}/jobs.xml`,
			industry: 'Retail',
			companyName: 'Brightwire',
		})
		expect(response.status).toBe(201)
		const source = (await response.json()) as SourceJson
		expect(response.headers.get('Location')).toBe(`${PATH}/${source.id}`)
		expect(source).toMatchObject({
			kind: 'xml-feed',
			trusted: true,
			trust: 'email-domain',
			companyName: 'Brightwire',
			state: 'waiting-first-sync',
		})
		expect(await jobsOf('job-source-sync', { sourceId: source.id })).toHaveLength(1)
	})

	test('POST refuses bad input with 400 naming the field', async () => {
		const { token } = await employerAt()
		const bad = await add(token, { url: 'ftp://feeds.example.co.uk/jobs.xml', industry: 'Knitting', kind: 'rss' })
		expect(bad.status).toBe(400)
		expect(((await bad.json()) as { errors: Record<string, string[]> }).errors).toMatchObject({
			url: ['Enter a full web address starting with https://'],
			industry: ['Choose an industry from the list'],
			kind: ['Choose a kind from the list'],
		})
		const noBoard = await add(token, { url: 'https://jobs.lever.co/', industry: 'Retail' })
		expect(noBoard.status).toBe(400)
		expect(((await noBoard.json()) as { errors: Record<string, string[]> }).errors.url![0]).toMatch(
			/names no job board/,
		)
	})

	test('GET lists only the employer’s own sources, paged', async () => {
		const { token, domain } = await employerAt()
		for (const name of ['a', 'b', 'c']) await add(token, { url: `https://${domain}/${name}.xml`, industry: 'Retail' })
		const other = await employerAt()
		await add(other.token, { url: `https://${other.domain}/careers`, industry: 'Retail' })

		const page = await callRoute(sourcesApi.loader, apiRequest('GET', `${PATH}?limit=2`, { token }))
		expect(page.status).toBe(200)
		expect(page.headers.get('X-Total-Count')).toBe('3')
		expect(page.headers.get('Link')).toContain('rel="next"')
		expect(((await page.json()) as SourceJson[]).map((source) => source.url)).toEqual([
			`https://${domain}/a.xml`,
			`https://${domain}/b.xml`,
		])
	})

	test('only employers: a job seeker is refused, signed out is a 401', async () => {
		const { token } = await apiUser('employee')
		expect((await callRoute(sourcesApi.loader, apiRequest('GET', PATH, { token }))).status).toBe(403)
		expect((await callRoute(sourcesApi.loader, apiRequest('GET', PATH))).status).toBe(401)
	})
})

describe(`${PATH}/{id}`, () => {
	test('GET, PATCH (pause, interval, company), sync (202, resumes), DELETE (its jobs end)', async () => {
		const { token, user, domain } = await employerAt()
		const { id } = (await (
			await add(token, { url: `https://${domain}/careers`, industry: 'Retail' })
		).json()) as SourceJson

		expect(((await (await one(sourceApi.loader, 'GET', id, token)).json()) as SourceJson).id).toBe(id)

		const patched = await one(sourceApi.action, 'PATCH', id, token, {
			paused: true,
			intervalMinutes: 180,
			companyName: 'Brightwire',
		})
		expect(patched.status).toBe(200)
		expect(await patched.json()).toMatchObject({
			paused: true,
			pauseReason: 'employer',
			intervalMinutes: 180,
			companyName: 'Brightwire',
			state: 'paused',
		})

		const tooOften = await one(sourceApi.action, 'PATCH', id, token, { intervalMinutes: 5 })
		expect(tooOften.status).toBe(400)
		expect(((await tooOften.json()) as { errors: Record<string, string[]> }).errors.intervalMinutes).toEqual([
			'Sync at most every 15 minutes',
		])

		const synced = await one(syncApi.action, 'POST', id, token, undefined, '/sync')
		expect(synced.status).toBe(202)
		expect(await synced.json()).toMatchObject({ id, paused: false })

		const job = await postedJob(user, { title: 'Checkout Assistant' })
		await importedFrom({ id }, job)
		const deleted = await one(sourceApi.action, 'DELETE', id, token)
		expect(deleted.status).toBe(200)
		expect(await deleted.json()).toEqual({ message: 'Job source removed', id, jobsEnded: 1 })
		const em = await freshEm()
		expect(await em.count(JobSource, { id })).toBe(0)
		expect((await em.findOneOrFail(Job, job.id)).isActive).toBe(false)
		expect((await one(sourceApi.loader, 'GET', id, token)).status).toBe(404)
	})

	test('another employer’s source, an unknown id and a malformed one are all 404; nothing changes', async () => {
		const owner = await employerAt()
		const { id } = (await (
			await add(owner.token, { url: `https://${owner.domain}/careers`, industry: 'Retail' })
		).json()) as SourceJson
		const other = await employerAt()
		for (const [handler, method, suffix] of [
			[sourceApi.loader, 'GET', ''],
			[sourceApi.action, 'PATCH', ''],
			[sourceApi.action, 'DELETE', ''],
			[syncApi.action, 'POST', '/sync'],
		] as const) {
			const response = await one(
				handler,
				method,
				id,
				other.token,
				method === 'PATCH' ? { paused: true } : undefined,
				suffix,
			)
			expect(response.status, `${method}${suffix}`).toBe(404)
		}
		expect((await one(sourceApi.loader, 'GET', 2_000_000_000, owner.token)).status).toBe(404)
		expect((await one(sourceApi.loader, 'GET', 'abc', owner.token)).status).toBe(404)
		expect((await (await freshEm()).findOneOrFail(JobSource, id)).pausedAt).toBeNull()
	})
})

describe('POST /api/admin/job-sources/{id}/approve', () => {
	test('an admin approves a waiting source; anyone else is refused; an unknown id is a 404', async () => {
		const { token } = await employerAt()
		const { id } = (await (
			await add(token, { url: 'https://jobs.lever.co/brightwire', industry: 'Technology' })
		).json()) as SourceJson
		const approve = (as: string, sourceId: number | string = id) =>
			callRoute(
				withParams(approveApi.action),
				apiRequest('POST', `/api/admin/job-sources/${sourceId}/approve`, { token: as }),
				{
					params: { id: String(sourceId) },
				},
			)
		expect((await approve(token)).status).toBe(403)
		const admin = await apiUser('admin')
		const approved = await approve(admin.token)
		expect(approved.status).toBe(200)
		expect(await approved.json()).toMatchObject({ id, trusted: true, trust: 'admin' })
		expect(await jobsOf('job-source-sync', { sourceId: id })).not.toHaveLength(0)
		expect((await approve(admin.token, 2_000_000_000)).status).toBe(404)
	})
})
