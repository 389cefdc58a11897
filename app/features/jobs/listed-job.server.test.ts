// The signed-in job page's one read (jobVisitOf) against the three it replaced: the job listed now,
// the saved check and appliedAt (an application by account, or by the seeker's verified address).
import { describe, expect, test } from 'vitest'
import { apiUser, applicationTo, postedJob } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { Application } from '../../models/application.ts'
import { User } from '../../models/user.ts'
import { appliedAt } from '../applying/seeker-applications.server.ts'
import { saveJob } from '../saved-jobs/saved-jobs.server.ts'
import { jobVisitOf } from './listed-job.server.ts'

describe('jobVisitOf', () => {
	test('the job, saved and applied as the separate look-ups find them', async () => {
		const { user: employer } = await apiUser('employer')
		const { user: seeker } = await apiUser('employee')
		const [plain, saved, applied, byAddress] = [
			await postedJob(employer),
			await postedJob(employer, { applyUrl: 'https://careers.example.com/apply/1' }),
			await postedJob(employer),
			await postedJob(employer),
		]
		await saveJob(await freshEm(), seeker, saved.id)
		const on = new Date('2026-11-20T09:30:00Z')
		await applicationTo(applied, { applicantName: 'Amy', applicantEmail: 'someone-else@example.com', appliedAt: on })
		const em = await freshEm()
		await em.nativeUpdate(Application, { job: applied.id }, { user: seeker.id })
		// Sent without signing in, from the address the seeker has verified (decision 183).
		await applicationTo(byAddress, { applicantName: 'Amy', applicantEmail: seeker.email.toUpperCase(), appliedAt: on })

		for (const job of [plain, saved, applied, byAddress]) {
			const visit = await jobVisitOf(await freshEm(), seeker, job.id)
			expect(visit).toEqual({
				job: { id: job.id, user: { id: employer.id }, applyUrl: job.applyUrl ?? null },
				saved: job.id === saved.id,
				appliedAt: await appliedAt(await freshEm(), seeker, job.id),
			})
		}
		expect((await jobVisitOf(await freshEm(), seeker, applied.id))?.appliedAt).toEqual(on)
		expect((await jobVisitOf(await freshEm(), seeker, byAddress.id))?.appliedAt).toEqual(on)
		// The address counts only once verified.
		await (await freshEm()).nativeUpdate(User, { id: seeker.id }, { emailVerifiedAt: null })
		const unverified = await (await freshEm()).findOneOrFail(User, { id: seeker.id })
		expect((await jobVisitOf(await freshEm(), unverified, byAddress.id))?.appliedAt).toBeNull()
		expect(await appliedAt(await freshEm(), unverified, byAddress.id)).toBeNull()
	})

	test('null for a job not listed now or not there', async () => {
		const { user: employer } = await apiUser('employer')
		const { user: seeker } = await apiUser('employee')
		const closed = await postedJob(employer, {}, { isActive: false })
		const ended = await postedJob(employer, {}, { expiresAt: new Date(Date.now() - 1000) })
		for (const id of [closed.id, ended.id, 2_000_000_000, 0, -3])
			expect(await jobVisitOf(await freshEm(), seeker, id)).toBeNull()
	})
})
