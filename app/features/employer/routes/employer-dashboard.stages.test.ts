// Moving an application through its stages from the employer dashboard (§22.49): a plain form
// post, the list filtered by stage with links, and what the seeker then sees on their dashboard.
import { describe, expect, test } from 'vitest'
import { act, jobFor, view } from '../../../../tests/fixtures/employer-dashboard.ts'
import { withLocalOutbox } from '../../../../tests/fixtures/mail.ts'
import { callRoute, freshEm, ORIGIN, toastOf } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { Application } from '../../../models/application.ts'
import { OutboxMessage } from '../../../models/outbox-message.ts'
import type { User } from '../../../models/user.ts'
import { applyWithDetails } from '../../applying/applications.server.ts'
import * as seekerDashboard from '../../seeker-dashboard/routes/employee-dashboard.tsx'

withLocalOutbox()

/** A job of the employer's with one application from a signed-in seeker; the seeker and the application. */
async function applicationFromSeeker(employer: User, title = 'Dental Nurse') {
	const job = await jobFor(employer, title)
	const seeker = await signedIn('employee')
	const application = await applyWithDetails(await freshEm(), {
		jobId: job.id,
		user: seeker.user,
		applicantName: 'Priya Shah',
		applicantEmail: seeker.user.email,
	})
	return { job, seeker, application: application! }
}

async function seekerApplications(cookie: string) {
	const response = await callRoute(
		seekerDashboard.loader,
		new Request(`${ORIGIN}/employee-dashboard`, { headers: { Cookie: cookie } }),
	)
	expect(response.status).toBe(200)
	return ((await response.json()) as { applications: { badge: string; stage: Record<string, unknown> | null }[] })
		.applications
}

describe('moving an application from the dashboard', () => {
	test('the form moves it and comes back to the list; the seeker sees the stage, its date and the note, and gets a mail', async () => {
		const employer = await signedIn('employer')
		const { job, seeker, application } = await applicationFromSeeker(employer.user)
		expect((await seekerApplications(seeker.cookie))[0]).toMatchObject({ badge: 'Just Applied', stage: null })

		const response = await act(
			{
				intent: 'move-stage',
				applicationId: String(application.id),
				stage: 'shortlisted',
				note: 'We would like to meet you next week.',
				shown: 'received',
			},
			employer.cookie,
		)
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe(
			`/employer-dashboard?applications=${job.id}&stage=received#application-${application.id}`,
		)
		expect(await toastOf(response)).toMatchObject({
			title: 'Application Moved',
			description: 'Priya Shah is now at Shortlisted. We have emailed them to let them know.',
		})

		const open = (await view(`?applications=${job.id}`, employer.cookie)).open!
		expect(open.applications[0]).toMatchObject({
			stage: 'shortlisted',
			stageNote: 'We would like to meet you next week.',
		})

		const [mine] = await seekerApplications(seeker.cookie)
		expect(mine!.stage).toMatchObject({ stage: 'shortlisted', note: 'We would like to meet you next week.' })
		expect(mine!.stage!.on).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)
		const mail = await (await freshEm()).findOneOrFail(OutboxMessage, { to: seeker.user.email })
		expect(mail.subject).toBe('Your application for Dental Nurse: Shortlisted')
	})

	test('the list filters by stage with links and counts; an unknown stage shows them all', async () => {
		const employer = await signedIn('employer')
		const { job, application } = await applicationFromSeeker(employer.user)
		await applyWithDetails(await freshEm(), {
			jobId: job.id,
			applicantName: 'Tom Grappenhall',
			applicantEmail: 'tom.grappenhall.stages@example.co.uk',
		})
		await act({ intent: 'move-stage', applicationId: String(application.id), stage: 'rejected' }, employer.cookie)

		const rejected = (await view(`?applications=${job.id}&stage=rejected`, employer.cookie)).open!
		expect(rejected.shown).toBe('rejected')
		expect(rejected.applications.map((item) => item.applicantName)).toEqual(['Priya Shah'])
		expect(rejected.counts).toMatchObject({ received: 1, rejected: 1, shortlisted: 0 })
		const received = (await view(`?applications=${job.id}&stage=received`, employer.cookie)).open!
		expect(received.applications.map((item) => item.applicantName)).toEqual(['Tom Grappenhall'])
		const all = (await view(`?applications=${job.id}&stage=nonsense`, employer.cookie)).open!
		expect(all.shown).toBeNull()
		expect(all.applications).toHaveLength(2)
	})

	test('someone else’s application is a 404, a job seeker is refused, and nothing moves', async () => {
		const owner = await signedIn('employer')
		const { application } = await applicationFromSeeker(owner.user)
		const fields = { intent: 'move-stage', applicationId: String(application.id), stage: 'hired' }
		expect((await act(fields, (await signedIn('employer')).cookie)).status).toBe(404)
		expect((await act(fields, (await signedIn('employee')).cookie)).status).toBe(403)
		expect((await act({ ...fields, applicationId: '2000000000' }, owner.cookie)).status).toBe(404)
		expect((await (await freshEm()).findOneOrFail(Application, application.id)).stage).toBeNull()
	})

	test('a bad stage or a note too long is answered on the form, and nothing moves', async () => {
		const employer = await signedIn('employer')
		const { application } = await applicationFromSeeker(employer.user)
		const refused = await act(
			{ intent: 'move-stage', applicationId: String(application.id), stage: 'promoted', note: 'x'.repeat(1001) },
			employer.cookie,
		)
		expect(refused.status).toBe(400)
		const body = (await refused.json()) as {
			failedMove: { applicationId: number; result: { error: Record<string, string[]> } }
		}
		expect(body.failedMove.applicationId).toBe(application.id)
		expect(Object.keys(body.failedMove.result.error).sort()).toEqual(['note', 'stage'])
		expect((await (await freshEm()).findOneOrFail(Application, application.id)).stage).toBeNull()
	})
})
