// /jobs/{id}/apply: the custom application as a page of its own, so that it works without
// JavaScript (a multipart form post, CV included). With JavaScript the job page opens the same
// form in a dialog and posts it here (decision 089). A job applied for on its employer's site
// (imported, issue 32) offers no form here: the page says so, with the button that goes there.
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect } from 'react'
import { data, isRouteErrorResponse, Link, redirect, useNavigation } from 'react-router'
import { CUSTOM_FAILED, CustomApplicationForm, type ApplyFormResult } from '../components/apply-panel.tsx'
import { JobUnavailable } from '../../jobs/components/job-unavailable.tsx'
import { ApplyElsewhereButton } from '../../jobs/components/imported-job.tsx'
import { appliedElsewhereMessage } from '../../jobs/imported-from.ts'
import { clientIpContext, emContext } from '../../../context.ts'
import {
	AlreadyAppliedError,
	AppliedElsewhereError,
	applyWithDetails,
	CvChoiceError,
	JobNotListedError,
	readApplicationForm,
} from '../applications.server.ts'
import { applyPanelState } from '../seeker-applications.server.ts'
import { getOptionalUser } from '../../../platform/auth.server.ts'
import { checkHoneypot } from '../../../platform/honeypot.server.ts'
import { findListedJob } from '../../jobs/jobs.server.ts'
import { parseJobId } from '../../../platform/route-params.ts'
import { hit, RATE_LIMITS, RateLimitedError, tooManyAttempts } from '../../../platform/rate-limit.server.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { UploadRefusedError } from '../../../platform/uploads.server.ts'
import { CustomApplicationSchema } from '../application-schemas.ts'
import { SITE_NAME } from '../../jobs/job-posting.ts'
import { showToast } from '../../../ui/toast.ts'
import type { Route } from './+types/jobs.$id.apply'
import { canonicalLink } from '../../../platform/canonical.ts'

const NOT_FOUND_MESSAGE =
	'This job may have been filled, taken down by the employer, or reached the end of its listing.'

async function listedJobOr404(context: Route.LoaderArgs['context'], idParam: string | undefined) {
	const id = parseJobId(idParam)
	const job = id === null ? null : await findListedJob(context.get(emContext), id)
	if (!job) throw data(NOT_FOUND_MESSAGE, { status: 404, statusText: 'Not Found' })
	return job
}

export async function loader({ params, context }: Route.LoaderArgs) {
	const job = await listedJobOr404(context, params.id)
	const state = await applyPanelState(context.get(emContext), getOptionalUser(context), job.id)
	const elsewhere = job.applyUrl === null ? null : appliedElsewhereMessage(job.company)
	return { job: { id: job.id, title: job.title, company: job.company, location: job.location }, state, elsewhere }
}

/** A refusal as the form shows it: the form's message and any field errors. */
function refused(status: number, formError: string, fieldErrors: Record<string, string[]> = {}) {
	const result: ApplyFormResult = { status: 'error', error: { '': [formError], ...fieldErrors } }
	return data({ result }, { status })
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const job = await listedJobOr404(context, params.id)
	if (job.applyUrl !== null) return refused(409, appliedElsewhereMessage(job.company))
	const em = context.get(emContext)
	const user = getOptionalUser(context)
	if (!user) {
		try {
			await hit(em, RATE_LIMITS.applyPerIp, context.get(clientIpContext))
		} catch (error) {
			if (error instanceof RateLimitedError) {
				const result: ApplyFormResult = { status: 'error', error: { '': [error.message] } }
				return tooManyAttempts(context, { result }, error)
			}
			throw error
		}
	}

	let upload: Awaited<ReturnType<typeof readApplicationForm>>
	try {
		upload = await readApplicationForm(request)
	} catch (error) {
		if (error instanceof UploadRefusedError) return refused(error.status, error.message, error.errors)
		throw error
	}
	checkHoneypot(upload.form)
	const submission = parseWithZod(upload.form, { schema: CustomApplicationSchema })
	if (submission.status !== 'success' || upload.cvErrors) {
		return data(
			{
				result: submission.reply({
					formErrors: ['Please check the highlighted fields.'],
					fieldErrors: upload.cvErrors ? { cv: upload.cvErrors } : {},
				}),
			},
			{ status: 400 },
		)
	}

	try {
		await applyWithDetails(em, { jobId: job.id, user, ...submission.value, cv: upload.cv })
	} catch (error) {
		if (error instanceof AlreadyAppliedError || error instanceof AppliedElsewhereError)
			return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: 409 })
		if (error instanceof CvChoiceError)
			return data(
				{
					result: submission.reply({
						formErrors: ['Please check the highlighted fields.'],
						fieldErrors: { [error.field]: [error.message] },
					}),
				},
				{ status: 400 },
			)
		if (error instanceof JobNotListedError) throw data(NOT_FOUND_MESSAGE, { status: 404, statusText: 'Not Found' })
		throw error
	}
	throw redirect(`/jobs/${job.id}`, {
		headers: await toastHeaders({
			title: 'Application submitted!',
			description: 'Your application has been sent to the employer.',
		}),
	})
}

export default function JobApply({ loaderData, actionData }: Route.ComponentProps) {
	const { job, state } = loaderData
	const navigation = useNavigation()
	const result = actionData?.result
	useEffect(() => {
		if (result?.status !== 'error') return
		const formError = result.error?.['']?.[0]
		showToast({
			...CUSTOM_FAILED,
			description: formError ? `${CUSTOM_FAILED.description}. ${formError}` : CUSTOM_FAILED.description,
		})
	}, [result])

	return (
		<div className="mx-auto max-w-2xl px-4 py-8">
			<Link
				to={`/jobs/${job.id}`}
				className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
			>
				<span aria-hidden="true">←</span> Back to the job
			</Link>
			<h1 className="mt-4 text-2xl font-bold sm:text-3xl">
				{loaderData.elsewhere ? 'Apply for this job' : 'Apply with Custom Details'}
			</h1>
			<p className="mt-1 text-lg text-gray-700">
				{job.title}, {job.company}, {job.location}
			</p>
			<div className="mt-6 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
				{loaderData.elsewhere ? (
					<div className="flex flex-col gap-4">
						<p className="text-gray-800">{loaderData.elsewhere}</p>
						<ApplyElsewhereButton job={job} />
					</div>
				) : state.appliedOn ? (
					<div className="text-green-900">
						<p className="font-semibold">You applied for this job on {state.appliedOn}.</p>
						<Link
							to="/employee-dashboard"
							className="mt-2 inline-block font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
						>
							See your applications
						</Link>
					</div>
				) : (
					<>
						<p className="mb-4 text-sm text-gray-700">
							Fields marked * are required. The employer receives your details and CV.
						</p>
						<CustomApplicationForm
							id={`custom-application-page-${job.id}`}
							action={`/jobs/${job.id}/apply`}
							defaults={state.defaults}
							savedCv={state.savedCv}
							lastResult={result}
							pending={navigation.state === 'submitting'}
						/>
					</>
				)}
			</div>
		</div>
	)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
	if (!loaderData) return [{ title: `Job Not Found | ${SITE_NAME}` }]
	return [
		{ title: `Apply: ${loaderData.job.title}, ${loaderData.job.company} | ${SITE_NAME}` },
		{ name: 'robots', content: 'noindex' },
		canonicalLink(matches, `/jobs/${loaderData.job.id}/apply`),
	]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const notFound = isRouteErrorResponse(error) && error.status === 404
	const title = notFound ? 'Job Not Found' : 'Something went wrong'
	const message = notFound
		? NOT_FOUND_MESSAGE
		: isRouteErrorResponse(error) && typeof error.data === 'string'
			? error.data
			: 'Sorry, we could not send your application. Please try again in a moment.'
	return <JobUnavailable title={title} message={message} />
}
