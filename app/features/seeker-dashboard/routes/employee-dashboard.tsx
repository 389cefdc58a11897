// The job seeker's dashboard (docs/product.md §10; decisions 095-097): counts, profile
// completeness, the tabs My Applications, Saved Jobs and Recommendations as links that work
// without JavaScript, and what the marketing pages link here with: a search (search, location)
// and a job alert offer (alerts, category, or any of the listing's filters; decision 157);
// app/features/seeker-dashboard/seeker-dashboard.ts reads those links. The Job Alerts tab manages the seeker's alerts.
import { isRouteErrorResponse } from 'react-router'
import { JobAlertsTab } from '../../alerts/components/job-alerts-tab.tsx'
import { VerifyEmailNotice } from '../../accounts/components/verify-email-notice.tsx'
import { toJobCard } from '../../jobs/components/job-card.tsx'
import { JobAlertOffer, LinkedSearchResults } from '../components/dashboard-linked.tsx'
import { CompleteProfileAlert, DashboardStats, DashboardTabNav } from '../components/dashboard-overview.tsx'
import { ApplicationsTab, RecommendationsTab, SavedJobsTab } from '../components/dashboard-tabs.tsx'
import { ButtonLink } from '../../../ui/button.tsx'
import { emContext } from '../../../context.ts'
import { userApplications } from '../../applying/seeker-applications.server.ts'
import { greetingOf, requireSeeker } from '../../../platform/auth.server.ts'
import { isVerified } from '../../../platform/users.server.ts'
import { searchJobs } from '../../jobs/job-search.server.ts'
import { withPayComparisons } from '../../jobs/pay-comparison.server.ts'
import { jobAlertsOf } from '../../alerts/job-alerts.server.ts'
import { hasQuickApplyProfile } from '../../applying/quick-apply.server.ts'
import { recommendationsFor } from '../../recommendations/recommendations.server.ts'
import { savedJobsOf } from '../../saved-jobs/saved-jobs.server.ts'
import { applicationBadge } from '../application-badge.ts'
import { excerpt, formatLongDate } from '../../../ui/format.ts'
import { JOB_ALERT_FREQUENCIES, type JobAlertFrequency } from '../../alerts/job-alert-schemas.ts'
import { missingProfileParts, profileCompleteness } from '../profile-completeness.ts'
import { DASHBOARD_PATH as PATH, parseTab } from '../dashboard-tabs.ts'
import { linkedAlert, linkedSearch } from '../seeker-dashboard.ts'
import type { Route } from './+types/employee-dashboard'

/** docs/product.md §21: the employee dashboard shows 5 recommendations. */
export const RECOMMENDATIONS_SHOWN = 5
/** Matching jobs shown above the dashboard for a search linked from a marketing page. */
export const SEARCH_RESULTS_SHOWN = 5

/** Only job seekers: signed out to /auth and back, others to their own home with a word why. */
function requireDashboardSeeker(context: Route.LoaderArgs['context'], request: Request) {
	return requireSeeker(context, request, {
		message: 'The job seeker dashboard is for job seeker accounts.',
		wrongType: { redirectHomeWithToast: 'Job seekers only' },
	})
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireDashboardSeeker(context, request)
	const em = context.get(emContext)
	const url = new URL(request.url)
	const now = new Date()
	const tab = parseTab(url)

	const { items: applications } = await userApplications(em, user, undefined, now)
	const { items: saved } = await savedJobsOf(em, user)
	const recommendations = await recommendationsFor(em, user, { now })
	const savedIds = new Set(saved.map((entry) => entry.jobId))

	const search = linkedSearch(url, SEARCH_RESULTS_SHOWN)
	const found = search ? await searchJobs(em, search.query) : null
	// The cards' pay against the local median, for the jobs shown: one query for them all.
	const shownRecommendations = tab === 'recommendations' ? recommendations.slice(0, RECOMMENDATIONS_SHOWN) : []
	const priced = await withPayComparisons(
		em,
		[...shownRecommendations.map(({ job }) => job), ...(found?.jobs ?? [])],
		now,
	)
	const pricedRecommendations = shownRecommendations.map(({ reason }, index) => ({ reason, job: priced[index]! }))
	const pricedFound = priced.slice(shownRecommendations.length)

	const { items: alerts } = await jobAlertsOf(em, user)
	const offer = linkedAlert(url)
	const askedFrequency = url.searchParams.get('frequency') as JobAlertFrequency
	const offerFrequency = JOB_ALERT_FREQUENCIES.includes(askedFrequency) ? askedFrequency : 'daily'

	// The seeker's one CV, wherever it was uploaded.
	const profile = {
		firstName: user.firstName,
		lastName: user.lastName,
		email: user.email,
		hasCv: Boolean(user.cvFile),
		hasQuickApplyProfile: await hasQuickApplyProfile(em, user),
	}

	return {
		firstName: user.firstName,
		// Until the address is proven no mail goes to it and alerts wait (decision 183): the page says so.
		unverifiedEmail: isVerified(user) ? null : user.email,
		greeting: greetingOf(context),
		here: `${PATH}${url.search}`,
		query: url.search,
		tab,
		counts: {
			applications: applications.length,
			saved: saved.length,
			recommendations: recommendations.length,
			alerts: alerts.length,
		},
		completeness: { percent: profileCompleteness(profile), missing: missingProfileParts(profile) },
		applications:
			tab === 'applications'
				? applications.map((application) => ({
						id: application.id,
						appliedAt: application.appliedAt,
						appliedOn: formatLongDate(application.appliedAt),
						badge: applicationBadge(application.appliedAt, now),
						stage:
							application.stage && application.stageChangedAt
								? {
										stage: application.stage,
										on: formatLongDate(application.stageChangedAt),
										changedAt: application.stageChangedAt,
										note: application.stageNote,
									}
								: null,
						cvFileName: application.cvFileName,
						job: application.job,
					}))
				: [],
		saved:
			tab === 'saved'
				? saved.map((entry) => ({
						id: entry.id,
						savedOn: formatLongDate(entry.savedAt),
						job: {
							id: entry.job.id,
							title: entry.job.title,
							company: entry.job.company,
							location: entry.job.location,
							salary: entry.job.salary,
							summary: excerpt(entry.job.description),
							isListed: entry.job.isListed,
						},
					}))
				: [],
		recommendations: pricedRecommendations.map(({ job, reason }) => ({
			reason,
			job: toJobCard(job, now, savedIds.has(job.id)),
		})),
		search:
			search && found
				? {
						words: search.query.search,
						area: search.query.location,
						listingHref: search.listingHref,
						total: found.total,
						capped: found.capped,
						jobs: pricedFound.map((job) => toJobCard(job, now, savedIds.has(job.id))),
					}
				: null,
		alerts: tab === 'alerts' ? alerts : [],
		offer: offer ? { ...offer, frequency: offerFrequency } : null,
	}
}

export default function SeekerDashboard({ loaderData }: Route.ComponentProps) {
	const { counts, completeness, tab, here } = loaderData
	return (
		<div className="mx-auto max-w-6xl px-4 py-10">
			<div className="flex flex-wrap items-end justify-between gap-4">
				<div>
					<h1 className="text-3xl font-bold">Job Seeker Dashboard</h1>
					<p className="mt-1 text-gray-700">
						{loaderData.greeting}, {loaderData.firstName}. Track your applications and find your next job.
					</p>
				</div>
				<div className="flex flex-wrap gap-2">
					<ButtonLink to="/quick-apply-setup" size="lg" className="inline-flex items-center justify-center">
						Quick Apply Setup
					</ButtonLink>
					<ButtonLink to="/profile" variant="secondary" size="lg" className="inline-flex items-center justify-center">
						My Profile
					</ButtonLink>
				</div>
			</div>

			{loaderData.unverifiedEmail ? <VerifyEmailNotice email={loaderData.unverifiedEmail} redirectTo={here} /> : null}
			{loaderData.offer ? (
				<JobAlertOffer offer={loaderData.offer} frequency={loaderData.offer.frequency} alertCount={counts.alerts} />
			) : null}
			{loaderData.search ? <LinkedSearchResults search={loaderData.search} here={here} /> : null}

			<DashboardStats counts={counts} percent={completeness.percent} />
			{completeness.percent < 100 ? (
				<CompleteProfileAlert percent={completeness.percent} missing={completeness.missing} />
			) : null}

			<div className="mt-10">
				<DashboardTabNav query={loaderData.query} tab={tab} counts={counts} />
				<div className="mt-6">
					{tab === 'applications' ? <ApplicationsTab applications={loaderData.applications} /> : null}
					{tab === 'saved' ? <SavedJobsTab saved={loaderData.saved} here={here} /> : null}
					{tab === 'recommendations' ? (
						<RecommendationsTab
							recommendations={loaderData.recommendations}
							total={counts.recommendations}
							here={here}
						/>
					) : null}
					{tab === 'alerts' ? <JobAlertsTab alerts={loaderData.alerts} /> : null}
				</div>
			</div>
		</div>
	)
}

export function meta() {
	return [{ title: 'Job Seeker Dashboard | Warrington Jobs' }, { name: 'robots', content: 'noindex' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const badRequest = isRouteErrorResponse(error) && error.status === 400
	return (
		<div className="mx-auto max-w-2xl px-4 py-16 text-center">
			<h1 className="text-3xl font-bold">{badRequest ? 'Something was not right' : 'Something went wrong'}</h1>
			<p className="mt-4 text-gray-700">
				{badRequest
					? 'That request could not be understood. Please go back to your dashboard and try again.'
					: 'Sorry, we could not show your dashboard. Please try again in a moment.'}
			</p>
			<ButtonLink to={PATH} size="lg" className="mt-8 inline-flex items-center justify-center">
				Back to My Dashboard
			</ButtonLink>
		</div>
	)
}
