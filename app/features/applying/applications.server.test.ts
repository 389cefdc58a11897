import { describe, expect, test } from 'vitest'
import { newUser as account, listedJob, storedApplication as stored } from '../../../tests/fixtures/applications.ts'
import { postedJob } from '../../../tests/fixtures/jobs.ts'
import { withLocalOutbox } from '../../../tests/fixtures/mail.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { Application } from '../../models/application.ts'
import { OutboxMessage } from '../../models/outbox-message.ts'
import { StoredFile } from '../../models/stored-file.ts'
import { AlreadyAppliedError, applyWithDetails, JobNotListedError } from './applications.server.ts'
import { readFile } from '../../platform/files.server.ts'
import { formatLongDate } from '../../ui/format.ts'

withLocalOutbox()

const PDF = {
	fileName: 'Priya Sankey CV.pdf',
	mimeType: 'application/pdf',
	data: new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF'),
}

describe('applyWithDetails', () => {
	test('stores the application with its own CV and emails the employer without the CV', async () => {
		const { employer, job } = await listedJob()
		const view = await applyWithDetails(await freshEm(), {
			jobId: job.id,
			applicantName: ' Priya Sankey ',
			applicantEmail: 'Priya.Sankey@Example.co.uk',
			message: 'Available for nights.',
			coveringLetter: '',
			cv: PDF,
		})
		expect(view).toMatchObject({
			jobId: job.id,
			kind: 'custom',
			applicantName: 'Priya Sankey',
			applicantEmail: 'priya.sankey@example.co.uk',
			message: 'Available for nights.',
			coveringLetter: null,
			cvFileName: 'Priya Sankey CV.pdf',
			hasVideoPitch: false,
			job: {
				id: job.id,
				title: 'Care Assistant',
				company: 'Sankey Brook Care',
				location: 'Great Sankey',
				salary: job.salary,
			},
		})
		const application = await stored(view!.id)
		expect(application.cvMimeType).toBe('application/pdf')
		const cv = await readFile(await freshEm(), application.cvFile!.id)
		expect(cv?.data).toEqual(PDF.data)

		const mail = await (await freshEm()).find(OutboxMessage, { to: employer.email })
		expect(mail).toHaveLength(1)
		expect(mail[0]!.subject).toBe('New application for Care Assistant')
		expect(mail[0]!.text).toContain('Priya Sankey')
		expect(mail[0]!.text).toContain('priya.sankey@example.co.uk')
		expect(mail[0]!.text).toMatch(/http:\/\/localhost:\d+\/employer-dashboard\?applications=\d+/)
		expect(mail[0]!.text).not.toContain('%PDF')
	})

	test('refuses jobs that are not listed: inactive, expired, unknown', async () => {
		const employer = await account('employer')
		const inactive = await postedJob(employer, {}, { isActive: false })
		const expired = await postedJob(employer, {}, { expiresAt: new Date(Date.now() - 1000) })
		for (const jobId of [inactive.id, expired.id, 2_000_000_000]) {
			const attempt = applyWithDetails(await freshEm(), {
				jobId,
				applicantName: 'Tom',
				applicantEmail: 'tom@example.co.uk',
			})
			await expect(attempt).rejects.toBeInstanceOf(JobNotListedError)
		}
		expect(await (await freshEm()).count(Application, { job: { $in: [inactive.id, expired.id] } })).toBe(0)
	})

	test('a second application by the same email, signed out, is answered as a new one: the first stands and the address is told', async () => {
		const { employer, job } = await listedJob()
		const first = await applyWithDetails(await freshEm(), {
			jobId: job.id,
			applicantName: 'Tom Orford',
			applicantEmail: 'tom.orford@example.co.uk',
		})
		const filesBefore = await (await freshEm()).count(StoredFile)
		const again = await applyWithDetails(await freshEm(), {
			jobId: job.id,
			applicantName: 'Thomas Orford',
			applicantEmail: 'TOM.ORFORD@example.co.uk',
			cv: PDF,
		})
		// Nothing tells the sender that this address applied before, nor when.
		expect(again).toBeNull()

		const applications = await (await freshEm()).find(Application, { job: job.id })
		expect(applications.map((application) => application.applicantName)).toEqual(['Tom Orford'])
		// The second application's CV was never stored, and the employer heard of the first only.
		expect(await (await freshEm()).count(StoredFile)).toBe(filesBefore)
		expect(await (await freshEm()).count(OutboxMessage, { to: employer.email })).toBe(1)
		const mail = await (await freshEm()).find(OutboxMessage, { to: 'tom.orford@example.co.uk' })
		expect(mail).toHaveLength(1)
		expect(mail[0]!.subject).toBe('Your application for Care Assistant')
		expect(mail[0]!.text).toContain('Care Assistant at Sankey Brook Care')
		expect(mail[0]!.text).toContain(`already applied for this job on ${formatLongDate(first!.appliedAt)}`)

		// Sent again the same day: still answered as new, but the address hears only once a day.
		const third = await applyWithDetails(await freshEm(), {
			jobId: job.id,
			applicantName: 'Tom Orford',
			applicantEmail: 'tom.orford@example.co.uk',
		})
		expect(third).toBeNull()
		expect(await (await freshEm()).count(OutboxMessage, { to: 'tom.orford@example.co.uk' })).toBe(1)
	})

	test('a signed-in seeker applying again with their own email is told when they applied', async () => {
		const { job } = await listedJob()
		const seeker = await account()
		const first = await applyWithDetails(await freshEm(), {
			jobId: job.id,
			user: seeker,
			applicantName: 'Emma',
			applicantEmail: seeker.email,
		})
		const again = applyWithDetails(await freshEm(), {
			jobId: job.id,
			user: seeker,
			applicantName: 'Emma',
			applicantEmail: seeker.email.toUpperCase(),
		})
		await expect(again).rejects.toBeInstanceOf(AlreadyAppliedError)
		const error = (await again.catch((caught: unknown) => caught)) as AlreadyAppliedError
		expect(error.appliedAt.toISOString()).toBe(first!.appliedAt)
		expect(error.message).toMatch(/^You applied for this job on \d{1,2} [A-Z][a-z]+ \d{4}\.$/)
	})

	test("a signed-in seeker typing someone else's email that already applied learns nothing either", async () => {
		const { job } = await listedJob()
		await applyWithDetails(await freshEm(), {
			jobId: job.id,
			applicantName: 'Tom Latchford',
			applicantEmail: 'tom.latchford@example.co.uk',
		})
		const seeker = await account()
		const again = await applyWithDetails(await freshEm(), {
			jobId: job.id,
			user: seeker,
			applicantName: 'Emma',
			applicantEmail: 'tom.latchford@example.co.uk',
		})
		expect(again).toBeNull()
		expect(await (await freshEm()).count(Application, { job: job.id })).toBe(1)
		expect(await (await freshEm()).count(OutboxMessage, { to: 'tom.latchford@example.co.uk' })).toBe(1)
	})

	test('a signed-in seeker cannot apply twice under another email', async () => {
		const { job } = await listedJob()
		const seeker = await account()
		await applyWithDetails(await freshEm(), {
			jobId: job.id,
			user: seeker,
			applicantName: 'Emma',
			applicantEmail: 'emma.one@example.co.uk',
		})
		const again = applyWithDetails(await freshEm(), {
			jobId: job.id,
			user: seeker,
			applicantName: 'Emma',
			applicantEmail: 'emma.two@example.co.uk',
		})
		await expect(again).rejects.toBeInstanceOf(AlreadyAppliedError)
	})

	test('applications sent at the same moment with one email end with one stored; the others are answered as received', async () => {
		const { job } = await listedJob()
		const send = async (name: string) =>
			applyWithDetails(await freshEm(), {
				jobId: job.id,
				applicantName: name,
				applicantEmail: 'race@example.co.uk',
				cv: PDF,
			}).then(
				(application) => (application ? 'stored' : 'received'),
				(error: unknown) => error,
			)
		const results = await Promise.all([send('First'), send('Second'), send('Third')])
		expect(results.sort()).toEqual(['received', 'received', 'stored'])
		const applications = await (await freshEm()).find(Application, { job: job.id })
		expect(applications).toHaveLength(1)
	})
})
