import { describe, expect, test } from 'vitest'
import {
	newUser as account,
	listedJob,
	storedApplication as stored,
	quickApplyProfileFor as profileFor,
} from '../../../tests/fixtures/applications.ts'
import { withLocalOutbox } from '../../../tests/fixtures/mail.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { Application } from '../../models/application.ts'
import { User } from '../../models/user.ts'
import { readFile } from '../../platform/files.server.ts'
import { Job } from '../../models/job.ts'
import { applyWithDetails } from '../applying/applications.server.ts'
import { quickApply } from '../applying/quick-apply-application.server.ts'
import { deleteJob } from './jobs.server.ts'

withLocalOutbox()

describe('deleteJob', () => {
	test("removes the applications' CV and video copies, and leaves the seeker's own CV and video", async () => {
		const { job } = await listedJob()
		const seeker = await account()
		const profile = await profileFor(seeker)
		const view = await quickApply(await freshEm(), seeker, job.id)
		const application = await stored(view.id)
		const em = await freshEm()
		await deleteJob(em, job)
		for (const id of [application.cvFile!.id, application.videoPitchFile!.id])
			expect(await readFile(await freshEm(), id)).toBeNull()
		const cvId = (await (await freshEm()).findOneOrFail(User, seeker.id)).cvFile!.id
		for (const id of [cvId, profile.videoPitchFile!.id]) expect(await readFile(await freshEm(), id)).not.toBeNull()
	})

	test("keeps each seeker's application, without the job, with its own copy of the job's title, company and place", async () => {
		const { job } = await listedJob('Night Care Assistant')
		const seeker = await account()
		await profileFor(seeker)
		const kept = await quickApply(await freshEm(), seeker, job.id)
		const anonymous = await applyWithDetails(await freshEm(), {
			jobId: job.id,
			applicantName: 'Tom Orford',
			applicantEmail: 'tom.orford@example.co.uk',
		})
		await deleteJob(await freshEm(), job)

		const em = await freshEm()
		expect(await em.count(Job, job.id)).toBe(0)
		const application = await em.findOneOrFail(Application, kept.id)
		expect(application).toMatchObject({
			job: null,
			jobTitle: 'Night Care Assistant',
			jobCompany: 'Sankey Brook Care',
			jobLocation: 'Great Sankey',
			applicantEmail: seeker.email,
			cvFileName: 'quick-apply-cv.pdf',
			cvFile: null,
			videoPitchFile: null,
		})
		expect(application.appliedAt.toISOString()).toBe(kept.appliedAt)
		// An application sent without an account has nobody left to show it to: it goes with the job.
		expect(await em.count(Application, anonymous!.id)).toBe(0)
	})
})
