import { describe, expect, test } from 'vitest'
import { act, jobFor, open, view } from '../../../../tests/fixtures/employer-dashboard.ts'
import { freshEm } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { Application } from '../../../models/application.ts'
import { Job } from '../../../models/job.ts'
import { saveFile } from '../../../platform/files.server.ts'
import * as dashboard from './employer-dashboard.tsx'

describe('/employer-dashboard access', () => {
	test('signed-out visitors and job seekers get the employer-only message', async () => {
		const anonymous = await open('')
		expect(anonymous.status).toBe(401)
		expect(await anonymous.json()).toEqual({
			accessRefused: 'signed-out',
			userType: 'employer',
			message: dashboard.NOT_AN_EMPLOYER,
		})
		const seeker = await signedIn('employee')
		const refused = await open('', seeker.cookie)
		expect(refused.status).toBe(403)
		expect(await refused.json()).toEqual({
			accessRefused: 'wrong-type',
			userType: 'employer',
			message: dashboard.NOT_AN_EMPLOYER,
			signedInAs: 'employee',
		})
		expect(dashboard.NOT_AN_EMPLOYER).toBe('You need to be logged in as an employer to access this dashboard.')
	})

	test('a job seeker cannot change a job, and a signed-out visitor is sent to sign in', async () => {
		const employer = await signedIn('employer')
		const job = await jobFor(employer.user, 'Dental Receptionist')
		const seeker = await signedIn('employee')
		expect((await act({ intent: 'deactivate', jobId: String(job.id) }, seeker.cookie)).status).toBe(403)
		const anonymous = await act({ intent: 'delete', jobId: String(job.id) })
		expect(anonymous.status).toBe(302)
		expect(anonymous.headers.get('Location')).toBe('/auth?redirectTo=%2Femployer-dashboard')
		expect((await (await freshEm()).findOneOrFail(Job, job.id)).isActive).toBe(true)
	})
})

describe('the figures and tabs', () => {
	test('a new employer sees zeros, Avg per Job 0 and both tabs empty', async () => {
		const employer = await signedIn('employer')
		const body = await view('', employer.cookie)
		expect(body.stats).toEqual({ totalJobs: 0, activeJobs: 0, applications: 0, avgPerJob: 0 })
		expect(body.counts).toEqual({ active: 0, inactive: 0 })
		expect(body.jobs).toEqual([])
	})

	test('counts only this employer’s jobs; Avg per Job is rounded', async () => {
		const employer = await signedIn('employer')
		await jobFor(employer.user, 'Dental Nurse', 3)
		await jobFor(employer.user, 'Dental Receptionist', 1)
		await jobFor(employer.user, 'Practice Manager', 1, false)
		// Someone else's jobs and applications are not counted.
		await jobFor((await signedIn('employer')).user, 'Hygienist', 4)

		const active = await view('', employer.cookie)
		// 5 applications over 3 jobs is 1.67 a job: shown as 2.
		expect(active.stats).toEqual({ totalJobs: 3, activeJobs: 2, applications: 5, avgPerJob: 2 })
		expect(active.tab).toBe('active')
		expect(active.counts).toEqual({ active: 2, inactive: 1 })
		expect(active.jobs.map((job) => [job.title, job.applicationCount])).toEqual([
			['Dental Receptionist', 1],
			['Dental Nurse', 3],
		])

		const inactive = await view('?tab=inactive', employer.cookie)
		expect(inactive.tab).toBe('inactive')
		expect(inactive.jobs.map((job) => job.title)).toEqual(['Practice Manager'])
	})

	test('Avg per Job rounds halves up and small averages down', async () => {
		const employer = await signedIn('employer')
		await jobFor(employer.user, 'Nurse A', 1)
		await jobFor(employer.user, 'Nurse B', 0)
		expect((await view('', employer.cookie)).stats.avgPerJob).toBe(1) // 0.5
		await jobFor(employer.user, 'Nurse C', 0)
		expect((await view('', employer.cookie)).stats.avgPerJob).toBe(0) // 0.33
	})
})

describe('applications', () => {
	test('?applications= shows the applicants, newest first, with a CV link only where a CV is stored', async () => {
		const employer = await signedIn('employer')
		const job = await jobFor(employer.user, 'Dental Nurse')
		const em = await freshEm()
		const cv = await saveFile(em, {
			fileName: 'Priya Shah CV.pdf',
			mimeType: 'application/pdf',
			data: new TextEncoder().encode('%PDF-1.7\n%%EOF\n'),
		})
		em.create(Application, {
			job: em.getReference(Job, job.id),
			applicantName: 'Tom Grappenhall',
			applicantEmail: 'tom@example.co.uk',
			message: 'Available immediately.',
			appliedAt: new Date(Date.now() - 86_400_000),
		})
		const withCv = em.create(Application, {
			job: em.getReference(Job, job.id),
			applicantName: 'Priya Shah',
			applicantEmail: 'priya@example.co.uk',
			message: 'Five years in NHS dental practice.',
			coveringLetter: 'Dear Practice Manager,\nI am writing to apply.',
			cvFile: cv,
			cvFileName: 'Priya Shah CV.pdf',
			cvMimeType: 'application/pdf',
		})
		await em.flush()

		const body = await view(`?applications=${job.id}`, employer.cookie)
		expect(body.open?.jobId).toBe(job.id)
		expect(body.open?.applications).toMatchObject([
			{
				applicantName: 'Priya Shah',
				applicantEmail: 'priya@example.co.uk',
				message: 'Five years in NHS dental practice.',
				coveringLetter: 'Dear Practice Manager,\nI am writing to apply.',
				cvFileName: 'Priya Shah CV.pdf',
				cvFileUrl: `/api/applications/${job.id}/${withCv.id}/cv`,
			},
			{ applicantName: 'Tom Grappenhall', cvFileName: null, cvFileUrl: null },
		])
	})

	test('a job with no applications opens empty; an inactive job opens in the Inactive tab', async () => {
		const employer = await signedIn('employer')
		const job = await jobFor(employer.user, 'Dental Nurse', 0, false)
		const body = await view(`?applications=${job.id}`, employer.cookie)
		expect(body.open).toMatchObject({ jobId: job.id, applications: [], shown: null })
		expect(body.tab).toBe('inactive')
	})

	test("another employer's job, an unknown id or a malformed one is a 404", async () => {
		const owner = await signedIn('employer')
		const job = await jobFor(owner.user, 'Dental Nurse', 2)
		const other = await signedIn('employer')
		for (const search of [
			`?applications=${job.id}`,
			'?applications=999999',
			'?applications=abc',
			`?confirmDelete=${job.id}`,
		]) {
			expect((await open(search, other.cookie)).status).toBe(404)
		}
	})
})
