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
		skills: [],
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
		profile: { skillIds: new Set(), freeSkills: [], currentJobTitle: null, ...overrides.profile },
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
		expect(hasSignals(signals({ profile: { skillIds: new Set([3052]) } }))).toBe(true)
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

	test('taxonomy skills: the job’s stored skills the seeker has, with what matched and what is missing', () => {
		const FORKLIFT = 8647
		const STOCK_ROTATION = 1797
		const FIRST_AID = 1
		const LOAD = 2
		const driver = job({
			postedAt: daysAgo(30),
			title: 'Forklift Driver',
			description: 'Counterbalance forklift. Rotate stock. First aid at work certificate welcome.',
			skills: [
				{ skillId: FORKLIFT, label: 'operate forklift', source: 'title' },
				{ skillId: LOAD, label: 'load cargo', source: 'requirements' },
				{ skillId: STOCK_ROTATION, label: 'carry out stock rotation', source: 'duties' },
				{ skillId: FIRST_AID, label: 'apply first aid', source: 'description' },
			],
		})
		const scored = scoreJob(driver, signals({ profile: { skillIds: new Set([FORKLIFT, STOCK_ROTATION, 77]) } }), NOW)!
		// operate forklift from the title (1.5), stock rotation from the duties (1).
		expect(scored.score).toBe(2.5)
		expect(scored.reason).toBe(
			'Matches your skills: operate forklift, carry out stock rotation; missing: load cargo, apply first aid',
		)
		expect(scored.skills).toEqual({
			matched: ['operate forklift', 'carry out stock rotation'],
			missing: ['load cargo', 'apply first aid'],
		})
		const all = new Set([FORKLIFT, STOCK_ROTATION, FIRST_AID, LOAD])
		expect(scoreJob(driver, signals({ profile: { skillIds: all } }), NOW)).toMatchObject({
			score: POINTS.skillsCap,
			reason: 'Matches your skills: operate forklift, load cargo, carry out stock rotation',
			skills: { missing: [] },
		})
	})

	test('a skill the taxonomy does not know counts only in the title; words in the description are not skills', () => {
		expect(
			scoreJob(
				job({ postedAt: daysAgo(30), description: 'We supply cleaning businesses across Cheshire.' }),
				signals({ profile: { freeSkills: ['cleaning'] } }),
				NOW,
			),
		).toBeNull()
		const titled = scoreJob(
			job({ title: 'C++ Developer', industry: 'Technology', postedAt: daysAgo(30) }),
			signals({ profile: { freeSkills: ['C++', 'Excel'] } }),
			NOW,
		)!
		expect(titled).toMatchObject({
			score: POINTS.skillInTitle,
			reason: 'Matches your skills: C++',
			skills: { matched: ['C++'], missing: [] },
		})
		// A job with no stored skills and none of the seeker's words: nothing to go on.
		expect(
			scoreJob(job({ title: 'Excellent Benefits' }), signals({ profile: { freeSkills: ['Excel'] } }), NOW),
		).toBeNull()
	})

	test('the current role in the title', () => {
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
