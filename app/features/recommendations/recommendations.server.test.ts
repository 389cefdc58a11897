import { describe, expect, test } from 'vitest'
import { apiUser, applicationTo, postedJob, uniqueWord } from '../../../tests/fixtures/jobs.ts'
import { withStoredSkills } from '../../../tests/fixtures/candidate-quality.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import type { User } from '../../models/user.ts'
import { PreferencesSchema } from './preferences-schema.ts'
import { recordInteraction } from '../jobs/interactions.server.ts'
import { savePreferences } from './preferences.server.ts'
import { recommendationsFor } from './recommendations.server.ts'
import { saveJob } from '../saved-jobs/saved-jobs.server.ts'

describe('recommendationsFor (PostgreSQL)', () => {
	async function seekerWith(preferences: Record<string, unknown>) {
		const { user } = await apiUser('employee')
		await savePreferences(await freshEm(), user, PreferencesSchema.parse(preferences))
		return user
	}
	const ids = async (user: User) =>
		(await recommendationsFor(await freshEm(), user, { limit: 500 })).map((entry) => entry.job.id)

	test('nothing to go on: no recommendations, however many jobs there are', async () => {
		const { user: employer } = await apiUser('employer')
		await postedJob(employer)
		const { user } = await apiUser('employee')
		expect(await recommendationsFor(await freshEm(), user)).toEqual([])
		const empty = await seekerWith({})
		expect(await recommendationsFor(await freshEm(), empty)).toEqual([])
	})

	test('preferences pick and order jobs; changing them reorders; applied-to and unlisted jobs are left out', async () => {
		const { user: employer } = await apiUser('employer')
		const word = uniqueWord()
		// A location no other test prefers keeps the candidates to this test's jobs.
		const care = await postedJob(employer, {
			title: `${word} Care Assistant`,
			industry: 'Healthcare',
			location: 'Woolston',
			jobType: 'Part-time',
		})
		const shop = await postedJob(employer, {
			title: `${word} Shop Assistant`,
			industry: 'Retail',
			location: 'Woolston',
			jobType: 'Part-time',
		})
		const applied = await postedJob(employer, {
			title: `${word} Ward Clerk`,
			industry: 'Healthcare',
			location: 'Woolston',
		})
		const expired = await postedJob(
			employer,
			{ title: `${word} Nurse`, industry: 'Healthcare', location: 'Woolston' },
			{ expiresAt: new Date(Date.now() - 60_000) },
		)
		const closed = await postedJob(
			employer,
			{ title: `${word} Carer`, industry: 'Healthcare', location: 'Woolston' },
			{ isActive: false },
		)

		const user = await seekerWith({ preferredIndustries: ['Healthcare'], preferredLocations: ['Woolston'] })
		await applicationTo(applied, { applicantName: 'Emma Stockton', applicantEmail: user.email })
		const first = await recommendationsFor(await freshEm(), user, { limit: 500 })
		const mine = first.filter((entry) => [care.id, shop.id, applied.id, expired.id, closed.id].includes(entry.job.id))
		expect(mine.map((entry) => entry.job.id)).toEqual([care.id, shop.id])
		expect(mine[0]).toMatchObject({
			reason: 'Matches your preferred industry: Healthcare',
			job: { id: care.id, title: `${word} Care Assistant`, industry: 'Healthcare' },
		})
		expect(mine[1]!.reason).toBe('In your preferred area: Woolston')
		expect(mine[0]!.score).toBeGreaterThan(mine[1]!.score)

		await savePreferences(
			await freshEm(),
			user,
			PreferencesSchema.parse({ preferredIndustries: ['Retail'], preferredLocations: ['Woolston'] }),
		)
		const after = (await ids(user)).filter((id) => id === care.id || id === shop.id)
		expect(after).toEqual([shop.id, care.id])
	})

	test('an application made while signed in leaves the job out too, and the seeker’s saved job stays in', async () => {
		const { user: employer } = await apiUser('employer')
		const word = uniqueWord()
		const applied = await postedJob(employer, {
			title: `${word} Receptionist`,
			industry: 'Hospitality',
			location: 'Grappenhall',
		})
		const kept = await postedJob(employer, {
			title: `${word} Porter`,
			industry: 'Hospitality',
			location: 'Grappenhall',
		})
		const user = await seekerWith({ preferredLocations: ['Grappenhall'] })
		const em = await freshEm()
		await em
			.getConnection()
			.execute(
				`insert into application (job_id, user_id, applicant_name, applicant_email, kind, applied_at) values (?, ?, 'Emma', 'someone-else@example.co.uk', 'custom', now())`,
				[applied.id, user.id],
			)
		await saveJob(em, user, kept.id)
		const found = await ids(user)
		expect(found).toContain(kept.id)
		expect(found).not.toContain(applied.id)
	})

	test('jobs like the ones the seeker viewed and saved come up, without any preferences', async () => {
		const { user: employer } = await apiUser('employer')
		const word = uniqueWord()
		const viewed = await postedJob(employer, {
			title: `${word} Welder Fabricator`,
			industry: 'Manufacturing',
			company: `${word} Steel`,
		})
		const alike = await postedJob(employer, {
			title: `${word} Welder`,
			industry: 'Manufacturing',
			company: `${word} Steel`,
		})
		const { user } = await apiUser('employee')
		await recordInteraction(await freshEm(), user, viewed.id, 'view')
		const found = await recommendationsFor(await freshEm(), user, { limit: 500 })
		const entry = found.find((item) => item.job.id === alike.id)
		expect(entry?.reason).toBe(`Similar to a job you viewed: ${word} Welder Fabricator`)
		expect(found.map((item) => item.job.id)).not.toContain(viewed.id)
	})

	test('a Quick Apply skill the taxonomy does not know finds jobs by their title, not their description', async () => {
		const { user: employer } = await apiUser('employer')
		const word = uniqueWord()
		const match = await postedJob(employer, {
			title: `${word} Stock Controller`,
			description: 'Looking after stock with SAP. A good eye for detail matters here.',
		})
		const blurb = await postedJob(employer, {
			title: 'Stock Controller',
			description: `Looking after stock. Our sister company supplies ${word} to the trade.`,
		})
		const { user } = await apiUser('employee')
		const em = await freshEm()
		await em
			.getConnection()
			.execute(
				`insert into quick_apply_profile (user_id, full_name, skills, years_experience, availability_notice, created_at, updated_at) values (?, 'Emma Stockton', ?::text[], 0, '2weeks', now(), now())`,
				[user.id, `{${word}}`],
			)
		const found = await recommendationsFor(await freshEm(), user, { limit: 500 })
		expect(found.find((item) => item.job.id === match.id)?.reason).toBe(`Matches your skills: ${word}`)
		expect(found.map((item) => item.job.id)).not.toContain(blurb.id)
	})

	test('taxonomy skills on the profile against the job’s stored skills, matched and missing named', async () => {
		const { user: employer } = await apiUser('employer')
		const job = await postedJob(employer, {
			title: 'Forklift Driver',
			description: 'Counterbalance and reach trucks in our Birchwood warehouse.',
		})
		await withStoredSkills(job, { 'operate forklift': 'title', 'carry out stock rotation': 'requirements' })
		const { user } = await apiUser('employee')
		await (await freshEm()).getConnection().execute(
			`insert into user_skill (user_id, skill_name, skill_id, skill_category, proficiency_level, is_verified, created_at, updated_at)
			select ?, 'Forklift (counterbalance)', id, 'Other', 'Advanced', false, now(), now() from skill where label = 'operate forklift'`,
			[user.id],
		)
		const found = await recommendationsFor(await freshEm(), user, { limit: 500 })
		const entry = found.find((item) => item.job.id === job.id)
		expect(entry?.reason).toBe('Matches your skills: operate forklift; missing: carry out stock rotation')
		expect(entry?.skills).toEqual({ matched: ['operate forklift'], missing: ['carry out stock rotation'] })
	})
})
