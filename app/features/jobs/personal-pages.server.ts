// The listing and a job page as a signed-in job seeker sees them, made from the shared page
// (app/platform/render/personal-page.server.ts, decision 239): their header, their saved hearts
// and, on a job page, the apply panel's data for them. What cannot be put into the shared page
// afterwards goes the ordinary way (null): an employer's or admin's cards and job page (no hearts,
// "View Job", no Quick Apply), and a job page the seeker has applied for (the panel says so).
import type { Personalizer } from '../../platform/render/personal-page.server.ts'
import { parseJobId } from '../../platform/route-params.ts'
import { applyPanelStateOf } from '../applying/seeker-applications.server.ts'
import { heartJobIds, markSavedHearts } from '../saved-jobs/saved-hearts.server.ts'
import { savedJobIdsAmong } from '../saved-jobs/saved-jobs.server.ts'
import { headerUserOf, withSiteHeader } from '../site/components/site-header-html.server.tsx'
import { countView } from './interactions.server.ts'
import { jobVisitOf } from './listed-job.server.ts'

/** React Router's ids of the two routes, whose loader data the browser is given. */
export const LISTING_ROUTE_ID = 'features/jobs/routes/_index'
export const JOB_PAGE_ROUTE_ID = 'features/jobs/routes/jobs.$id'

/** `/`: the seeker's header and the hearts of the jobs shown that they saved (one query). */
export const personalListing: Personalizer = async ({ em, user, url }) => {
	if (user.userType !== 'employee') return null
	const header = headerUserOf(user)
	return async (html) => {
		const saved = await savedJobIdsAmong(em, user, heartJobIds(html))
		return {
			html: markSavedHearts(await withSiteHeader(html, header, url.pathname), saved),
			routeData: { root: { user: header } },
			savedJobIds: [...saved],
		}
	}
}

/**
 * `/jobs/{id}` of a listed job: the seeker's header and heart, the view counted as the page's own
 * loader counts it, and the apply panel's prefill (drawn only once the dialog opens). The job, the
 * saved heart and an application are one query (jobVisitOf).
 */
export const personalJobPage: Personalizer = async ({ em, user, params, url }) => {
	if (user.userType !== 'employee') return null
	const id = parseJobId(params.id)
	const visit = id === null ? null : await jobVisitOf(em, user, id)
	if (!visit) return null
	const { job, saved } = visit
	const apply = job.applyUrl === null ? applyPanelStateOf(user, visit.appliedAt) : null
	if (apply?.appliedOn) return null
	countView(em, user, job)
	const header = headerUserOf(user)
	return async (html) => ({
		html: markSavedHearts(await withSiteHeader(html, header, url.pathname), new Set(saved ? [job.id] : [])),
		routeData: { root: { user: header }, [JOB_PAGE_ROUTE_ID]: { saved, apply } },
		savedJobIds: [],
	})
}
