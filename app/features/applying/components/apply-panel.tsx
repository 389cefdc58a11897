// The job page's apply panel (docs/product.md §9): Quick Apply, the link to the Quick Apply
// setup, and Apply with Custom Details. Every part is a plain form or link that works without
// JavaScript: Quick Apply posts to /jobs/{id}/quick-apply, and "Apply with Custom Details" is a
// link to the page /jobs/{id}/apply. With JavaScript the link opens the same form in a dialog,
// which posts to that page's action (decision 089).
import {
	getFormProps,
	getInputProps,
	getTextareaProps,
	useForm,
	type FieldMetadata,
	type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { formConstraint } from '../../../ui/form-constraint.ts'
import { Form, Link, useFetcher } from 'react-router'
import { z } from 'zod'
import type { ApplyPanelState } from '../seeker-applications.server.ts'
import { CustomApplicationSchema, CV_CHOICE_PROBLEMS, cvFieldError } from '../application-schemas.ts'
import { showToast } from '../../../ui/toast.ts'
import { precheckUpload, UPLOAD_KINDS } from '../../../platform/upload-kinds.ts'
import { offeredSeekerTools, useViewerType } from '../../../platform/viewer.ts'
import { Button } from '../../../ui/button.tsx'
import { ErrorList, Field, FormAlert, HoneypotField, SubmitButton } from '../../../ui/forms.tsx'
import { CvChoice, type SavedCv } from './cv-choice.tsx'
import { PageDialog } from '../../../ui/page-dialog.tsx'
import { useSubmissionOutcome } from '../../../ui/use-submission-outcome.ts'

export const CUSTOM_FAILED = { title: 'Error', description: 'Failed to submit application', type: 'error' } as const

/**
 * In the browser the form also checks the CV's name and size before sending it, and that
 * "Upload a different CV" comes with a file; the server checks its content.
 */
const ApplyFormSchema = CustomApplicationSchema.extend({
	cv: z
		.any()
		.optional()
		.superRefine((file, ctx) => {
			if (typeof File === 'undefined' || !(file instanceof File)) return
			const refusal = precheckUpload(UPLOAD_KINDS.cv, file)
			if (refusal) ctx.addIssue({ code: 'custom', message: cvFieldError(refusal) })
		}),
}).superRefine((value, ctx) => {
	const chosen = typeof File !== 'undefined' && value.cv instanceof File && value.cv.size > 0
	if (value.cvSource === 'upload' && !chosen)
		ctx.addIssue({ code: 'custom', path: ['cv'], message: CV_CHOICE_PROBLEMS.noFileChosen })
})
type ApplyFormValues = z.input<typeof ApplyFormSchema>
export type ApplyFormResult = SubmissionResult<string[]>

type PanelJob = { id: number; title: string }

/** What the job page's island draws the panel from: the page's own data (decision 258). */
export type ApplyPanelData = { job: PanelJob; apply: ApplyPanelState | null }

/** The panel as the job page's island draws it: nothing for a job applied for elsewhere. */
export function ApplyPanelOfPage({ data }: { data: ApplyPanelData }) {
	return data.apply ? <ApplyPanel job={data.job} state={data.apply} /> : null
}

export function ApplyPanel({ job, state }: { job: PanelJob; state: ApplyPanelState }) {
	// Quick Apply is a job seeker's tool: an employer or admin is offered the custom application only.
	const quickApply = offeredSeekerTools(useViewerType())
	return (
		<aside
			id="apply"
			aria-labelledby="apply-heading"
			className="self-start rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
		>
			<h2 id="apply-heading" className="text-lg font-semibold">
				Apply for this job
			</h2>
			{state.appliedOn ? (
				<div className="mt-3 rounded-md border border-green-200 bg-green-50 p-3 text-green-900">
					<p className="font-semibold">You applied on {state.appliedOn}.</p>
					<p className="mt-1 text-sm">The employer has your application.</p>
					<Link
						to="/employee-dashboard"
						className="mt-2 inline-block text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
					>
						See your applications
					</Link>
				</div>
			) : (
				<div className="mt-4 flex flex-col gap-3">
					{quickApply ? (
						<>
							<QuickApplyButton jobId={job.id} />
							<p className="text-sm text-gray-700">
								Quick Apply sends your saved profile in one press.{' '}
								<Link
									to="/quick-apply-setup"
									className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
								>
									Set up Quick Apply
								</Link>
							</p>
						</>
					) : null}
					<CustomApplication job={job} state={state} />
				</div>
			)}
		</aside>
	)
}

function QuickApplyButton({ jobId }: { jobId: number }) {
	const fetcher = useFetcher()
	const pending = fetcher.state !== 'idle'
	return (
		<fetcher.Form method="post" action={`/jobs/${jobId}/quick-apply`}>
			<Button disabled={pending} size="lg" className="w-full">
				<span aria-hidden="true">⚡ </span>
				{pending ? 'Applying...' : 'Quick Apply'}
			</Button>
		</fetcher.Form>
	)
}

/** "Apply with Custom Details": the apply page, or with JavaScript the same form in a dialog. */
function CustomApplication({ job, state }: { job: PanelJob; state: ApplyPanelState }) {
	return (
		<PageDialog
			href={`/jobs/${job.id}/apply`}
			trigger="Apply with Custom Details"
			triggerClassName="block rounded-md border border-brand-700 bg-white px-4 py-2.5 text-center font-semibold text-brand-700 hover:bg-brand-50 focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2"
			title="Apply with Custom Details"
			description={job.title}
			widthClassName="max-w-lg"
		>
			{(close) => <DialogForm jobId={job.id} defaults={state.defaults} savedCv={state.savedCv} onSent={close} />}
		</PageDialog>
	)
}

/**
 * The dialog's form, sent by a fetcher to /jobs/{id}/apply. On success the action redirects to
 * the job page with its toast; the form resets and the dialog closes. A refusal keeps the dialog
 * open with the field errors and shows the failure toast.
 */
function DialogForm({
	jobId,
	defaults,
	savedCv,
	onSent,
}: {
	jobId: number
	defaults: ApplyPanelState['defaults']
	savedCv: SavedCv | null
	onSent: () => void
}) {
	const fetcher = useFetcher<{ result: ApplyFormResult }>()
	const formId = `custom-application-${jobId}`
	useSubmissionOutcome(
		fetcher,
		(result) => {
			const formError = result.error?.['']?.[0]
			showToast({
				...CUSTOM_FAILED,
				description: formError ? `${CUSTOM_FAILED.description}. ${formError}` : CUSTOM_FAILED.description,
			})
		},
		() => {
			;(document.getElementById(formId) as HTMLFormElement | null)?.reset()
			onSent()
		},
	)

	return (
		<CustomApplicationForm
			id={formId}
			FormComponent={fetcher.Form}
			action={`/jobs/${jobId}/apply`}
			defaults={defaults}
			savedCv={savedCv}
			lastResult={fetcher.data?.result}
			pending={fetcher.state !== 'idle'}
		/>
	)
}

/** The custom application form, shared by the dialog and the /jobs/{id}/apply page. */
export function CustomApplicationForm({
	id,
	FormComponent = Form,
	action,
	defaults,
	savedCv,
	lastResult,
	pending,
}: {
	id: string
	FormComponent?: typeof Form
	action: string
	defaults: ApplyPanelState['defaults']
	/** The seeker's saved CV, offered first, or null. */
	savedCv: SavedCv | null
	lastResult: ApplyFormResult | undefined
	pending: boolean
}) {
	const [form, fields] = useForm<ApplyFormValues>({
		id,
		lastResult,
		constraint: formConstraint(ApplyFormSchema),
		defaultValue: { ...defaults, cvSource: savedCv ? 'saved' : undefined },
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: ApplyFormSchema }),
	})
	return (
		<FormComponent
			method="post"
			action={action}
			encType="multipart/form-data"
			className="relative flex flex-col gap-4"
			{...getFormProps(form)}
		>
			<FormAlert title="Failed to submit application" errors={form.errors} />
			<HoneypotField />
			<Field
				label="Full Name *"
				inputProps={{ ...getInputProps(fields.applicantName, { type: 'text' }), autoComplete: 'name' }}
				errors={fields.applicantName.errors}
			/>
			<Field
				label="Email Address *"
				inputProps={{ ...getInputProps(fields.applicantEmail, { type: 'email' }), autoComplete: 'email' }}
				errors={fields.applicantEmail.errors}
			/>
			<TextareaField label="Message (optional)" field={fields.message} rows={3} />
			<TextareaField label="Covering Letter (optional)" field={fields.coveringLetter} rows={6} />
			<CvChoice cv={fields.cv} cvSource={fields.cvSource} savedCv={savedCv} />
			<SubmitButton pending={pending} pendingText="Submitting...">
				Submit Application
			</SubmitButton>
		</FormComponent>
	)
}

function TextareaField({
	label,
	field,
	rows,
}: {
	label: string
	field: FieldMetadata<string | undefined>
	rows: number
}) {
	return (
		<div>
			<label htmlFor={field.id} className="block text-sm font-medium text-gray-800">
				{label}
			</label>
			<textarea
				{...getTextareaProps(field)}
				rows={rows}
				className="mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid]:border-red-600"
			/>
			<ErrorList id={field.errors?.length ? field.errorId : undefined} errors={field.errors} />
		</div>
	)
}
