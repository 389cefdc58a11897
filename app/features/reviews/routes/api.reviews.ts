import { emContext } from '../../../context.ts'
import { apiError, apiHandler, methodNotAllowed, readJsonBody, requireApiAuth } from '../../../platform/api.server.ts'
import { pagingHeaders, readPage } from '../../../platform/paging.server.ts'
import { createReview, listReviews, OwnCompanyReviewError, ReviewedRecentlyError } from '../reviews.server.ts'
import { serializeJsonLd } from '../../jobs/job-posting.ts'
import { ReviewInputSchema } from '../review-schema.ts'
import type { Route } from './+types/api.reviews'

const ALLOW = 'GET, POST'

/**
 * JSON whose `<`, `>` and `&` are written as \u escapes: a review's text is the writer's plain
 * text, and a client that drops it into HTML unescaped (or a browser sniffing the body) never
 * meets live markup. JSON.parse gives back the text exactly as written.
 */
function escapedJson(body: unknown, init: ResponseInit = {}) {
	const headers = new Headers(init.headers)
	headers.set('Content-Type', 'application/json; charset=utf-8')
	return new Response(serializeJsonLd(body), { ...init, headers })
}

/**
 * GET /api/reviews?company=: published reviews, newest first, each with the fields of
 * docs/product.md §18 plus `companySlug`; `company` narrows to names containing it. Paged
 * (`limit`, `offset`, X-Total-Count, Link: paging.server.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const url = new URL(request.url)
		const page = readPage(url)
		const reviews = await listReviews(context.get(emContext), { company: url.searchParams.get('company') }, page)
		return escapedJson(reviews.items, { headers: pagingHeaders(url, page, reviews.items.length, reviews.total) })
	})
}

/**
 * POST /api/reviews { companyName, jobTitle, rating, reviewTitle, reviewText, pros, cons, salaryInfo,
 * workLifeBalance, management, culture, isCurrentEmployee }: 201 with the review. 401 signed out,
 * 400 with field errors, 403 for an employer's own company, 409 for a second review of one company
 * within 12 months.
 */
export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(
		async () => {
			if (request.method.toUpperCase() !== 'POST') return methodNotAllowed(ALLOW)
			const { user } = requireApiAuth(context)
			const input = await readJsonBody(request, ReviewInputSchema)
			return escapedJson(await createReview(context.get(emContext), user, input), { status: 201 })
		},
		(error) => {
			if (error instanceof ReviewedRecentlyError) return apiError(409, error.message)
			if (error instanceof OwnCompanyReviewError) return apiError(403, error.message)
			return null
		},
	)
}
