// One sync of a source against a local stand-in for the employer's board (tests/fixtures/import-server.ts):
// what it writes, what it leaves alone, and what it records on the source. Failures: sync-failures.server.test.ts.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { Job } from '../../models/job.ts'
import { JobImport } from '../../models/job-import.ts'
import { forgetRobots } from '../../platform/safe-fetch.server.ts'
import { deleteJob } from '../jobs/jobs.server.ts'
import { storeSkillsOfJobs } from '../skills/job-skills.server.ts'
import { apiUser, postedJob } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { jobsOf } from '../../../tests/fixtures/queue.ts'
import { withLocalOutbox } from '../../../tests/fixtures/mail.ts'
import { boardJob, startImportServer, type BoardJob, type ImportServer } from '../../../tests/fixtures/import-server.ts'
import * as sources from '../../../tests/fixtures/source-sync.ts'
import { linksOfSource as jobsOfSource, sourceNow, sync } from '../../../tests/fixtures/source-sync.ts'
import { JobSource } from '../../models/job-source.ts'
import type { User } from '../../models/user.ts'

withLocalOutbox()

let server: ImportServer
beforeAll(async () => {
	server = await startImportServer()
})
afterEach(() => forgetRobots())
afterAll(async () => {
	await server.close()
})

const boardSource = (jobs: BoardJob[], options: { trusted?: boolean; owner?: User } = {}) =>
	sources.boardSource(server, jobs, options)
const serveBoard = (path: string, jobs: BoardJob[], etag?: string) => sources.serveBoard(server, path, jobs, etag)

const three = [boardJob(1), boardJob(2), boardJob(3)]

describe('syncJobSource', () => {
	test('the first sync adds every job, imported from the source, and records the run', async () => {
		const { source, employer } = await boardSource(three)
		const before = (await jobsOf('job-alerts-instant-sweep', {})).length
		const outcome = await sync(source.id)
		expect(outcome).toMatchObject({ status: 'synced', found: 3, added: 3, updated: 0, ended: 0, matched: 0 })
		const em = await freshEm()
		const jobs = await em.find(Job, { user: employer.id }, { orderBy: { title: 'asc' } })
		expect(jobs.map((job) => [job.title, job.location, job.source?.id, job.isActive])).toEqual([
			['Care Assistant 1', 'Orford', source.id, true],
			['Customer Support Adviser 3', 'Padgate', source.id, true],
			['Electrical Design Engineer 2', 'Great Sankey', source.id, true],
		])
		expect(jobs[0]!.applyUrl).toBe(`${server.origin}/jobs/4100001`)
		expect(jobs[0]!.sourceUrl).toBe(`${server.origin}/jobs/4100001`)
		expect(jobs[0]!.company).toBe('Brightwire Systems')
		expect(jobs[0]!.salaryMinPence).toBe(2_400_000)
		// Skills and occupation found as for any job, in the same write.
		const [found] = await em.execute<{ occupation_id: number | null; skills: number; skill_ids: number[] }[]>(
			'select occupation_id, (select count(*)::int from job_skill s where s.job_id = job.id) as skills, skill_ids from job where id = ?',
			[jobs[0]!.id],
		)
		expect(found!.occupation_id).not.toBeNull()
		expect(found!.skills).toBe(found!.skill_ids.length)
		// The same as storing the advert's skills again, once stored, would find.
		await storeSkillsOfJobs(em, [jobs[0]!])
		const [again] = await em.execute<{ occupation_id: number | null; skill_ids: number[] }[]>(
			'select occupation_id, skill_ids from job where id = ?',
			[jobs[0]!.id],
		)
		expect(again).toEqual({ occupation_id: found!.occupation_id, skill_ids: found!.skill_ids })
		const stored = await sourceNow(source.id)
		expect(stored).toMatchObject({ lastFound: 3, lastAdded: 3, lastError: null, consecutiveFailures: 0 })
		expect(stored.nextSyncAt.getTime() - stored.lastRunAt!.getTime()).toBe(60 * 60_000)
		expect(before).toBe(0)
		expect((await jobsOf('job-alerts-instant-sweep', {})).length).toBe(1)
	})

	test('a second sync of an unchanged source writes nothing', async () => {
		const { source, employer } = await boardSource(three)
		await sync(source.id)
		const em = await freshEm()
		const before = await em.find(Job, { user: employer.id }, { orderBy: { id: 'asc' } })
		await new Promise((resolve) => setTimeout(resolve, 20))
		const outcome = await sync(source.id)
		expect(outcome).toMatchObject({ status: 'synced', found: 3, added: 0, updated: 0, ended: 0, matched: 0 })
		const after = await (await freshEm()).find(Job, { user: employer.id }, { orderBy: { id: 'asc' } })
		expect(after.map((job) => job.updatedAt.getTime())).toEqual(before.map((job) => job.updatedAt.getTime()))
		expect(after.map((job) => job.expiresAt.getTime())).toEqual(before.map((job) => job.expiresAt.getTime()))
	})

	test('an unchanged source answering 304 to its ETag changes nothing but the run time', async () => {
		const { source, path } = await boardSource(three)
		serveBoard(path, three, '"board-v1"')
		expect((await sync(source.id)).status).toBe('synced')
		expect((await sourceNow(source.id)).etag).toBe('"board-v1"')
		const later = new Date(Date.now() + 60_000)
		const outcome = await sync(source.id, later)
		expect(outcome).toMatchObject({ status: 'not-modified', found: 3, added: 0 })
		const stored = await sourceNow(source.id)
		expect(stored.lastRunAt).toEqual(later)
		expect(stored.lastFound).toBe(3)
	})

	test('a changed job is updated in place', async () => {
		const { source, path } = await boardSource(three)
		await sync(source.id)
		serveBoard(path, [
			boardJob(1, { title: 'Senior Care Assistant', salary: '£30,000 - £34,000 a year' }),
			boardJob(2),
			boardJob(3),
		])
		const outcome = await sync(source.id)
		expect(outcome).toMatchObject({ added: 0, updated: 1, ended: 0 })
		const [first] = await jobsOfSource(source.id)
		expect(first!.job!.title).toBe('Senior Care Assistant')
		expect(first!.job!.salaryMinPence).toBe(3_000_000)
		expect((await jobsOfSource(source.id)).filter((link) => link.job).length).toBe(3)
	})

	test('a job the source stops listing ends, and is listed again when it comes back', async () => {
		const { source, path } = await boardSource(three)
		await sync(source.id)
		serveBoard(path, [boardJob(1), boardJob(3)])
		expect(await sync(source.id)).toMatchObject({ found: 2, ended: 1, added: 0 })
		const links = await jobsOfSource(source.id)
		expect(links.map((link) => [link.externalId, link.job!.isActive, link.goneAt !== null])).toEqual([
			['4100001', true, false],
			['4100002', false, true],
			['4100003', true, false],
		])
		serveBoard(path, three)
		expect(await sync(source.id)).toMatchObject({ added: 0, updated: 1, ended: 0 })
		const again = await jobsOfSource(source.id)
		expect(again[1]!.job!.isActive).toBe(true)
		expect(again[1]!.goneAt).toBeNull()
		expect(again.length).toBe(3)
	})

	test('a job its source still lists is renewed quietly near its end, and listed again once ended by time', async () => {
		const { source } = await boardSource(three)
		const start = new Date()
		await sync(source.id, start)
		const day = 24 * 60 * 60_000
		const [before] = await jobsOfSource(source.id)
		expect(before!.job!.expiresAt.getTime()).toBe(start.getTime() + 30 * day)
		// 20 days on: more than a week left, nothing moves.
		expect(await sync(source.id, new Date(start.getTime() + 20 * day))).toMatchObject({ updated: 0 })
		expect((await jobsOfSource(source.id))[0]!.job!.expiresAt).toEqual(before!.job!.expiresAt)
		// 25 days on: within a week of its end, it is listed for 30 days more, counted as no change.
		const later = new Date(start.getTime() + 25 * day)
		expect(await sync(source.id, later)).toMatchObject({ updated: 0, added: 0 })
		const renewed = (await jobsOfSource(source.id))[0]!.job!
		expect(renewed.expiresAt.getTime()).toBe(later.getTime() + 30 * day)
		expect(renewed.updatedAt).toEqual(before!.job!.updatedAt)
		// Ended by time (the expiry sweep made it inactive), the next sync lists it again.
		const em = await freshEm()
		await em.nativeUpdate(Job, { id: renewed.id }, { isActive: false })
		const much = new Date(later.getTime() + 31 * day)
		await sync(source.id, much)
		const again = (await jobsOfSource(source.id))[0]!.job!
		expect(again.isActive).toBe(true)
		expect(again.expiresAt.getTime()).toBe(much.getTime() + 30 * day)
	})

	test('a job that can no longer be read or mapped is kept, its problem recorded', async () => {
		const { source, path } = await boardSource(three)
		await sync(source.id)
		// Job 2 moved to Manchester (outside our areas); job 3 lost its description.
		serveBoard(path, [boardJob(1), boardJob(2, { location: 'Manchester' }), boardJob(3, { description: '<p>TBC</p>' })])
		const outcome = await sync(source.id)
		expect(outcome).toMatchObject({ status: 'synced', ended: 0, updated: 0 })
		expect(outcome.problems.join('\n')).toMatch(/Manchester/)
		const links = await jobsOfSource(source.id)
		expect(links.map((link) => link.job!.isActive)).toEqual([true, true, true])
		expect((await sourceNow(source.id)).lastProblems.join('\n')).toMatch(/Manchester/)
	})

	test('a job the source still lists but no longer reads whole (its title lost) is kept', async () => {
		const { source, path } = await boardSource(three)
		await sync(source.id)
		serveBoard(path, [boardJob(1), boardJob(2), boardJob(3, { title: '' })])
		const outcome = await sync(source.id)
		expect(outcome).toMatchObject({ status: 'synced', found: 3, ended: 0 })
		expect(outcome.problems).toHaveLength(1)
		expect((await jobsOfSource(source.id)).map((link) => link.job!.isActive)).toEqual([true, true, true])
	})

	test('two sources of one employer listing one job make one listing', async () => {
		const { source: first, employer } = await boardSource(three)
		const { source: second, path: secondPath } = await boardSource([boardJob(2, { id: 9_000_002 })], {
			owner: employer,
		})
		await sync(first.id)
		expect(await sync(second.id)).toMatchObject({ added: 0, matched: 1 })
		expect(await (await freshEm()).count(Job, { user: employer.id })).toBe(3)
		// The first source drops it: the second still lists it, so it stays and passes to the second.
		serveBoard(`/boards/${first.id}-gone`, [])
		const em = await freshEm()
		const firstPath = new URL((await em.findOneOrFail(JobSource, first.id)).fetchUrl).pathname
		serveBoard(firstPath, [boardJob(1), boardJob(3)])
		expect(await sync(first.id)).toMatchObject({ ended: 0 })
		const [link] = await jobsOfSource(second.id)
		expect(link!.job!.isActive).toBe(true)
		expect(link!.job!.source?.id).toBe(second.id)
		serveBoard(secondPath, [])
		expect(await sync(second.id)).toMatchObject({ ended: 1 })
	})

	test('two sources of one employer syncing at once still make one listing a job', async () => {
		const jobs = Array.from({ length: 40 }, (_, n) => boardJob(n))
		const { source: first, employer } = await boardSource(jobs)
		const { source: second } = await boardSource(
			jobs.map((job) => ({ ...job, id: job.id + 500_000 })),
			{ owner: employer },
		)
		const outcomes = await Promise.all([sync(first.id), sync(second.id)])
		expect(outcomes.map((outcome) => outcome.added + outcome.matched)).toEqual([40, 40])
		expect(outcomes[0]!.added + outcomes[1]!.added).toBe(40)
		expect(await (await freshEm()).count(Job, { user: employer.id })).toBe(40)
	})

	test('a job posted by hand is linked, not listed twice, and not ended by its source', async () => {
		const { user: employer } = await apiUser('employer')
		const own = await postedJob(employer, { title: 'Care Assistant 1', location: 'Orford' })
		const { source, path } = await boardSource(three, { owner: employer })
		expect(await sync(source.id)).toMatchObject({ added: 2, matched: 1 })
		const links = await jobsOfSource(source.id)
		expect(links[0]!.job!.id).toBe(own.id)
		serveBoard(path, [boardJob(2), boardJob(3)])
		expect(await sync(source.id)).toMatchObject({ ended: 0 })
		const kept = await (await freshEm()).findOneOrFail(Job, own.id)
		expect(kept.isActive).toBe(true)
		expect(kept.source).toBeNull()
	})

	test('an untrusted source is read and counted, and nothing is written', async () => {
		const { source, employer } = await boardSource(three, { trusted: false })
		expect(await sync(source.id)).toMatchObject({ status: 'untrusted', found: 3, added: 0 })
		expect(await (await freshEm()).count(Job, { user: employer.id })).toBe(0)
		expect(await (await freshEm()).count(JobImport, { source: source.id })).toBe(0)
		expect((await sourceNow(source.id)).lastFound).toBe(3)
	})

	test('a job its employer deleted here is not imported again', async () => {
		const { source } = await boardSource(three)
		await sync(source.id)
		const [first] = await jobsOfSource(source.id)
		const em = await freshEm()
		await deleteJob(em, await em.findOneOrFail(Job, first!.job!.id))
		expect(await sync(source.id)).toMatchObject({ added: 0, updated: 0 })
		const links = await jobsOfSource(source.id)
		expect(links[0]!.job).toBeNull()
	})
})
