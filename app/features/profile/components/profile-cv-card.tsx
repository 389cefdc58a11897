// The CV card of /profile: the seeker's one CV (decision 110; download, delete after a question,
// app/features/profile/components/delete-cv.tsx) and the upload form. The upload is a multipart post, so it
// works without JavaScript; with it, a file dropped on the card fills the same input and submits
// the same form, and the chosen file is checked before it is sent.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { formConstraint } from '../../../ui/form-constraint.ts'
import { useRef, useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { z } from 'zod'
import { formatLongDate } from '../../../ui/format.ts'
import { showToast, type ToastMessage } from '../../../ui/toast.ts'
import { precheckUpload, UPLOAD_KINDS } from '../../../platform/upload-kinds.ts'
import { Button, buttonClassName } from '../../../ui/button.tsx'
import { ErrorList, FormAlert } from '../../../ui/forms.tsx'
import { DeleteCvButton, DeleteCvConfirmation } from './delete-cv.tsx'

type ProfileCv = { hasCV: boolean; cvFileName: string | null; cvUploadedAt: string | null }

export const NO_FILE = 'Please choose a PDF, DOC, or DOCX file to upload.'

/** In the browser the chosen file is part of the form, so it is checked before sending too. */
const CvUploadSchema = z.object({
	intent: z.literal('upload'),
	cv: z
		.instanceof(File, { error: NO_FILE })
		.refine((file) => file.size > 0 && file.name !== '', NO_FILE)
		.superRefine((file, context) => {
			const problem = precheckUpload(UPLOAD_KINDS.cv, file)
			if (problem) context.addIssue({ code: 'custom', message: problem.description })
		}),
})

/** What the last post answered: the form's result, and a message when it failed. */
type CvPostResult = { result?: SubmissionResult<string[]>; toast?: ToastMessage } | undefined

export function CvCard({
	cv,
	cvFileUrl,
	confirmDelete,
	actionData,
}: {
	cv: ProfileCv
	cvFileUrl: string | null
	/** Whether the page asks "Delete your CV?" (/profile?confirm=delete-cv). */
	confirmDelete: boolean
	actionData: CvPostResult
}) {
	const navigation = useNavigation()
	const busyIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
	const [form, fields] = useForm<z.input<typeof CvUploadSchema>>({
		id: 'profile-cv',
		lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
		constraint: formConstraint(CvUploadSchema),
		shouldValidate: 'onSubmit',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: CvUploadSchema }),
	})
	const formRef = useRef<HTMLFormElement>(null)
	const inputRef = useRef<HTMLInputElement>(null)
	const [dragging, setDragging] = useState(false)
	// A refusal the field shows itself (wrong type, too large) needs no second message above it.
	const failure = actionData?.toast?.type === 'error' && !fields.cv.errors?.length ? actionData.toast : null

	/** A dropped file goes into the same input, is checked as a chosen one would be, and is sent. */
	function onDrop(event: React.DragEvent) {
		event.preventDefault()
		setDragging(false)
		const dropped = event.dataTransfer.files
		if (!dropped.length || !inputRef.current) return
		const transfer = new DataTransfer()
		transfer.items.add(dropped[0]!)
		inputRef.current.files = transfer.files
		const problem = precheckUpload(UPLOAD_KINDS.cv, dropped[0]!)
		if (problem) {
			showProblem(problem)
			return
		}
		formRef.current?.requestSubmit()
	}

	function onChange(event: React.ChangeEvent<HTMLInputElement>) {
		const chosen = event.currentTarget.files?.[0]
		const problem = chosen ? precheckUpload(UPLOAD_KINDS.cv, chosen) : null
		if (problem) showProblem(problem)
	}

	return (
		<section aria-labelledby="cv-heading" className="mt-8 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
			<h2 id="cv-heading" className="text-xl font-semibold">
				CV / Resume
			</h2>
			{cv.hasCV ? (
				<div
					className="mt-4 flex flex-wrap items-center justify-between gap-4 rounded-md border border-green-200 bg-green-50 p-4"
					data-testid="current-cv"
				>
					<div className="min-w-0">
						<p className="font-semibold break-words text-gray-900">{cv.cvFileName}</p>
						{cv.cvUploadedAt ? (
							<p className="text-sm text-gray-700">Uploaded on {formatLongDate(cv.cvUploadedAt)}</p>
						) : null}
					</div>
					<div className="flex flex-wrap items-center gap-3">
						{cvFileUrl ? (
							<a href={cvFileUrl} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
								Download CV<span className="sr-only">: {cv.cvFileName}</span>
							</a>
						) : null}
						{confirmDelete ? null : (
							<DeleteCvButton fileName={cv.cvFileName ?? 'Your CV'} busy={busyIntent === 'delete'} />
						)}
					</div>
				</div>
			) : (
				<p className="mt-2 text-gray-700">No CV uploaded yet. Employers see the CV you attach when you apply.</p>
			)}
			{cv.hasCV && confirmDelete ? (
				<DeleteCvConfirmation fileName={cv.cvFileName ?? 'Your CV'} busy={busyIntent === 'delete'} />
			) : null}
			{cv.hasCV ? (
				<p className="mt-3 text-sm text-gray-700">
					This is your one CV: Quick Apply sends it, and applying with custom details offers it.
				</p>
			) : null}

			<Form
				method="post"
				encType="multipart/form-data"
				preventScrollReset
				ref={formRef}
				className="mt-6 flex flex-col gap-3"
				{...getFormProps(form)}
			>
				{failure ? <FormAlert title={failure.title} errors={[failure.description]} /> : null}
				<input type="hidden" name="intent" value="upload" />
				<div
					onDragOver={(event) => {
						event.preventDefault()
						setDragging(true)
					}}
					onDragLeave={() => setDragging(false)}
					onDrop={onDrop}
					data-testid="cv-drop-zone"
					className={`rounded-lg border-2 border-dashed p-6 text-center ${dragging ? 'border-brand-600 bg-brand-50' : 'border-gray-300 bg-gray-50'}`}
				>
					<label htmlFor={fields.cv.id} className="block font-medium text-gray-900">
						{cv.hasCV ? 'Replace your CV' : 'Upload your CV'}
					</label>
					<p id={`${fields.cv.id}-hint`} className="mt-1 text-sm text-gray-700">
						Drag and drop a file here, or choose one. PDF, DOC or DOCX, up to 5MB.
					</p>
					<input
						{...getInputProps(fields.cv, { type: 'file', ariaDescribedBy: `${fields.cv.id}-hint` })}
						ref={inputRef}
						accept={UPLOAD_KINDS.cv.accept}
						onChange={onChange}
						className="mx-auto mt-4 block w-full max-w-sm text-sm text-gray-900 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:font-semibold file:text-white focus:outline-none focus:ring-2 focus:ring-brand-600"
					/>
					<ErrorList id={fields.cv.errorId} errors={fields.cv.errors} />
				</div>
				<Button disabled={busyIntent === 'upload'} size="lg" className="self-start">
					{busyIntent === 'upload' ? 'Uploading...' : cv.hasCV ? 'Replace CV' : 'Upload CV'}
				</Button>
			</Form>
		</section>
	)
}

function showProblem(problem: { title: string; description: string }) {
	showToast({ ...problem, type: 'error' })
}
