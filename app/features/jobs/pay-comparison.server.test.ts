import { describe, expect, test } from 'vitest'
import { apiUser, postedJob, uniqueWord } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import type { User } from '../../models/user.ts'
import { Job } from '../../models/job.ts'
import { localPayMedians, payComparisonOfJob, withPayComparisons } from './pay-comparison.server.ts'
import { toJobView } from './job-views.server.ts'

const DAY = 24 * 60 * 60 * 1000

async function occupationNamed(label: string) {
	const em = await freshEm()
	const [row] = await em.getConnection().execute<[{ id: number }]>('select id from occupation where label = ?', [label])
	return row.id
}

/** Jobs of one occupation, set directly (as the taxonomy would from their titles) once all are stored. */
const ofOccupation = new Map<number, number[]>()

/** A job with a salary, of `occupationId` once `settle` runs; `closedDaysAgo` takes it down that many days ago. */
async function jobOf(
	owner: User,
	occupationId: number,
	salary: string,
	{ closedDaysAgo }: { closedDaysAgo?: number } = {},
) {
	const job = await postedJob(owner, { title: `Driver ${uniqueWord()}`, salary })
	if (closedDaysAgo !== undefined) {
		const at = new Date(Date.now() - closedDaysAgo * DAY)
		await (
			await freshEm()
		)
			.getConnection()
			.execute('update job set is_active = false, expires_at = ?, updated_at = ? where id = ?', [at, at, job.id])
	}
	ofOccupation.set(occupationId, [...(ofOccupation.get(occupationId) ?? []), job.id])
	return job
}

/** Gives every job made by `jobOf` its occupation. */
async function settle() {
	const connection = (await freshEm()).getConnection()
	for (const [occupationId, ids] of ofOccupation)
		await connection.execute(`update job set occupation_id = ? where id in (${ids.map(() => '?').join(', ')})`, [
			occupationId,
			...ids,
		])
}

async function reloaded(job: Job) {
	const em = await freshEm()
	return em.findOneOrFail(Job, job.id, { populate: ['occupation'] })
}

describe('local pay medians', () => {
	test('the median of the midpoints of at least 5 jobs, hourly and annual apart', async () => {
		const { user } = await apiUser('employer')
		const taxi = await occupationNamed('taxi driver')
		// Hourly midpoints 12.80, 13.00, 13.25, 13.50, 14.00: median 13.25.
		for (const salary of [
			'£12.60 - £13.00 per hour',
			'£13.00 per hour',
			'£13.25 per hour',
			'£13.50 per hour',
			'£14 per hour',
		])
			await jobOf(user, taxi, salary)
		// Four annual jobs of the same occupation: too few to claim an annual median.
		for (const salary of ['£24,000', '£25,000', '£26,000', '£27,000']) await jobOf(user, taxi, salary)

		await settle()
		const medians = await localPayMedians(await freshEm())
		expect(medians.get(`${taxi}:hour`)).toEqual({
			occupationId: taxi,
			occupationLabel: 'taxi driver',
			period: 'hour',
			medianPence: 1325,
			jobs: 5,
		})
		expect(medians.has(`${taxi}:year`)).toBe(false)
	})

	test('recently closed jobs count; jobs closed more than 90 days ago do not', async () => {
		const { user } = await apiUser('employer')
		const bus = await occupationNamed('bus driver')
		for (const salary of ['£13 per hour', '£13.20 per hour', '£13.40 per hour', '£13.60 per hour'])
			await jobOf(user, bus, salary)
		await jobOf(user, bus, '£30 per hour', { closedDaysAgo: 120 })
		await settle()
		expect((await localPayMedians(await freshEm())).has(`${bus}:hour`)).toBe(false)

		await jobOf(user, bus, '£14 per hour', { closedDaysAgo: 30 })
		await settle()
		expect((await localPayMedians(await freshEm())).get(`${bus}:hour`)).toMatchObject({ medianPence: 1340, jobs: 5 })
	})
})

describe('a job’s comparison', () => {
	test('cards: each job against its own occupation and period, in one call', async () => {
		const { user } = await apiUser('employer')
		const hearse = await occupationNamed('hearse driver')
		const jobs = []
		for (const salary of ['£25,000', '£26,000', '£27,000', '£28,000', '£29,000'])
			jobs.push(await jobOf(user, hearse, salary))
		// The same occupation paid by the hour: no hourly median, and never against the annual one.
		const hourly = await jobOf(user, hearse, '£14 per hour')
		// No occupation: nothing claimed, but the minimum wage is still checked.
		const noOccupation = await postedJob(user, { title: `Helper ${uniqueWord()}`, salary: '£11.00 per hour' })
		const noSalary = await postedJob(user, { title: `Helper ${uniqueWord()}`, salary: 'Competitive' })

		await settle()
		const em = await freshEm()
		const views = await withPayComparisons(
			em,
			[jobs[0]!, jobs[4]!, jobs[2]!, hourly, noOccupation, noSalary].map((job) => toJobView(job)),
		)
		expect(views.map((view) => view.pay?.local?.summary ?? null)).toEqual([
			'£2,000 a year below the Warrington median for hearse drivers',
			'£2,000 a year above the Warrington median for hearse drivers',
			'At the Warrington median for hearse drivers',
			null,
			null,
			null,
		])
		expect(views[0]!.pay).toMatchObject({
			payPence: 25_000_00,
			period: 'year',
			local: { medianPence: 27_000_00, jobs: 5 },
		})
		expect(views[4]!.pay).toMatchObject({
			local: null,
			minimumWage: { band: '21+', below: true, summary: 'Below the National Minimum Wage for ages 21 and over' },
		})
		expect(views[5]!.pay).toBeNull()
	})

	test('the job page: the same comparison from the loaded job', async () => {
		const { user } = await apiUser('employer')
		const armoured = await occupationNamed('armoured car driver')
		for (const salary of ['£13 per hour', '£13.50 per hour', '£14 per hour', '£14.50 per hour'])
			await jobOf(user, armoured, salary)
		const job = await jobOf(user, armoured, '£12.50 - £13.50 per hour')
		await settle()
		const pay = await payComparisonOfJob(await freshEm(), await reloaded(job))
		expect(pay?.local).toMatchObject({
			summary: '£0.50 an hour below the Warrington median for armoured car drivers',
			basis: 'median £13.50 an hour from 5 jobs here in the last 90 days',
		})
		expect(pay?.minimumWage).toMatchObject({ hourlyPence: 1250, below: true })
	})
})
