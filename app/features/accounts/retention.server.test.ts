// Retention of applications and job views (decision 222), with the clock given to each run: a day
// inside each period keeps the row, a day past it removes it, with the application's CV and stages.
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ApplicationStageChange } from '../../models/application-stage-change.ts'
import { JobInteraction } from '../../models/job-interaction.ts'
import type { Job } from '../../models/job.ts'
import type { User } from '../../models/user.ts'
import { deleteJob } from '../jobs/jobs.server.ts'
import { applyWithDetails } from '../applying/applications.server.ts'
import { newUser } from '../../../tests/fixtures/applications.ts'
import { pdfBytes } from '../../../tests/fixtures/files.ts'
import { postedJob } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { monthsBefore, removeOldActivity, removeOldApplications } from './retention.server.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const days = (date: Date, count: number) => new Date(date.getTime() + count * DAY_MS)

afterEach(() => {
	vi.unstubAllEnvs()
})

/** A job seeker's application, with a CV and a stage, to a listed job of a new employer. */
async function applied(title: string) {
	const employer = await newUser('employer')
	const seeker = await newUser()
	const job = await postedJob(employer, { title, company: 'Sankey Brook Care', location: 'Great Sankey' })
	const em = await freshEm()
	const application = (await applyWithDetails(em, {
		jobId: job.id,
		user: seeker,
		applicantName: 'Priya Sankey',
		applicantEmail: seeker.email,
		cv: { fileName: 'priya-cv.pdf', mimeType: 'application/pdf', data: pdfBytes('Priya') },
	}))!
	em.create(ApplicationStageChange, { application: application.id, stage: 'reviewed', changedBy: employer })
	await em.flush()
	const [row] = await em.execute<{ cv_file_id: string }[]>('select cv_file_id from application where id = ?', [
		application.id,
	])
	return { employer, seeker, job, applicationId: application.id, cvFileId: row!.cv_file_id }
}

/** The listing ended at `at`: its time ran out. */
async function expiredAt(job: Job, at: Date) {
	await (
		await freshEm()
	).execute('update job set posted_at = ?, expires_at = ? where id = ?', [days(at, -30), at, job.id])
}

/** Its employer took it down at `at`, well before it would have run out. */
async function takenDownAt(job: Job, at: Date) {
	await (
		await freshEm()
	).execute('update job set is_active = false, posted_at = ?, updated_at = ?, expires_at = ? where id = ?', [
		days(at, -10),
		at,
		days(at, 20),
		job.id,
	])
}

async function stillThere(applicationId: number, cvFileId: string) {
	const em = await freshEm()
	const [row] = await em.execute<{ applications: number; files: number; stages: number }[]>(
		`select (select count(*)::int from application where id = ?) as applications,
			(select count(*)::int from stored_file where id = ?) as files,
			(select count(*)::int from application_stage_change where application_id = ?) as stages`,
		[applicationId, cvFileId, applicationId],
	)
	return row!
}

describe('monthsBefore', () => {
	test('counts calendar months, and a shorter month ends on its last day', () => {
		expect(monthsBefore(new Date('2027-08-31T12:00:00Z'), 6).toISOString()).toBe('2027-02-28T12:00:00.000Z')
		expect(monthsBefore(new Date('2028-08-31T12:00:00Z'), 6).toISOString()).toBe('2028-02-29T12:00:00.000Z')
		expect(monthsBefore(new Date('2027-03-15T08:00:00Z'), 24).toISOString()).toBe('2025-03-15T08:00:00.000Z')
		expect(monthsBefore(new Date('2027-01-31T00:00:00Z'), -1).toISOString()).toBe('2027-02-28T00:00:00.000Z')
	})
})

describe('applications', () => {
	test('go with their CV and stages 6 months after the listing ended or was taken down; a day sooner they stay', async () => {
		const now = new Date()
		const cutoff = monthsBefore(now, 6)
		const expiredKept = await applied('Night Carer')
		await expiredAt(expiredKept.job, days(cutoff, 1))
		const expiredGone = await applied('Day Carer')
		await expiredAt(expiredGone.job, days(cutoff, -1))
		const takenDownKept = await applied('Kitchen Porter')
		await takenDownAt(takenDownKept.job, days(cutoff, 1))
		const takenDownGone = await applied('Chef de Partie')
		await takenDownAt(takenDownGone.job, days(cutoff, -1))

		expect(await removeOldApplications(await freshEm(), now)).toBeGreaterThanOrEqual(2)

		for (const kept of [expiredKept, takenDownKept]) {
			expect(await stillThere(kept.applicationId, kept.cvFileId)).toEqual({ applications: 1, files: 1, stages: 1 })
		}
		for (const gone of [expiredGone, takenDownGone]) {
			expect(await stillThere(gone.applicationId, gone.cvFileId)).toEqual({ applications: 0, files: 0, stages: 0 })
		}
		// The jobs themselves are the employer's: only the applications went.
		expect(await (await freshEm()).execute('select 1 from job where id = ?', [expiredGone.job.id])).not.toEqual([])
	})

	test('a job still listed keeps its applications, however old', async () => {
		const listed = await applied('Support Worker')
		await (
			await freshEm()
		).execute('update application set applied_at = ? where id = ?', [days(new Date(), -900), listed.applicationId])
		await removeOldApplications(await freshEm(), days(new Date(), 3))
		expect(await stillThere(listed.applicationId, listed.cvFileId)).toEqual({ applications: 1, files: 1, stages: 1 })
	})

	test('a deleted job’s applications are counted from its deletion', async () => {
		const { job, employer, applicationId } = await applied('Warehouse Operative')
		const em = await freshEm()
		await deleteJob(em, job)
		const [row] = await em.execute<{ job_id: number | null; job_closed_at: string }[]>(
			'select job_id, job_closed_at from application where id = ?',
			[applicationId],
		)
		expect(row!.job_id).toBeNull()
		const closedAt = new Date(row!.job_closed_at)
		expect(Math.abs(closedAt.getTime() - Date.now())).toBeLessThan(60_000)
		const sixMonthsOn = monthsBefore(closedAt, -6)

		await removeOldApplications(await freshEm(), days(sixMonthsOn, -1))
		expect(await (await freshEm()).execute('select 1 from application where id = ?', [applicationId])).not.toEqual([])
		await removeOldApplications(await freshEm(), days(sixMonthsOn, 1))
		expect(await (await freshEm()).execute('select 1 from application where id = ?', [applicationId])).toEqual([])
		expect(employer.id).toBeGreaterThan(0)
	})

	test('the period is RETENTION_APPLICATION_MONTHS, and more than a batch goes in one run', async () => {
		vi.stubEnv('RETENTION_APPLICATION_MONTHS', '2')
		const now = new Date()
		const { job, applicationId } = await applied('Cleaner')
		await expiredAt(job, days(monthsBefore(now, 2), -1))
		// Past one batch: more applications to the same job, from people who applied without signing in.
		const em = await freshEm()
		await em.execute(
			`insert into application (job_id, applicant_name, applicant_email, applied_at, kind)
			 select ?, 'Applicant ' || n, 'applicant-' || n || '-' || ? || '@example.co.uk', now(), 'custom' from generate_series(1, 520) n`,
			[job.id, job.id],
		)
		await removeOldApplications(em, now)
		const [left] = await em.execute<{ n: number }[]>('select count(*)::int as n from application where job_id = ?', [
			job.id,
		])
		expect(left!.n).toBe(0)
		expect(await em.execute('select 1 from application where id = ?', [applicationId])).toEqual([])
	})
})

describe('job views and saves', () => {
	async function interaction(user: User, job: Job, lastAt: Date, interactionType: 'view' | 'save' = 'view') {
		const em = await freshEm()
		const row = em.create(JobInteraction, {
			user: user.id,
			job: job.id,
			interactionType,
			firstAt: days(lastAt, -5),
			lastAt,
		})
		await em.flush()
		return row.id
	}

	test('go 12 months after the last view or save; a day sooner they stay', async () => {
		const now = new Date()
		const cutoff = monthsBefore(now, 12)
		const seeker = await newUser()
		const employer = await newUser('employer')
		const job = await postedJob(employer, { title: 'Receptionist' })
		const other = await postedJob(employer, { title: 'Administrator' })
		const kept = await interaction(seeker, job, days(cutoff, 1))
		const goneView = await interaction(seeker, other, days(cutoff, -1))
		const goneSave = await interaction(seeker, other, days(cutoff, -1), 'save')

		await removeOldActivity(await freshEm(), now)

		const left = await (
			await freshEm()
		).execute<{ id: number }[]>('select id from job_interaction where id in (?, ?, ?)', [kept, goneView, goneSave])
		expect(left.map((row) => row.id)).toEqual([kept])
	})
})
