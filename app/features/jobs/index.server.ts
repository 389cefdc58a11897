// What other areas may use of this one, on the server: its services. The rest of the folder is its own.
export { flushViews, recordInteraction } from './interactions.server.ts'
export { pruneWordTallies } from './job-search-words.server.ts'
export { listingStats, searchJobs } from './job-search.server.ts'
export { searchJobsStoredIn, type TransactionSpan } from './job-search-window.server.ts'
export { type JobRow, type JobView, type ListingStatus, toJobView } from './job-views.server.ts'
export { ImportedDuplicateError, lockEmployerListings } from './imported-duplicate.server.ts'
export {
	createJob,
	createJobs,
	deleteJob,
	employerJobs,
	endExpiredPostings,
	findListedJob,
	findOwnJob,
	ListingEndedError,
	type NewJob,
	postJob,
	setJobActive,
	setJobSkills,
} from './jobs.server.ts'
export { LISTED_JOB_SQL, listedJobFilter } from './listed-job.server.ts'
export { applyDestination, countOutboundClick, outboundClicksOf, withOutboundClicks } from './outbound-clicks.server.ts'
export { payComparisonOfJob, withPayComparisons } from './pay-comparison.server.ts'
export { postcodeDistrict, postcodeProblem } from './postcode-districts.server.ts'
export { jobInteractionOperations, jobOperations, JobSchema, jobSummary } from './openapi.ts'
export { JOB_PAGE_ROUTE_ID, LISTING_ROUTE_ID, personalJobPage, personalListing } from './personal-pages.server.ts'
