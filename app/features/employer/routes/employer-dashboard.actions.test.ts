import { describe, expect, test, vi } from 'vitest'
import { act, jobFor, view } from '../../../../tests/fixtures/employer-dashboard.ts'
import { freshEm, toastOf } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { Application } from '../../../models/application.ts'
import { Job } from '../../../models/job.ts'
import { StoredFile } from '../../../models/stored-file.ts'
import { saveFile } from '../../../platform/files.server.ts'

describe('managing jobs', () => {
	test('deactivate then activate: the job moves between tabs, with "Job Updated"', async () => {
		const employer = await signedIn('employer')
		const job = await jobFor(employer.user, 'Dental Nurse')

		const off = await act({ intent: 'deactivate', jobId: String(job.id), tab: 'active' }, employer.cookie)
		expect(off.status).toBe(302)
		expect(off.headers.get('Location')).toBe('/employer-dashboard')
		expect(await toastOf(off)).toMatchObject({ title: 'Job Updated', type: 'success' })
		expect((await view('?tab=inactive', employer.cookie)).jobs.map((j) => j.id)).toEqual([job.id])
		expect((await view('', employer.cookie)).jobs).toEqual([])

		const on = await act({ intent: 'activate', jobId: String(job.id), tab: 'inactive' }, employer.cookie)
		expect(on.headers.get('Location')).toBe('/employer-dashboard?tab=inactive')
		expect(await toastOf(on)).toMatchObject({ title: 'Job Updated' })
		expect((await view('', employer.cookie)).jobs.map((j) => j.id)).toEqual([job.id])
	})

	test('?confirmDelete= asks first; the delete removes the job, its applications and their CVs', async () => {
		const employer = await signedIn('employer')
		const job = await jobFor(employer.user, 'Dental Nurse', 1)
		const em = await freshEm()
		const cv = await saveFile(em, {
			fileName: 'cv.pdf',
			mimeType: 'application/pdf',
			data: new Uint8Array([37, 80, 68, 70]),
		})
		em.create(Application, {
			job: em.getReference(Job, job.id),
			applicantName: 'Sam Orford',
			applicantEmail: 'sam@example.co.uk',
			cvFile: cv,
			cvFileName: 'cv.pdf',
			cvMimeType: 'application/pdf',
		})
		await em.flush()

		expect((await view(`?confirmDelete=${job.id}`, employer.cookie)).confirmDeleteId).toBe(job.id)

		const response = await act({ intent: 'delete', jobId: String(job.id), tab: 'active' }, employer.cookie)
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/employer-dashboard')
		expect(await toastOf(response)).toMatchObject({ title: 'Job Deleted', type: 'success' })
		const after = await freshEm()
		expect(await after.count(Job, { id: job.id })).toBe(0)
		expect(await after.count(Application, { job: job.id })).toBe(0)
		expect(await after.count(StoredFile, { id: cv.id })).toBe(0)
	})

	test("another employer's job id is a 404 and the job is untouched", async () => {
		const owner = await signedIn('employer')
		const job = await jobFor(owner.user, 'Dental Nurse')
		const other = await signedIn('employer')
		for (const intent of ['deactivate', 'delete']) {
			expect((await act({ intent, jobId: String(job.id) }, other.cookie)).status).toBe(404)
		}
		expect((await (await freshEm()).findOneOrFail(Job, job.id)).isActive).toBe(true)
	})

	test('an unknown intent or a missing job id is a 400', async () => {
		const employer = await signedIn('employer')
		const job = await jobFor(employer.user, 'Dental Nurse')
		expect((await act({ intent: 'publish', jobId: String(job.id) }, employer.cookie)).status).toBe(400)
		expect((await act({ intent: 'delete' }, employer.cookie)).status).toBe(400)
	})

	test('a failed delete says "Error" / "Failed to delete job posting. Please try again." and keeps the job', async () => {
		const employer = await signedIn('employer')
		const job = await jobFor(employer.user, 'Dental Nurse')
		vi.spyOn(console, 'error').mockImplementation(() => {})
		// The delete runs, then PostgreSQL refuses it: a trigger stands in for any database failure.
		const em = await freshEm()
		await em
			.getConnection()
			.execute(
				`create function refuse_delete() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
			)
		await em
			.getConnection()
			.execute(
				`create trigger refuse_job_delete before delete on job for each row when (old.id = ${job.id}) execute function refuse_delete()`,
			)
		try {
			const response = await act({ intent: 'delete', jobId: String(job.id), tab: 'active' }, employer.cookie)
			expect(response.status).toBe(302)
			expect(await toastOf(response)).toEqual({
				title: 'Error',
				description: 'Failed to delete job posting. Please try again.',
				type: 'error',
			})
			expect(await (await freshEm()).count(Job, { id: job.id })).toBe(1)
		} finally {
			await em.getConnection().execute('drop trigger refuse_job_delete on job; drop function refuse_delete()')
		}
	})
})
