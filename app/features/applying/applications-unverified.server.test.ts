// Applications and an unverified address (decision 183): an application sent without signing in
// counts as an account's only once the account's address is verified, matched exactly and
// ignoring case, never by substring; and no application mail goes to an unverified account.
import { describe, expect, test } from 'vitest'
import { newUser, listedJob, quickApplyProfileFor } from '../../../tests/fixtures/applications.ts'
import { withLocalOutbox } from '../../../tests/fixtures/mail.ts'
import { apiUser, postedJob, withParams } from '../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, freshEm } from '../../../tests/fixtures/route.ts'
import { Application } from '../../models/application.ts'
import { OutboxMessage } from '../../models/outbox-message.ts'
import { User } from '../../models/user.ts'
import { moveApplication } from '../employer/application-stages.server.ts'
import { AlreadyAppliedError, applyWithDetails } from './applications.server.ts'
import { quickApply, RepeatAnsweredAsNewError } from './quick-apply-application.server.ts'
import { applyPanelState, appliedAt } from './seeker-applications.server.ts'
import * as quickApplyApi from './routes/api.jobs.$id.quick-apply.ts'

withLocalOutbox()

async function mailTo(to: string) {
	return (await freshEm()).find(OutboxMessage, { to }, { orderBy: { id: 'asc' } })
}

async function reloaded(user: User) {
	return (await freshEm()).findOneOrFail(User, user.id)
}

async function verify(user: User) {
	await (await freshEm()).nativeUpdate(User, { id: user.id }, { emailVerifiedAt: new Date() })
	return reloaded(user)
}

/** An application sent without signing in, with `email` as the applicant's. */
async function anonymousApplication(jobId: number, email: string) {
	return (await applyWithDetails(await freshEm(), {
		jobId,
		applicantName: 'Priya Sankey',
		applicantEmail: email,
	}))!
}

describe('an application sent without signing in', () => {
	test('is the account’s on the job page only once its address is verified, whatever the case', async () => {
		const { job } = await listedJob()
		const seeker = await newUser('employee', { verified: false })
		const sent = await anonymousApplication(job.id, seeker.email.toUpperCase())

		expect(await appliedAt(await freshEm(), seeker, job.id)).toBeNull()
		expect((await applyPanelState(await freshEm(), seeker, job.id)).appliedOn).toBeNull()

		const verified = await verify(seeker)
		expect((await appliedAt(await freshEm(), verified, job.id))?.toISOString()).toBe(sent.appliedAt)
	})

	test('is never found by an address that only contains, or is contained in, the account’s', async () => {
		const { job } = await listedJob()
		const seeker = await newUser('employee')
		const [local, domain] = seeker.email.split('@')
		for (const near of [`x${seeker.email}`, `${local}@x${domain}`, `${local}@${domain}.uk`]) {
			await anonymousApplication(job.id, near)
		}
		expect(await appliedAt(await freshEm(), seeker, job.id)).toBeNull()
	})

	test('an unverified account applying with that address is answered as anyone is, and the address told', async () => {
		const { job } = await listedJob()
		const seeker = await newUser('employee', { verified: false })
		await anonymousApplication(job.id, seeker.email)
		const mailsBefore = (await mailTo(seeker.email)).length

		const custom = await applyWithDetails(await freshEm(), {
			jobId: job.id,
			user: seeker,
			applicantName: 'Priya Sankey',
			applicantEmail: seeker.email,
		})
		expect(custom).toBeNull()
		const notices = (await mailTo(seeker.email)).slice(mailsBefore)
		expect(notices.map((mail) => mail.subject)).toEqual([`Your application for ${job.title}`])

		await quickApplyProfileFor(seeker)
		await expect(quickApply(await freshEm(), seeker, job.id)).rejects.toBeInstanceOf(RepeatAnsweredAsNewError)
		expect(await (await freshEm()).count(Application, { job: job.id })).toBe(1)

		// Verified, the same address is the seeker's own: told it applied, with the date.
		const verified = await verify(seeker)
		await expect(
			applyWithDetails(await freshEm(), {
				jobId: job.id,
				user: verified,
				applicantName: 'Priya Sankey',
				applicantEmail: verified.email,
			}),
		).rejects.toBeInstanceOf(AlreadyAppliedError)
		await expect(quickApply(await freshEm(), verified, job.id)).rejects.toBeInstanceOf(AlreadyAppliedError)
	})
	test('the API answers such a Quick Apply with the receipt, not the earlier date', async () => {
		const { job } = await listedJob()
		const { user, token } = await apiUser('employee', { verified: false })
		await anonymousApplication(job.id, user.email)
		await quickApplyProfileFor(user)
		const response = await callRoute(
			withParams(quickApplyApi.action),
			apiRequest('POST', `/api/jobs/${job.id}/quick-apply`, { token }),
			{ params: { id: String(job.id) } },
		)
		expect(response.status).toBe(202)
		expect(await response.json()).toEqual({ message: 'Application received', jobId: job.id })
	})
})

describe('application mail to an unverified account', () => {
	test('the employer is not told of a new application until their address is verified', async () => {
		const employer = await newUser('employer', { verified: false })
		const job = await postedJob(employer, { title: 'Care Assistant' })
		await anonymousApplication(job.id, 'first.applicant@example.co.uk')
		expect(await mailTo(employer.email)).toHaveLength(0)

		await verify(employer)
		await anonymousApplication(job.id, 'second.applicant@example.co.uk')
		const mails = await mailTo(employer.email)
		expect(mails.map((mail) => mail.subject)).toEqual(['New application for Care Assistant'])
		expect(mails[0]!.text).toContain('second.applicant@example.co.uk')
	})

	test('an unverified applicant gets no stage mail, and the employer is not told one was sent', async () => {
		const { employer, job } = await listedJob()
		const seeker = await newUser('employee', { verified: false })
		const application = (await applyWithDetails(await freshEm(), {
			jobId: job.id,
			user: seeker,
			applicantName: 'Priya Sankey',
			applicantEmail: seeker.email,
		}))!
		const moved = await moveApplication(await freshEm(), employer, application.id, { stage: 'shortlisted' })
		expect(moved).toMatchObject({ moved: true, mailed: false })
		expect(await mailTo(seeker.email)).toHaveLength(0)

		await verify(seeker)
		const next = await moveApplication(await freshEm(), employer, application.id, { stage: 'interviewing' })
		expect(next).toMatchObject({ moved: true, mailed: true })
		expect((await mailTo(seeker.email)).map((mail) => mail.subject)).toEqual([
			'Your application for Care Assistant: Interviewing',
		])
	})

	test('an application sent without signing in is still told of its stage at the address it gave', async () => {
		const { employer, job } = await listedJob()
		const application = await anonymousApplication(job.id, 'no.account@example.co.uk')
		const moved = await moveApplication(await freshEm(), employer, application.id, { stage: 'shortlisted' })
		expect(moved).toMatchObject({ mailed: true })
		expect(await mailTo('no.account@example.co.uk')).toHaveLength(1)
	})
})
