import { describe, expect, test } from 'vitest'
import { apiUser, postedJob } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { JobInteraction } from '../../models/job-interaction.ts'
import { recordInteraction } from './interactions.server.ts'

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
