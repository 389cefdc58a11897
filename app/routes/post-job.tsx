import {
	getFormProps,
	getInputProps,
	getSelectProps,
	getTextareaProps,
	useForm,
	type FieldMetadata,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useId } from 'react'
import { data, Form, Link, redirect, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router'
import { z } from 'zod'
import { ErrorList, Field, FormAlert, HoneypotField, SubmitButton } from '../components/ui/forms.tsx'
import { emContext } from '../context.ts'
import { Job } from '../models/job.ts'
import { getOptionalUser } from '../platform/auth.server.ts'
import { checkHoneypot } from '../platform/honeypot.server.ts'
import { createJob, findOwnJob } from '../services/jobs.server.ts'
import { paymentPageUrl, paymentsConfigured, startSponsorshipPayment } from '../services/payments.server.ts'
import { toastHeaders } from '../platform/toast.server.ts'
import { formatPence } from '../utils/format.ts'
import { POST_AREAS, POST_INDUSTRIES, POST_JOB_TYPES, type SponsorshipType } from '../utils/job-options.ts'
import { PostJobFormSchema } from '../utils/job-schemas.ts'
import { PAYMENTS_NOT_CONFIGURED } from '../utils/payments.ts'
import { PLAN_QUERY_VALUES, SPONSORSHIP_PLANS } from '../utils/plans.ts'
import {
	formatEffectiveDate,
	formatHourlyPay,
	lowPayWarning,
	MINIMUM_WAGE_BANDS,
	type LowPay,
} from '../utils/minimum-wage.ts'
import { CONNECTION_PROBLEM, isNetworkError, isOfflineResult } from '../utils/offline.ts'
import { paymentErrorForScreen } from './payment-errors.server.ts'
import type { Route } from './+types/post-job'

/**
 * The plans as the form shows them, from the server's plan table (app/utils/plans.ts). Free
 * Posting is the empty choice; the paid ones are bought on /payment after the job is created
 * (docs/decisions/050 and 073).
 */
const PLANS = SPONSORSHIP_PLANS.map((plan) => ({
	id: plan.type === 'free' ? null : plan.type,
	name: plan.name,
	price: formatPence(plan.pricePence),
	duration: `${plan.durationDays} days`,
	popular: plan.mostPopular,
}))

export const LOW_PAY_CONFIRMATION_REQUIRED = 'Confirm that this pay is lawful before publishing, or change the salary.'
export const PAYMENT_SETUP_FAILED = 'Job posted successfully, but payment processing failed. Please contact support.'
const POSTED_TITLE = 'Job posted successfully!'
const POSTED_DESCRIPTION = 'Your job listing is now live and visible to job seekers.'
/** Seconds the confirmation stays before the move to the dashboard (specification section 9: 2000 ms). */
const REDIRECT_SECONDS = 2

/**
 * The post form's schema: the shared job schema, plus the employer's confirmation when the pay
 * is below the lowest minimum wage rate in force (PRODUCT.md item 18), and no paid plan while
 * card payments are not configured. The same schema runs in the browser and on the server, so
 * the warning appears before the first submission with JavaScript and in the server's answer
 * to it without.
 */
function postJobScreenSchema(paymentsAvailable: boolean) {
	return PostJobFormSchema.extend({
		confirmLowPay: z.boolean().optional(),
	}).superRefine((value, ctx) => {
		if (value.sponsorshipType && !paymentsAvailable)
			ctx.addIssue({ code: 'custom', path: ['sponsorshipType'], message: PAYMENTS_NOT_CONFIGURED })
		if (typeof value.salary === 'string' && lowPayWarning(value.salary) && !value.confirmLowPay) {
			ctx.addIssue({ code: 'custom', path: ['confirmLowPay'], message: LOW_PAY_CONFIRMATION_REQUIRED })
		}
	})
}
type PostJobScreenSchema = ReturnType<typeof postJobScreenSchema>

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = getOptionalUser(context)
	if (!user) return data({ access: 'signed-out' as const }, { status: 401 })
	if (user.userType !== 'employer') return data({ access: 'not-employer' as const }, { status: 403 })
	const em = context.get(emContext)
	const url = new URL(request.url)

	const posted = await findOwnJob(em, user, Number(url.searchParams.get('posted')))
	if (posted)
		return { access: 'employer' as const, posted: { id: posted.id, title: posted.title, company: posted.company } }

	// The employer's last job saves typing the company and contact email again.
	const last = await em.findOne(
		Job,
		{ user: user.id },
		{ orderBy: { postedAt: 'desc', id: 'desc' }, fields: ['company', 'contactEmail'] },
	)
	const requested = PLAN_QUERY_VALUES[url.searchParams.get('plan') ?? '']
	const paymentsAvailable = paymentsConfigured()
	return {
		access: 'employer' as const,
		posted: null,
		paymentsAvailable,
		requestedPlan: requested ? PLANS.find((plan) => plan.id === requested)!.name : null,
		defaults: {
			company: last?.company ?? '',
			contactEmail: last?.contactEmail ?? user.email,
			// ?plan= from the pricing pages preselects that plan when it can be bought.
			sponsorshipType: requested && paymentsAvailable ? requested : '',
		},
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = getOptionalUser(context)
	if (!user) throw redirect(`/auth?redirectTo=${encodeURIComponent('/post-job')}`)
	if (user.userType !== 'employer') throw data('Only employers can post jobs.', { status: 403 })
	const form = await request.formData()
	checkHoneypot(form)
	const submission = parseWithZod(form, { schema: postJobScreenSchema(paymentsConfigured()) })
	if (submission.status !== 'success') {
		const onlyNeedsConfirmation = Object.entries(submission.error ?? {}).every(
			([field, errors]) => field === 'confirmLowPay' || !errors?.length,
		)
		return data(
			{
				result: submission.reply(onlyNeedsConfirmation ? {} : { formErrors: ['Please check the highlighted fields.'] }),
			},
			{ status: 400 },
		)
	}
	const em = context.get(emContext)
	const job = await createJob(em, user, submission.value)
	const sponsorshipType = submission.value.sponsorshipType
	if (!sponsorshipType) {
		throw redirect(`/post-job?posted=${job.id}`, {
			headers: await toastHeaders({ title: POSTED_TITLE, description: POSTED_DESCRIPTION }),
		})
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
	if (loaderData.access !== 'employer') return <EmployerAccessRequired signedOut={loaderData.access === 'signed-out'} />
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
			/>
		</div>
	)
}

function EmployerAccessRequired({ signedOut }: { signedOut: boolean }) {
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			<h1 className="text-3xl font-bold">Employer Access Required</h1>
			<p className="mt-4 text-gray-700">
				{signedOut
					? 'Sign in with an employer account to post a job.'
					: 'Only employer accounts can post jobs. Sign in with an employer account to continue.'}
			</p>
			<Link
				to={signedOut ? `/auth?redirectTo=${encodeURIComponent('/post-job')}` : '/auth'}
				className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2"
			>
				{signedOut ? 'Sign In' : 'Go to Sign In'}
			</Link>
		</div>
	)
}

function JobPosted({ job }: { job: { id: number; title: string; company: string } }) {
	const linkClass = 'rounded-md border border-gray-300 bg-white px-4 py-2 font-semibold text-gray-900 hover:bg-gray-50'
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			{/* Works without JavaScript, and React hoists it into <head> when rendered on the client. */}
			<meta httpEquiv="refresh" content={`${REDIRECT_SECONDS};url=/employer-dashboard`} />
			<h1 className="text-3xl font-bold">{POSTED_TITLE}</h1>
			<p role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 p-3 text-green-900">
				{POSTED_DESCRIPTION}
			</p>
			<p className="mt-4 text-gray-700">
				<strong>{job.title}</strong> at {job.company}
			</p>
			<p className="mt-2 text-sm text-gray-600">
				Taking you to your dashboard in {REDIRECT_SECONDS} seconds...{' '}
				{/* Full page loads, which also cancel the pending refresh. */}
				<Link to="/employer-dashboard" reloadDocument className="font-medium text-brand-700 underline">
					Go now
				</Link>
			</p>
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				<Link to="/" reloadDocument className={linkClass}>
					View All Jobs
				</Link>
				<Link to={`/jobs/${job.id}`} reloadDocument className={linkClass}>
					View Job
				</Link>
				<Link
					to="/post-job"
					reloadDocument
					className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
				>
					Post Another Job
				</Link>
			</div>
		</div>
	)
}

type LoadedForm = Extract<Route.ComponentProps['loaderData'], { requestedPlan: unknown }>
type LastResult = NonNullable<Route.ComponentProps['actionData']>['result']

function PostJobForm({
	defaults,
	requestedPlan,
	paymentsAvailable,
	lastResult,
}: {
	defaults: LoadedForm['defaults']
	requestedPlan: LoadedForm['requestedPlan']
	paymentsAvailable: boolean
	lastResult?: LastResult
}) {
	const navigation = useNavigation()
	const pending = navigation.state === 'submitting'
	const schema = postJobScreenSchema(paymentsAvailable)
	const [form, fields] = useForm<z.input<PostJobScreenSchema>>({
		id: 'post-job',
		lastResult,
		constraint: getZodConstraint(schema),
		defaultValue: defaults,
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
	})
	const salary = fields.salary.value ?? fields.salary.initialValue
	const lowPay = lowPayWarning(typeof salary === 'string' ? salary : undefined)
	// Shown once a submission has asked for the confirmation (and while it is ticked), never
	// mid-typing: "£1" on the way to "£15,000" is not a warning.
	const askConfirmation = lowPay && (fields.confirmLowPay.errors?.length || fields.confirmLowPay.value)

	return (
		<Form method="post" className="relative mt-8 flex flex-col gap-6" {...getFormProps(form)}>
			<FormAlert title="Error posting job" errors={form.errors} />
			<HoneypotField />
			<section className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
				<h2 className="text-xl font-semibold">Job Details</h2>
				<Field
					label="Job Title *"
					inputProps={{ ...getInputProps(fields.title, { type: 'text' }), placeholder: 'e.g. Warehouse Operative' }}
					errors={fields.title.errors}
				/>
				<Field
					label="Company Name *"
					inputProps={{ ...getInputProps(fields.company, { type: 'text' }), autoComplete: 'organization' }}
					errors={fields.company.errors}
				/>
				<div className="grid gap-4 sm:grid-cols-2">
					<SelectField label="Location *" field={fields.location} placeholder="Select location" options={POST_AREAS} />
					<Field
						label="Salary (optional)"
						inputProps={{
							...getInputProps(fields.salary, { type: 'text', ariaDescribedBy: `${fields.salary.id}-hint` }),
							placeholder: 'e.g. £25,000 - £30,000',
						}}
						errors={fields.salary.errors}
					/>
				</div>
				<p id={`${fields.salary.id}-hint`} className="-mt-2 text-sm text-gray-600">
					A yearly salary such as £25,000 - £30,000, or hourly pay such as £12.71 per hour.
				</p>
				{askConfirmation ? <LowPayWarning lowPay={lowPay} field={fields.confirmLowPay} /> : null}
				<div className="grid gap-4 sm:grid-cols-2">
					<SelectField
						label="Job Type *"
						field={fields.jobType}
						placeholder="Select job type"
						options={POST_JOB_TYPES}
					/>
					<SelectField
						label="Industry *"
						field={fields.industry}
						placeholder="Select industry"
						options={POST_INDUSTRIES}
					/>
				</div>
				<TextareaField
					label="Job Description *"
					field={fields.description}
					hint="Describe the role, hours, requirements and benefits (at least 30 characters)."
				/>
				<Field
					label="Contact Email *"
					inputProps={{ ...getInputProps(fields.contactEmail, { type: 'email' }), autoComplete: 'email' }}
					errors={fields.contactEmail.errors}
				/>
			</section>
			<SponsorshipPlans
				field={fields.sponsorshipType}
				requestedPlan={requestedPlan}
				paymentsAvailable={paymentsAvailable}
			/>
			<SubmitButton pending={pending} pendingText="Posting job...">
				Post Job
			</SubmitButton>
		</Form>
	)
}

function LowPayWarning({ lowPay, field }: { lowPay: LowPay; field: FieldMetadata<boolean | undefined> }) {
	const { rates } = lowPay
	return (
		<div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
			<p className="font-semibold">This pay is below the UK minimum wage</p>
			<p className="mt-1 text-sm">
				{formatHourlyPay(lowPay.hourlyPence)} an hour is less than the lowest rate in force,{' '}
				{formatHourlyPay(lowPay.lowestPence)} an hour. The rates from {formatEffectiveDate(rates)} are:
			</p>
			<ul className="mt-2 list-disc pl-5 text-sm">
				{MINIMUM_WAGE_BANDS.map((band) => (
					<li key={band.key}>
						{band.label}: {formatHourlyPay(rates[band.key])} an hour
					</li>
				))}
			</ul>
			<p className="mt-2 text-sm">
				Check the salary before publishing. If this pay is lawful for the role (for example, other pay described in the
				salary brings it up to the minimum wage, or the role is not covered by minimum wage law), confirm it below.
			</p>
			<label className="mt-3 flex items-start gap-2 font-medium">
				<input {...getInputProps(field, { type: 'checkbox' })} className="mt-1 h-4 w-4" />I confirm this pay is lawful
				for this role
			</label>
			<ErrorList id={field.errors?.length ? field.errorId : undefined} errors={field.errors} />
		</div>
	)
}

function SponsorshipPlans({
	field,
	requestedPlan,
	paymentsAvailable,
}: {
	field: FieldMetadata<SponsorshipType | undefined>
	requestedPlan: LoadedForm['requestedPlan']
	paymentsAvailable: boolean
}) {
	const selected = typeof field.initialValue === 'string' ? field.initialValue : ''
	const noteId = `${field.id}-not-configured`
	return (
		<fieldset
			className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
			aria-describedby={
				[paymentsAvailable ? null : noteId, field.errors?.length ? field.errorId : null].filter(Boolean).join(' ') ||
				undefined
			}
		>
			<legend className="px-1 text-xl font-semibold">Sponsorship Plan</legend>
			<p className="mb-4 text-sm text-gray-700">
				A sponsored job carries a Sponsored badge and is shown first in search results while the sponsorship runs. Paid
				plans are paid by card on the next page, once the job is posted.
			</p>
			{paymentsAvailable ? null : (
				<p id={noteId} className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
					{requestedPlan ? `${requestedPlan} cannot be bought now. ` : null}
					{PAYMENTS_NOT_CONFIGURED} You can post this job free; it stays listed for 30 days.
				</p>
			)}
			<div className="grid gap-3 sm:grid-cols-3">
				{PLANS.map((plan) => {
					const available = plan.id === null || paymentsAvailable
					return (
						<label
							key={plan.name}
							className={`relative flex flex-col gap-1 rounded-lg border p-4 ${available ? 'cursor-pointer border-gray-300 has-[:checked]:border-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600' : 'border-dashed border-gray-300 bg-gray-50'}`}
						>
							<span className="flex items-center gap-2">
								<input
									type="radio"
									name={field.name}
									value={plan.id ?? ''}
									defaultChecked={available && (plan.id ?? '') === selected}
									disabled={!available}
									className="h-4 w-4"
								/>
								<span className="font-semibold">{plan.name}</span>
							</span>
							<span className="text-2xl font-bold">{plan.price}</span>
							<span className="text-sm text-gray-700">{plan.duration}</span>
							{plan.popular ? (
								<span className="text-xs font-semibold uppercase text-brand-700">Most Popular</span>
							) : null}
							{available ? null : <span className="text-sm font-medium text-gray-700">Not available</span>}
						</label>
					)
				})}
			</div>
			<ErrorList id={field.errors?.length ? field.errorId : undefined} errors={field.errors} />
		</fieldset>
	)
}

const controlClass =
	'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid]:border-red-600'

function SelectField({
	label,
	field,
	placeholder,
	options,
}: {
	label: string
	field: FieldMetadata<string | undefined>
	placeholder: string
	options: readonly string[]
}) {
	return (
		<div>
			<label htmlFor={field.id} className="block text-sm font-medium text-gray-800">
				{label}
			</label>
			<select {...getSelectProps(field)} className={controlClass}>
				<option value="">{placeholder}</option>
				{options.map((option) => (
					<option key={option} value={option}>
						{option}
					</option>
				))}
			</select>
			<ErrorList id={field.errors?.length ? field.errorId : undefined} errors={field.errors} />
		</div>
	)
}

function TextareaField({
	label,
	field,
	hint,
}: {
	label: string
	field: FieldMetadata<string | undefined>
	hint: string
}) {
	const hintId = useId()
	return (
		<div>
			<label htmlFor={field.id} className="block text-sm font-medium text-gray-800">
				{label}
			</label>
			<p id={hintId} className="text-sm text-gray-600">
				{hint}
			</p>
			<textarea {...getTextareaProps(field, { ariaDescribedBy: hintId })} rows={8} className={controlClass} />
			<ErrorList id={field.errors?.length ? field.errorId : undefined} errors={field.errors} />
		</div>
	)
}

export function meta({ loaderData }: Route.MetaArgs) {
	const title =
		loaderData?.access !== 'employer' ? 'Employer Access Required' : loaderData.posted ? POSTED_TITLE : 'Post a Job'
	return [
		{ title: `${title} | Warrington Jobs` },
		{
			name: 'description',
			content:
				'Post a job on Warrington Jobs, free or sponsored, and reach local job seekers in Warrington and Cheshire.',
		},
	]
}
