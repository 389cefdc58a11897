// insights:rebuild refills the insight totals from the rows: nothing to repair while the triggers
// kept them, and exactly the totals a write behind the triggers' back spoilt when one did.
import { expect, test } from 'vitest'
import { admin } from '../../tests/fixtures/admin.ts'
import { apiUser, postedJob } from '../../tests/fixtures/jobs.ts'
import { freshEm } from '../../tests/fixtures/route.ts'
import { addSeekers } from '../../tests/fixtures/seekers.ts'

const run = async (sql: string) => (await freshEm()).getConnection().execute(sql)

test('insights:rebuild repairs totals spoilt behind the triggers, and finds none while they kept them', async () => {
	const { user } = await apiUser('employer')
	await postedJob(user, { salary: '£26,000', industry: 'Retail' })
	await addSeekers(6, { industries: ['Retail'], notice: 'immediate', years: 3 })
	expect(await admin('insights:rebuild')).toMatchObject({ code: 0, stdout: expect.stringMatching(/; none differed/) })

	await run(`update job_listed_total set jobs = jobs + 5 where dimension = 'board'`)
	await run(`delete from seeker_pool_total where industry = '' and category = '' and breakdown = ''`)
	// The spoilt board total (as kept, and as rebuilt) and the missing pool total.
	expect(await admin('insights:rebuild')).toMatchObject({ code: 0, stdout: expect.stringMatching(/; 3 differed/) })
	expect(await admin('insights:rebuild')).toMatchObject({ code: 0, stdout: expect.stringMatching(/; none differed/) })
	expect(await admin('insights:rebuild', 'now')).toMatchObject({ code: 2 })
})
