import { describe, expect, test } from 'vitest'
import { quickApplyProfileFor as profileFor } from '../../tests/fixtures/applications.ts'
import { postedJob } from '../../tests/fixtures/jobs.ts'
import { withLocalOutbox } from '../../tests/fixtures/mail.ts'
import { freshEm, newAccount } from '../../tests/fixtures/route.ts'
import { Application } from '../models/application.ts'
import { User } from '../models/user.ts'
import type { UserType } from '../utils/access.ts'
import { readFile } from '../platform/files.server.ts'
import { createUser } from '../platform/users.server.ts'
import { quickApply } from './applications.server.ts'
import { deleteJob } from './jobs.server.ts'

withLocalOutbox()

async function account(userType: UserType = 'employee') {
	return createUser(await freshEm(), { ...newAccount(), userType })
}

/** A listed job of a new employer, and that employer. */
async function listedJob(title = 'Care Assistant') {
	const employer = await account('employer')
	const job = await postedJob(employer, { title, company: 'Sankey Brook Care', location: 'Great Sankey' })
	return { employer, job }
}

async function stored(id: number) {
	return (await freshEm()).findOneOrFail(Application, id, { populate: ['cvFile', 'videoPitchFile'] })
}

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
})
