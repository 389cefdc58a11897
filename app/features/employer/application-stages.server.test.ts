import { describe, expect, test, vi } from 'vitest'
import { postedJob } from '../../../tests/fixtures/jobs.ts'
import { withLocalOutbox } from '../../../tests/fixtures/mail.ts'
import { jobsOf } from '../../../tests/fixtures/queue.ts'
import { freshEm, newAccount } from '../../../tests/fixtures/route.ts'
import { Application } from '../../models/application.ts'
import { ApplicationStageChange } from '../../models/application-stage-change.ts'
import { OutboxMessage } from '../../models/outbox-message.ts'
import { createUser } from '../../platform/users.server.ts'
import type { UserType } from '../../platform/access.ts'
import { moveApplication, stageCountsOf } from './application-stages.server.ts'
import { applyWithDetails } from '../applying/applications.server.ts'
import { applicationsForOwnJob } from './employer-applications.server.ts'
import { userApplications } from '../applying/seeker-applications.server.ts'

withLocalOutbox()

async function account(userType: UserType = 'employee') {
	return createUser(await freshEm(), { ...newAccount(), userType, emailVerifiedAt: new Date() })
}

/** A job of a new employer, and one application to it from a new seeker with an account. */
async function appliedJob(title = 'Care Assistant') {
	const employer = await account('employer')
	const job = await postedJob(employer, { title, company: 'Sankey Brook Care', location: 'Great Sankey' })
	const seeker = await account()
	const application = (await applyWithDetails(await freshEm(), {
		jobId: job.id,
		user: seeker,
		applicantName: 'Priya Sankey',
		applicantEmail: seeker.email,
	}))!
	return { employer, job, seeker, application }
}

const mailTo = async (to: string) =>
	(await freshEm()).find(OutboxMessage, { to }, { orderBy: { id: 'asc' } }).then((rows) => rows)

describe('moveApplication', () => {
	test('moves in any order, keeps every move with its note, and the seeker sees the real stage', async () => {
		const { employer, seeker, application } = await appliedJob()
		expect((await userApplications(await freshEm(), seeker)).items[0]).toMatchObject({
			stage: null,
			stageChangedAt: null,
			stageNote: null,
			stageHistory: [],
		})

		for (const move of [
			{ stage: 'interviewing', note: 'Could you come in on Tuesday at 10am?' },
			{ stage: 'reviewed' },
			{ stage: 'hired', note: 'Welcome to the team!' },
			{ stage: 'received' },
		] as const) {
			const moved = await moveApplication(await freshEm(), employer, application.id, move)
			expect(moved?.moved).toBe(true)
		}

		const [mine] = (await userApplications(await freshEm(), seeker)).items
		expect(mine!.stage).toBe('received')
		expect(mine!.stageNote).toBeNull()
		expect(mine!.stageHistory.map(({ stage, note }) => [stage, note])).toEqual([
			['interviewing', 'Could you come in on Tuesday at 10am?'],
			['reviewed', null],
			['hired', 'Welcome to the team!'],
			['received', null],
		])
		expect(mine!.stageChangedAt).toBe(mine!.stageHistory.at(-1)!.changedAt)
		const changes = await (await freshEm()).find(ApplicationStageChange, { application: application.id })
		expect(changes.map((change) => change.changedBy?.id)).toEqual([employer.id, employer.id, employer.id, employer.id])
	})

	test('the same stage again changes nothing unless it carries a note', async () => {
		const { employer, application } = await appliedJob()
		await moveApplication(await freshEm(), employer, application.id, { stage: 'shortlisted' })
		const again = await moveApplication(await freshEm(), employer, application.id, { stage: 'shortlisted' })
		expect(again).toMatchObject({ moved: false, mailed: false })
		const noted = await moveApplication(await freshEm(), employer, application.id, {
			stage: 'shortlisted',
			note: 'We will call you this week.',
		})
		expect(noted).toMatchObject({ moved: true, mailed: true })
		expect(await (await freshEm()).count(ApplicationStageChange, { application: application.id })).toBe(2)
	})

	test('only the job’s owner moves it: another employer, the seeker and an unknown id get null, nothing changes', async () => {
		const { seeker, application } = await appliedJob()
		for (const stranger of [await account('employer'), seeker, await account('admin')]) {
			expect(await moveApplication(await freshEm(), stranger, application.id, { stage: 'rejected' })).toBeNull()
		}
		const { employer } = await appliedJob()
		expect(await moveApplication(await freshEm(), employer, 2_000_000_000, { stage: 'hired' })).toBeNull()
		const stored = await (await freshEm()).findOneOrFail(Application, application.id)
		expect(stored.stage).toBeNull()
		expect(await (await freshEm()).count(ApplicationStageChange, { application: application.id })).toBe(0)
		expect(await mailTo(seeker.email)).toEqual([])
	})

	test('the applicant is mailed after the move; Rejected kindly; Received and Reviewed only with a note', async () => {
		const { employer, seeker, application } = await appliedJob('Senior Carer')
		await moveApplication(await freshEm(), employer, application.id, { stage: 'reviewed' })
		await moveApplication(await freshEm(), employer, application.id, { stage: 'received' })
		expect(await mailTo(seeker.email)).toEqual([])

		await moveApplication(await freshEm(), employer, application.id, { stage: 'shortlisted', note: 'Lovely CV.' })
		await moveApplication(await freshEm(), employer, application.id, { stage: 'rejected' })
		await moveApplication(await freshEm(), employer, application.id, { stage: 'reviewed', note: 'Thanks for waiting.' })
		const mails = await mailTo(seeker.email)
		expect(mails.map((mail) => mail.subject)).toEqual([
			'Your application for Senior Carer: Shortlisted',
			'Your application for Senior Carer',
			'Your application for Senior Carer: Reviewed',
		])
		expect(mails[0]!.text).toContain('Hello Priya,')
		expect(mails[0]!.text).toContain('Sankey Brook Care has shortlisted you for Senior Carer')
		expect(mails[0]!.text).toContain('A note from Sankey Brook Care:\nLovely CV.')
		expect(mails[0]!.text).toContain('/employee-dashboard')
		expect(mails[1]!.text).toContain('Thank you for applying for Senior Carer at Sankey Brook Care')
		expect(mails[1]!.text).toContain('this says nothing about what you can do')
		expect(mails[1]!.text).not.toMatch(/unsuccessful|rejected/i)
	})

	test('the move and its mail are kept together; a mail server that is down never holds up the move', async () => {
		const { employer, application } = await appliedJob()
		vi.stubEnv('SMTP_URL', 'smtp://127.0.0.1:9')
		const moved = await moveApplication(await freshEm(), employer, application.id, { stage: 'offered' })
		expect(moved).toMatchObject({ moved: true, mailed: true })
		expect((await (await freshEm()).findOneOrFail(Application, application.id)).stage).toBe('offered')
		// Queued for the worker, which retries while the server is away (mail-delivery.server.test.ts).
		const [mail] = await (
			await freshEm()
		).find(OutboxMessage, { to: application.applicantEmail }, { orderBy: { id: 'desc' } })
		expect(mail).toMatchObject({ status: 'queued' })
		expect(await jobsOf('mail-delivery', { outboxId: mail!.id })).toHaveLength(1)
	})

	test('the employer’s list filters by stage, received including those nobody moved; history goes with the application', async () => {
		const { employer, job, application } = await appliedJob()
		const second = await applyWithDetails(await freshEm(), {
			jobId: job.id,
			applicantName: 'Tom Orford',
			applicantEmail: 'tom.orford.stages@example.co.uk',
		})
		const third = (await applyWithDetails(await freshEm(), {
			jobId: job.id,
			applicantName: 'Ann Lymm',
			applicantEmail: 'ann.lymm.stages@example.co.uk',
		}))!
		await moveApplication(await freshEm(), employer, application.id, { stage: 'shortlisted' })
		await moveApplication(await freshEm(), employer, third.id, { stage: 'received' })

		const names = async (stage: Parameters<typeof applicationsForOwnJob>[4]) =>
			(await applicationsForOwnJob(await freshEm(), employer, job.id, undefined, stage))!.items.map(
				(item) => item.applicantName,
			)
		expect(await names('shortlisted')).toEqual(['Priya Sankey'])
		expect(await names('received')).toEqual(['Ann Lymm', 'Tom Orford'])
		expect(await names('rejected')).toEqual([])
		expect((await names(null)).length).toBe(3)
		expect(await stageCountsOf(await freshEm(), job.id)).toEqual({
			received: 2,
			reviewed: 0,
			shortlisted: 1,
			interviewing: 0,
			offered: 0,
			hired: 0,
			rejected: 0,
		})

		const em = await freshEm()
		await em.nativeDelete(Application, { id: application.id })
		expect(await em.count(ApplicationStageChange, { application: application.id })).toBe(0)
		expect((await em.findOneOrFail(Application, second!.id)).stage).toBeNull()
	})
})
