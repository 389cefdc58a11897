import { expect, test } from 'vitest'
import { freshEm } from '../../tests/fixtures/route.ts'
import { BusinessSubmission } from '../models/business-submission.ts'
import { listApprovedBusinesses, listPendingSubmissions } from '../features/directory/business-submissions.server.ts'
import { DEMO_ACCOUNTS, seedIfEmpty } from './seed.server.ts'

const SEED_TIMEOUT_MS = 60_000

// Seeding the whole demo (every job analysed for its skills) takes longer than a test is given.
test(
	'the demo seed lists three approved local businesses and leaves one waiting for review',
	async () => {
		expect(await seedIfEmpty(await freshEm())).toBe(true)
		const approved = await listApprovedBusinesses(await freshEm())
		expect(approved.map((business) => business.businessName)).toEqual([
			'Birchwood Precision Engineering',
			'Great Sankey Accountancy',
			'Stockton Heath Bakery',
		])
		const pending = await listPendingSubmissions(await freshEm())
		expect(pending.map((business) => business.businessName)).toEqual(['Latchford Lock Café'])
		const em = await freshEm()
		const reviewed = await em.findOneOrFail(
			BusinessSubmission,
			{ businessName: 'Stockton Heath Bakery' },
			{ populate: ['reviewedBy', 'submittedBy'] },
		)
		expect(reviewed.reviewedBy?.email).toBe(DEMO_ACCOUNTS.admin.email)
		expect(reviewed.submittedBy?.email).toBe(DEMO_ACCOUNTS.seeker.email)
	},
	SEED_TIMEOUT_MS,
)
