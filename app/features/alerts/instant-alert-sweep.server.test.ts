// Instant alerts coalesce (decision 185): postings share one waiting sweep, and each alert gets each
// matching job once across sweeps, whatever order the postings' transactions commit in.
import { describe, expect, test, vi, afterEach } from 'vitest'
import { withLocalOutbox } from '../../../tests/fixtures/mail.ts'
import { apiUser, jobInput, postedJob, uniqueWord } from '../../../tests/fixtures/jobs.ts'
import { sweep } from '../../../tests/fixtures/job-alerts.ts'
import { sql } from '../../../tests/fixtures/queue.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { Job as JobEntity, type Job } from '../../models/job.ts'
import { OutboxMessage } from '../../models/outbox-message.ts'
import { QUEUE_SCHEMA } from '../../platform/queue/queue.server.ts'
import { createJob, postJob } from '../jobs/jobs.server.ts'
import { JobAlertSchema } from './job-alert-schemas.ts'
import { instantJobAlertSweep, sweepInstantJobAlerts } from './job-alert-sending.server.ts'
import { createJobAlert } from './job-alerts.server.ts'

withLocalOutbox()

afterEach(() => sql(`delete from ${QUEUE_SCHEMA}.job where name = $1`, [instantJobAlertSweep.name]))

async function instantAlert(search: string) {
	const { user } = await apiUser('employee')
	await createJobAlert(await freshEm(), user, JobAlertSchema.parse({ search, frequency: 'instant' }))
	return user
}

/** The job ids an address was mailed, in mail order, one entry per mention. */
async function jobsMailedTo(email: string) {
	const mails = await (await freshEm()).find(OutboxMessage, { to: email }, { orderBy: { id: 'asc' } })
	return mails.flatMap((mail) => [...mail.text.matchAll(/\/jobs\/(\d+)/g)].map((match) => Number(match[1])))
}

const sweepJobs = () =>
	sql<{ state: string; waits: boolean }>(
		`select state, start_after > now() + interval '20 seconds' as waits from ${QUEUE_SCHEMA}.job where name = $1`,
		[instantJobAlertSweep.name],
	)

describe('posting jobs queues the sweep', () => {
	test('twenty postings at once queue one sweep, INSTANT_ALERT_WAIT_SECONDS later', async () => {
		vi.stubEnv('INSTANT_ALERT_WAIT_SECONDS', '30')
		const { user: employer } = await apiUser('employer')
		const em = await freshEm()
		await Promise.all(
			Array.from({ length: 20 }, async (_, i) => postJob(em.fork(), employer, jobInput({ title: `Driver ${i}` }))),
		)
		expect(await sweepJobs()).toEqual([{ state: 'created', waits: true }])
		vi.unstubAllEnvs()
	})

	test('a sweep that leaves behind jobs stored while it ran queues the next one', async () => {
		const { user: employer } = await apiUser('employer')
		const word = uniqueWord()
		const seeker = await instantAlert(word)
		let release!: () => void
		const released = new Promise<void>((resolve) => (release = resolve))
		let early: Job | undefined
		// A posting whose transaction is still open while a later one commits and a sweep runs. Stored
		// hours earlier by another company, so the two share no listing-tally row to wait on.
		const holding = (await freshEm()).transactional(async (tx) => {
			const input = jobInput({ title: `${word} Early Shift`, company: 'Penketh Bakery' })
			early = await createJob(tx, employer, input, new Date(Date.now() - 3 * 60 * 60 * 1000))
			await released
		})
		try {
			await vi.waitFor(() => expect(early).toBeDefined())
			const late = await postedJob(employer, { title: `${word} Late Shift` })
			expect(late.id).toBeGreaterThan(early!.id)

			// Held back at the open transaction: nothing is mailed yet, and the next sweep is queued.
			expect((await sweepInstantJobAlerts(await freshEm())).sent).toBe(0)
			expect(await sweepJobs()).toHaveLength(1)
			expect(await jobsMailedTo(seeker.email)).toEqual([])
		} finally {
			release()
			await holding
		}
		const late = await (await freshEm()).findOneOrFail(JobEntity, { title: `${word} Late Shift` })
		await sweep()
		await sweep()
		expect((await jobsMailedTo(seeker.email)).sort()).toEqual([early!.id, late.id].sort())
	})
})

test('across sweeps run while postings commit, each alert gets each matching job once', async () => {
	const { user: employer } = await apiUser('employer')
	const [harbour, orchard] = [uniqueWord(), uniqueWord()]
	const harbourSeeker = await instantAlert(harbour)
	const orchardSeeker = await instantAlert(orchard)
	const expected: Record<string, number[]> = { [harbour]: [], [orchard]: [] }
	const em = await freshEm()
	for (let round = 0; round < 5; round++) {
		const titles = [`${harbour} Picker`, `${orchard} Driver`, `${harbour} Loader`, `${orchard} Cook`, 'Receptionist']
		const [jobs] = await Promise.all([
			Promise.all(titles.map((title) => postJob(em.fork(), employer, jobInput({ title })))),
			sweepInstantJobAlerts(await freshEm()),
		])
		for (const job of jobs)
			for (const word of [harbour, orchard]) if (job.title.startsWith(word)) expected[word]!.push(job.id)
	}
	await sweep()
	expect((await jobsMailedTo(harbourSeeker.email)).sort()).toEqual(expected[harbour]!.sort())
	expect((await jobsMailedTo(orchardSeeker.email)).sort()).toEqual(expected[orchard]!.sort())
})
