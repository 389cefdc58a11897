// Company reviews (docs/product.md §12, §22.21; decisions 120 and 121).
//
// How to use it: screens and the API call createReview / listReviews / companyProfile and map
// the domain errors below once each (409 for ReviewedRecentlyError, 403 for OwnCompanyReviewError).
// The admin inbox calls listReviewsForModeration and hideReview. A hidden review leaves every
// public list and average; nothing here deletes a review.
import type { EntityManager } from '@mikro-orm/postgresql'
import { CompanyReview } from '../../models/company-review.ts'
import { Job } from '../../models/job.ts'
import { User as UserEntity, type User } from '../../models/user.ts'
import type { Page, Paged } from '../../platform/paging.server.ts'
import { hit, RATE_LIMITS } from '../../platform/rate-limit.server.ts'
import { companySlug, type ReviewInput } from './review-schema.ts'
import { assertAdmin } from '../admin/admins.server.ts'

/** One review per person per company in this many days (§22.21). */
const REVIEW_INTERVAL_DAYS = 365

/** companySlug (utils/review-ratings.ts) in SQL, over a job's `company` column. */
export const COMPANY_SLUG_SQL = `trim(both '-' from regexp_replace(replace(lower(company), '&', ' '), '[^a-z0-9]+', '-', 'g'))`

export class ReviewedRecentlyError extends Error {
	readonly nextReviewAt: Date
	constructor(companyName: string, nextReviewAt: Date) {
		const date = nextReviewAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })
		super(`You have already reviewed ${companyName} in the last 12 months. You can review it again from ${date}.`)
		this.nextReviewAt = nextReviewAt
	}
}

export class OwnCompanyReviewError extends Error {
	constructor(companyName: string) {
		super(`You cannot review ${companyName}: it is a company you post jobs for.`)
	}
}

export class ReviewNotFoundError extends Error {
	constructor() {
		super('Review not found')
	}
}

export type ReviewView = {
	id: number
	userId: number
	companyName: string
	companySlug: string
	jobTitle: string | null
	rating: number
	reviewTitle: string
	reviewText: string
	pros: string | null
	cons: string | null
	salaryInfo: string | null
	workLifeBalance: number
	management: number
	culture: number
	isCurrentEmployee: boolean
	isVerified: boolean
	createdAt: string
}

function reviewView(review: CompanyReview): ReviewView {
	return {
		id: review.id,
		userId: review.user.id,
		companyName: review.companyName,
		companySlug: review.companyKey,
		jobTitle: review.jobTitle ?? null,
		rating: review.rating,
		reviewTitle: review.reviewTitle,
		reviewText: review.reviewText,
		pros: review.pros ?? null,
		cons: review.cons ?? null,
		salaryInfo: review.salaryInfo ?? null,
		workLifeBalance: review.workLifeBalance,
		management: review.management,
		culture: review.culture,
		isCurrentEmployee: review.isCurrentEmployee,
		isVerified: review.isVerified,
		createdAt: review.createdAt.toISOString(),
	}
}

/** Whether this employer posts (or posted) jobs under the company's name: how "their own company" is known. */
async function isOwnCompany(em: EntityManager, user: Pick<User, 'id' | 'userType'>, slug: string) {
	if (user.userType !== 'employer') return false
	const rows = await em
		.getConnection()
		.execute(`select 1 from job where user_id = ? and ${COMPANY_SLUG_SQL} = ? limit 1`, [user.id, slug])
	return rows.length > 0
}

/**
 * Publishes a review by a signed-in user. Refused for an employer's own company, and for a
 * second review of one company by one person within 12 months (hidden reviews count too, so
 * hiding a review does not open the door to another). A lock on the user and company makes two
 * posts at once count as two. At most 10 reviews an hour from one account.
 */
export async function createReview(em: EntityManager, user: User, input: ReviewInput, now = new Date()) {
	await hit(em, RATE_LIMITS.reviewPerUser, String(user.id))
	const slug = companySlug(input.companyName)
	if (await isOwnCompany(em, user, slug)) throw new OwnCompanyReviewError(input.companyName)
	return em.transactional(async (tx) => {
		await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`review:${user.id}:${slug}`])
		const since = new Date(now.getTime() - REVIEW_INTERVAL_DAYS * 86_400_000)
		const earlier = await tx.findOne(
			CompanyReview,
			{ user: user.id, companyKey: slug, createdAt: { $gt: since } },
			{ orderBy: { createdAt: 'desc' } },
		)
		if (earlier) {
			const next = new Date(earlier.createdAt.getTime() + REVIEW_INTERVAL_DAYS * 86_400_000)
			throw new ReviewedRecentlyError(earlier.companyName, next)
		}
		const review = tx.create(CompanyReview, {
			...input,
			user: user.id,
			companyKey: slug,
			createdAt: now,
			isVerified: false,
			hidden: false,
		})
		await tx.flush()
		return reviewView(review)
	})
}

/** Escapes LIKE's wildcards so a search for "50%" looks for that text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/**
 * Published reviews, newest first; `company` narrows them to companies whose name contains it
 * (any case) or whose slug it is.
 */
export async function listReviews(
	em: EntityManager,
	filter: { company?: string | null },
	page: Page,
): Promise<Paged<ReviewView>> {
	const company = filter.company?.trim()
	const where = company
		? {
				hidden: false,
				$or: [{ companyName: { $ilike: likePattern(company) } }, { companyKey: companySlug(company) || '-' }],
			}
		: { hidden: false }
	const [reviews, total] = await em.findAndCount(CompanyReview, where, {
		orderBy: { createdAt: 'desc', id: 'desc' },
		limit: page.limit,
		offset: page.offset,
	})
	return { items: reviews.map(reviewView), total }
}

type CompanyRatings = {
	count: number
	rating: number | null
	workLifeBalance: number | null
	management: number | null
	culture: number | null
}

/** The averages of a company's published reviews, to one decimal place; nulls with none. */
export async function companyRatings(em: EntityManager, slug: string): Promise<CompanyRatings> {
	const [row] = await em
		.getConnection()
		.execute<
			{ count: string; rating: string | null; wlb: string | null; management: string | null; culture: string | null }[]
		>(
			`select count(*) as count, round(avg(rating), 1) as rating, round(avg(work_life_balance), 1) as wlb,
		 round(avg(management), 1) as management, round(avg(culture), 1) as culture
		 from company_review where company_key = ? and not hidden`,
			[slug],
		)
	const number = (value: string | null | undefined) => (value == null ? null : Number(value))
	return {
		count: Number(row?.count ?? 0),
		rating: number(row?.rating),
		workLifeBalance: number(row?.wlb),
		management: number(row?.management),
		culture: number(row?.culture),
	}
}

type CompanyJob = { id: number; title: string; location: string; salary: string | null; postedAt: string }

/** How many reviews and open jobs a company page shows. */
const COMPANY_PAGE_REVIEWS = 50
const COMPANY_PAGE_JOBS = 20

/**
 * A company's page: its name, averages, published reviews and listed jobs. Null when the slug
 * names no company with a published review or a listed job.
 */
export async function companyProfile(em: EntityManager, slug: string, now = new Date()) {
	if (!slug || slug !== companySlug(slug)) return null
	const jobIds = (
		await em
			.getConnection()
			.execute<{ id: number }[]>(
				`select id from job where is_active and expires_at > ? and ${COMPANY_SLUG_SQL} = ? order by posted_at desc limit ?`,
				[now, slug, COMPANY_PAGE_JOBS],
			)
	).map((row) => row.id)
	const jobs = jobIds.length ? await em.find(Job, { id: { $in: jobIds } }, { orderBy: { postedAt: 'desc' } }) : []
	const [reviews, ratings] = await Promise.all([
		em.find(
			CompanyReview,
			{ companyKey: slug, hidden: false },
			{ orderBy: { createdAt: 'desc', id: 'desc' }, limit: COMPANY_PAGE_REVIEWS },
		),
		companyRatings(em, slug),
	])
	if (!jobs.length && !reviews.length) return null
	return {
		slug,
		// The name its employer writes on a job, else the name its latest review gives.
		name: jobs[0]?.company ?? reviews[0]!.companyName,
		ratings,
		reviews: reviews.map(reviewView),
		jobs: jobs.map((job): CompanyJob => ({
			id: job.id,
			title: job.title,
			location: job.location,
			salary: job.salary ?? null,
			postedAt: job.postedAt.toISOString(),
		})),
	}
}

type ModerationReview = ReviewView & {
	authorEmail: string
	hidden: boolean
	hiddenReason: string | null
	hiddenAt: string | null
}

/** Every review for the admin inbox, newest first, hidden ones included and marked. */
export async function listReviewsForModeration(
	em: EntityManager,
	filter: { hidden?: boolean },
	page: Page,
): Promise<Paged<ModerationReview>> {
	const where = filter.hidden === undefined ? {} : { hidden: filter.hidden }
	const [reviews, total] = await em.findAndCount(CompanyReview, where, {
		orderBy: { createdAt: 'desc', id: 'desc' },
		limit: page.limit,
		offset: page.offset,
		populate: ['user'],
	})
	return {
		items: reviews.map((review) => ({
			...reviewView(review),
			authorEmail: review.user.email,
			hidden: review.hidden,
			hiddenReason: review.hiddenReason ?? null,
			hiddenAt: review.hiddenAt?.toISOString() ?? null,
		})),
		total,
	}
}

/**
 * Hides a review with the admin's reason: it leaves the lists and the averages, and stays
 * stored (and still counts for the one-a-year rule). Hiding it again keeps the first time and
 * reason.
 */
export async function hideReview(
	em: EntityManager,
	admin: Pick<User, 'id' | 'userType'>,
	reviewId: number,
	reason: string,
	now = new Date(),
) {
	assertAdmin(admin, 'Only an admin can hide a review')
	const why = reason.trim()
	if (!why) throw new RangeError('A reason for hiding the review is required')
	const review = Number.isSafeInteger(reviewId) && reviewId > 0 ? await em.findOne(CompanyReview, reviewId) : null
	if (!review) throw new ReviewNotFoundError()
	if (!review.hidden) {
		review.hidden = true
		review.hiddenReason = why.slice(0, 500)
		review.hiddenAt = now
		review.hiddenBy = em.getReference(UserEntity, admin.id)
		await em.flush()
	}
	return review
}
