import { describe, expect, test } from 'vitest'
import { postedJob } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { signedIn } from '../../../tests/fixtures/signed-in.ts'
import { addSeekers } from '../../../tests/fixtures/seekers.ts'
import { noteActivity } from '../../platform/activity.server.ts'
import { QuickApplyProfile } from '../../models/quick-apply-profile.ts'
import { SKILL_CATEGORIES } from './insight-options.ts'
import { computeTalentPool, talentPoolInsights, type Breakdown, type TalentPool } from './talent-pool.server.ts'

const pool = async (industry: string | null = null, skillCategory: (typeof SKILL_CATEGORIES)[number] | null = null) =>
	computeTalentPool(await freshEm(), { industry, skillCategory })
const groupsOf = (breakdown: Breakdown) => breakdown.groups.map((group) => `${group.name} ${group.candidates}`)

// One database for the file: each test counts seekers of an industry no other test uses.
describe('the talent pool', () => {
	test('an empty pool says "Not enough data yet" and gives no figure', async () => {
		const answer = await pool()
		expect(answer).toMatchObject({
			enoughData: false,
			reason: 'Not enough data yet: fewer than 5 job seekers match.',
			availableCandidates: null,
			activeCandidates: null,
			averageExperience: null,
			recommendedActions: [],
		})
		expect(answer.breakdowns.industries.groups).toEqual([])
	})

	test('a group of 4 is not shown and a group of 5 is; the seekers left out are counted together when 5 or more', async () => {
		const industries = ['Legal Services']
		await addSeekers(6, { industries, notice: 'immediate', years: 2 })
		await addSeekers(5, { industries, notice: '1week', years: 4 })
		await addSeekers(4, { industries, notice: '1month', years: 10 })
		await addSeekers(1, { industries, profile: false })
		let answer = await pool('Legal Services')
		expect(answer.availableCandidates).toBe(16)
		// 16 - (6 + 5) = 5: the four giving a month's notice and the one without a profile.
		expect(groupsOf(answer.breakdowns.availability)).toEqual(['Immediately 6', '1 week 5'])
		expect(answer.breakdowns.availability).toMatchObject({ hiddenGroups: 1, otherCandidates: 5 })
		// (6 × 2 + 5 × 4 + 4 × 10) / 15 seekers with a profile
		expect(answer.averageExperience).toBe(4.8)
		expect(answer.breakdowns.availability.groups.map((group) => group.averageExperience)).toEqual([2, 4])

		await addSeekers(1, { industries, notice: '1month', years: 10 })
		await addSeekers(4, { industries, profile: false })
		answer = await pool('Legal Services')
		expect(groupsOf(answer.breakdowns.availability)).toEqual(['Immediately 6', '1 week 5', '1 month 5'])
		expect(answer.breakdowns.availability.otherCandidates).toBe(5)
	})

	test('differencing: one group hidden beside the total would be total minus the rest, so the next smallest is hidden too', async () => {
		const industries = ['Security']
		await addSeekers(10, { industries, notice: 'immediate', skills: ['Door supervisor'] })
		await addSeekers(7, { industries, notice: '1week', skills: ['CCTV'] })
		await addSeekers(3, { industries, notice: '1month', skills: ['First aid'] })
		const answer = await pool('Security')
		expect(answer.availableCandidates).toBe(20)
		expect(groupsOf(answer.breakdowns.availability)).toEqual(['Immediately 10'])
		expect(answer.breakdowns.availability.otherCandidates).toBe(10)
		// Skills: SIA licence 17 shown; First aid 3 hidden; 20 - 17 = 3 would give it away, so SIA goes too.
		expect(answer.topSkills).toEqual([])
		expect(groupsOf(answer.breakdowns.skillCategories)).toEqual([])
	})

	test('a filter that leaves fewer than 5 seekers gives "Not enough data yet" everywhere', async () => {
		await addSeekers(4, { industries: ['Energy & Utilities'], skills: ['Electrician, 18th Edition'], years: 6 })
		await addSeekers(2, { industries: ['Energy & Utilities'], skills: ['Customer service'], years: 1 })
		expect((await pool('Energy & Utilities')).availableCandidates).toBe(6)
		const narrowed = await pool('Energy & Utilities', 'Engineering')
		expect(narrowed).toMatchObject({
			enoughData: false,
			reason: 'Not enough data yet: fewer than 5 job seekers match these filters.',
			availableCandidates: null,
			averageExperience: null,
			topSkills: [],
			sectors: [],
		})
		expect((await pool('Agriculture & Farming')).enoughData).toBe(false)
	})

	test('skill categories come from the seekers’ own words, whole and in any case', async () => {
		const industries = ['Beauty & Wellness']
		await addSeekers(5, { industries, skills: ['C#', 'ASP.NET Core'] })
		await addSeekers(5, { industries, skills: ['salesforce admin', 'SALES'] })
		await addSeekers(5, { industries, skills: ['Salesforce admin'] })
		const answer = await pool('Beauty & Wellness')
		expect(groupsOf(answer.breakdowns.skillCategories)).toEqual(['Sales 5', 'Software Development 5'])
		expect(answer.topSkills).toEqual([
			{ skill: 'C#', candidates: 5 },
			{ skill: 'Sales', candidates: 5 },
		])
		expect((await pool('Beauty & Wellness', 'Sales')).availableCandidates).toBe(5)
	})

	test('listed jobs and use of the account move the figures: competition, jobs per seeker, active seekers', async () => {
		const industries = ['Charity & Non-Profit']
		const seekers = await addSeekers(10, { industries, areas: ['Orford'], skills: ['Fundraising'] })
		let answer = await pool('Charity & Non-Profit')
		expect(answer).toMatchObject({ availableCandidates: 10, activeCandidates: null, listedJobs: 0, jobsPerSeeker: 0 })
		expect(answer.competitionLevel).toBe('low')
		expect(answer.recommendedActions).toContain(
			'Good supply of Charity & Non-Profit candidates: 10 seekers who prefer it and 0 listed jobs; a free post should reach them.',
		)

		const { user: employer } = await signedIn('employer')
		for (let index = 0; index < 20; index++)
			await postedJob(employer, { industry: 'Charity & Non-Profit', location: 'Orford' })
		await postedJob(employer, { industry: 'Charity & Non-Profit' }, { isActive: false })
		answer = await pool('Charity & Non-Profit')
		expect(answer).toMatchObject({ listedJobs: 20, jobsPerSeeker: 2, competitionLevel: 'high' })
		expect(answer.sectors[0]).toMatchObject({
			name: 'Charity & Non-Profit',
			candidates: 10,
			listedJobs: 20,
			competitionLevel: 'high',
		})
		expect(answer.recommendedActions[0]).toBe(
			'Competition for Charity & Non-Profit candidates is high: 20 listed jobs for 10 seekers who prefer it; advertise the pay and consider sponsoring your job.',
		)

		// Four active of ten would show a group of 4 (and six inactive): not shown. Five of ten: shown.
		// A seeker is active once a signed-in request records the account's use (decision 251).
		const em = await freshEm()
		for (const [index, seeker] of seekers.slice(0, 5).entries()) {
			await noteActivity(em, seeker)
			if (index === 3) expect((await pool('Charity & Non-Profit')).activeCandidates).toBeNull()
		}
		expect((await pool('Charity & Non-Profit')).activeCandidates).toBe(5)
	})

	test('the cached answer changes as soon as a seeker is added or changes their profile', async () => {
		const filters = { industry: 'Automotive', skillCategory: null }
		const seekers = await addSeekers(5, { industries: ['Automotive'], years: 3 })
		expect((await talentPoolInsights(await freshEm(), filters)).availableCandidates).toBe(5)
		await addSeekers(1, { industries: ['Automotive'], years: 3 })
		expect((await talentPoolInsights(await freshEm(), filters)).availableCandidates).toBe(6)
		const em = await freshEm()
		await em.nativeUpdate(QuickApplyProfile, { user: seekers[0]!.id }, { yearsExperience: 9 })
		expect((await talentPoolInsights(await freshEm(), filters)).averageExperience).toBe(4)
	})

	test('no answer, under any filter, shows a group of fewer than 5 or lets one be worked out from the total', async () => {
		// Many small groups: one seeker with a combination no one else has, and groups of 1 to 6.
		await addSeekers(1, {
			industries: ['Property & Real Estate', 'Marketing & Advertising'],
			areas: ['Woolston'],
			skills: ['Figma', 'SEO'],
			notice: '1month',
			salaryMin: 55_000,
			salaryMax: 60_000,
			years: 14,
		})
		for (const [index, notice] of (['immediate', '1week', '2weeks', '1month'] as const).entries()) {
			await addSeekers(index + 3, {
				industries: ['Property & Real Estate'],
				areas: [['Woolston', 'Appleton', 'Culcheth', 'Birchwood'][index]!],
				skills: [['SEO', 'Excel', 'Sales', 'Figma'][index]!],
				notice,
				salaryMin: 20_000 + index * 6_000,
				salaryMax: 24_000 + index * 6_000,
			})
		}
		const filters = [null, 'Property & Real Estate', 'Marketing & Advertising']
		let groupsShown = 0
		for (const industry of filters) {
			for (const skillCategory of [null, ...SKILL_CATEGORIES]) {
				const answer: TalentPool = await pool(industry, skillCategory)
				const where = `${industry} / ${skillCategory}`
				if (!answer.enoughData) {
					expect(answer.breakdowns.areas.groups, where).toEqual([])
					continue
				}
				const total = answer.availableCandidates
				expect(total, where).toBeGreaterThanOrEqual(5)
				const breakdowns = [...Object.values(answer.breakdowns), answer.salaryExpectations]
				for (const breakdown of breakdowns) {
					const shown = breakdown.groups.reduce((sum, group) => sum + group.candidates, 0)
					groupsShown += breakdown.groups.length
					for (const group of breakdown.groups) expect(group.candidates, where).toBeGreaterThanOrEqual(5)
					const left = total - shown
					expect(left > 0 && left < 5, `${where}: ${left} left over`).toBe(false)
				}
				for (const skill of answer.topSkills) expect(skill.candidates, where).toBeGreaterThanOrEqual(5)
				if (answer.activeCandidates !== null) expect(answer.activeCandidates, where).toBeGreaterThanOrEqual(5)
			}
		}
		// The rule was put to work: groups of 5 or more were shown.
		expect(groupsShown).toBeGreaterThan(20)
	})
})
