// Finishing what a signed-out visitor started (decision 112): the heart or Quick Apply sends them
// to /auth with the action named; the sign-in or registration POST does it for the new session.
import { describe, expect, test } from 'vitest'
import { quickApplyProfileFor } from '../../../../tests/fixtures/applications.ts'
import { apiUser, postedJob } from '../../../../tests/fixtures/jobs.ts'
import { withLocalOutbox } from '../../../../tests/fixtures/mail.ts'
import {
	apiRequest,
	callRoute,
	formRequest,
	freshEm,
	newAccount,
	nextIp,
	cookiesFrom,
	ORIGIN,
	registeredAccount,
	toastOf,
} from '../../../../tests/fixtures/route.ts'
import { Application } from '../../../models/application.ts'
import { SavedJob } from '../../../models/saved-job.ts'
import { User } from '../../../models/user.ts'
import * as register from './api.register.ts'
import * as authRoute from './auth.tsx'
import * as seekerDashboard from '../../seeker-dashboard/routes/employee-dashboard.tsx'
import * as employerDashboard from '../../employer/routes/employer-dashboard.tsx'

withLocalOutbox()

async function listedJob(title = 'Care Assistant') {
	const { user } = await apiUser('employer')
	return postedJob(user, { title })
}

const saveIntent = (jobId: number) => ({ then: 'save-job', jobId: String(jobId), redirectTo: `/jobs/${jobId}` })
const applyIntent = (jobId: number) => ({ then: 'quick-apply', jobId: String(jobId), redirectTo: `/jobs/${jobId}` })

function post(fields: Record<string, string>) {
	return callRoute(authRoute.action, formRequest('/auth', fields), { ip: nextIp() })
}

/** The sign-in form sent by this account, carrying a pending action. */
function signInWith(account: { email: string; password: string }, pending: Record<string, string>) {
	return post({ intent: 'signin', email: account.email, password: account.password, ...pending })
}

async function userIdOf(email: string) {
	return (await (await freshEm()).findOneOrFail(User, { email })).id
}

const savedRows = async (email: string, jobId: number) =>
	(await freshEm()).count(SavedJob, { user: await userIdOf(email), job: jobId })

describe('/auth says why the visitor is there', () => {
	async function load(query: string) {
		const response = await callRoute(authRoute.loader, new Request(`${ORIGIN}/auth?${query}`))
		return (await response.json()) as { pending: { then: string; jobId: number; jobTitle: string | null } | null }
	}

	test('the heart’s and Quick Apply’s actions come with the job’s title', async () => {
		const job = await listedJob('Night Carer')
		expect((await load(`redirectTo=%2F&then=save-job&jobId=${job.id}`)).pending).toEqual({
			then: 'save-job',
			jobId: job.id,
			jobTitle: 'Night Carer',
			company: 'Omega Distribution Ltd',
		})
		expect((await load(`then=quick-apply&jobId=${job.id}`)).pending?.then).toBe('quick-apply')
	})

	test('an unknown action or a malformed job id is no action at all', async () => {
		expect((await load('then=delete-account&jobId=12')).pending).toBeNull()
		expect((await load('then=save-job&jobId=12abc')).pending).toBeNull()
		expect((await load('then=save-job&jobId=99999999999')).pending).toBeNull()
	})

	test('opening the link (a GET) saves nothing', async () => {
		const job = await listedJob()
		const account = await registeredAccount()
		await load(`then=save-job&jobId=${job.id}`)
		expect(await savedRows(account.email, job.id)).toBe(0)
	})
})

describe('signing in finishes a save', () => {
	test('the job is saved and the visitor is back where they were, told so', async () => {
		const job = await listedJob('Night Carer')
		const account = await registeredAccount()
		const response = await signInWith(account, saveIntent(job.id))
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe(`/jobs/${job.id}`)
		expect(await toastOf(response)).toEqual({
			title: 'Job saved!',
			description: 'Welcome back, Emma. Night Carer is in your saved jobs.',
			type: 'success',
		})
		expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('session'))).toBe(true)
		expect(await savedRows(account.email, job.id)).toBe(1)
	})

	test('a wrong password saves nothing', async () => {
		const job = await listedJob()
		const account = await registeredAccount()
		const response = await signInWith({ ...account, password: 'not the password' }, saveIntent(job.id))
		expect(response.status).toBe(401)
		expect(await savedRows(account.email, job.id)).toBe(0)
	})

	test('an employer is told saving is for job seekers, and nothing is saved', async () => {
		const job = await listedJob()
		const employer = newAccount({ userType: 'employer' })
		await callRoute(register.action, apiRequest('POST', '/api/register', { body: employer }), { ip: nextIp() })
		const response = await signInWith(employer, saveIntent(job.id))
		expect(response.headers.get('Location')).toBe(`/jobs/${job.id}`)
		expect(await toastOf(response)).toMatchObject({ title: 'Only job seekers can save jobs', type: 'info' })
		expect(await savedRows(employer.email, job.id)).toBe(0)
	})

	test('a job that has closed meanwhile: the listing, with the reason', async () => {
		const { user: owner } = await apiUser('employer')
		const closed = await postedJob(owner, {}, { isActive: false })
		const account = await registeredAccount()
		const response = await signInWith(account, saveIntent(closed.id))
		expect(response.headers.get('Location')).toBe('/')
		expect(await toastOf(response)).toMatchObject({ title: 'This job is no longer listed', type: 'error' })
	})

	test('the way back stays on this site', async () => {
		const job = await listedJob()
		const account = await registeredAccount()
		const response = await signInWith(account, { ...saveIntent(job.id), redirectTo: '/\t/evil.com' })
		expect(response.headers.get('Location')).toBe(`/jobs/${job.id}`)
	})
})

describe('registering finishes a save', () => {
	test('the new seeker’s job is saved and they are welcomed by name', async () => {
		const job = await listedJob('Night Carer')
		const account = newAccount({ firstName: 'Quentin' })
		const response = await post({ intent: 'register', ...account, ...saveIntent(job.id), redirectTo: '/?search=care' })
		expect(response.headers.get('Location')).toBe('/?search=care')
		expect(await toastOf(response)).toEqual({
			title: 'Job saved!',
			description: 'Welcome, Quentin! Your account is ready. Night Carer is in your saved jobs.',
			type: 'success',
		})
		expect(await savedRows(account.email, job.id)).toBe(1)
	})
})

describe('signing in finishes a Quick Apply', () => {
	test('with a profile, the application is sent', async () => {
		const job = await listedJob('Senior Carer')
		const account = await registeredAccount()
		await quickApplyProfileFor({ id: await userIdOf(account.email) })
		const response = await signInWith(account, applyIntent(job.id))
		expect(response.headers.get('Location')).toBe(`/jobs/${job.id}`)
		expect(await toastOf(response)).toMatchObject({ title: 'Application Submitted! ⚡', type: 'success' })
		expect(await (await freshEm()).count(Application, { job: job.id })).toBe(1)
	})

	test('without a profile (a new account), on to the Quick Apply setup', async () => {
		const job = await listedJob('Senior Carer')
		const account = newAccount({ firstName: 'Quentin' })
		const response = await post({ intent: 'register', ...account, ...applyIntent(job.id) })
		expect(response.headers.get('Location')).toBe(
			`/quick-apply-setup?redirectTo=${encodeURIComponent(`/jobs/${job.id}`)}`,
		)
		expect(await toastOf(response)).toMatchObject({
			title: 'Set up Quick Apply first',
			description:
				'Welcome, Quentin! Your account is ready. Add your details here; saving them takes you back to Senior Carer to press Quick Apply.',
		})
		expect(await (await freshEm()).count(Application, { job: job.id })).toBe(0)
	})
})

describe('the welcome', () => {
	test('“Welcome, Quentin!” after registering; “Welcome back” only after signing in', async () => {
		const created = await post({ intent: 'register', ...newAccount({ firstName: 'Quentin' }) })
		expect(await toastOf(created)).toMatchObject({ title: 'Welcome, Quentin!' })
		expect((await toastOf(created))?.description).not.toMatch(/back/i)

		const account = await registeredAccount()
		const signedIn = await signInWith(account, {})
		expect(await toastOf(signedIn)).toMatchObject({ title: 'Welcome back, Emma!' })
	})

	test.each([
		['employer', employerDashboard, '/employer-dashboard'],
		['employee', seekerDashboard, '/employee-dashboard'],
	] as const)(
		'the %s dashboard says “Welcome” to a new account, “Welcome back” after a sign-in',
		async (userType, dashboard, path) => {
			const account = newAccount({ userType, firstName: 'Quentin' })
			const greeting = async (response: Response) => {
				const page = await callRoute(
					dashboard.loader,
					new Request(`${ORIGIN}${path}`, { headers: { Cookie: cookiesFrom(response) } }),
				)
				return ((await page.json()) as { greeting: string }).greeting
			}
			expect(await greeting(await post({ intent: 'register', ...account }))).toBe('Welcome')
			expect(await greeting(await signInWith(account, {}))).toBe('Welcome back')
		},
	)
})
