import { describe, expect, test } from 'vitest'
import { apiUser, applicationTo, postedJob, uniqueWord } from '../../tests/fixtures/jobs.ts'
import { freshEm } from '../../tests/fixtures/route.ts'
import type { User } from '../models/user.ts'
import { PreferencesSchema } from '../utils/preferences-schema.ts'
import { recordInteraction } from './interactions.server.ts'
import { savePreferences } from './preferences.server.ts'
import {
	type CandidateJob,
	hasSignals,
	POINTS,
	recommendationsFor,
	type SeekerSignals,
	scoreJob,
	titleWords,
} from './recommendations.server.ts'
import { saveJob } from './saved-jobs.server.ts'

const NOW = new Date('2026-11-22T12:00:00Z')
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000)

function job(overrides: Partial<CandidateJob> = {}): CandidateJob {
	return {
		id: 1,
		title: 'Care Assistant',
		description: 'Supporting residents with daily living at our Birchwood home. Full training given.',
		company: 'Sankey Brook Care',
		location: 'Birchwood',
		jobType: 'Full-time',
		industry: 'Healthcare',
		salary: '£23,500 - £25,000',
		salaryAnnualMin: 23500,
		salaryAnnualMax: 25000,
		postedAt: NOW,
		...overrides,
	}
}

function signals(
	overrides: {
		preferences?: Partial<SeekerSignals['preferences']>
		history?: SeekerSignals['history']
		profile?: Partial<SeekerSignals['profile']>
	} = {},
): SeekerSignals {
	return {
		preferences: {
			jobTypes: [],
			industries: [],
			locations: [],
			salaryMin: null,
			salaryMax: null,
			...overrides.preferences,
		},
		history: overrides.history ?? [],
		profile: { skills: [], currentJobTitle: null, ...overrides.profile },
	}
}

describe('scoreJob', () => {
	test('nothing to go on, or nothing in common: not recommended', () => {
		expect(scoreJob(job(), signals(), NOW)).toBeNull()
		expect(
			scoreJob(job(), signals({ preferences: { industries: ['Retail'], locations: ['Culcheth'] } }), NOW),
		).toBeNull()
		expect(hasSignals(signals())).toBe(false)
		expect(hasSignals(signals({ profile: { currentJobTitle: 'Chef' } }))).toBe(true)
	})

	test('each stated preference adds its points, and the strongest is the reason', () => {
		const industry = scoreJob(
			job({ postedAt: daysAgo(30) }),
			signals({ preferences: { industries: ['Healthcare'] } }),
			NOW,
		)!
		expect(industry).toMatchObject({ score: POINTS.industry, reason: 'Matches your preferred industry: Healthcare' })
		const all = scoreJob(
			job({ postedAt: daysAgo(30) }),
			signals({
				preferences: {
					industries: ['Healthcare'],
					locations: ['Birchwood'],
					jobTypes: ['Full-time'],
					salaryMin: 24000,
					salaryMax: null,
				},
			}),
			NOW,
		)!
		expect(all.score).toBe(POINTS.industry + POINTS.area + POINTS.jobType + POINTS.salary)
		expect(all.reason).toBe('Matches your preferred industry: Healthcare')
		const area = scoreJob(
			job({ postedAt: daysAgo(30) }),
			signals({ preferences: { locations: ['Birchwood'], jobTypes: ['Full-time'] } }),
			NOW,
		)!
		expect(area.reason).toBe('In your preferred area: Birchwood')
	})

	test('pay: overlapping ranges count, pay wholly under the minimum costs a point, unknown pay neither', () => {
		const range = { salaryMin: 25000, salaryMax: 30000 }
		expect(scoreJob(job({ postedAt: daysAgo(40) }), signals({ preferences: range }), NOW)).toMatchObject({
			score: POINTS.salary,
			reason: 'Pays within your salary range: £23,500 - £25,000',
		})
		expect(
			scoreJob(job({ salaryAnnualMin: 31000, salaryAnnualMax: 35000 }), signals({ preferences: range }), NOW),
		).toBeNull()
		const under = scoreJob(
			job({ salaryAnnualMin: 19000, salaryAnnualMax: 21000, postedAt: daysAgo(40) }),
			signals({ preferences: { ...range, industries: ['Healthcare'] } }),
			NOW,
		)!
		expect(under.score).toBe(POINTS.industry + POINTS.salaryBelow)
		expect(under.reason).toBe('Matches your preferred industry: Healthcare')
		expect(
			scoreJob(
				job({ salary: null, salaryAnnualMin: null, salaryAnnualMax: null }),
				signals({ preferences: range }),
				NOW,
			),
		).toBeNull()
		// Hourly pay arrives annualised (£12.71 an hour is £24,784 a year).
		expect(
			scoreJob(
				job({ salary: '£12.71 per hour', salaryAnnualMin: 24784, salaryAnnualMax: 24784 }),
				signals({ preferences: { salaryMin: 24000, salaryMax: null } }),
				NOW,
			)?.reason,
		).toBe('Pays within your salary range: £12.71 per hour')
	})

	test('Internship, a preference only, matches jobs that say so in the title', () => {
		const prefs = signals({ preferences: { jobTypes: ['Internship'] } })
		expect(scoreJob(job({ title: 'Marketing Internship' }), prefs, NOW)?.reason).toBe(
			'Matches your preferred job type: Internship',
		)
		expect(scoreJob(job({ title: 'Internal Auditor' }), prefs, NOW)).toBeNull()
	})

	test('similar to saved jobs weighs twice a single view; never similar to itself; capped', () => {
		const past = {
			jobId: 50,
			times: 1,
			title: 'Senior Care Assistant',
			company: 'Other Care Ltd',
			industry: 'Healthcare',
			jobType: 'Part-time',
			location: 'Culcheth',
		}
		const saved = scoreJob(job({ postedAt: daysAgo(30) }), signals({ history: [{ ...past, kind: 'saved' }] }), NOW)!
		const viewed = scoreJob(job({ postedAt: daysAgo(30) }), signals({ history: [{ ...past, kind: 'viewed' }] }), NOW)!
		// Same industry (1) and two shared title words (care, assistant: 1).
		expect(saved.score).toBe(2)
		expect(saved.reason).toBe('Similar to a job you saved: Senior Care Assistant')
		expect(viewed.score).toBe(1)
		expect(viewed.reason).toBe('Similar to a job you viewed: Senior Care Assistant')
		expect(
			scoreJob(job({ postedAt: daysAgo(30) }), signals({ history: [{ ...past, kind: 'viewed', times: 3 }] }), NOW)!
				.score,
		).toBe(1.5)
		expect(scoreJob(job({ id: 50 }), signals({ history: [{ ...past, kind: 'saved' }] }), NOW)).toBeNull()
		const many = Array.from({ length: 10 }, (_, index) => ({ ...past, jobId: 100 + index, kind: 'saved' as const }))
		expect(scoreJob(job({ postedAt: daysAgo(30) }), signals({ history: many }), NOW)!.score).toBe(POINTS.similarCap)
	})

	test('Quick Apply skills in the title or description, and the current role in the title', () => {
		const withSkills = scoreJob(
			job({
				postedAt: daysAgo(30),
				title: 'Forklift Driver',
				description: 'Counterbalance forklift. First aid at work certificate welcome.',
			}),
			signals({ profile: { skills: ['forklift', 'First Aid', 'Excel', 'aid'] } }),
			NOW,
		)!
		// forklift in the title (1.5), "First Aid" and "aid" in the description (1 each).
		expect(withSkills.score).toBe(3.5)
		expect(withSkills.reason).toBe('Matches your skills: forklift, First Aid, aid')
		expect(
			scoreJob(job({ description: 'Excellent benefits' }), signals({ profile: { skills: ['Excel'] } }), NOW),
		).toBeNull()
		expect(
			scoreJob(job({ title: 'C++ Developer', industry: 'Technology' }), signals({ profile: { skills: ['C++'] } }), NOW)
				?.reason,
		).toBe('Matches your skills: C++')

		const role = scoreJob(
			job({ postedAt: daysAgo(30) }),
			signals({ profile: { currentJobTitle: 'Care Assistants' } }),
			NOW,
		)!
		expect(role).toMatchObject({ score: POINTS.currentRole, reason: 'Matches your current role: Care Assistants' })
		expect(
			scoreJob(
				job({ title: 'Sales Assistant' }),
				signals({ profile: { currentJobTitle: 'Senior Care Assistant' } }),
				NOW,
			),
		).toBeNull()
	})

	test('recency breaks ties: a job posted now gets a point, fading to none at 30 days; it is never the reason', () => {
		const prefs = signals({ preferences: { industries: ['Healthcare'] } })
		expect(scoreJob(job({ postedAt: NOW }), prefs, NOW)!.score).toBe(POINTS.industry + 1)
		expect(scoreJob(job({ postedAt: daysAgo(15) }), prefs, NOW)!.score).toBe(POINTS.industry + 0.5)
		expect(scoreJob(job({ postedAt: daysAgo(60) }), prefs, NOW)!.score).toBe(POINTS.industry)
		expect(scoreJob(job({ postedAt: NOW }), prefs, NOW)!.reason).toBe('Matches your preferred industry: Healthcare')
	})

	test('titleWords drops common words and folds plurals', () => {
		expect(titleWords('Part-time Warehouse Operatives (Nights) - Warrington')).toEqual(['warehouse', 'operative'])
		expect(titleWords('Business Analyst')).toEqual(['business', 'analyst'])
	})
})

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

	test('the Quick Apply profile’s skills find jobs by their description', async () => {
		const { user: employer } = await apiUser('employer')
		const word = uniqueWord()
		const match = await postedJob(employer, {
			title: 'Stock Controller',
			description: `Looking after stock with ${word} and SAP. A good eye for detail matters here.`,
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
	})
})
