import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { z } from 'zod'
import { YourDataSection } from '../../accounts/components/your-data.tsx'
import { VerifyEmailNotice } from '../../accounts/components/verify-email-notice.tsx'
import { applicationsUrl, DASHBOARD_TABS, dashboardUrl, type DashboardTab } from '../components/dashboard-tabs.ts'
import { EmployerFiguresList, EmployerInsightLinks } from '../components/dashboard-summary.tsx'
import { EmployerAccessRequired } from '../components/employer-access-required.tsx'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { EmployerJobs } from '../components/employer-jobs.tsx'
import { ButtonLink } from '../../../ui/button.tsx'
import { emContext } from '../../../context.ts'
import { greetingOf, requireEmployer } from '../../../platform/auth.server.ts'
import { isVerified } from '../../../platform/users.server.ts'
import { moveApplication, stageCountsOf } from '../application-stages.server.ts'
import { applicationsForOwnJob } from '../employer-applications.server.ts'
import { deleteJob, employerJobs, findOwnJob, ListingEndedError, setJobActive } from '../../jobs/jobs.server.ts'
import { withOutboundClicks } from '../../jobs/outbound-clicks.server.ts'
import { PAYMENTS_NOT_CONFIGURED, paymentsConfigured } from '../../payments/payments.server.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { APPLICATION_STAGES, STAGE_LABELS, StageMoveSchema, stageFilterOf } from '../application-stages.ts'
import type { Route } from './+types/employer-dashboard'
import { log } from '../../../platform/logger.server.ts'

export const NOT_AN_EMPLOYER = 'You need to be logged in as an employer to access this dashboard.'
export const DELETE_FAILED = 'Failed to delete job posting. Please try again.'

/** Every button on a job card posts this: what to do, to which job, and the tab to come back to. */
const JobActionSchema = z.object({
	intent: z.enum(['activate', 'deactivate', 'delete'], { error: 'Unknown action' }),
	jobId: z.number({ error: 'Job id is required' }).int().positive(),
	tab: z.enum(DASHBOARD_TABS).default('active'),
})

/** An application's stage form: the move, which application, and the stage the list was filtered by. */
const StageFormSchema = StageMoveSchema.extend({
	intent: z.literal('move-stage'),
	applicationId: z.number({ error: 'Application id is required' }).int().positive(),
	shown: z.enum(APPLICATION_STAGES).optional(),
})

/** A positive whole number from the query, or null when the parameter is absent; anything else names no job. */
function jobIdParam(url: URL, name: string) {
	const value = url.searchParams.get(name)
	if (value === null) return null
	return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireEmployer(context, request, { message: NOT_AN_EMPLOYER, signedOut: 'refuse' })
	const em = context.get(emContext)
	const url = new URL(request.url)

	const jobs = await withOutboundClicks(em, (await employerJobs(em, user)).items)
	const byId = (id: number | null) => (id === null ? null : (jobs.find((job) => job.id === id) ?? notFound()))
	const openJob = byId(jobIdParam(url, 'applications'))
	const deleting = byId(jobIdParam(url, 'confirmDelete'))
	// An unknown stage in the link shows them all.
	const filter = stageFilterOf(url.searchParams.get('stage'))
	const shown = filter === 'unknown' ? null : filter
	const applications = openJob
		? ((await applicationsForOwnJob(em, user, openJob.id, undefined, shown))?.items ?? null)
		: null

	// A card opened from a link shows in its own tab, whatever the link said.
	const focused = deleting ?? openJob
	const tab: DashboardTab = focused
		? focused.status === 'active'
			? 'active'
			: 'inactive'
		: url.searchParams.get('tab') === 'inactive'
			? 'inactive'
			: 'active'
	// A listing past its end is under Inactive at once, not when the periodic task switches it off.
	const active = jobs.filter((job) => job.status === 'active')
	const inactive = jobs.filter((job) => job.status !== 'active')
	const applicationTotal = jobs.reduce((sum, job) => sum + job.applicationCount, 0)

	return {
		firstName: user.firstName,
		// No mail goes to an unverified address (decision 183): the page says so.
		unverifiedEmail: isVerified(user) ? null : user.email,
		greeting: greetingOf(context),
		stats: {
			totalJobs: jobs.length,
			activeJobs: active.length,
			applications: applicationTotal,
			avgPerJob: jobs.length ? Math.round(applicationTotal / jobs.length) : 0,
		},
		tab,
		counts: { active: active.length, inactive: inactive.length },
		jobs: tab === 'active' ? active : inactive,
		open:
			openJob && applications
				? { jobId: openJob.id, applications, shown, counts: await stageCountsOf(em, openJob.id) }
				: null,
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
	const user = await requireEmployer(context, request, { message: NOT_AN_EMPLOYER })
	const form = await request.formData()
	if (form.get('intent') === 'move-stage') return moveStage(context, user, form)
	const submission = parseWithZod(form, { schema: JobActionSchema })
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
			log().error({ err: error, jobId }, 'Deleting a job failed')
			throw redirect(dashboardUrl(tab), {
				headers: await toastHeaders({ title: 'Error', description: DELETE_FAILED, type: 'error' }),
			})
		}
		throw redirect(dashboardUrl(tab), {
			headers: await toastHeaders({ title: 'Job Deleted', description: `“${title}” has been removed.` }),
		})
	}

	try {
		await setJobActive(em, job, intent === 'activate')
	} catch (error) {
		if (!(error instanceof ListingEndedError)) throw error
		throw redirect(dashboardUrl(tab), {
			headers: await toastHeaders({ title: 'Listing ended', description: error.message, type: 'error' }),
		})
	}
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

/**
 * Moves an application from its entry on the dashboard (§22.49), then shows the same list again
 * at that entry; a refused note is shown on its form, someone else's application is a 404.
 */
async function moveStage(
	context: Route.ActionArgs['context'],
	user: Awaited<ReturnType<typeof requireEmployer>>,
	form: FormData,
) {
	const submission = parseWithZod(form, { schema: StageFormSchema })
	if (submission.status !== 'success') {
		const applicationId = Number(form.get('applicationId'))
		if (!Number.isSafeInteger(applicationId)) throw data('This action could not be understood.', { status: 400 })
		return data({ failedMove: { applicationId, result: submission.reply() } }, { status: 400 })
	}
	const { applicationId, stage, note, shown } = submission.value
	const moved = await moveApplication(context.get(emContext), user, applicationId, { stage, note })
	if (!moved?.job) throw data('Application not found', { status: 404 })
	const name = moved.application.applicantName
	throw redirect(`${applicationsUrl(moved.job.id, shown ?? null)}#application-${applicationId}`, {
		headers: await toastHeaders({
			title: 'Application Moved',
			description: moved.moved
				? `${name} is now at ${STAGE_LABELS[stage]}.${moved.mailed ? ' We have emailed them to let them know.' : ''}`
				: `${name} was already at ${STAGE_LABELS[stage]}.`,
		}),
	})
}

export default function EmployerDashboard({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<div className="mx-auto max-w-6xl px-4 py-10">
			<div className="flex flex-wrap items-end justify-between gap-4">
				<div>
					<h1 className="text-3xl font-bold">Employer Dashboard</h1>
					<p className="mt-1 text-gray-700">
						{loaderData.greeting}, {loaderData.firstName}. Manage your job postings and applications.
					</p>
				</div>
				<div className="flex flex-wrap gap-3">
					<ButtonLink to="/employer-dashboard/job-sources" variant="secondary" size="lg">
						Import Jobs
					</ButtonLink>
					<ButtonLink to="/post-job" size="lg">
						Post a New Job
					</ButtonLink>
				</div>
			</div>
			{loaderData.unverifiedEmail ? (
				<VerifyEmailNotice email={loaderData.unverifiedEmail} redirectTo="/employer-dashboard" employer />
			) : null}
			<EmployerInsightLinks />
			<EmployerFiguresList stats={loaderData.stats} />
			<EmployerJobs
				tab={loaderData.tab}
				counts={loaderData.counts}
				jobs={loaderData.jobs}
				now={loaderData.now}
				open={loaderData.open}
				failedMove={actionData?.failedMove ?? null}
				confirmDeleteId={loaderData.confirmDeleteId}
				sponsorshipUnavailable={loaderData.sponsorshipUnavailable}
			/>
			<YourDataSection />
		</div>
	)
}

export function meta({ error }: Route.MetaArgs) {
	// Another error's page sets its own title; a refusal shows this page's panel.
	if (error && !accessRefusalOf(error)) return []
	return [{ title: 'Employer Dashboard | Warrington Jobs' }, { name: 'robots', content: 'noindex' }]
}

/**
 * A signed-out visitor is told the dashboard is for employers, with the way to sign in and come
 * back; a signed-in job seeker or admin gets the page every wrong-account refusal shows (decision
 * 116): who it is for, who they are signed in as, and their own dashboard.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const refusal = accessRefusalOf(error)
	if (!refusal) return <ErrorPage error={error} />
	if (refusal.accessRefused === 'wrong-type') return <WrongAccountPage refusal={refusal} heading="Employer Dashboard" />
	return (
		<EmployerAccessRequired
			heading="Employer Dashboard"
			message={NOT_AN_EMPLOYER}
			alert
			link={{ to: `/auth?redirectTo=${encodeURIComponent('/employer-dashboard')}`, label: 'Sign In' }}
		/>
	)
}
