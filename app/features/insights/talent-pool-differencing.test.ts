// The differencing attack on the talent pool (decision 188): two filters whose pools differ by one
// seeker would give that seeker's years of experience and skills by subtraction. The pool here
// is built for it: 20 Retail seekers with customer-service skills and 2 years each, and one Retail
// seeker, the target, with programming skills and 15 years.
import { describe, expect, test } from 'vitest'
import { apiUser } from '../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, freshEm, ORIGIN } from '../../../tests/fixtures/route.ts'
import { addSeekers } from '../../../tests/fixtures/seekers.ts'
import { signedIn } from '../../../tests/fixtures/signed-in.ts'
import { SKILL_CATEGORIES, type SkillCategory } from './insight-options.ts'
import * as talentPoolApi from './routes/api.talent-pool-insights.ts'
import * as talentPoolPage from './routes/talent-pool.tsx'
import { computeTalentPool, type TalentPool } from './talent-pool.server.ts'

const TARGET_YEARS = 15
const pool = async (industry: string | null, skillCategory: SkillCategory | null) =>
	computeTalentPool(await freshEm(), { industry, skillCategory })

/** Every filter an employer can choose, Retail or none by every skill category or none. */
async function everyAnswer() {
	const answers: { filters: string; answer: TalentPool }[] = []
	for (const industry of [null, 'Retail'])
		for (const category of [null, ...SKILL_CATEGORIES])
			answers.push({ filters: `${industry} ${category}`, answer: await pool(industry, category) })
	return answers
}

/** The sum of years behind a shown mean: what the attacker multiplies out. Null when it is not shown. */
const yearsBehind = (count: number | null, mean: number | null) =>
	count === null || mean === null ? null : count * mean

describe('the differencing attack', () => {
	test('nested filters that differ by one seeker: the narrower pool, and the groups that differ by one, are not shown', async () => {
		await addSeekers(20, { industries: ['Retail'], skills: ['Customer service', 'Till work'], years: 2 })
		await addSeekers(1, { industries: ['Retail'], skills: ['Python', 'JavaScript'], years: TARGET_YEARS })

		const wide = await pool('Retail', null)
		expect(wide).toMatchObject({ enoughData: true, availableCandidates: 21 })
		// (20 × 2 + 15) / 21, shown: it is the mean of 21 people.
		expect(wide.averageExperience).toBe(2.6)

		// The attack: Retail and Customer Service is the 20 without the target.
		const narrow = await pool('Retail', 'Customer Service')
		expect(narrow).toMatchObject({
			enoughData: false,
			availableCandidates: null,
			averageExperience: null,
			topSkills: [],
		})
		expect(narrow.reason).toMatch(/fewer than 5 of the job seekers a wider search counts/)
		// The same pair without the industry filter: the whole pool is these 21 too.
		expect((await pool(null, 'Customer Service')).enoughData).toBe(false)

		// Within the wide answer, a group of 20 beside its total of 21 would do the same.
		const categories = wide.breakdowns.skillCategories.groups.map((group) => group.name)
		expect(categories).not.toContain('Customer Service')
		expect(wide.topSkills.map((skill) => skill.skill)).not.toContain('Customer Service')

		// Exhaustively: no two answers, nor an answer and its own groups, give a figure for 1 to 4 people.
		const answers = await everyAnswer()
		const sets: { name: string; count: number; years: number | null }[] = []
		for (const { filters, answer } of answers) {
			if (!answer.enoughData) continue
			sets.push({
				name: filters,
				count: answer.availableCandidates,
				years: yearsBehind(answer.availableCandidates, answer.averageExperience),
			})
			for (const [breakdown, { groups }] of Object.entries(answer.breakdowns))
				for (const group of groups)
					sets.push({
						name: `${filters} ${breakdown} ${group.name}`,
						count: group.candidates,
						years: yearsBehind(group.candidates, group.averageExperience),
					})
			for (const skill of answer.topSkills)
				sets.push({ name: `${filters} ${skill.skill}`, count: skill.candidates, years: null })
		}
		for (const a of sets)
			for (const b of sets) {
				const gap = a.count - b.count
				expect(gap > 0 && gap < 5, `${a.name} (${a.count}) less ${b.name} (${b.count})`).toBe(false)
				// Nor can the target's years come out of any two shown means.
				if (a.years !== null && b.years !== null && gap === 1)
					expect(Math.round(a.years - b.years)).not.toBe(TARGET_YEARS)
			}
	})

	test('five seekers between the filters: both pools are shown, and their difference is a mean of five people', async () => {
		await addSeekers(4, { industries: ['Retail'], skills: ['Forklift'], years: 5 })
		const wide = await pool('Retail', null)
		const narrow = await pool('Retail', 'Customer Service')
		expect(wide.availableCandidates).toBe(25)
		expect(narrow).toMatchObject({ enoughData: true, availableCandidates: 20, averageExperience: 2 })
		// (25 × mean − 20 × 2) / 5 = (15 + 4 × 5) / 5 = 7 years: five people's mean, not the target's 15.
		expect(Math.round((25 * wide.averageExperience! - 20 * narrow.averageExperience!) / 5)).toBe(7)
	})

	test('the API and the page give the same refusal for a filter one seeker short of a wider one', async () => {
		// Retail stays 25 and Retail with Customer Service 20 (5 apart), but one Customer Service seeker
		// who does not prefer Retail makes Customer Service alone 21: one apart from the narrower pool.
		await addSeekers(1, { industries: ['Healthcare'], skills: ['Customer service'], years: 3 })
		const { token } = await apiUser('employer')
		const api = await callRoute(
			talentPoolApi.loader,
			apiRequest('GET', '/api/talent-pool-insights?industry=Retail&skillCategory=Customer+Service', { token }),
		)
		expect(api.status).toBe(200)
		const body = (await api.json()) as TalentPool
		expect(body).toMatchObject({ enoughData: false, availableCandidates: null, averageExperience: null })
		expect(body.reason).toMatch(/could reveal those people's details/)

		const { cookie } = await signedIn('employer')
		const page = await callRoute(
			talentPoolPage.loader,
			new Request(`${ORIGIN}/talent-pool?industry=Retail&skillCategory=Customer+Service`, {
				headers: { Cookie: cookie },
			}),
		)
		expect(page.status).toBe(200)
		const { pool: shown } = (await page.json()) as { pool: TalentPool }
		expect(shown).toMatchObject({ enoughData: false, reason: body.reason })
	})
})
