// The job alert screens' form posts (decision 157) and the unsubscribe link (decision 158).
import { describe, expect, test, vi } from 'vitest'
import { withLocalOutbox } from '../../../../tests/fixtures/mail.ts'
import { apiUser, jobInput, uniqueWord, withParams } from '../../../../tests/fixtures/jobs.ts'
import { JOB, post as postJobForm } from '../../../../tests/fixtures/post-job.ts'
import { apiRequest, callRoute, formRequest, freshEm, ORIGIN, toastOf } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { JobAlert } from '../../../models/job-alert.ts'
import { eventually, jobsOf, startTestWorker } from '../../../../tests/fixtures/queue.ts'
import { transactionsSettled } from '../../../../tests/fixtures/job-alerts.ts'
import { instantJobAlertSweep } from '../job-alert-sending.server.ts'
import { OutboxMessage } from '../../../models/outbox-message.ts'
import { createJobAlert, newUnsubscribeToken } from '../job-alerts.server.ts'
import { JobAlertSchema, MAX_JOB_ALERTS_PER_USER } from '../job-alert-schemas.ts'
import * as home from '../../jobs/routes/_index.tsx'
import * as unsubscribe from './alerts.unsubscribe.tsx'
import * as jobsApi from '../../jobs/routes/api.jobs.ts'
import * as alert from './job-alerts.$id.tsx'
import * as alerts from './job-alerts.tsx'

withLocalOutbox()

const createForm = (fields: [string, string][], cookie?: string) => {
	const request = formRequest('/job-alerts', {}, { cookie })
	return callRoute(alerts.action, new Request(request, { body: new URLSearchParams(fields).toString() }))
}
const manage = (id: number, fields: Record<string, string>, cookie?: string) =>
	callRoute(withParams(alert.action), formRequest(`/job-alerts/${id}`, fields, { cookie }), {
		params: { id: String(id) },
	})
const alertsOf = async (userId: number) =>
	(await freshEm()).find(JobAlert, { user: userId }, { orderBy: { id: 'asc' } })

describe('POST /job-alerts: "Get alerts for this search"', () => {
	test('the listing offers its own search; a job seeker makes an alert of it and lands on the Job Alerts tab', async () => {
		const listing = await callRoute(
			home.loader,
			new Request(`${ORIGIN}/?search=carer&location=Orford&jobType=Part-time&sort=date&page=1`),
		)
		const { alert: offered } = (await listing.json()) as { alert: { criteria: string; summary: string } }
		expect(offered).toEqual({
			criteria: 'search=carer&location=Orford&jobType=Part-time',
			summary: '“carer” jobs in Orford (Part-time)',
		})

		const seeker = await signedIn('employee')
		const response = await createForm(
			[...new URLSearchParams(offered.criteria), ['frequency', 'weekly']],
			seeker.cookie,
		)
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/employee-dashboard?tab=alerts')
		expect(await toastOf(response)).toMatchObject({ title: 'Job alert created' })
		expect(await alertsOf(seeker.user.id)).toMatchObject([
			{ criteria: offered.criteria, name: offered.summary, frequency: 'weekly', paused: false },
		])
	})

	test('signed out: sign in, then back to the dashboard’s offer of the same search and frequency', async () => {
		const response = await createForm([
			['search', 'chef'],
			['industry', 'Hospitality'],
			['frequency', 'instant'],
		])
		expect(response.status).toBe(302)
		const back = '/employee-dashboard?alerts=true&search=chef&industry=Hospitality&frequency=instant'
		expect(response.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(back)}`)
	})

	test('an employer is told alerts are for job seekers; the 11th alert is refused with the reason', async () => {
		const employer = await signedIn('employer')
		const refused = await createForm([['search', 'chef']], employer.cookie)
		expect(refused.headers.get('Location')).toBe('/employer-dashboard')
		expect((await toastOf(refused))?.title).toBe('Job alerts are for job seekers')
		expect(await alertsOf(employer.user.id)).toEqual([])

		const seeker = await signedIn('employee')
		for (let i = 0; i < MAX_JOB_ALERTS_PER_USER; i++)
			await createJobAlert(await freshEm(), seeker.user, JobAlertSchema.parse({ search: `word ${i}` }))
		const eleventh = await createForm([['search', 'chef']], seeker.cookie)
		expect(eleventh.headers.get('Location')).toBe('/employee-dashboard?tab=alerts')
		expect(await toastOf(eleventh)).toMatchObject({
			title: 'Job alert not created',
			description: expect.stringContaining('at most 10 job alerts'),
			type: 'error',
		})
		expect(await alertsOf(seeker.user.id)).toHaveLength(MAX_JOB_ALERTS_PER_USER)
		expect((await createForm([['location', 'Atlantis']], seeker.cookie)).status).toBe(400)
	})
})

describe('POST /job-alerts/{id}: the dashboard’s controls', () => {
	test('pause, resume, change how often and delete, each back on the tab with a toast', async () => {
		const seeker = await signedIn('employee')
		const { id } = await createJobAlert(await freshEm(), seeker.user, JobAlertSchema.parse({ search: 'porter' }))
		const paused = await manage(id, { intent: 'change', paused: 'true' }, seeker.cookie)
		expect(paused.headers.get('Location')).toBe('/employee-dashboard?tab=alerts')
		expect((await toastOf(paused))?.title).toBe('Job alert paused')
		expect((await toastOf(await manage(id, { intent: 'change', paused: 'false' }, seeker.cookie)))?.title).toBe(
			'Job alert resumed',
		)
		await manage(id, { intent: 'change', frequency: 'instant' }, seeker.cookie)
		expect(await alertsOf(seeker.user.id)).toMatchObject([{ paused: false, frequency: 'instant' }])
		expect((await manage(id, { intent: 'change', frequency: 'hourly' }, seeker.cookie)).status).toBe(400)
		expect((await manage(id, { intent: 'explode' }, seeker.cookie)).status).toBe(400)

		const other = await signedIn('employee')
		expect((await manage(id, { intent: 'delete' }, other.cookie)).status).toBe(404)
		expect((await manage(id, { intent: 'change', paused: 'true' }, other.cookie)).status).toBe(404)
		const deleted = await manage(id, { intent: 'delete' }, seeker.cookie)
		expect((await toastOf(deleted))?.title).toBe('Job alert deleted')
		expect(await alertsOf(seeker.user.id)).toEqual([])
		expect((await manage(id, { intent: 'delete' })).headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
	})
})

describe('/alerts/unsubscribe: one click, no sign-in (RFC 8058)', () => {
	test('GET names the alert and offers a button; a POST to the same address deletes it; again, it is already gone', async () => {
		const seeker = await signedIn('employee')
		const { id } = await createJobAlert(await freshEm(), seeker.user, JobAlertSchema.parse({ search: 'baker' }))
		// The link of one mail, as the sender makes it; a second mail's link works too.
		const em = await freshEm()
		const token = newUnsubscribeToken(em, await em.findOneOrFail(JobAlert, id))
		const later = newUnsubscribeToken(em, await em.findOneOrFail(JobAlert, id))
		await em.flush()
		expect(
			await (await callRoute(unsubscribe.loader, new Request(`${ORIGIN}/alerts/unsubscribe?token=${later}`))).json(),
		).toEqual({
			name: '“baker” jobs in Warrington',
			token: later,
		})
		const url = `${ORIGIN}/alerts/unsubscribe?token=${token}`

		const page = await callRoute(unsubscribe.loader, new Request(url))
		expect(await page.json()).toEqual({ name: '“baker” jobs in Warrington', token })
		// What a mail program sends: no cookie, no Origin, the one-click body.
		const oneClick = await callRoute(
			unsubscribe.action,
			new Request(url, {
				method: 'POST',
				headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
				body: 'List-Unsubscribe=One-Click',
			}),
		)
		expect(oneClick.status).toBe(200)
		expect(await oneClick.json()).toEqual({ unsubscribed: true, name: '“baker” jobs in Warrington' })
		expect(await alertsOf(seeker.user.id)).toEqual([])
		expect(await (await callRoute(unsubscribe.loader, new Request(url))).json()).toEqual({ name: null, token: null })
		expect(await (await callRoute(unsubscribe.action, formRequest('/alerts/unsubscribe', { token }))).json()).toEqual({
			unsubscribed: true,
			name: null,
		})
		expect(
			await (await callRoute(unsubscribe.loader, new Request(`${ORIGIN}/alerts/unsubscribe?token=nope`))).json(),
		).toEqual({ name: null, token: null })
	})
})

describe('posting a job sends the instant alerts it is new for', () => {
	test('through POST /api/jobs and the Post Job form: one sweep queued with both, sent by the worker', async () => {
		vi.stubEnv('INSTANT_ALERT_WAIT_SECONDS', '0')
		const word = uniqueWord()
		const seeker = await signedIn('employee')
		await createJobAlert(await freshEm(), seeker.user, JobAlertSchema.parse({ search: word, frequency: 'instant' }))
		const { token } = await apiUser('employer')
		const posted = await callRoute(
			jobsApi.action,
			apiRequest('POST', '/api/jobs', { token, body: jobInput({ title: `${word} Barista` }) }),
		)
		expect(posted.status).toBe(201)
		const employer = await signedIn('employer')
		const form = await postJobForm({ ...JOB, title: `${word} Waiter` }, employer.cookie)
		expect(form.status).toBe(302)
		expect(await jobsOf(instantJobAlertSweep.name, {})).toHaveLength(1)

		// Transactions of test files running beside this one hold the sweep back a moment; not both jobs.
		await transactionsSettled()
		const worker = await startTestWorker([instantJobAlertSweep])
		try {
			const mails = await eventually(async () => {
				const found = await (await freshEm()).find(OutboxMessage, { to: seeker.user.email }, { orderBy: { id: 'asc' } })
				return found.length ? found : null
			})
			// Both were posted before the worker ran: their one sweep mails both, in one mail.
			await new Promise((resolve) => setTimeout(resolve, 1500))
			const all = await (await freshEm()).find(OutboxMessage, { to: seeker.user.email })
			expect(all).toHaveLength(1)
			expect(mails.map((mail) => mail.subject)).toEqual([`2 new jobs: “${word}” jobs in Warrington`])
			expect(mails.map((mail) => mail.text).join('\n')).toContain(`${word} Barista`)
			expect(mails.map((mail) => mail.text).join('\n')).toContain(`${word} Waiter`)
		} finally {
			await worker.stop({ graceful: true, timeout: 5000 })
		}
	})
})
