import { beforeEach, expect, test, vi } from 'vitest'
import { postedJob, uniqueWord } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { signedIn } from '../../../tests/fixtures/signed-in.ts'
import { Job } from '../../models/job.ts'
import { User } from '../../models/user.ts'
import { UserPreferences } from '../../models/user-preferences.ts'
import { JobSearchSchema } from '../../features/jobs/job-search.ts'
import { deleteJob, setJobActive } from '../../features/jobs/jobs.server.ts'
import { searchJobs } from '../../features/jobs/job-search.server.ts'
import { cachedListing, LISTING_CACHE_TTL_MS, staleWaitMs } from './listing-cache.server.ts'

// The stale tests use the default wait; the other test files wait longer (vitest.config.ts), so a
// busy machine cannot turn their "the figure changes at once" into a stale answer.
beforeEach(() => {
	vi.stubEnv('INSIGHTS_STALE_WAIT_MS', '200')
	return () => vi.unstubAllEnvs()
})

function counter() {
	let calls = 0
	return {
		compute: async () => ++calls,
		get calls() {
			return calls
		},
	}
}

test('an answer is reused while the jobs are unchanged, and computed again after any job is written', async () => {
	const em = await freshEm()
	const key = uniqueWord()
	const answer = counter()
	expect(await cachedListing(em, key, answer.compute)).toBe(1)
	expect(await cachedListing(await freshEm(), key, answer.compute)).toBe(1)
	expect(answer.calls).toBe(1)

	const { user } = await signedIn('employer')
	await postedJob(user)
	expect(await cachedListing(await freshEm(), key, answer.compute)).toBe(2)
	expect(answer.calls).toBe(2)
})

test('an answer computed while a job write is under way is not kept once it commits (decision 175)', async () => {
	const { user } = await signedIn('employer')
	const job = await postedJob(user)
	const key = uniqueWord()
	// Read on a connection of its own, outside the writer's transaction, as another request would.
	const title = async () => {
		const [row] = await (
			await freshEm()
		)
			.getConnection()
			.execute<[{ title: string }]>('select title from job where id = ?', [job.id])
		return row.title
	}
	await (
		await freshEm()
	).transactional(async (tx) => {
		await tx.execute('update job set title = ? where id = ?', ['Renamed before the commit', job.id])
		// The update has moved the version, but this reader's snapshot still has the old row.
		expect(await cachedListing(await freshEm(), key, title)).toBe(job.title)
	})
	expect(await cachedListing(await freshEm(), key, title)).toBe('Renamed before the commit')
})

test('an answer older than the time limit is computed again', async () => {
	const em = await freshEm()
	const key = uniqueWord()
	const answer = counter()
	const now = Date.now()
	await cachedListing(em, key, answer.compute, now)
	await cachedListing(em, key, answer.compute, now + LISTING_CACHE_TTL_MS - 1)
	expect(answer.calls).toBe(1)
	await cachedListing(em, key, answer.compute, now + LISTING_CACHE_TTL_MS)
	expect(answer.calls).toBe(2)
})

test('requests asking at once share one computation; a failed one is not kept', async () => {
	const em = await freshEm()
	const key = uniqueWord()
	const answer = counter()
	const results = await Promise.all([1, 2, 3].map(async () => cachedListing(await freshEm(), key, answer.compute)))
	expect(results).toEqual([1, 1, 1])
	expect(answer.calls).toBe(1)

	const failing = uniqueWord()
	await expect(cachedListing(em, failing, () => Promise.reject(new Error('database gone')))).rejects.toThrow(
		'database gone',
	)
	expect(await cachedListing(em, failing, async () => 'recovered')).toBe('recovered')
})

test('a search shows a job as soon as it is posted, deactivated or deleted, even when the same search was just made', async () => {
	const word = uniqueWord()
	const search = JobSearchSchema.parse({ search: word })
	expect((await searchJobs(await freshEm(), search)).total).toBe(0)

	const { user } = await signedIn('employer')
	const job = await postedJob(user, { title: `Forklift Driver ${word}` })
	// Another spelling of the same search finds the same jobs.
	const found = await searchJobs(await freshEm(), JobSearchSchema.parse({ search: `  ${word.toUpperCase()} ` }))
	expect(found.jobs.map((listed) => listed.id)).toEqual([job.id])

	const em = await freshEm()
	await setJobActive(em, await em.findOneOrFail(Job, job.id), false)
	expect((await searchJobs(await freshEm(), search)).total).toBe(0)

	const again = await freshEm()
	const stored = await again.findOneOrFail(Job, job.id)
	await setJobActive(again, stored, true)
	expect((await searchJobs(await freshEm(), search)).total).toBe(1)
	await deleteJob(again, stored)
	expect((await searchJobs(await freshEm(), search)).total).toBe(0)
})

test('with seekers watched, an answer is also computed again after a job seeker’s data is written, and only then', async () => {
	const key = uniqueWord()
	const watched = counter()
	const jobsOnly = counter()
	const ask = async () => [
		await cachedListing(await freshEm(), key, watched.compute, Date.now(), { seekers: true }),
		await cachedListing(await freshEm(), key, jobsOnly.compute),
	]
	expect(await ask()).toEqual([1, 1])
	expect(await ask()).toEqual([1, 1])

	const { user } = await signedIn('employee')
	expect(await ask()).toEqual([2, 1])
	const em = await freshEm()
	await em.nativeUpdate(User, { id: user.id }, { firstName: 'Joanne' })
	expect(await ask()).toEqual([3, 1])
	em.create(UserPreferences, { user: user.id, preferredIndustries: ['Retail'] })
	await em.flush()
	expect(await ask()).toEqual([4, 1])
})

test('with stale, a slow new answer is stood in for by the previous one, which the next request after it no longer gets', async () => {
	const key = uniqueWord()
	expect(await cachedListing(await freshEm(), key, async () => 'before', Date.now(), { stale: true })).toBe('before')
	const { user } = await signedIn('employer')
	await postedJob(user)
	// The new answer takes longer than the wait: the previous one is given meanwhile, to everyone asking.
	let finish: (answer: string) => void = () => {}
	const slow = new Promise<string>((resolve) => (finish = resolve))
	const started = Date.now()
	expect(await cachedListing(await freshEm(), key, () => slow, Date.now(), { stale: true })).toBe('before')
	expect(Date.now() - started).toBeGreaterThanOrEqual(staleWaitMs() - 5)
	expect(await cachedListing(await freshEm(), key, async () => 'not asked', Date.now(), { stale: true })).toBe('before')
	finish('after')
	await slow
	expect(await cachedListing(await freshEm(), key, async () => 'not asked', Date.now(), { stale: true })).toBe('after')
})

test('with stale, a new answer ready within the wait is the one given, and without a previous answer it is awaited', async () => {
	const key = uniqueWord()
	const slowly = (answer: string, ms: number) => () =>
		new Promise<string>((resolve) => setTimeout(() => resolve(answer), ms))
	expect(
		await cachedListing(await freshEm(), key, slowly('first', staleWaitMs() + 100), Date.now(), { stale: true }),
	).toBe('first')
	const { user } = await signedIn('employer')
	await postedJob(user)
	expect(await cachedListing(await freshEm(), key, slowly('second', 20), Date.now(), { stale: true })).toBe('second')
	// Without `stale`, a slow new answer is always awaited.
	await postedJob(user)
	expect(await cachedListing(await freshEm(), key, slowly('third', staleWaitMs() + 100))).toBe('third')
})

test('answers asked for at once in one request share one read of the version; a later one reads it again', async () => {
	const em = await freshEm()
	const execute = vi.spyOn(em.getConnection(), 'execute')
	const versionReads = () =>
		execute.mock.calls.filter(([sql]) => typeof sql === 'string' && sql.includes('job_listing_version')).length
	try {
		const asked = await Promise.all([
			cachedListing(em, uniqueWord(), async () => 'search'),
			cachedListing(em, uniqueWord(), async () => 'counts'),
		])
		expect(asked).toEqual(['search', 'counts'])
		expect(versionReads()).toBe(1)
		expect(await cachedListing(em, uniqueWord(), async () => 'later')).toBe('later')
		expect(versionReads()).toBe(2)
	} finally {
		execute.mockRestore()
	}
})
