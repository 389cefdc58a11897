import { describe, expect, test } from 'vitest'
import {
	type CandidateJob,
	hasSignals,
	POINTS,
	type SeekerSignals,
	scoreJob,
	titleWords,
} from './recommendation-scoring.server.ts'

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
