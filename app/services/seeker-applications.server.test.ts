import { describe, expect, test } from 'vitest'
import { postedJob } from '../../tests/fixtures/jobs.ts'
import { withLocalOutbox } from '../../tests/fixtures/mail.ts'
import { freshEm, newAccount } from '../../tests/fixtures/route.ts'
import type { UserType } from '../utils/access.ts'
import { createUser } from '../platform/users.server.ts'
import { applyWithDetails } from './applications.server.ts'
import { userApplications } from './seeker-applications.server.ts'

withLocalOutbox()

const PDF = {
	fileName: 'Priya Sankey CV.pdf',
	mimeType: 'application/pdf',
	data: new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF'),
}

async function account(userType: UserType = 'employee') {
	return createUser(await freshEm(), { ...newAccount(), userType })
}

/** A listed job of a new employer, and that employer. */
async function listedJob(title = 'Care Assistant') {
	const employer = await account('employer')
	const job = await postedJob(employer, { title, company: 'Sankey Brook Care', location: 'Great Sankey' })
	return { employer, job }
}

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
		expect(Object.keys(list[0]!).sort()).toEqual(['appliedAt', 'cvFileName', 'id', 'job'])
		expect(list[1]).toMatchObject({
			cvFileName: 'Priya Sankey CV.pdf',
			job: { id: older.job.id, company: 'Sankey Brook Care', location: 'Great Sankey' },
		})
		expect(Object.keys(list[0]!.job).sort()).toEqual(['company', 'id', 'location', 'salary', 'title'])
		expect(new Date(list[0]!.appliedAt).toISOString()).toBe(list[0]!.appliedAt)
		expect(await userApplications(await freshEm(), await account())).toEqual({ items: [], total: 0 })
	})
})
