// What other areas may use of this one, on the server: its services. The rest of the folder is its own.
export { companiesWithPages } from './company-pages.server.ts'
export { reviewOperations } from './openapi.ts'
export { hideReview, listReviewsForModeration, ReviewNotFoundError } from './reviews.server.ts'
