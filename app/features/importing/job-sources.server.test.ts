// The job sources' services (decision 233): trust when added, the refusals, the sync queued in
// the change's transaction, pausing and resuming, approval, and what removing does to the jobs.
import { describe, expect, test } from 'vitest'
import { apiUser, postedJob } from '../../../tests/fixtures/jobs.ts'
import { employerAt, importedFrom, linkJob, uniqueDomain } from '../../../tests/fixtures/job-sources.ts'
import { jobsOf } from '../../../tests/fixtures/queue.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { Job } from '../../models/job.ts'
import { JobSource } from '../../models/job-source.ts'
import { JobSourceInputSchema } from './job-source-schemas.ts'
import {
	addJobSource,
	approveJobSource,
	deleteJobSource,
	JobSourceInputError,
	JobSourceNotFoundError,
	MAX_SOURCES_PER_EMPLOYER,
	updateJobSource,
	waitingJobSources,
} from './job-sources.server.ts'

const input = (url: string, extra: Record<string, string> = {}) =>
	JobSourceInputSchema.parse({ url, industry: 'Manufacturing', ...extra })

const queuedSyncs = (sourceId: number) => jobsOf('job-source-sync', { sourceId })

describe('adding a source', () => {
	test('on the verified mail domain: trusted at once, its kind detected, first sync queued', async () => {
		const { user, domain } = await employerAt()
		const source = await addJobSource(await freshEm(), user, input(`https://careers.${domain}/job-sitemap.xml`))
		expect(source).toMatchObject({ kind: 'jsonld-sitemap', trust: 'email-domain', approvedBy: null })
		expect(source.trustedAt).toBeInstanceOf(Date)
		expect(await queuedSyncs(source.id)).toHaveLength(1)
	})

	test('elsewhere, unverified, or on an ATS: waiting for approval, and still checked', async () => {
		const { user } = await employerAt()
		const em = await freshEm()
		const elsewhere = await addJobSource(em, user, input('https://jobs.another-company.co.uk/feed.xml'))
		const board = await addJobSource(em, user, input('https://boards.greenhouse.io/brightwire'))
		expect(board).toMatchObject({
			kind: 'greenhouse',
			fetchUrl: 'https://boards-api.greenhouse.io/v1/boards/brightwire/jobs?content=true',
			trust: null,
		})
		expect(elsewhere.trust).toBeNull()
		const unverified = await employerAt(uniqueDomain(), { verified: false })
		const own = await addJobSource(em, unverified.user, input(`https://${unverified.domain}/careers`))
		expect(own.trust).toBeNull()
		for (const source of [elsewhere, board, own]) expect(await queuedSyncs(source.id)).toHaveLength(1)
	})

	test('a kind chosen against the address is fetched at the address as given', async () => {
		const { user } = await employerAt()
		const source = await addJobSource(
			await freshEm(),
			user,
			input('https://careers.example.co.uk/export', { kind: 'xml-feed', companyName: 'Orford Care' }),
		)
		expect(source).toMatchObject({
			kind: 'xml-feed',
			fetchUrl: 'https://careers.example.co.uk/export',
			companyName: 'Orford Care',
		})
	})

	test('an admin adds it trusted, named as the approver', async () => {
		const { user } = await employerAt()
		const { user: admin } = await apiUser('admin')
		const source = await addJobSource(await freshEm(), user, input('https://jobs.lever.co/brightwire'), { admin })
		expect(source.trust).toBe('admin')
		expect(source.approvedBy?.id).toBe(admin.id)
	})

	test('refused on the address’s field: an ATS address naming no board, a second time, past the limit', async () => {
		const { user } = await employerAt()
		const em = await freshEm()
		const refusal = (promise: Promise<unknown>) =>
			promise.then(
				() => null,
				(error: unknown) => (error instanceof JobSourceInputError ? [error.field, error.message] : error),
			)
		expect(await refusal(addJobSource(em, user, input('https://boards.greenhouse.io/')))).toEqual([
			'url',
			expect.stringContaining('names no job board'),
		])
		await addJobSource(em, user, input('https://jobs.lever.co/brightwire'))
		// The same board by another of its addresses is the same source.
		expect(await refusal(addJobSource(em, user, input('https://api.lever.co/v0/postings/brightwire')))).toEqual([
			'url',
			'This source is already on your list.',
		])
		for (let n = 1; n < MAX_SOURCES_PER_EMPLOYER; n++) {
			await addJobSource(em, user, input(`https://careers.example.co.uk/feed-${n}.xml`))
		}
		expect(await refusal(addJobSource(em, user, input('https://careers.example.co.uk/one-more.xml')))).toEqual([
			'url',
			expect.stringContaining(`You already have ${MAX_SOURCES_PER_EMPLOYER} sources`),
		])
	})
})

test('pausing stops the schedule; resuming clears it, gives a failed source its tries again and syncs now', async () => {
	const { user } = await employerAt()
	const em = await freshEm()
	const source = await addJobSource(em, user, input('https://careers.example.co.uk/feed.xml'))
	await updateJobSource(em, source, { paused: true, intervalMinutes: 240, companyName: 'Orford Care' })
	let stored = await (await freshEm()).findOneOrFail(JobSource, source.id)
	expect(stored).toMatchObject({ pauseReason: 'employer', intervalMinutes: 240, companyName: 'Orford Care' })
	expect(stored.pausedAt).toBeInstanceOf(Date)

	await em.nativeUpdate(JobSource, { id: source.id }, { pauseReason: 'failures', consecutiveFailures: 5 })
	await em.refresh(source)
	await updateJobSource(em, source, { paused: false, companyName: null })
	stored = await (await freshEm()).findOneOrFail(JobSource, source.id)
	expect(stored).toMatchObject({ pausedAt: null, pauseReason: null, consecutiveFailures: 0, companyName: null })
})

test('an admin approves a waiting source once: trusted, synced now; an unknown id is refused', async () => {
	const { user } = await employerAt()
	const { user: admin } = await apiUser('admin')
	const em = await freshEm()
	const source = await addJobSource(em, user, input('https://apply.workable.com/orford-care/'))
	expect((await waitingJobSources(em)).map((waiting) => waiting.id)).toContain(source.id)
	const approved = await approveJobSource(await freshEm(), admin, source.id)
	expect(approved).toMatchObject({ trust: 'admin' })
	expect(approved.approvedBy?.id).toBe(admin.id)
	expect((await waitingJobSources(await freshEm())).map((waiting) => waiting.id)).not.toContain(source.id)
	const trustedAt = approved.trustedAt
	expect((await approveJobSource(await freshEm(), admin, source.id)).trustedAt).toEqual(trustedAt)
	await expect(approveJobSource(em, admin, 2_000_000_000)).rejects.toBeInstanceOf(JobSourceNotFoundError)
})

test('removing a source ends its own jobs, hands shared ones to the other source, leaves hand-posted ones', async () => {
	const { user } = await employerAt()
	const em = await freshEm()
	const feed = await addJobSource(em, user, input('https://careers.example.co.uk/feed.xml'))
	const board = await addJobSource(em, user, input('https://jobs.lever.co/orford-care'))
	const onlyHere = await postedJob(user, { title: 'Night Carer' })
	const shared = await postedJob(user, { title: 'Care Assistant' })
	const byHand = await postedJob(user, { title: 'Senior Carer' })
	await importedFrom(feed, onlyHere)
	await importedFrom(feed, shared)
	await linkJob(board, shared)
	await linkJob(feed, byHand)

	expect(await deleteJobSource(await freshEm(), feed)).toBe(1)

	const after = await freshEm()
	expect(await after.findOne(JobSource, feed.id)).toBeNull()
	const ended = await after.findOneOrFail(Job, onlyHere.id)
	const kept = await after.findOneOrFail(Job, shared.id)
	const hand = await after.findOneOrFail(Job, byHand.id)
	expect(ended.isActive).toBe(false)
	expect(kept).toMatchObject({ isActive: true })
	expect(kept.source?.id).toBe(board.id)
	expect(hand).toMatchObject({ isActive: true, source: null })
})
