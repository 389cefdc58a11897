import { describe, expect, test } from 'vitest'
import { apiUser, postedJob } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { JobInteraction } from '../../models/job-interaction.ts'
import { SavedJob } from '../../models/saved-job.ts'
import { savedJobIdsAmong, savedJobsOf, saveJob, unsaveJob } from './saved-jobs.server.ts'

async function setting() {
	const { user: employer } = await apiUser('employer')
	const { user: seeker } = await apiUser('employee')
	const job = await postedJob(employer, { title: 'Care Assistant' })
	return { employer, seeker, job }
}

const savedRows = async (userId: number, jobId: number) =>
	(await freshEm()).count(SavedJob, { user: userId, job: jobId })

describe('saved jobs', () => {
	test('saving twice keeps one row, and the listing sees it saved', async () => {
		const { employer, seeker, job } = await setting()
		const other = await postedJob(employer, { title: 'Night Care Assistant' })
		const em = await freshEm()
		expect(await saveJob(em, seeker, job.id)).toBe(true)
		expect(await saveJob(em, seeker, job.id)).toBe(true)
		expect(await savedRows(seeker.id, job.id)).toBe(1)
		const saved = await freshEm().then((fresh) => fresh.findOneOrFail(SavedJob, { user: seeker.id, job: job.id }))
		expect(saved.savedAt).toBeInstanceOf(Date)
		expect(await savedJobIdsAmong(em, seeker, [job.id, other.id])).toEqual(new Set([job.id]))
		expect(await savedJobIdsAmong(em, seeker, [])).toEqual(new Set())
	})

	test('unsaving removes the row; unsaving again is no error', async () => {
		const { seeker, job } = await setting()
		const em = await freshEm()
		await saveJob(em, seeker, job.id)
		expect(await unsaveJob(em, seeker, job.id)).toBe(true)
		expect(await savedRows(seeker.id, job.id)).toBe(0)
		expect(await unsaveJob(em, seeker, job.id)).toBe(true)
		expect(await unsaveJob(em, seeker, 2_000_000_000)).toBe(false)
	})

	test('only listed jobs can be saved: not inactive, expired or missing ones', async () => {
		const { employer, seeker } = await setting()
		const inactive = await postedJob(employer, {}, { isActive: false })
		const expired = await postedJob(employer, {}, { expiresAt: new Date(Date.now() - 60_000) })
		const em = await freshEm()
		expect(await saveJob(em, seeker, inactive.id)).toBe(false)
		expect(await saveJob(em, seeker, expired.id)).toBe(false)
		expect(await saveJob(em, seeker, 2_000_000_000)).toBe(false)
		expect(await savedRows(seeker.id, inactive.id)).toBe(0)
		expect(await savedRows(seeker.id, expired.id)).toBe(0)
	})

	test('the database itself refuses a second row for the same user and job', async () => {
		const { seeker, job } = await setting()
		const em = await freshEm()
		await saveJob(em, seeker, job.id)
		await expect(
			em
				.getConnection()
				.execute('insert into saved_job (user_id, job_id, saved_at) values (?, ?, now())', [seeker.id, job.id]),
		).rejects.toThrow(/saved_job_user_job_unique/)
	})

	test('deleting the job removes its saved rows (the foreign key cascades)', async () => {
		const { seeker, job } = await setting()
		const em = await freshEm()
		await saveJob(em, seeker, job.id)
		await em.getConnection().execute('delete from job where id = ?', [job.id])
		expect(await savedRows(seeker.id, job.id)).toBe(0)
	})
})

describe('saved jobs as the dashboard and API read them', () => {
	test('newest save first, with the job; a closed job stays, marked unlisted; only the user’s own', async () => {
		const { employer, seeker, job } = await setting()
		const later = await postedJob(employer, { title: 'Senior Care Assistant', salary: null })
		const { user: someoneElse } = await apiUser('employee')
		const em = await freshEm()
		await saveJob(em, seeker, job.id)
		await saveJob(em, seeker, later.id)
		await saveJob(em, someoneElse, job.id)
		await em
			.getConnection()
			.execute(`update saved_job set saved_at = now() - interval '1 hour' where user_id = ? and job_id = ?`, [
				seeker.id,
				job.id,
			])
		await em.getConnection().execute('update job set is_active = false where id = ?', [job.id])

		const { items: saved } = await savedJobsOf(await freshEm(), seeker)
		expect(saved.map((entry) => entry.jobId)).toEqual([later.id, job.id])
		expect(saved[0]).toEqual({
			id: expect.any(Number),
			jobId: later.id,
			savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
			job: {
				id: later.id,
				title: 'Senior Care Assistant',
				company: later.company,
				location: later.location,
				salary: null,
				description: later.description,
				isListed: true,
			},
		})
		expect(saved[1]!.job.isListed).toBe(false)
		expect(await savedJobsOf(await freshEm(), { id: 2_000_000_000 })).toEqual({ items: [], total: 0 })
	})

	test('a save is also recorded as a save interaction, counted once per save', async () => {
		const { seeker, job } = await setting()
		const em = await freshEm()
		await saveJob(em, seeker, job.id)
		await unsaveJob(em, seeker, job.id)
		await saveJob(em, seeker, job.id)
		const interaction = await (
			await freshEm()
		).findOneOrFail(JobInteraction, { user: seeker.id, job: job.id, interactionType: 'save' })
		expect(interaction.times).toBe(2)
	})
})
