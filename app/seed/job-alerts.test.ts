import { expect, test } from 'vitest'
import { freshEm } from '../../tests/fixtures/route.ts'
import { JobAlert } from '../models/job-alert.ts'
import { User } from '../models/user.ts'
import { DEMO_ACCOUNTS, seedIfEmpty } from './seed.server.ts'

const SEED_TIMEOUT_MS = 60_000

// Seeding the whole demo (every job analysed for its skills) takes longer than a test is given.
test(
	'the demo job seeker has two job alerts, marked at the newest job so nothing seeded is mailed (decision 157)',
	async () => {
		expect(await seedIfEmpty(await freshEm())).toBe(true)
		const em = await freshEm()
		const seeker = await em.findOneOrFail(User, { email: DEMO_ACCOUNTS.seeker.email })
		const alerts = await em.find(JobAlert, { user: seeker.id }, { orderBy: { id: 'asc' } })
		expect(alerts.map((alert) => [alert.name, alert.frequency, alert.paused])).toEqual([
			['“warehouse” jobs in Birchwood', 'daily', false],
			['All jobs in Warrington (Part-time, Social Care)', 'weekly', true],
		])
		const [{ max }] = await em.getConnection().execute<[{ max: number }]>('select max(id) as max from job')
		expect(alerts.every((alert) => alert.lastJobId === max)).toBe(true)
	},
	SEED_TIMEOUT_MS,
)
