import { describe, expect, test } from 'vitest'
import { newUser as account, listedJob } from '../../../tests/fixtures/applications.ts'
import { withLocalOutbox } from '../../../tests/fixtures/mail.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { Job } from '../../models/job.ts'
import { applyWithDetails } from './applications.server.ts'
import { deleteJob, setJobActive } from '../jobs/jobs.server.ts'
import { userApplications } from './seeker-applications.server.ts'

withLocalOutbox()

const PDF = {
	fileName: 'Priya Sankey CV.pdf',
	mimeType: 'application/pdf',
	data: new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF'),
}

/** An application nobody has moved through the stages yet (§22.49). */
const UNMOVED = { stage: null, stageChangedAt: null, stageNote: null, stageHistory: [] }

describe('userApplications', () => {
	test("lists only the seeker's own applications, newest first, in the employee view", async () => {
		const seeker = await account()
		const older = await listedJob('Kitchen Porter')
		const newer = await listedJob('Barista')
		await applyWithDetails(await freshEm(), {
			jobId: older.job.id,
			user: seeker,
			applicantName: 'Emma',
			applicantEmail: seeker.email,
			cv: PDF,
		})
		await applyWithDetails(await freshEm(), {
			jobId: newer.job.id,
			user: seeker,
			applicantName: 'Emma',
			applicantEmail: seeker.email,
		})
		// Someone else's application, and an anonymous one with the seeker's email to a third job, are not listed.
		const third = await listedJob()
		await applyWithDetails(await freshEm(), {
			jobId: third.job.id,
			applicantName: 'Not Emma',
			applicantEmail: seeker.email,
		})

		const { items: list } = await userApplications(await freshEm(), seeker)
		expect(list).toHaveLength(2)
		expect(list.map((application) => application.job.title)).toEqual(['Barista', 'Kitchen Porter'])
		expect(Object.keys(list[0]!).sort()).toEqual([
			'appliedAt',
			'cvFileName',
			'id',
			'job',
			'stage',
			'stageChangedAt',
			'stageHistory',
			'stageNote',
		])
		expect(list[1]).toMatchObject({
			cvFileName: 'Priya Sankey CV.pdf',
			job: { id: older.job.id, company: 'Sankey Brook Care', location: 'Great Sankey' },
		})
		expect(Object.keys(list[0]!.job).sort()).toEqual(['company', 'id', 'isListed', 'location', 'salary', 'title'])
		expect(list.every((application) => application.job.isListed)).toBe(true)
		expect(new Date(list[0]!.appliedAt).toISOString()).toBe(list[0]!.appliedAt)
		expect(await userApplications(await freshEm(), await account())).toEqual({ items: [], total: 0 })
	})

	test("a deleted or deactivated job stays listed from the application's own copy, marked as no longer listed", async () => {
		const seeker = await account()
		const deleted = await listedJob('Warehouse Operative')
		const hidden = await listedJob('Kitchen Porter')
		const apply = async (jobId: number) =>
			applyWithDetails(await freshEm(), { jobId, user: seeker, applicantName: 'Emma', applicantEmail: seeker.email })
		const toDeleted = await apply(deleted.job.id)
		const toHidden = await apply(hidden.job.id)
		await deleteJob(await freshEm(), deleted.job)
		const em = await freshEm()
		await setJobActive(em, await em.findOneOrFail(Job, hidden.job.id), false)

		const { items, total } = await userApplications(await freshEm(), seeker)
		expect(total).toBe(2)
		expect(items).toEqual([
			{
				id: toHidden!.id,
				appliedAt: toHidden!.appliedAt,
				cvFileName: null,
				...UNMOVED,
				job: {
					id: hidden.job.id,
					title: 'Kitchen Porter',
					company: 'Sankey Brook Care',
					location: 'Great Sankey',
					salary: hidden.job.salary,
					isListed: false,
				},
			},
			{
				id: toDeleted!.id,
				appliedAt: toDeleted!.appliedAt,
				cvFileName: null,
				...UNMOVED,
				job: {
					id: null,
					title: 'Warehouse Operative',
					company: 'Sankey Brook Care',
					location: 'Great Sankey',
					salary: null,
					isListed: false,
				},
			},
		])
	})
})
