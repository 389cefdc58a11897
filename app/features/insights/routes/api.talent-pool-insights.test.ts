import { describe, expect, test } from 'vitest'
import { apiUser, postedJob } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute } from '../../../../tests/fixtures/route.ts'
import { addSeekers } from '../../../../tests/fixtures/seekers.ts'
import type { TalentPool } from '../talent-pool.server.ts'
import * as talentPoolRoute from './api.talent-pool-insights.ts'

const get = (query = '', token?: string) =>
	callRoute(talentPoolRoute.loader, apiRequest('GET', `/api/talent-pool-insights${query}`, { token }))

describe('GET /api/talent-pool-insights', () => {
	test('401 signed out, 403 for a job seeker, in the API’s error shape', async () => {
		const signedOut = await get()
		expect(signedOut.status).toBe(401)
		expect(await signedOut.json()).toEqual({ message: 'Authentication required' })
		const { token } = await apiUser('employee')
		const seeker = await get('', token)
		expect(seeker.status).toBe(403)
		expect(await seeker.json()).toEqual({ message: 'This feature is only available to employers.' })
	})

	test('400 naming the field for an industry or skill category not on the lists', async () => {
		const { token } = await apiUser('employer')
		const response = await get('?industry=Astrology&skillCategory=Juggling', token)
		expect(response.status).toBe(400)
		expect(await response.json()).toEqual({
			message: 'Please check the filters',
			errors: {
				industry: ['Choose one of the listed industries'],
				skillCategory: ['Choose one of the listed skill categories'],
			},
		})
	})

	test('an employer gets the pool’s aggregates: first "not enough data", then figures as seekers join', async () => {
		const { user, token } = await apiUser('employer')
		let response = await get('?industry=Healthcare&skillCategory=', token)
		expect(response.status).toBe(200)
		expect(response.headers.get('Cache-Control')).toBe('private, no-store')
		expect(await response.json()).toMatchObject({
			location: 'Warrington',
			industry: 'Healthcare',
			skillCategory: null,
			enoughData: false,
			reason: 'Not enough data yet: fewer than 5 job seekers match these filters.',
			availableCandidates: null,
		})

		await addSeekers(6, {
			industries: ['Healthcare'],
			areas: ['Orford'],
			skills: ['Registered Nurse', 'Medication rounds'],
			years: 5,
			notice: '1month',
			salaryMin: 30_000,
			salaryMax: 34_000,
		})
		await addSeekers(6, { industries: ['Healthcare'], skills: ['Care certificate'], years: 2, notice: 'immediate' })
		for (let index = 0; index < 30; index++)
			await postedJob(user, { industry: 'Healthcare', title: 'Registered Nurse (Days)' })
		// Decision 188: Healthcare's 12 are shown beside the whole pool only if it has 12 or 17+ seekers
		// (and as many with years); the file has one other seeker, the one refused in the first test.
		await addSeekers(5, { industries: ['Retail'] })

		response = await get('?industry=Healthcare', token)
		const pool = (await response.json()) as TalentPool
		const healthcare = {
			name: 'Healthcare',
			candidates: 12,
			averageExperience: 3.5,
			listedJobs: 30,
			competitionLevel: 'high',
		}
		// Jobs carry no skill category: narrowed to one, the pool has no job figures.
		const narrowed = (await (await get('?industry=Healthcare&skillCategory=Healthcare', token)).json()) as TalentPool
		expect(narrowed).toMatchObject({
			availableCandidates: 12,
			listedJobs: null,
			jobsPerSeeker: null,
			competitionLevel: null,
		})
		expect(pool).toEqual({
			location: 'Warrington',
			industry: 'Healthcare',
			skillCategory: null,
			enoughData: true,
			reason: null,
			availableCandidates: 12,
			activeCandidates: null,
			averageExperience: 3.5,
			listedJobs: 30,
			jobsPerSeeker: 2.5,
			competitionLevel: 'high',
			topSkills: [
				{ skill: 'Care', candidates: 6 },
				{ skill: 'First aid', candidates: 6 },
				{ skill: 'Nursing', candidates: 6 },
			],
			salaryExpectations: {
				groups: [
					{
						name: '£30,000 to £39,999',
						candidates: 6,
						averageExperience: 5,
						listedJobs: null,
						competitionLevel: null,
					},
				],
				hiddenGroups: 0,
				otherCandidates: 6,
			},
			recommendedActions: [
				'Competition for Healthcare candidates is high: 30 listed jobs for 12 seekers who prefer it; advertise the pay and consider sponsoring your job.',
				'Good supply of candidates in Orford: 6 seekers who would work there and 0 listed jobs; a free post should reach them.',
			],
			sectors: [healthcare],
			breakdowns: {
				industries: { groups: [healthcare], hiddenGroups: 0, otherCandidates: null },
				areas: {
					groups: [{ name: 'Orford', candidates: 6, averageExperience: 5, listedJobs: 0, competitionLevel: 'low' }],
					hiddenGroups: 0,
					otherCandidates: null,
				},
				skillCategories: {
					groups: [{ ...healthcare, listedJobs: null, competitionLevel: null }],
					hiddenGroups: 0,
					otherCandidates: null,
				},
				availability: {
					groups: [
						{ name: 'Immediately', candidates: 6, averageExperience: 2, listedJobs: null, competitionLevel: null },
						{ name: '1 month', candidates: 6, averageExperience: 5, listedJobs: null, competitionLevel: null },
					],
					hiddenGroups: 0,
					otherCandidates: null,
				},
			},
		})
	})
})
