// The public pages that are neither a job, a company, a post nor a course: the listing, the landing
// pages, guides, legal pages and the public lists. Each answers 200 to anyone, is not marked noindex
// and is not kept from crawlers by robots.txt (sitemaps.test.ts holds all three). A page that
// needs an account, a form's own page or a search result is not here (decision 208).
export const PUBLIC_PAGE_PATHS = [
	'/',
	'/blog',
	'/business-directory',
	'/career-advice',
	'/cleaning-jobs',
	'/company-reviews',
	'/contact',
	'/cookies',
	'/employer-outreach',
	'/hiring-resources',
	'/job-post-warrington',
	'/living-in-warrington',
	'/market-insights',
	'/pricing',
	'/privacy',
	'/recruitment-solutions',
	'/support-worker-jobs',
	'/terms',
	'/training',
] as const
