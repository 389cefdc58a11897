import { describe, expect, test } from 'vitest'
import { apiUser, postedJob } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { JobInteraction } from '../../models/job-interaction.ts'
import { Job } from '../../models/job.ts'
import { User } from '../../models/user.ts'
import { flushViews, recordInteraction, visitJobPage } from './interactions.server.ts'

describe('recordInteraction', () => {
	test('one row per user, job and kind; a repeat counts it and moves lastAt on', async () => {
		const { user: employer } = await apiUser('employer')
		const { user: seeker } = await apiUser('employee')
		const job = await postedJob(employer)
		const em = await freshEm()
		expect(await recordInteraction(em, seeker, job.id, 'view')).toBe(true)
		const first = await (
			await freshEm()
		).findOneOrFail(JobInteraction, { user: seeker.id, job: job.id, interactionType: 'view' })
		expect(first.times).toBe(1)
		await Promise.all([
			recordInteraction(em, seeker, job.id, 'view'),
			recordInteraction(await freshEm(), seeker, job.id, 'view'),
		])
		expect(await recordInteraction(em, seeker, job.id, 'save')).toBe(true)

		const rows = await (
			await freshEm()
		).find(JobInteraction, { user: seeker.id, job: job.id }, { orderBy: { interactionType: 'asc' } })
		expect(rows.map((row) => [row.interactionType, row.times])).toEqual([
			['save', 1],
			['view', 3],
		])
		expect(rows[1]!.lastAt.getTime()).toBeGreaterThanOrEqual(first.lastAt.getTime())
		expect(rows[1]!.firstAt.getTime()).toBe(first.firstAt.getTime())
	})

	test('nothing is stored for a job that is not listed or does not exist', async () => {
		const { user: employer } = await apiUser('employer')
		const { user: seeker } = await apiUser('employee')
		const closed = await postedJob(employer, {}, { isActive: false })
		const expired = await postedJob(employer, {}, { expiresAt: new Date(Date.now() - 1000) })
		const em = await freshEm()
		expect(await recordInteraction(em, seeker, closed.id, 'view')).toBe(false)
		expect(await recordInteraction(em, seeker, expired.id, 'view')).toBe(false)
		expect(await recordInteraction(em, seeker, 2_000_000_000, 'view')).toBe(false)
		expect(await recordInteraction(em, seeker, -1, 'view')).toBe(false)
		expect(await (await freshEm()).count(JobInteraction, { user: seeker.id })).toBe(0)
	})
})

describe('visitJobPage', () => {
	const views = async (userId: number) =>
		(await freshEm()).find(JobInteraction, { user: userId, interactionType: 'view' }, { orderBy: { job: 'asc' } })

	test('views are written together within a second, repeats added up, nothing for the own employer', async () => {
		const { user: employer } = await apiUser('employer')
		const { user: seeker } = await apiUser('employee')
		const [first, second] = [await postedJob(employer), await postedJob(employer)]
		const em = await freshEm()
		const before = new Date()
		expect(await visitJobPage(em, seeker, first)).toEqual({ saved: false })
		await visitJobPage(em, seeker, first)
		await visitJobPage(await freshEm(), seeker, second)
		await visitJobPage(em, employer, first)
		await flushViews()
		const rows = await views(seeker.id)
		expect(rows.map((row) => [row.job.id, row.times])).toEqual([
			[first.id, 2],
			[second.id, 1],
		])
		expect(rows[0]!.firstAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000)
		expect(rows[0]!.lastAt.getTime()).toBeGreaterThanOrEqual(rows[0]!.firstAt.getTime())
		expect(await views(employer.id)).toEqual([])
		// A later batch adds to the same row.
		await visitJobPage(em, seeker, first)
		await flushViews()
		expect((await views(seeker.id))[0]!.times).toBe(3)
	})

	test('written without being asked, once the second is up', async () => {
		const { user: employer } = await apiUser('employer')
		const { user: seeker } = await apiUser('employee')
		const job = await postedJob(employer)
		await visitJobPage(await freshEm(), seeker, job)
		await expect.poll(async () => (await views(seeker.id)).length, { timeout: 5000 }).toBe(1)
	})

	test('dropped when the job stopped being listed or the account was erased before the write', async () => {
		const { user: employer } = await apiUser('employer')
		const { user: seeker } = await apiUser('employee')
		const { user: erased } = await apiUser('employee')
		const job = await postedJob(employer)
		const ending = await postedJob(employer)
		const em = await freshEm()
		await visitJobPage(em, seeker, job)
		await visitJobPage(em, seeker, ending)
		await visitJobPage(em, erased, job)
		const writer = await freshEm()
		await writer.nativeUpdate(Job, { id: ending.id }, { isActive: false })
		await writer.nativeDelete(User, { id: erased.id })
		await flushViews()
		expect((await views(seeker.id)).map((row) => row.job.id)).toEqual([job.id])
		expect(await (await freshEm()).count(JobInteraction, { user: erased.id })).toBe(0)
	})
})
