import { describe, expect, test } from 'vitest'
import { apiUser, postedJob, withParams } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, freshEm, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { reviewInput, uniqueCompany } from '../../../../tests/fixtures/reviews.ts'
import { schemaProblems } from '../../../../tests/fixtures/schema-org.ts'
import { createReview, hideReview } from '../reviews.server.ts'
import { companySlug } from '../review-schema.ts'
import * as company from './companies.$slug.tsx'

const load = (slug: string) =>
	callRoute(withParams(company.loader), new Request(`${ORIGIN}/companies/${slug}`), { params: { slug } })

type CompanyPage = {
	name: string
	ratings: { count: number; rating: number | null }
	reviews: { id: number }[]
	jobs: { id: number }[]
	jsonLd: Record<string, unknown> | null
}

describe('/companies/{slug}', () => {
	test('an unknown company is a 404', async () => {
		expect((await load('no-such-company-anywhere')).status).toBe(404)
		expect((await load('Not%20A%20Slug')).status).toBe(404)
	})

	test('a company with a job and no reviews: its page, with no rating data', async () => {
		const { user: employer } = await apiUser('employer')
		const name = uniqueCompany()
		const job = await postedJob(employer, { company: name })
		const page = (await (await load(companySlug(name))).json()) as CompanyPage
		expect(page).toMatchObject({ name, ratings: { count: 0, rating: null }, reviews: [], jsonLd: null })
		expect(page.jobs.map((item) => item.id)).toEqual([job.id])
	})

	test('averages, reviews and a valid EmployerAggregateRating; a hidden review leaves them', async () => {
		const name = uniqueCompany()
		const { user: admin } = await apiUser('admin')
		const written = []
		for (const rating of [5, 4, 1]) {
			const { user } = await apiUser('employee')
			written.push(await createReview(await freshEm(), user, reviewInput({ companyName: name, rating })))
		}
		await hideReview(await freshEm(), admin, written[2]!.id, 'Abusive')
		const response = await load(companySlug(name))
		expect(response.status).toBe(200)
		const page = (await response.json()) as CompanyPage
		expect(page.ratings).toMatchObject({ count: 2, rating: 4.5 })
		expect(page.reviews.map((review) => review.id)).toEqual([written[1]!.id, written[0]!.id])
		expect(page.jsonLd).toEqual({
			'@context': 'https://schema.org',
			'@type': 'EmployerAggregateRating',
			itemReviewed: { '@type': 'Organization', name, url: `${ORIGIN}/companies/${companySlug(name)}` },
			ratingValue: 4.5,
			ratingCount: 2,
			bestRating: 5,
			worstRating: 1,
		})
		expect(schemaProblems(page.jsonLd!)).toEqual([])
	})
})
