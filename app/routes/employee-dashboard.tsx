// The job seeker's dashboard (docs/product.md §10; decisions 095-097): counts, profile
// completeness, the tabs My Applications, Saved Jobs and Recommendations as links that work
// without JavaScript, and what the marketing pages link here with: a search (search, location)
// and a job alert offer (alerts, category).
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation } from 'react-router'
import { z } from 'zod'
import { JobCard, toJobCard } from '../components/jobs/job-card.tsx'
import { SaveJobButton } from '../components/jobs/save-heart.tsx'
import { emContext } from '../context.ts'
import { userApplications } from '../services/seeker-applications.server.ts'
import { requireSeeker } from '../platform/auth.server.ts'
import { searchJobs } from '../services/job-search.server.ts'
import { preferencesOf, savePreferences } from '../services/preferences.server.ts'
import { recommendationsFor } from '../services/recommendations.server.ts'
import { savedJobsOf } from '../services/saved-jobs.server.ts'
import { toastHeaders } from '../platform/toast.server.ts'
import { applicationBadge, type ApplicationBadge } from '../utils/application-badge.ts'
import { excerpt, formatCount, formatLongDate } from '../utils/format.ts'
import { LISTING_AREAS, POST_AREAS } from '../utils/job-options.ts'
import { JobSearchSchema } from '../utils/job-search.ts'
import { PreferencesSchema } from '../utils/preferences-schema.ts'
import { missingProfileParts, profileCompleteness } from '../utils/profile-completeness.ts'
import type { Route } from './+types/employee-dashboard'

const PATH = '/employee-dashboard'
const TABS = ['applications', 'saved', 'recommendations'] as const
type Tab = (typeof TABS)[number]
const TAB_LABELS: Record<Tab, string> = {
	applications: 'My Applications',
	saved: 'Saved Jobs',
	recommendations: 'Recommendations',
}

/** docs/product.md §21: the employee dashboard shows 5 recommendations. */
export const RECOMMENDATIONS_SHOWN = 5
/** Matching jobs shown above the dashboard for a search linked from a marketing page. */
export const SEARCH_RESULTS_SHOWN = 5

/**
 * The job alert categories the marketing pages link with (docs/product.md §17: /cleaning-jobs and
 * /support-worker-jobs), and the listing industry each one is saved as (decision 096).
 */
export const ALERT_CATEGORIES = {
	cleaning: { label: 'cleaning', industry: 'Cleaning Services' },
	'support-worker': { label: 'support worker', industry: 'Social Care' },
} as const
type AlertCategory = keyof typeof ALERT_CATEGORIES
const ALERT_CATEGORY_KEYS = Object.keys(ALERT_CATEGORIES) as [AlertCategory, ...AlertCategory[]]

const SaveAlertSchema = z.object({
	intent: z.literal('save-alert', { error: 'Unknown action' }),
	category: z.enum(ALERT_CATEGORY_KEYS, { error: 'Unknown job alert category' }),
})

/** Only job seekers: signed out to /auth and back, others to their own home with a word why (decision 095). */
function requireDashboardSeeker(context: Route.LoaderArgs['context'], request: Request) {
	return requireSeeker(context, request, {
		message: 'The job seeker dashboard is for job seeker accounts.',
		wrongType: { redirectHomeWithToast: 'Job seekers only' },
	})
}

function parseTab(url: URL): Tab {
	const tab = url.searchParams.get('tab')
	return TABS.includes(tab as Tab) ? (tab as Tab) : 'applications'
}

const AREA_BY_LOWER_NAME = new Map(
	[...LISTING_AREAS.map((area) => area.value), ...POST_AREAS].filter(Boolean).map((area) => [area.toLowerCase(), area]),
)

/**
 * The area a link names, read loosely: the marketing pages send `location=warrington` for the
 * whole town, which is the listing's All Warrington (the empty value); an area is matched
 * whatever its case; an unknown one is left out, so the search covers all of Warrington.
 */
export function areaFromLink(location: string | null) {
	const name = (location ?? '').trim().replace(/\s+/g, ' ').toLowerCase()
	return AREA_BY_LOWER_NAME.get(name) ?? ''
}

/** The search a marketing page linked with, or null when there is none. */
function linkedSearch(url: URL) {
	const words = (url.searchParams.get('search') ?? '').trim().slice(0, 200)
	const location = url.searchParams.get('location')
	if (!words && !location?.trim()) return null
	const area = areaFromLink(location)
	const listing = new URLSearchParams()
	if (words) listing.set('search', words)
	if (area) listing.set('location', area)
	return {
		query: JobSearchSchema.parse({ search: words, location: area, limit: SEARCH_RESULTS_SHOWN, offset: 0 }),
		listingHref: listing.size ? `/?${listing}` : '/',
	}
}

/** The job alert offer a marketing page linked with (`alerts=true&category=...`), or null. */
function linkedAlert(url: URL): AlertCategory | 'unknown' | null {
	if (url.searchParams.get('alerts') !== 'true') return null
	const category = url.searchParams.get('category')
	return category && category in ALERT_CATEGORIES ? (category as AlertCategory) : 'unknown'
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireDashboardSeeker(context, request)
	const em = context.get(emContext)
	const url = new URL(request.url)
	const now = new Date()
	const tab = parseTab(url)

	const applications = await userApplications(em, user)
	const saved = await savedJobsOf(em, user)
	const recommendations = await recommendationsFor(em, user, { now })
	const savedIds = new Set(saved.map((entry) => entry.jobId))

	const search = linkedSearch(url)
	const found = search ? await searchJobs(em, search.query) : null

	const alertCategory = linkedAlert(url)
	let alert:
		| { category: AlertCategory; label: string; industry: string; alreadySaved: boolean }
		| { category: 'unknown' }
		| null = null
	if (alertCategory === 'unknown') alert = { category: 'unknown' }
	else if (alertCategory) {
		const { label, industry } = ALERT_CATEGORIES[alertCategory]
		const preferences = await preferencesOf(em, user)
		alert = {
			category: alertCategory,
			label,
			industry,
			alreadySaved: preferences.preferredIndustries.includes(industry),
		}
	}

	const hasCv = Boolean(user.cvFile || user.cvFileName)
	const profile = { firstName: user.firstName, lastName: user.lastName, email: user.email, hasCv }

	return {
		firstName: user.firstName,
		here: `${PATH}${url.search}`,
		query: url.search,
		tab,
		counts: { applications: applications.length, saved: saved.length, recommendations: recommendations.length },
		completeness: { percent: profileCompleteness(profile), missing: missingProfileParts(profile) },
		applications:
			tab === 'applications'
				? applications.map((application) => ({
						id: application.id,
						appliedAt: application.appliedAt,
						appliedOn: formatLongDate(application.appliedAt),
						badge: applicationBadge(application.appliedAt, now),
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
		recommendations:
			tab === 'recommendations'
				? recommendations
						.slice(0, RECOMMENDATIONS_SHOWN)
						.map(({ job, reason }) => ({ reason, job: toJobCard(job, now, savedIds.has(job.id)) }))
				: [],
		search:
			search && found
				? {
						words: search.query.search,
						area: search.query.location,
						listingHref: search.listingHref,
						total: found.total,
						jobs: found.jobs.map((job) => toJobCard(job, now, savedIds.has(job.id))),
					}
				: null,
		alert,
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireDashboardSeeker(context, request)
	const submission = parseWithZod(await request.formData(), { schema: SaveAlertSchema })
	if (submission.status !== 'success') throw data('This action could not be understood.', { status: 400 })
	const { industry } = ALERT_CATEGORIES[submission.value.category]
	const em = context.get(emContext)
	const preferences = await preferencesOf(em, user)
	if (!preferences.preferredIndustries.includes(industry)) {
		// Through the one schema, so what is stored stays within the lists whatever was there before.
		await savePreferences(
			em,
			user,
			PreferencesSchema.parse({ ...preferences, preferredIndustries: [...preferences.preferredIndustries, industry] }),
		)
	}
	throw redirect(`${PATH}?tab=recommendations`, {
		headers: await toastHeaders({
			title: 'Preferences saved!',
			description: `${industry} jobs will now be part of your recommendations.`,
		}),
	})
}

type LoaderData = Route.ComponentProps['loaderData']

/** The dashboard's own address with another tab, keeping whatever else the link carried. */
function tabHref(query: string, tab: Tab) {
	const params = new URLSearchParams(query)
	params.delete('tab')
	if (tab !== 'applications') params.set('tab', tab)
	return params.size ? `${PATH}?${params}` : PATH
}

const primaryButton =
	'inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800'
const secondaryButton =
	'inline-flex items-center justify-center rounded-md border border-gray-300 bg-white px-4 py-2.5 font-semibold text-gray-900 hover:bg-gray-50'

export default function EmployeeDashboard({ loaderData }: Route.ComponentProps) {
	const { counts, completeness, tab } = loaderData
	return (
		<div className="mx-auto max-w-6xl px-4 py-10">
			<div className="flex flex-wrap items-end justify-between gap-4">
				<div>
					<h1 className="text-3xl font-bold">Job Seeker Dashboard</h1>
					<p className="mt-1 text-gray-700">
						Welcome back, {loaderData.firstName}. Track your applications and find your next job.
					</p>
				</div>
				<div className="flex flex-wrap gap-2">
					<Link to="/quick-apply-setup" className={primaryButton}>
						Quick Apply Setup
					</Link>
					<Link to="/profile" className={secondaryButton}>
						My Profile
					</Link>
				</div>
			</div>

			{loaderData.alert ? <JobAlertOffer alert={loaderData.alert} /> : null}
			{loaderData.search ? <LinkedSearchResults search={loaderData.search} here={loaderData.here} /> : null}

			<section aria-labelledby="stats-heading" className="mt-8">
				<h2 id="stats-heading" className="sr-only">
					Your figures
				</h2>
				<dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
					{(
						[
							['Applications', formatCount(counts.applications)],
							['Saved Jobs', formatCount(counts.saved)],
							['Recommendations', formatCount(counts.recommendations)],
							['Profile Complete', `${completeness.percent}%`],
						] as const
					).map(([label, value]) => (
						<div key={label} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
							<dt className="text-sm font-medium text-gray-700">{label}</dt>
							<dd className="mt-1 text-3xl font-bold" data-stat={label}>
								{value}
							</dd>
						</div>
					))}
				</dl>
			</section>

			{completeness.percent < 100 ? (
				<CompleteProfileAlert percent={completeness.percent} missing={completeness.missing} />
			) : null}

			<div className="mt-10">
				<nav
					aria-label="Dashboard sections"
					className="flex flex-col gap-1 rounded-lg bg-gray-100 p-1 sm:inline-flex sm:flex-row"
				>
					{TABS.map((name) => (
						<Link
							key={name}
							to={tabHref(loaderData.query, name)}
							preventScrollReset
							aria-current={tab === name ? 'page' : undefined}
							className={`whitespace-nowrap rounded-md px-4 py-2 text-center text-sm font-semibold ${tab === name ? 'bg-white text-brand-700 shadow' : 'text-gray-700 hover:text-gray-900'}`}
						>
							{TAB_LABELS[name]} ({formatCount(counts[name])})
						</Link>
					))}
				</nav>
				<div className="mt-6">
					{tab === 'applications' ? <ApplicationsTab applications={loaderData.applications} /> : null}
					{tab === 'saved' ? <SavedJobsTab saved={loaderData.saved} here={loaderData.here} /> : null}
					{tab === 'recommendations' ? (
						<RecommendationsTab
							recommendations={loaderData.recommendations}
							total={counts.recommendations}
							here={loaderData.here}
						/>
					) : null}
				</div>
			</div>
		</div>
	)
}

function CompleteProfileAlert({ percent, missing }: { percent: number; missing: string[] }) {
	return (
		<section
			aria-labelledby="complete-profile-heading"
			className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950"
		>
			<div className="flex flex-wrap items-start justify-between gap-4">
				<div>
					<h2 id="complete-profile-heading" className="text-lg font-semibold">
						Your profile is {percent}% complete
					</h2>
					<p className="mt-1 text-sm">
						{missing.length
							? `Add your ${joinWords(missing)} so employers can see you at your best.`
							: 'Finish your profile so employers can see you at your best.'}
					</p>
				</div>
				<Link to="/profile" className={primaryButton}>
					Complete Profile
				</Link>
			</div>
			<div
				role="progressbar"
				aria-label="Profile completeness"
				aria-valuemin={0}
				aria-valuemax={100}
				aria-valuenow={percent}
				aria-valuetext={`${percent}% complete`}
				className="mt-4 h-3 w-full overflow-hidden rounded-full bg-amber-200"
			>
				<div className="h-full rounded-full bg-amber-600" style={{ width: `${percent}%` }} />
			</div>
		</section>
	)
}

/** "CV", "email and CV", "last name, email and CV". */
function joinWords(words: string[]) {
	return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

function JobAlertOffer({ alert }: { alert: NonNullable<LoaderData['alert']> }) {
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save-alert'
	if (alert.category === 'unknown') {
		return (
			<section aria-labelledby="job-alert-heading" className="mt-6 rounded-lg border border-brand-200 bg-brand-50 p-5">
				<h2 id="job-alert-heading" className="text-lg font-semibold">
					Job alerts
				</h2>
				<p className="mt-1 text-gray-800">
					Choose the kinds of job you want in your job preferences, and matching jobs will appear in your
					recommendations.
				</p>
				<Link to="/preferences" className={`mt-3 ${primaryButton}`}>
					Set Job Preferences
				</Link>
			</section>
		)
	}
	return (
		<section aria-labelledby="job-alert-heading" className="mt-6 rounded-lg border border-brand-200 bg-brand-50 p-5">
			<h2 id="job-alert-heading" className="text-lg font-semibold">
				Job alerts for {alert.label} jobs
			</h2>
			{alert.alreadySaved ? (
				<p className="mt-1 text-gray-800">
					{alert.industry} is already in your job preferences: new {alert.label} jobs appear in your{' '}
					<Link to={tabHref('', 'recommendations')} className="font-semibold text-brand-700 underline">
						recommendations
					</Link>
					.
				</p>
			) : (
				<>
					<p className="mt-1 text-gray-800">
						Save {alert.industry} to your job preferences and new {alert.label} jobs in Warrington will appear in your
						recommendations here.
					</p>
					<Form method="post" className="mt-3 flex flex-wrap gap-2">
						<input type="hidden" name="intent" value="save-alert" />
						<input type="hidden" name="category" value={alert.category} />
						<button type="submit" disabled={busy} className={`${primaryButton} disabled:opacity-70`}>
							{busy ? 'Saving...' : `Save ${alert.industry} to My Preferences`}
						</button>
						<Link to="/preferences" className={secondaryButton}>
							Edit All Preferences
						</Link>
					</Form>
				</>
			)}
		</section>
	)
}

function LinkedSearchResults({ search, here }: { search: NonNullable<LoaderData['search']>; here: string }) {
	const where = search.area || 'Warrington'
	const heading = search.words ? `Jobs matching “${search.words}” in ${where}` : `Jobs in ${where}`
	return (
		<section aria-labelledby="linked-search-heading" className="mt-8">
			<div className="flex flex-wrap items-baseline justify-between gap-2">
				<h2 id="linked-search-heading" className="text-2xl font-bold">
					{heading}
				</h2>
				<p className="text-gray-700">
					{search.total === 1 ? '1 job found' : `${formatCount(search.total)} jobs found`}
				</p>
			</div>
			{search.jobs.length === 0 ? (
				<div className="mt-4 rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center">
					<h3 className="text-lg font-semibold">No jobs found</h3>
					<p className="mt-1 text-gray-700">
						Nothing matches this search right now. Try the full listing with fewer words or another area.
					</p>
					<Link to="/" className="mt-4 inline-block font-semibold text-brand-700 underline">
						Browse All Jobs
					</Link>
				</div>
			) : (
				<>
					<ul className="mt-4 flex flex-col gap-4">
						{search.jobs.map((job) => (
							<li key={job.id}>
								<JobCard job={job} redirectTo={here} />
							</li>
						))}
					</ul>
					{search.total > search.jobs.length ? (
						<Link to={search.listingHref} className={`mt-4 ${secondaryButton}`}>
							See all {formatCount(search.total)} jobs
						</Link>
					) : (
						<Link to={search.listingHref} className="mt-4 inline-block font-semibold text-brand-700 underline">
							Open this search in the jobs listing
						</Link>
					)}
				</>
			)}
		</section>
	)
}

function EmptyTab({ title, text, to, linkText }: { title: string; text: string; to: string; linkText: string }) {
	return (
		<div className="rounded-lg border border-dashed border-gray-300 bg-white p-10 text-center">
			<h3 className="text-lg font-semibold">{title}</h3>
			<p className="mt-1 text-gray-700">{text}</p>
			<Link to={to} className="mt-4 inline-block font-semibold text-brand-700 underline">
				{linkText}
			</Link>
		</div>
	)
}

const BADGE_STYLES: Record<ApplicationBadge, string> = {
	'Just Applied': 'bg-green-100 text-green-900',
	Pending: 'bg-amber-100 text-amber-900',
	'Under Review': 'bg-blue-100 text-blue-900',
}

function ApplicationsTab({ applications }: { applications: LoaderData['applications'] }) {
	return (
		<section aria-labelledby="tab-heading">
			<h2 id="tab-heading" className="sr-only">
				My Applications
			</h2>
			{applications.length === 0 ? (
				<EmptyTab
					title="No applications yet"
					text="Jobs you apply for will appear here, so you can keep track of them."
					to="/"
					linkText="Find Jobs"
				/>
			) : (
				<ul className="flex flex-col gap-4">
					{applications.map((application) => (
						<li key={application.id}>
							<article className="relative rounded-lg border border-gray-200 bg-white p-5 shadow-sm hover:border-brand-600">
								<div className="flex flex-wrap items-start justify-between gap-2">
									<h3 className="text-lg font-semibold">
										<Link
											to={`/jobs/${application.job.id}`}
											className="after:absolute after:inset-0 after:rounded-lg hover:text-brand-700"
										>
											{application.job.title}
										</Link>
									</h3>
									<span
										className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE_STYLES[application.badge]}`}
										data-badge
									>
										{application.badge}
									</span>
								</div>
								<p className="font-medium text-gray-800">{application.job.company}</p>
								<p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
									<span>{application.job.location}</span>
									{application.job.salary ? (
										<span className="font-medium text-green-800">{application.job.salary}</span>
									) : null}
									<span>
										Applied <time dateTime={application.appliedAt}>{application.appliedOn}</time>
									</span>
									{application.cvFileName ? <span>CV: {application.cvFileName}</span> : null}
								</p>
							</article>
						</li>
					))}
				</ul>
			)}
		</section>
	)
}

function SavedJobsTab({ saved, here }: { saved: LoaderData['saved']; here: string }) {
	return (
		<section aria-labelledby="tab-heading">
			<h2 id="tab-heading" className="sr-only">
				Saved Jobs
			</h2>
			{saved.length === 0 ? (
				<EmptyTab
					title="No saved jobs yet"
					text="Press the heart on any job to save it for later; it will wait for you here."
					to="/"
					linkText="Find Jobs"
				/>
			) : (
				<ul className="flex flex-col gap-4">
					{saved.map(({ id, job, savedOn }) => (
						<li key={id}>
							<article className="relative rounded-lg border border-gray-200 bg-white p-5 shadow-sm hover:border-brand-600">
								<div className="flex flex-wrap items-start justify-between gap-2">
									<h3 className="text-lg font-semibold">
										<Link
											to={`/jobs/${job.id}`}
											className="after:absolute after:inset-0 after:rounded-lg hover:text-brand-700"
										>
											{job.title}
										</Link>
									</h3>
									<SaveJobButton job={{ id: job.id, title: job.title, saved: true }} redirectTo={here} />
								</div>
								<p className="font-medium text-gray-800">{job.company}</p>
								<p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
									<span>{job.location}</span>
									{job.salary ? <span className="font-medium text-green-800">{job.salary}</span> : null}
									<span>Saved {savedOn}</span>
								</p>
								{job.isListed ? null : (
									<p className="mt-1 text-sm font-medium text-amber-800">This job is no longer listed.</p>
								)}
								<p className="mt-2 text-sm text-gray-700">{job.summary}</p>
							</article>
						</li>
					))}
				</ul>
			)}
		</section>
	)
}

function RecommendationsTab({
	recommendations,
	total,
	here,
}: {
	recommendations: LoaderData['recommendations']
	total: number
	here: string
}) {
	return (
		<section aria-labelledby="tab-heading">
			<div className="flex flex-wrap items-baseline justify-between gap-2">
				<h2 id="tab-heading" className="text-xl font-semibold">
					Recommended for you
				</h2>
				{total > 0 ? (
					<Link to="/recommendations" className="font-semibold text-brand-700 underline">
						See All<span className="sr-only"> recommendations</span>
					</Link>
				) : null}
			</div>
			{recommendations.length === 0 ? (
				<div className="mt-4">
					<EmptyTab
						title="No recommendations yet"
						text="Set your job preferences, or save and view a few jobs, and we will suggest jobs that suit you."
						to="/preferences"
						linkText="Set Job Preferences"
					/>
				</div>
			) : (
				<ul className="mt-4 flex flex-col gap-4">
					{recommendations.map(({ job, reason }) => (
						<li key={job.id}>
							<JobCard job={job} redirectTo={here} />
							<p className="mt-1 px-1 text-sm text-gray-700">{reason}</p>
						</li>
					))}
				</ul>
			)}
		</section>
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
			<Link to={PATH} className={`mt-8 ${primaryButton}`}>
				Back to My Dashboard
			</Link>
		</div>
	)
}
