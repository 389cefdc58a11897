import { describe, expect, it } from 'vitest'
import { ALL_INDUSTRIES, POST_AREAS, POST_JOB_TYPES } from '../../app/features/jobs/job-options.ts'
import { parseSalary } from '../../app/features/jobs/salary.ts'
import { relevanceCorpus } from './corpus.ts'
import { EMPLOYERS } from './employers.ts'
import { JUDGED_QUERIES } from './judgements.ts'
import { dcg, firstIsRelevant, gain, mean, ndcg } from './metrics.ts'
import { ROLES } from './roles.ts'

describe('the relevance measures', () => {
	it('gains 2^grade − 1 and discounts by log2 of the position + 1', () => {
		expect([0, 1, 2, 3].map(gain)).toEqual([0, 1, 3, 7])
		expect(dcg([3, 2, 0, 1])).toBeCloseTo(7 + 3 / Math.log2(3) + 0 + 1 / Math.log2(5), 10)
	})

	it('counts only the first ten results', () => {
		expect(dcg([...Array(10).fill(0), 3])).toBe(0)
		expect(dcg([3], 1)).toBe(7)
	})

	it('is 1 for the ideal order and less for any other', () => {
		expect(ndcg([3, 2, 1], [1, 3, 2])).toBe(1)
		// DCG of [1, 2, 3] over the ideal [3, 2, 1].
		const ideal = 7 + 3 / Math.log2(3) + 1 / 2
		expect(ndcg([1, 2, 3], [1, 2, 3])).toBeCloseTo((1 + 3 / Math.log2(3) + 7 / 2) / ideal, 10)
		expect(ndcg([1, 2, 3], [1, 2, 3])).toBeCloseTo(0.6806, 4)
	})

	it('takes the ideal from every judged advert, so a missing relevant advert costs as much as a low one', () => {
		// Two grade-3 adverts exist; finding one of them first is 7 of 7 + 7/log2(3).
		expect(ndcg([3], [3, 3, 0, 0])).toBeCloseTo(7 / (7 + 7 / Math.log2(3)), 10)
		expect(ndcg([], [3])).toBe(0)
		expect(ndcg([0, 0], [0, 0])).toBe(0)
	})

	it('calls a first result relevant at grade 2 or more', () => {
		expect(firstIsRelevant([2, 0])).toBe(true)
		expect(firstIsRelevant([1, 3])).toBe(false)
		expect(firstIsRelevant([])).toBe(false)
		expect(mean([1, 0, 0.5])).toBe(0.5)
	})
})

describe('the corpus and its judgements', () => {
	const adverts = relevanceCorpus()
	const roleKeys = new Set(ROLES.map((role) => role.key))

	it('holds at least 500 adverts of 45 to 60 roles, the same on every run', () => {
		expect(adverts.length).toBeGreaterThanOrEqual(500)
		expect(roleKeys.size).toBe(ROLES.length)
		expect(ROLES.length).toBeGreaterThanOrEqual(45)
		expect(ROLES.length).toBeLessThanOrEqual(60)
		expect(relevanceCorpus()).toEqual(adverts)
		for (const key of roleKeys)
			expect(
				adverts.some((advert) => advert.role === key),
				key,
			).toBe(true)
	})

	it('judges at least 40 queries, with at least 5 misspellings, and only roles the corpus holds', () => {
		expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(40)
		expect(JUDGED_QUERIES.filter((judged) => judged.kind === 'misspelling').length).toBeGreaterThanOrEqual(5)
		expect(new Set(JUDGED_QUERIES.map((judged) => judged.query.toLowerCase())).size).toBe(JUDGED_QUERIES.length)
		for (const judged of JUDGED_QUERIES) {
			for (const key of Object.keys(judged.grades)) expect(roleKeys, `${judged.query}: ${key}`).toContain(key)
			expect(Object.values(judged.grades), judged.query).toContain(3)
		}
	})

	it('gives every advert a valid area, job type, industry, salary and listing age', () => {
		for (const advert of adverts) {
			expect(POST_AREAS).toContain(advert.location)
			expect(POST_JOB_TYPES).toContain(advert.jobType)
			expect(ALL_INDUSTRIES).toContain(advert.industry)
			expect(advert.title.length).toBeLessThanOrEqual(255)
			expect(advert.ageMinutes).toBeLessThan(29 * 24 * 60)
			if (advert.salary !== null && advert.salary !== 'Competitive')
				expect(parseSalary(advert.salary), advert.salary).not.toBeNull()
		}
	})

	it('repeats each employer’s blurb in every one of its adverts, and each role has an employer', () => {
		for (const employer of EMPLOYERS) {
			const own = adverts.filter((advert) => advert.company === employer.name)
			expect(own.length, employer.name).toBeGreaterThan(0)
			for (const advert of own) expect(advert.description).toContain(employer.blurb)
			for (const key of employer.roles) expect(roleKeys, employer.name).toContain(key)
		}
		for (const advert of adverts) {
			const employer = EMPLOYERS.find((candidate) => candidate.name === advert.company)!
			expect(employer.roles).toContain(advert.role)
		}
	})

	it('sponsors about one advert in ten, the issue’s developer among them', () => {
		const share = adverts.filter((advert) => advert.sponsored).length / adverts.length
		expect(share).toBeGreaterThan(0.05)
		expect(share).toBeLessThan(0.15)
		const developer = adverts.find(
			(advert) => advert.title === 'Senior Full Stack Developer (TypeScript)' && advert.sponsored,
		)
		expect(developer?.role).toBe('full-stack-developer')
		expect(developer?.description).toContain('cleaning businesses')
	})
})
