import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { describe, expect, test, vi } from 'vitest'
import { callRoute, cookiesFrom, formRequest, freshEm, ORIGIN } from '../../tests/fixtures/route.ts'
import { signedIn } from '../../tests/fixtures/signed-in.ts'
import { Application } from '../models/application.ts'
import { Job } from '../models/job.ts'
import { StoredFile } from '../models/stored-file.ts'
import type { User } from '../models/user.ts'
import { saveFile } from '../platform/files.server.ts'
import { createJob } from '../services/jobs.server.ts'
import { readToast } from '../platform/toast.server.ts'
import { formatLongDate } from '../utils/format.ts'
import * as dashboard from './employer-dashboard.tsx'

type Dashboard = {
	stats: { totalJobs: number; activeJobs: number; applications: number; avgPerJob: number }
	tab: 'active' | 'inactive'
	counts: { active: number; inactive: number }
	jobs: { id: number; title: string; isActive: boolean; applicationCount: number }[]
	open: {
		jobId: number
		applications: {
			applicantName: string
			applicantEmail: string
			message: string | null
			coveringLetter: string | null
			cvFileName: string | null
			cvFileUrl: string | null
		}[]
	} | null
	confirmDeleteId: number | null
}

const BASE = {
	company: 'Stockton Heath Dental Practice',
	location: 'Stockton Heath',
	salary: '£24,000 - £27,000',
	description: 'Welcoming patients, booking appointments and keeping records at our busy village practice.',
	jobType: 'Full-time',
	industry: 'Healthcare',
	contactEmail: 'practice@stocktonheathdental.co.uk',
}

async function jobFor(owner: User, title: string, applicants = 0, isActive = true) {
	const em = await freshEm()
	const job = await createJob(em, owner, { ...BASE, title })
	job.isActive = isActive
	for (let i = 0; i < applicants; i++) {
		em.create(Application, {
			job,
			applicantName: `Applicant ${i + 1}`,
			applicantEmail: `applicant${i + 1}@example.co.uk`,
			message: 'I would love to work here.',
		})
	}
	await em.flush()
	return job
}

function open(search: string, cookie?: string) {
	return callRoute(
		dashboard.loader,
		new Request(`${ORIGIN}/employer-dashboard${search}`, { headers: cookie ? { Cookie: cookie } : {} }),
	)
}

async function view(search: string, cookie: string) {
	const response = await open(search, cookie)
	expect(response.status).toBe(200)
	return (await response.json()) as Dashboard
}

function act(fields: Record<string, string>, cookie?: string) {
	return callRoute(dashboard.action, formRequest('/employer-dashboard', fields, { cookie }))
}

async function toastOf(response: Response) {
	return (await readToast(new Request(ORIGIN, { headers: { Cookie: cookiesFrom(response) } }))).toast
}

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
		expect(body.open).toEqual({ jobId: job.id, applications: [] })
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

describe('sponsorship on the job cards', () => {
	const DAY = 24 * 60 * 60 * 1000

	/** The dashboard as the server renders it for this employer, as text. */
	async function rendered(cookie: string) {
		const loaderData = await view('', cookie)
		const Screen = () =>
			createElement(dashboard.default, { loaderData } as unknown as Parameters<typeof dashboard.default>[0])
		const handler = createStaticHandler([{ path: '/employer-dashboard', Component: Screen }])
		const context = await handler.query(new Request(`${ORIGIN}/employer-dashboard`))
		if (context instanceof Response) throw new Error('unexpected redirect')
		const html = renderToString(
			createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }),
		)
		return {
			loaderData,
			html,
			text: html
				.replace(/<[^>]+>/g, ' ')
				.replace(/&#x27;|’/g, "'")
				.replace(/\s+/g, ' '),
		}
	}

	async function sponsored(
		owner: User,
		title: string,
		sponsorshipType: '7days' | '30days' | null,
		sponsorshipExpiresAt: Date | null,
	) {
		const job = await jobFor(owner, title)
		const em = await freshEm()
		await em.nativeUpdate(
			Job,
			{ id: job.id },
			{ isSponsored: sponsorshipType !== null, sponsorshipType, sponsorshipExpiresAt },
		)
		return job
	}

	test('each card shows its plan and end date, the date it ended, or nothing when never sponsored', async () => {
		vi.stubEnv('STRIPE_SECRET_KEY', '')
		const employer = await signedIn('employer')
		const ends = new Date(Date.now() + 6 * DAY)
		const ended = new Date(Date.now() - 2 * DAY)
		await sponsored(employer.user, 'Dental Nurse', '30days', ends)
		await sponsored(employer.user, 'Practice Manager', '7days', ended)
		await sponsored(employer.user, 'Receptionist', null, null)
		const { loaderData, text } = await rendered(employer.cookie)

		const byTitle = (title: string) =>
			loaderData.jobs.find((job) => job.title === title) as unknown as Record<string, unknown>
		expect(byTitle('Dental Nurse')).toMatchObject({
			isSponsored: true,
			sponsorshipType: '30days',
			sponsorshipExpiresAt: ends.toISOString(),
		})
		expect(byTitle('Practice Manager')).toMatchObject({
			isSponsored: false,
			sponsorshipType: '7days',
			sponsorshipExpiresAt: ended.toISOString(),
		})
		expect(byTitle('Receptionist')).toMatchObject({ isSponsored: false, sponsorshipExpiresAt: null })

		const card = (title: string) =>
			text.slice(text.indexOf(` ${title} `), text.indexOf('Sponsor this job', text.indexOf(` ${title} `)))
		expect(card('Dental Nurse')).toContain(`Premium Sponsored until ${formatLongDate(ends)}`)
		expect(card('Practice Manager')).toContain(`Sponsorship ended on ${formatLongDate(ended)}`)
		expect(card('Practice Manager')).not.toContain('until')
		expect(card('Receptionist')).not.toMatch(/Sponsorship ended|until/)
		// A live sponsorship says that buying again extends it.
		expect(text).toContain(
			`Its Premium Sponsored sponsorship runs until ${formatLongDate(ends)}: buying again adds the new plan's days to that date.`,
		)
	})

	test('without Stripe keys the sponsor panel says why instead of offering plans', async () => {
		vi.stubEnv('STRIPE_SECRET_KEY', '')
		const employer = await signedIn('employer')
		await jobFor(employer.user, 'Dental Nurse')
		const { loaderData, html, text } = await rendered(employer.cookie)
		expect((loaderData as unknown as { sponsorshipUnavailable: string }).sponsorshipUnavailable).toBe(
			'Sponsorship is not available right now: card payments are not configured.',
		)
		expect(text).toContain('Sponsor this job')
		expect(text).toContain('Sponsorship is not available right now: card payments are not configured.')
		expect(html).not.toContain('name="sponsorshipType"')
	})

	test('with Stripe keys each live job offers both paid plans, posting to /jobs/{id}/sponsor; inactive and ended jobs do not', async () => {
		vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_warrington')
		vi.stubEnv('STRIPE_PUBLISHABLE_KEY', 'pk_test_warrington')
		const employer = await signedIn('employer')
		const live = await jobFor(employer.user, 'Dental Nurse')
		const ended = await jobFor(employer.user, 'Hygienist')
		await (await freshEm()).nativeUpdate(Job, { id: ended.id }, { expiresAt: new Date(Date.now() - DAY) })
		const { loaderData, html, text } = await rendered(employer.cookie)
		expect((loaderData as unknown as { sponsorshipUnavailable: string | null }).sponsorshipUnavailable).toBeNull()
		expect(html).toContain(`action="/jobs/${live.id}/sponsor"`)
		expect(html).not.toContain(`action="/jobs/${ended.id}/sponsor"`)
		expect(html.match(/name="sponsorshipType"/g)).toHaveLength(2)
		expect(html).toContain('value="7days"')
		expect(html).toContain('value="30days"')
		expect(text).toContain('Featured Job £4.99 for 7 days')
		expect(text).toContain('Premium Sponsored £14.99 for 30 days')
		expect(text).not.toContain('card payments are not configured')
	})
})
