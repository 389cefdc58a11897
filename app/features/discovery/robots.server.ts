// /robots.txt (decision 208): crawlers may read every public page, and are kept from what belongs
// to one person or only works signed in (dashboards, the account, the admin's pages), from forms
// that are only the way to do something (apply, Quick Apply, post a job, pay, sign in), from the API
// (but its documentation) and from files. RFC 9309: the longest matching rule wins, `*` matches
// anything. The sitemap index is named for crawlers that start here.
import { config } from '../../platform/config.server.ts'

/** Addresses open to crawlers inside a disallowed area: exactly these (`$` ends the match). */
export const ROBOTS_ALLOW = ['/api/docs$', '/api/openapi.json$'] as const

/** Path prefixes crawlers are kept from, in URL order (app/routes.ts). */
export const ROBOTS_DISALLOW = [
	'/account/',
	'/admin',
	'/alerts/',
	'/api/',
	'/auth',
	'/blog-admin',
	'/candidate-quality',
	'/career-advisor',
	'/career-paths',
	'/certificates/',
	'/company-reviews/new',
	'/employee-dashboard',
	'/employer-dashboard',
	'/files/',
	'/forgot-password',
	'/healthz',
	'/job-alerts',
	'/jobs/*/apply',
	'/jobs/*/quick-apply',
	'/jobs/*/save',
	'/jobs/*/sponsor',
	'/logout',
	'/metrics',
	// Also /payment-success.
	'/payment',
	'/post-job',
	'/preferences',
	// Also /profile-pictures/ and every /profile/ page.
	'/profile',
	'/quick-apply-setup',
	'/readyz',
	'/recommendations',
	'/reset-password',
	'/salary-benchmarking',
	'/submit-business',
	'/talent-pool',
	'/training/*/enroll',
	'/training/*/modules/',
	'/verify-email',
] as const

export function robotsTxt(origin = config.appOrigin) {
	return [
		'User-agent: *',
		...ROBOTS_ALLOW.map((path) => `Allow: ${path}`),
		...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
		'',
		`Sitemap: ${origin}/sitemap.xml`,
		'',
	].join('\n')
}
