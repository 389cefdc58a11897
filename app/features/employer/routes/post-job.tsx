import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, useLocation, type ShouldRevalidateFunctionArgs } from 'react-router'
import { EmployerAccessRequired } from '../components/employer-access-required.tsx'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { JobPosted, POSTED_TITLE } from '../components/job-posted.tsx'
import { PostJobForm } from '../components/post-job-form.tsx'
import { emContext } from '../../../context.ts'
import { Job } from '../../../models/job.ts'
import { requireEmployer } from '../../../platform/auth.server.ts'
import { checkHoneypot } from '../../../platform/honeypot.server.ts'
import { postJob, findOwnJob } from '../../jobs/jobs.server.ts'
import { ImportedDuplicateError } from '../../jobs/imported-duplicate.server.ts'
import { paymentPageUrl, paymentsConfigured, startSponsorshipPayment } from '../../payments/payments.server.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { postJobScreenSchema } from '../../jobs/job-schemas.ts'
import { otherAdvertsOf, skillsOfForm } from '../../skills/skill-choice.server.ts'
import { SKILLS_ACTION } from '../../skills/skill-choice.ts'
import { paidPlan, PLAN_QUERY_VALUES } from '../../payments/plans.ts'
import { CONNECTION_PROBLEM, isNetworkError, isOfflineResult } from '../../../ui/offline.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { paymentErrorForScreen } from '../../payments/payment-responses.server.ts'
import type { Route } from './+types/post-job'

const ONLY_EMPLOYERS = 'Only employers can post jobs.'
export const PAYMENT_SETUP_FAILED = 'Job posted successfully, but payment processing failed. Please contact support.'

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireEmployer(context, request, { message: ONLY_EMPLOYERS, signedOut: 'refuse' })
	const em = context.get(emContext)
	const url = new URL(request.url)

	const posted = await findOwnJob(em, user, Number(url.searchParams.get('posted')))
	if (posted)
		return { posted: { id: posted.id, title: posted.title, company: posted.company, salary: posted.salary ?? null } }

	// The employer's last job saves typing the company and contact email again.
	const last = await em.findOne(
		Job,
		{ user: user.id },
		{ orderBy: { postedAt: 'desc', id: 'desc' }, fields: ['company', 'contactEmail'] },
	)
	const requested = PLAN_QUERY_VALUES[url.searchParams.get('plan') ?? '']
	const paymentsAvailable = paymentsConfigured()
	return {
		posted: null,
		paymentsAvailable,
		requestedPlan: requested ? paidPlan(requested)!.name : null,
		defaults: {
			company: last?.company ?? '',
			contactEmail: last?.contactEmail ?? user.email,
			// ?plan= from the pricing pages preselects that plan when it can be bought.
			sponsorshipType: requested && paymentsAvailable ? requested : '',
		},
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireEmployer(context, request, { message: ONLY_EMPLOYERS })
	const form = await request.formData()
	checkHoneypot(form)
	const submission = parseWithZod(form, { schema: postJobScreenSchema(paymentsConfigured()) })
	const skills = skillsOfForm(form, { otherAdverts: await otherAdvertsOf(context.get(emContext), user.id) })
	const addErrors = skills.addError ? { addSkill: [skills.addError] } : undefined
	if (form.get(SKILLS_ACTION)) {
		// "Find skills in my advert" or "Add skill" without script: the same form back, everything
		// typed kept, the skills list read again; nothing else is checked until the job is posted.
		const initialValue = { ...submission.reply().initialValue }
		if (skills.added) delete initialValue.addSkill
		return data({
			result: addErrors ? { initialValue, status: 'error' as const, error: addErrors } : { initialValue },
			skills: skills.choices,
		})
	}
	if (submission.status !== 'success' || addErrors) {
		const errorsByField: Record<string, string[] | null> =
			submission.status === 'success' ? {} : (submission.error ?? {})
		const onlyNeedsConfirmation = Object.entries(errorsByField).every(
			([field, errors]) => field === 'confirmLowPay' || !errors?.length,
		)
		return data(
			{
				result: submission.reply({
					...(onlyNeedsConfirmation && !addErrors ? {} : { formErrors: ['Please check the highlighted fields.'] }),
					...(addErrors ? { fieldErrors: addErrors } : {}),
				}),
				skills: skills.choices,
			},
			{ status: 400 },
		)
	}
	const em = context.get(emContext)
	const chosen = skills.choices.filter((choice) => choice.checked).map((choice) => choice.id)
	const job = await postJob(em, user, { ...submission.value, skills: chosen }).catch((error: unknown) => {
		if (error instanceof ImportedDuplicateError) return error
		throw error
	})
	if (job instanceof ImportedDuplicateError)
		return data(
			{
				result: submission.reply({
					formErrors: ['Please check the highlighted fields.'],
					fieldErrors: { title: [job.message] },
				}),
				skills: skills.choices,
			},
			{ status: 400 },
		)
	const sponsorshipType = submission.value.sponsorshipType
	if (!sponsorshipType) {
		// The confirmation page is the one success message: no toast on top of it.
		throw redirect(`/post-job?posted=${job.id}`)
	}
	// A paid plan: the job is created first, then paid for on /payment. If the payment cannot be
	// set up, the job stays posted (free) and the employer is told so on their dashboard.
	let clientSecret: string
	try {
		;({ clientSecret } = await startSponsorshipPayment(em, user, job.id, sponsorshipType))
	} catch (error) {
		if (!paymentErrorForScreen(error)) throw error
		throw redirect('/employer-dashboard', {
			headers: await toastHeaders({ title: 'Payment Error', description: PAYMENT_SETUP_FAILED, type: 'error' }),
		})
	}
	throw redirect(paymentPageUrl({ jobId: job.id, clientSecret, sponsorshipType }))
}

/** With JavaScript, a post that never reaches the server keeps the form and says so. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
	try {
		return await serverAction()
	} catch (error) {
		if (!isNetworkError(error)) throw error
		return { offline: true, result: { status: 'error' as const, error: { '': [CONNECTION_PROBLEM] } } }
	}
}

export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	return isOfflineResult(actionResult) ? false : defaultShouldRevalidate
}

export default function PostJobScreen({ loaderData, actionData }: Route.ComponentProps) {
	if (loaderData.posted) return <JobPosted job={loaderData.posted} />
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<h1 className="text-3xl font-bold">Post a Job</h1>
			<p className="mt-2 text-gray-700">
				Reach job seekers in Warrington and across Cheshire. Fields marked * are required.
			</p>
			<PostJobForm
				defaults={loaderData.defaults}
				requestedPlan={loaderData.requestedPlan}
				paymentsAvailable={loaderData.paymentsAvailable}
				lastResult={actionData?.result}
				skills={actionData && 'skills' in actionData ? actionData.skills : undefined}
			/>
		</div>
	)
}

export function meta({ loaderData, error }: Route.MetaArgs) {
	// Another error's page sets its own title; a refusal shows this page's panel.
	if (error && !accessRefusalOf(error)) return []
	const title = !loaderData ? 'Employer Access Required' : loaderData.posted ? POSTED_TITLE : 'Post a Job'
	return [
		{ title: `${title} | Warrington Jobs` },
		{
			name: 'description',
			content:
				'Post a job on Warrington Jobs, free or sponsored, and reach local job seekers in Warrington and Cheshire.',
		},
	]
}

/** A visitor not signed in as an employer sees why: signed out, the way to sign in; signed in, the way to their dashboard. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	// Back to this very page after signing in, ?plan= included: the plan chosen on /pricing is kept.
	const { pathname, search } = useLocation()
	const refusal = accessRefusalOf(error)
	if (!refusal) return <ErrorPage error={error} />
	if (refusal.accessRefused === 'wrong-type') return <WrongAccountPage refusal={refusal} />
	return (
		<EmployerAccessRequired
			heading="Employer Access Required"
			message="Sign in with an employer account to post a job."
			link={{ to: `/auth?redirectTo=${encodeURIComponent(pathname + search)}`, label: 'Sign In' }}
		/>
	)
}
