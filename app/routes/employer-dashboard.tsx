import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef } from 'react'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { z } from 'zod'
import { QuickApplyBadge, QuickApplyDetails } from '../components/applying/quick-apply-details.tsx'
import { emContext } from '../context.ts'
import { getOptionalUser } from '../platform/auth.server.ts'
import { applicationsForOwnJob } from '../services/employer-applications.server.ts'
import { deleteJob, employerJobs, findOwnJob, setJobActive } from '../services/jobs.server.ts'
import { PAYMENTS_NOT_CONFIGURED, paymentsConfigured } from '../services/payments.server.ts'
import { toastHeaders } from '../platform/toast.server.ts'
import { formatCount, formatLongDate, formatPence } from '../utils/format.ts'
import { paidPlan, SPONSORSHIP_PLANS } from '../utils/plans.ts'
import type { Route } from './+types/employer-dashboard'

const TABS = ['active', 'inactive'] as const
type Tab = (typeof TABS)[number]

export const NOT_AN_EMPLOYER = 'You need to be logged in as an employer to access this dashboard.'
export const DELETE_FAILED = 'Failed to delete job posting. Please try again.'

/** Every button on a job card posts this: what to do, to which job, and the tab to come back to. */
const JobActionSchema = z.object({
	intent: z.enum(['activate', 'deactivate', 'delete'], { error: 'Unknown action' }),
	jobId: z.number({ error: 'Job id is required' }).int().positive(),
	tab: z.enum(TABS).default('active'),
})

function dashboardUrl(tab: Tab) {
	return tab === 'inactive' ? '/employer-dashboard?tab=inactive' : '/employer-dashboard'
}

/** A positive whole number from the query, or null when the parameter is absent; anything else names no job. */
function jobIdParam(url: URL, name: string) {
	const value = url.searchParams.get(name)
	if (value === null) return null
	return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = getOptionalUser(context)
	if (!user) return data({ access: 'signed-out' as const }, { status: 401 })
	if (user.userType !== 'employer') return data({ access: 'not-employer' as const }, { status: 403 })
	const em = context.get(emContext)
	const url = new URL(request.url)

	const jobs = await employerJobs(em, user)
	const byId = (id: number | null) => (id === null ? null : (jobs.find((job) => job.id === id) ?? notFound()))
	const openJob = byId(jobIdParam(url, 'applications'))
	const deleting = byId(jobIdParam(url, 'confirmDelete'))
	const applications = openJob ? await applicationsForOwnJob(em, user, openJob.id) : null

	// A card opened from a link shows in its own tab, whatever the link said.
	const focused = deleting ?? openJob
	const tab: Tab = focused
		? focused.isActive
			? 'active'
			: 'inactive'
		: url.searchParams.get('tab') === 'inactive'
			? 'inactive'
			: 'active'
	const active = jobs.filter((job) => job.isActive)
	const inactive = jobs.filter((job) => !job.isActive)
	const applicationTotal = jobs.reduce((sum, job) => sum + job.applicationCount, 0)

	return {
		access: 'employer' as const,
		firstName: user.firstName,
		stats: {
			totalJobs: jobs.length,
			activeJobs: active.length,
			applications: applicationTotal,
			avgPerJob: jobs.length ? Math.round(applicationTotal / jobs.length) : 0,
		},
		tab,
		counts: { active: active.length, inactive: inactive.length },
		jobs: tab === 'active' ? active : inactive,
		open: openJob && applications ? { jobId: openJob.id, applications } : null,
		confirmDeleteId: deleting?.id ?? null,
		now: new Date().toISOString(),
		/** Why sponsoring cannot start now, shown instead of the plan choice; null when card payments are on. */
		sponsorshipUnavailable: paymentsConfigured() ? null : PAYMENTS_NOT_CONFIGURED,
	}
}

function notFound(): never {
	throw data('Job not found', { status: 404 })
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = getOptionalUser(context)
	if (!user) throw redirect(`/auth?redirectTo=${encodeURIComponent('/employer-dashboard')}`)
	if (user.userType !== 'employer') throw data(NOT_AN_EMPLOYER, { status: 403 })
	const submission = parseWithZod(await request.formData(), { schema: JobActionSchema })
	if (submission.status !== 'success') throw data('This action could not be understood.', { status: 400 })
	const { intent, jobId, tab } = submission.value
	const em = context.get(emContext)
	const job = await findOwnJob(em, user, jobId)
	if (!job) notFound()

	if (intent === 'delete') {
		const title = job.title
		try {
			await deleteJob(em, job)
		} catch (error) {
			console.error('Deleting job %d failed:', jobId, error)
			throw redirect(dashboardUrl(tab), {
				headers: await toastHeaders({ title: 'Error', description: DELETE_FAILED, type: 'error' }),
			})
		}
		throw redirect(dashboardUrl(tab), {
			headers: await toastHeaders({ title: 'Job Deleted', description: `“${title}” has been removed.` }),
		})
	}

	await setJobActive(em, job, intent === 'activate')
	throw redirect(dashboardUrl(tab), {
		headers: await toastHeaders({
			title: 'Job Updated',
			description:
				intent === 'activate'
					? `“${job.title}” is live again and visible to job seekers.`
					: `“${job.title}” is now hidden from job seekers.`,
		}),
	})
}

export default function EmployerDashboard({ loaderData }: Route.ComponentProps) {
	if (loaderData.access !== 'employer') return <NotAnEmployer signedOut={loaderData.access === 'signed-out'} />
	const { stats, tab, counts, jobs } = loaderData
	return (
		<div className="mx-auto max-w-6xl px-4 py-10">
			<div className="flex flex-wrap items-end justify-between gap-4">
				<div>
					<h1 className="text-3xl font-bold">Employer Dashboard</h1>
					<p className="mt-1 text-gray-700">
						Welcome back, {loaderData.firstName}. Manage your job postings and applications.
					</p>
				</div>
				<Link
					to="/post-job"
					className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
				>
					Post a New Job
				</Link>
			</div>

			<section aria-labelledby="insights-heading" className="mt-8">
				<h2 id="insights-heading" className="sr-only">
					Employer insights
				</h2>
				<ul className="grid gap-4 sm:grid-cols-3">
					{INSIGHT_TILES.map((tile) => (
						<li key={tile.to}>
							<Link
								to={tile.to}
								className="block h-full rounded-lg border border-gray-200 bg-white p-5 shadow-sm hover:border-brand-600 hover:shadow"
							>
								<span className="block font-semibold text-brand-700">{tile.title}</span>
								<span className="mt-1 block text-sm text-gray-700">{tile.description}</span>
							</Link>
						</li>
					))}
				</ul>
			</section>

			<section aria-labelledby="stats-heading" className="mt-8">
				<h2 id="stats-heading" className="sr-only">
					Your figures
				</h2>
				<dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
					{(
						[
							['Total Jobs', stats.totalJobs],
							['Active Jobs', stats.activeJobs],
							['Applications', stats.applications],
							['Avg per Job', stats.avgPerJob],
						] as const
					).map(([label, value]) => (
						<div key={label} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
							<dt className="text-sm font-medium text-gray-700">{label}</dt>
							<dd className="mt-1 text-3xl font-bold" data-stat={label}>
								{formatCount(value)}
							</dd>
						</div>
					))}
				</dl>
			</section>

			<section aria-labelledby="jobs-heading" className="mt-10">
				<h2 id="jobs-heading" className="text-2xl font-bold">
					Your Jobs
				</h2>
				<nav aria-label="Job status" className="mt-4 flex gap-1 rounded-lg bg-gray-100 p-1 sm:inline-flex">
					{TABS.map((name) => (
						<Link
							key={name}
							to={dashboardUrl(name)}
							preventScrollReset
							aria-current={tab === name ? 'page' : undefined}
							className={`flex-1 whitespace-nowrap rounded-md px-4 py-2 text-center text-sm font-semibold ${tab === name ? 'bg-white text-brand-700 shadow' : 'text-gray-700 hover:text-gray-900'}`}
						>
							{name === 'active' ? `Active Jobs (${counts.active})` : `Inactive Jobs (${counts.inactive})`}
						</Link>
					))}
				</nav>
				{jobs.length === 0 ? (
					<EmptyJobs tab={tab} />
				) : (
					<ul className="mt-6 flex flex-col gap-4">
						{jobs.map((job) => (
							<li key={job.id}>
								<JobCard
									job={job}
									tab={tab}
									now={loaderData.now}
									applications={loaderData.open?.jobId === job.id ? loaderData.open.applications : null}
									confirmingDelete={loaderData.confirmDeleteId === job.id}
									sponsorshipUnavailable={loaderData.sponsorshipUnavailable}
								/>
							</li>
						))}
					</ul>
				)}
			</section>
		</div>
	)
}

const INSIGHT_TILES = [
	{
		to: '/salary-benchmarking',
		title: 'Salary Benchmarking',
		description: 'Compare the pay you offer with similar jobs in Warrington.',
	},
	{
		to: '/candidate-quality',
		title: 'Candidate Quality',
		description: 'See how well applicants match the jobs you post.',
	},
	{ to: '/talent-pool', title: 'Talent Pool', description: 'Find local job seekers looking for work like yours.' },
]

function NotAnEmployer({ signedOut }: { signedOut: boolean }) {
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			<h1 className="text-3xl font-bold">Employer Dashboard</h1>
			<p role="alert" className="mt-4 text-gray-700">
				{NOT_AN_EMPLOYER}
			</p>
			<Link
				to={signedOut ? `/auth?redirectTo=${encodeURIComponent('/employer-dashboard')}` : '/'}
				className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
			>
				{signedOut ? 'Sign In' : 'Back to Find Jobs'}
			</Link>
		</div>
	)
}

function EmptyJobs({ tab }: { tab: Tab }) {
	return (
		<div className="mt-6 rounded-lg border border-dashed border-gray-300 bg-white p-10 text-center">
			<h3 className="text-lg font-semibold">{tab === 'active' ? 'No Active Jobs' : 'No Inactive Jobs'}</h3>
			<p className="mt-1 text-gray-700">
				{tab === 'active'
					? 'Post a job to start receiving applications from local job seekers.'
					: 'Jobs you deactivate appear here.'}
			</p>
			{tab === 'active' ? (
				<Link to="/post-job" className="mt-4 inline-block font-semibold text-brand-700 underline">
					Post a Job
				</Link>
			) : null}
		</div>
	)
}

type DashboardJob = Extract<Route.ComponentProps['loaderData'], { access: 'employer' }>['jobs'][number]
type JobApplication = NonNullable<
	Extract<Route.ComponentProps['loaderData'], { access: 'employer' }>['open']
>['applications'][number]

const secondaryButton =
	'inline-flex items-center rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50 disabled:opacity-70'
const dangerButton =
	'inline-flex items-center rounded-md border border-red-300 bg-white px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50'

function JobCard({
	job,
	tab,
	now,
	applications,
	confirmingDelete,
	sponsorshipUnavailable,
}: {
	job: DashboardJob
	tab: Tab
	now: string
	applications: JobApplication[] | null
	confirmingDelete: boolean
	sponsorshipUnavailable: string | null
}) {
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' && navigation.formData?.get('jobId') === String(job.id)
	const expired = job.isActive && job.expiresAt < now
	const here = `?tab=${tab}`
	const headingId = `job-${job.id}-title`
	const applicationCount =
		job.applicationCount === 1 ? '1 application' : `${formatCount(job.applicationCount)} applications`
	return (
		<article
			id={`job-${job.id}`}
			aria-labelledby={headingId}
			className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
		>
			<div className="flex flex-wrap items-start justify-between gap-3">
				<div>
					<h3 id={headingId} className="text-lg font-semibold">
						{job.title}
					</h3>
					<p className="text-sm text-gray-700">
						{job.company} · {job.location}
					</p>
					<p className="mt-1 text-sm text-gray-700">
						Posted {formatLongDate(job.postedAt)} · <span data-application-count>{applicationCount}</span>
					</p>
					{expired ? (
						<p className="mt-1 text-sm font-medium text-amber-800">
							Listing ended on {formatLongDate(job.expiresAt)}; job seekers no longer see it.
						</p>
					) : null}
					<SponsorshipStatus job={job} now={now} />
				</div>
				<div className="flex flex-wrap gap-2">
					{job.isSponsored ? (
						<span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
							Sponsored
						</span>
					) : null}
					<span
						className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${job.isActive ? 'bg-green-100 text-green-900' : 'bg-gray-200 text-gray-800'}`}
					>
						{job.isActive ? 'Active' : 'Inactive'}
					</span>
				</div>
			</div>

			<div className="mt-4 flex flex-wrap gap-2">
				<Link
					to={applications ? here : `${here}&applications=${job.id}#job-${job.id}`}
					preventScrollReset
					className={secondaryButton}
					aria-expanded={applications ? true : false}
					aria-controls={applications ? `job-${job.id}-applications` : undefined}
				>
					{applications ? 'Hide Applications' : 'View Applications'} ({formatCount(job.applicationCount)})
					<span className="sr-only">: {job.title}</span>
				</Link>
				<Link to={`/jobs/${job.id}`} className={secondaryButton}>
					View Job<span className="sr-only">: {job.title}</span>
				</Link>
				<Form method="post" preventScrollReset>
					<input type="hidden" name="intent" value={job.isActive ? 'deactivate' : 'activate'} />
					<input type="hidden" name="jobId" value={job.id} />
					<input type="hidden" name="tab" value={tab} />
					<button type="submit" disabled={busy} className={secondaryButton}>
						{job.isActive ? 'Deactivate' : 'Activate'}
						<span className="sr-only">: {job.title}</span>
					</button>
				</Form>
				{confirmingDelete ? null : (
					<Link to={`${here}&confirmDelete=${job.id}#job-${job.id}`} preventScrollReset className={dangerButton}>
						Delete<span className="sr-only">: {job.title}</span>
					</Link>
				)}
			</div>

			{confirmingDelete ? <ConfirmDelete job={job} tab={tab} busy={busy} /> : null}
			{job.isActive && !expired ? <SponsorJob job={job} now={now} unavailable={sponsorshipUnavailable} /> : null}
			{applications ? <ApplicationList jobId={job.id} title={job.title} applications={applications} /> : null}
		</article>
	)
}

/** A sponsorship running at `now`: its plan and end; null when the job has none running. */
function liveSponsorship(job: DashboardJob, now: string) {
	if (!job.isSponsored || !job.sponsorshipExpiresAt || job.sponsorshipExpiresAt <= now) return null
	return { planName: paidPlan(job.sponsorshipType)?.name ?? 'Sponsorship', endsAt: job.sponsorshipExpiresAt }
}

/** "Featured Job until 28 November 2026", "Sponsorship ended on …", or nothing for a job never sponsored. */
function SponsorshipStatus({ job, now }: { job: DashboardJob; now: string }) {
	const live = liveSponsorship(job, now)
	if (live) {
		return (
			<p className="mt-1 text-sm font-medium text-amber-900" data-sponsorship>
				{live.planName} until <time dateTime={live.endsAt}>{formatLongDate(live.endsAt)}</time>
			</p>
		)
	}
	if (!job.sponsorshipExpiresAt) return null
	return (
		<p className="mt-1 text-sm text-gray-700" data-sponsorship>
			Sponsorship ended on <time dateTime={job.sponsorshipExpiresAt}>{formatLongDate(job.sponsorshipExpiresAt)}</time>
		</p>
	)
}

const PAID_PLANS = SPONSORSHIP_PLANS.filter((plan) => plan.type !== 'free')

/**
 * "Sponsor this job": a disclosure (no script needed) holding a plain form that posts the plan
 * to /jobs/{id}/sponsor, which starts the payment and moves on to /payment.
 */
function SponsorJob({ job, now, unavailable }: { job: DashboardJob; now: string; unavailable: string | null }) {
	const navigation = useNavigation()
	const action = `/jobs/${job.id}/sponsor`
	const starting = navigation.state !== 'idle' && navigation.formAction === action
	const live = liveSponsorship(job, now)
	const headingId = `job-${job.id}-sponsor-heading`
	return (
		<details className="group mt-4 border-t border-gray-200 pt-4">
			<summary className="inline-flex cursor-pointer items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:underline">
				Sponsor this job
				<span className="sr-only">: {job.title}</span>
				<span aria-hidden="true" className="transition-transform group-open:rotate-90">
					›
				</span>
			</summary>
			<section aria-labelledby={headingId} className="mt-3 rounded-md border border-amber-200 bg-amber-50 p-4">
				<h4 id={headingId} className="font-semibold text-amber-950">
					Sponsor “{job.title}”
				</h4>
				<p className="mt-1 text-sm text-amber-950">
					A sponsored job carries the Sponsored badge and is shown above other jobs in Most relevant results.{' '}
					{live
						? `Its ${live.planName} sponsorship runs until ${formatLongDate(live.endsAt)}: buying again adds the new plan’s days to that date.`
						: null}
				</p>
				{unavailable ? (
					<p role="status" className="mt-3 text-sm font-medium text-gray-900">
						{unavailable}
					</p>
				) : (
					<Form method="post" action={action} className="mt-3">
						<fieldset>
							<legend className="text-sm font-medium text-gray-900">Choose a plan</legend>
							<div className="mt-2 flex flex-col gap-2 sm:flex-row">
								{PAID_PLANS.map((plan, index) => (
									<label
										key={plan.type}
										className="flex cursor-pointer items-center gap-2 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
									>
										<input
											type="radio"
											name="sponsorshipType"
											value={plan.type}
											required={index === 0}
											className="h-4 w-4"
										/>
										<span>
											<span className="font-semibold">{plan.name}</span> {formatPence(plan.pricePence)} for{' '}
											{plan.durationDays} days
											{plan.mostPopular ? (
												<span className="ml-1 text-xs font-semibold uppercase text-brand-700">Most Popular</span>
											) : null}
										</span>
									</label>
								))}
							</div>
						</fieldset>
						<button
							type="submit"
							disabled={starting}
							className="mt-3 rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
						>
							{starting ? 'Starting payment...' : 'Continue to Payment'}
						</button>
						<p className="mt-2 text-xs text-gray-700">
							You pay by card on the next page. Prices are in pounds (GBP) and nothing renews automatically.
						</p>
					</Form>
				)}
			</section>
		</details>
	)
}

function ConfirmDelete({ job, tab, busy }: { job: DashboardJob; tab: Tab; busy: boolean }) {
	const headingId = `job-${job.id}-delete-heading`
	// With JavaScript the Delete link this replaces is gone: the question takes the focus instead.
	const panel = useRef<HTMLElement>(null)
	useEffect(() => panel.current?.focus(), [])
	return (
		<section
			ref={panel}
			tabIndex={-1}
			aria-labelledby={headingId}
			className="mt-4 rounded-md border border-red-300 bg-red-50 p-4 text-red-950"
		>
			<h4 id={headingId} className="font-semibold">
				Delete this job?
			</h4>
			<p className="mt-1 text-sm">
				“{job.title}” and its{' '}
				{job.applicationCount === 1 ? 'application' : `${formatCount(job.applicationCount)} applications`} will be
				deleted for good, with any CVs attached. This cannot be undone.
			</p>
			<div className="mt-3 flex flex-wrap gap-2">
				<Form method="post">
					<input type="hidden" name="intent" value="delete" />
					<input type="hidden" name="jobId" value={job.id} />
					<input type="hidden" name="tab" value={tab} />
					<button
						type="submit"
						disabled={busy}
						className="rounded-md bg-red-700 px-3 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70"
					>
						{busy ? 'Deleting...' : 'Yes, Delete Job'}
					</button>
				</Form>
				<Link to={`?tab=${tab}#job-${job.id}`} preventScrollReset className={secondaryButton}>
					Cancel
				</Link>
			</div>
		</section>
	)
}

function ApplicationList({
	jobId,
	title,
	applications,
}: {
	jobId: number
	title: string
	applications: JobApplication[]
}) {
	const headingId = `job-${jobId}-applications-heading`
	return (
		<section
			id={`job-${jobId}-applications`}
			aria-labelledby={headingId}
			className="mt-4 border-t border-gray-200 pt-4"
		>
			<h4 id={headingId} className="font-semibold">
				Applications for {title}
			</h4>
			{applications.length === 0 ? (
				<div className="mt-3 rounded-md bg-gray-50 p-4 text-center">
					<p className="font-semibold">No Applications Yet</p>
					<p className="text-sm text-gray-700">Applications for this job will appear here.</p>
				</div>
			) : (
				<ul className="mt-3 flex flex-col gap-3">
					{applications.map((application) => (
						<li key={application.id} className="rounded-md border border-gray-200 p-4">
							<div className="flex flex-wrap items-baseline justify-between gap-2">
								<p className="font-semibold">
									{application.applicantName} {application.kind === 'quick' ? <QuickApplyBadge /> : null}
								</p>
								<p className="text-sm text-gray-700">Applied {formatLongDate(application.appliedAt)}</p>
							</div>
							<a href={`mailto:${application.applicantEmail}`} className="text-sm font-medium text-brand-700 underline">
								{application.applicantEmail}
							</a>
							{application.message ? (
								<div className="mt-2">
									<p className="text-sm font-medium text-gray-800">Message</p>
									<p className="whitespace-pre-line text-sm text-gray-800">{application.message}</p>
								</div>
							) : null}
							{application.coveringLetter ? (
								<div className="mt-2">
									<p className="text-sm font-medium text-gray-800">Covering letter</p>
									<p className="whitespace-pre-line text-sm text-gray-800">{application.coveringLetter}</p>
								</div>
							) : null}
							{application.cvFileName ? (
								<p className="mt-2 text-sm">
									<span className="font-medium text-gray-800">CV: </span>
									{application.cvFileUrl ? (
										<a
											href={application.cvFileUrl}
											download={application.cvFileName}
											className="font-medium text-brand-700 underline"
										>
											{application.cvFileName}
											<span className="sr-only"> (download)</span>
										</a>
									) : (
										<span>{application.cvFileName} (no longer stored)</span>
									)}
								</p>
							) : null}
							<QuickApplyDetails details={application.quickApplyProfile} videoPitchUrl={application.videoPitchUrl} />
						</li>
					))}
				</ul>
			)}
		</section>
	)
}

export function meta() {
	return [{ title: 'Employer Dashboard | Warrington Jobs' }, { name: 'robots', content: 'noindex' }]
}
