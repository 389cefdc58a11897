import { describe, expect, test } from 'vitest'
import { apiUser, postedJob } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { reviewInput, uniqueCompany } from '../../../tests/fixtures/reviews.ts'
import { CompanyReview } from '../../models/company-review.ts'
import { companySlug, reviewDate } from './review-schema.ts'
import {
	companyProfile,
	companyRatings,
	createReview,
	hideReview,
	listReviews,
	listReviewsForModeration,
	OwnCompanyReviewError,
	ReviewedRecentlyError,
	ReviewNotFoundError,
} from './reviews.server.ts'
import { NotAnAdminError } from '../admin/admins.server.ts'

const PAGE = { limit: 50, offset: 0 }
const DAY = 86_400_000

describe('writing reviews', () => {
	test('a review is stored unverified, keyed by the company slug, and listed newest first', async () => {
		const { user } = await apiUser('employee')
		const company = uniqueCompany()
		const review = await createReview(await freshEm(), user, reviewInput({ companyName: company }))
		expect(review).toMatchObject({
			userId: user.id,
			companyName: company,
			companySlug: companySlug(company),
			isVerified: false,
			rating: 4,
		})
		const { user: other } = await apiUser('employee')
		const later = await createReview(await freshEm(), other, reviewInput({ companyName: company.toUpperCase() }))
		const listed = await listReviews(await freshEm(), { company: company.slice(0, 12).toLowerCase() }, PAGE)
		expect(listed.items.map((item) => item.id)).toEqual([later.id, review.id])
		expect(listed.total).toBe(2)
	})

	test('one review per person per company in 12 months; the same person may review another company, and again after a year', async () => {
		const { user } = await apiUser('employee')
		const company = uniqueCompany()
		const now = new Date()
		await createReview(
			await freshEm(),
			user,
			reviewInput({ companyName: company }),
			new Date(now.getTime() - 364 * DAY),
		)
		const again = createReview(await freshEm(), user, reviewInput({ companyName: company.toLowerCase() }), now)
		await expect(again).rejects.toBeInstanceOf(ReviewedRecentlyError)
		await expect(again).rejects.toThrow(`You have already reviewed ${company} in the last 12 months`)
		await expect(
			createReview(await freshEm(), user, reviewInput({ companyName: uniqueCompany() })),
		).resolves.toBeTruthy()
		const nextYear = new Date(now.getTime() + 2 * DAY)
		await expect(
			createReview(await freshEm(), user, reviewInput({ companyName: company }), nextYear),
		).resolves.toBeTruthy()
	})

	test('two posts at once keep one review', async () => {
		const { user } = await apiUser('employee')
		const company = uniqueCompany()
		const results = await Promise.allSettled(
			[1, 2].map(async () => createReview(await freshEm(), user, reviewInput({ companyName: company }))),
		)
		expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
		expect(await (await freshEm()).count(CompanyReview, { companyKey: companySlug(company) })).toBe(1)
	})

	test('an employer cannot review a company they post jobs for, but can review another', async () => {
		const { user: employer } = await apiUser('employer')
		const company = uniqueCompany()
		await postedJob(employer, { company }, { isActive: false })
		await expect(
			createReview(await freshEm(), employer, reviewInput({ companyName: `${company.toLowerCase()}.` })),
		).rejects.toBeInstanceOf(OwnCompanyReviewError)
		await expect(
			createReview(await freshEm(), employer, reviewInput({ companyName: uniqueCompany() })),
		).resolves.toBeTruthy()
	})
})

describe('company pages', () => {
	test('averages over published reviews, the reviews, and only listed jobs; unknown slugs are null', async () => {
		const { user: employer } = await apiUser('employer')
		const company = uniqueCompany()
		const listed = await postedJob(employer, { company, title: 'Forklift Driver' })
		await postedJob(employer, { company, title: 'Old Vacancy' }, { isActive: false })
		const ratings = [
			{ rating: 5, workLifeBalance: 4, management: 3, culture: 5 },
			{ rating: 2, workLifeBalance: 2, management: 2, culture: 3 },
			{ rating: 4, workLifeBalance: 5, management: 4, culture: 4 },
		]
		for (const stars of ratings) {
			const { user } = await apiUser('employee')
			await createReview(await freshEm(), user, reviewInput({ companyName: company, ...stars }))
		}
		const profile = await companyProfile(await freshEm(), companySlug(company))
		expect(profile).toMatchObject({
			name: company,
			ratings: { count: 3, rating: 3.7, workLifeBalance: 3.7, management: 3, culture: 4 },
		})
		expect(profile?.jobs.map((job) => job.id)).toEqual([listed.id])
		expect(profile?.reviews).toHaveLength(3)
		expect(await companyProfile(await freshEm(), 'no-such-company-anywhere')).toBeNull()
		expect(await companyProfile(await freshEm(), 'Not A Slug')).toBeNull()
		expect(await companyRatings(await freshEm(), 'no-such-company-anywhere')).toEqual({
			count: 0,
			rating: null,
			workLifeBalance: null,
			management: null,
			culture: null,
		})
	})
})

describe('moderation', () => {
	test('an admin hides a review: it leaves the lists and averages, stays stored and still counts for the yearly rule', async () => {
		const { user: admin } = await apiUser('admin')
		const { user: writer } = await apiUser('employee')
		const { user: fan } = await apiUser('employee')
		const company = uniqueCompany()
		const slug = companySlug(company)
		const rude = await createReview(await freshEm(), writer, reviewInput({ companyName: company, rating: 1 }))
		await createReview(await freshEm(), fan, reviewInput({ companyName: company, rating: 5 }))
		expect((await companyRatings(await freshEm(), slug)).rating).toBe(3)

		const hidden = await hideReview(await freshEm(), admin, rude.id, '  Names a member of staff  ')
		expect(hidden).toMatchObject({ hidden: true, hiddenReason: 'Names a member of staff' })
		expect(hidden.hiddenAt).toBeInstanceOf(Date)

		expect(await companyRatings(await freshEm(), slug)).toMatchObject({ count: 1, rating: 5 })
		expect((await listReviews(await freshEm(), { company }, PAGE)).items.map((item) => item.id)).not.toContain(rude.id)
		expect((await companyProfile(await freshEm(), slug))?.reviews.map((item) => item.id)).not.toContain(rude.id)
		await expect(createReview(await freshEm(), writer, reviewInput({ companyName: company }))).rejects.toBeInstanceOf(
			ReviewedRecentlyError,
		)

		const inbox = await listReviewsForModeration(await freshEm(), { hidden: true }, { limit: 100, offset: 0 })
		expect(inbox.items.find((item) => item.id === rude.id)).toMatchObject({
			hidden: true,
			hiddenReason: 'Names a member of staff',
			authorEmail: writer.email,
		})
		const all = await listReviewsForModeration(await freshEm(), {}, { limit: 100, offset: 0 })
		expect(all.items.find((item) => item.id === rude.id)?.hidden).toBe(true)
		const shown = await listReviewsForModeration(await freshEm(), { hidden: false }, { limit: 100, offset: 0 })
		expect(shown.items.some((item) => item.id === rude.id)).toBe(false)
	})

	test('only an admin may hide, with a reason, a review that exists', async () => {
		const { user: admin } = await apiUser('admin')
		const { user: writer } = await apiUser('employee')
		const review = await createReview(await freshEm(), writer, reviewInput({ companyName: uniqueCompany() }))
		await expect(hideReview(await freshEm(), writer, review.id, 'spite')).rejects.toBeInstanceOf(NotAnAdminError)
		await expect(hideReview(await freshEm(), admin, review.id, '   ')).rejects.toThrow('A reason')
		await expect(hideReview(await freshEm(), admin, 2_000_000_000, 'gone')).rejects.toBeInstanceOf(ReviewNotFoundError)
		const stored = await (await freshEm()).findOneOrFail(CompanyReview, review.id)
		expect(stored.hidden).toBe(false)
	})
})

describe('reviewDate', () => {
	const now = new Date('2026-11-24T12:00:00Z')
	const ago = (days: number) => new Date(now.getTime() - days * DAY)
	test.each([
		[0, 'Today'],
		[1, 'Yesterday'],
		[2, '2 days ago'],
		[29, '29 days ago'],
		[30, '1 month ago'],
		[364, '12 months ago'],
		[365, '1 year ago'],
		[800, '2 years ago'],
	])('%i days ago reads %s', (days, label) => {
		expect(reviewDate(ago(days), now)).toBe(label)
	})
})
