// My Profile (/profile): the account's name and email, read-only, and the CV card (upload,
// replace, delete). Every form is a plain HTML form: the upload is a multipart post through the
// one upload path (app/platform/uploads.server.ts), so it works without JavaScript; with it, a
// file dropped on the card fills the same input and submits the same form.
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useRef, useState } from 'react'
import { data, Form, Link, redirect, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router'
import { z } from 'zod'
import { ErrorList, FormAlert } from '../components/ui/forms.tsx'
import { emContext } from '../context.ts'
import { getOptionalUser } from '../platform/auth.server.ts'
import { deleteProfileCv, profileCv, setProfileCv } from '../services/profile-cv.server.ts'
import { toastHeaders } from '../platform/toast.server.ts'
import { parseUploadForm, UploadRefusedError } from '../platform/uploads.server.ts'
import { formatLongDate } from '../utils/format.ts'
import { CONNECTION_PROBLEM, isNetworkError, isOfflineResult } from '../utils/offline.ts'
import { showToast, useToast, type ToastMessage } from '../utils/toast.ts'
import { precheckUpload, UPLOAD_KINDS } from '../utils/upload-kinds.ts'
import type { Route } from './+types/profile'

const CvIntentSchema = z.object({ intent: z.enum(['upload', 'delete'], { error: 'Unknown action' }) })

const NO_FILE = 'Please choose a PDF, DOC, or DOCX file to upload.'

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

export const UPLOAD_FAILED: ToastMessage = {
	title: 'Upload failed',
	description: 'Failed to upload CV. Please try again.',
	type: 'error',
}
export const DELETE_FAILED: ToastMessage = {
	title: 'Delete failed',
	description: 'Failed to delete CV. Please try again.',
	type: 'error',
}

export function loader({ context }: Route.LoaderArgs) {
	const user = getOptionalUser(context)
	if (!user) return data({ signedIn: false as const }, { status: 401 })
	return {
		signedIn: true as const,
		firstName: user.firstName,
		lastName: user.lastName,
		email: user.email,
		cv: profileCv(user),
		cvFileUrl: user.cvFile ? (user.cvFileUrl ?? null) : null,
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = getOptionalUser(context)
	if (!user) throw redirect(`/auth?redirectTo=${encodeURIComponent('/profile')}`)
	let upload
	try {
		upload = await parseUploadForm(request, { cv: UPLOAD_KINDS.cv })
	} catch (error) {
		if (!(error instanceof UploadRefusedError)) throw error
		const toast: ToastMessage = error.errors?.cv
			? { ...UPLOAD_KINDS.cv.messages.tooLarge, type: 'error' }
			: UPLOAD_FAILED
		return data(
			{
				result: { status: 'error' as const, error: error.errors ?? { '': [toast.description ?? error.message] } },
				toast,
			},
			{ status: error.status },
		)
	}
	const submission = parseWithZod(upload.form, { schema: CvIntentSchema })
	if (submission.status !== 'success') throw data('This action could not be understood.', { status: 400 })
	const em = context.get(emContext)

	if (submission.value.intent === 'delete') {
		try {
			const deleted = await deleteProfileCv(em, user)
			throw redirect('/profile', {
				headers: await toastHeaders(deleted ? { title: 'CV deleted' } : { title: 'No CV to delete', type: 'info' }),
			})
		} catch (error) {
			if (error instanceof Response) throw error
			console.error('Deleting the CV of user %d failed:', user.id, error)
			throw redirect('/profile', { headers: await toastHeaders(DELETE_FAILED) })
		}
	}

	const { files, errors, failures } = upload
	if (errors.cv || !files.cv) {
		const toast: ToastMessage = failures.cv
			? { ...failures.cv, type: 'error' }
			: { title: UPLOAD_FAILED.title, description: NO_FILE, type: 'error' }
		return data({ result: submission.reply({ fieldErrors: { cv: errors.cv ?? [NO_FILE] } }), toast }, { status: 400 })
	}
	try {
		await setProfileCv(em, user, files.cv)
	} catch (error) {
		console.error('Storing the CV of user %d failed:', user.id, error)
		throw redirect('/profile', { headers: await toastHeaders(UPLOAD_FAILED) })
	}
	throw redirect('/profile', {
		headers: await toastHeaders({ title: 'CV uploaded successfully!', description: files.cv.fileName }),
	})
}

/** With JavaScript, a post that never reaches the server keeps the page and says so. */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
	try {
		return await serverAction()
	} catch (error) {
		if (!isNetworkError(error)) throw error
		return {
			offline: true,
			result: { status: 'error' as const, error: { '': [CONNECTION_PROBLEM] } },
			toast: { ...UPLOAD_FAILED, description: CONNECTION_PROBLEM },
		}
	}
}

export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	return isOfflineResult(actionResult) ? false : defaultShouldRevalidate
}

export default function ProfileScreen({ loaderData, actionData }: Route.ComponentProps) {
	useToast(actionData?.toast)
	if (!loaderData.signedIn) return <SignInRequired />
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<h1 className="text-3xl font-bold">My Profile</h1>
			<p className="mt-2 text-gray-700">Your account details and the CV you keep on Warrington Jobs.</p>

			<section
				aria-labelledby="account-heading"
				className="mt-8 rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
			>
				<h2 id="account-heading" className="text-xl font-semibold">
					Personal Information
				</h2>
				<div className="mt-4 grid gap-4 sm:grid-cols-2">
					<ReadOnlyField label="First Name" name="firstName" value={loaderData.firstName} />
					<ReadOnlyField label="Last Name" name="lastName" value={loaderData.lastName} />
					<ReadOnlyField label="Email" name="email" value={loaderData.email} className="sm:col-span-2" />
				</div>
				<p className="mt-3 text-sm text-gray-600">These come from your account and cannot be changed here.</p>
			</section>

			<CvCard cv={loaderData.cv} cvFileUrl={loaderData.cvFileUrl} actionData={actionData} />

			<section
				aria-labelledby="quick-apply-heading"
				className="mt-8 rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
			>
				<h2 id="quick-apply-heading" className="text-xl font-semibold">
					Quick Apply
				</h2>
				<p className="mt-2 text-gray-700">
					Apply to jobs in one press with your details, skills, CV and a short video pitch.
				</p>
				<Link
					to="/quick-apply-setup"
					className="mt-4 inline-block font-semibold text-brand-700 underline hover:text-brand-800"
				>
					Quick Apply profile
				</Link>
			</section>
		</div>
	)
}

function ReadOnlyField({
	label,
	name,
	value,
	className,
}: {
	label: string
	name: string
	value: string
	className?: string
}) {
	const id = `profile-${name}`
	return (
		<div className={className}>
			<label htmlFor={id} className="block text-sm font-medium text-gray-800">
				{label}
			</label>
			<input
				id={id}
				type="text"
				value={value}
				readOnly
				className="mt-1 block w-full rounded-md border border-gray-200 bg-gray-50 px-3 py-2 text-base text-gray-900 focus:outline-none focus:ring-2 focus:ring-brand-600"
			/>
		</div>
	)
}

type LoadedProfile = Extract<Route.ComponentProps['loaderData'], { signedIn: true }>

function CvCard({
	cv,
	cvFileUrl,
	actionData,
}: {
	cv: LoadedProfile['cv']
	cvFileUrl: string | null
	actionData: Route.ComponentProps['actionData']
}) {
	const navigation = useNavigation()
	const busyIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
	const [form, fields] = useForm<z.input<typeof CvUploadSchema>>({
		id: 'profile-cv',
		lastResult: navigation.state === 'idle' ? actionData?.result : undefined,
		constraint: getZodConstraint(CvUploadSchema),
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
							<a
								href={cvFileUrl}
								className="rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus:outline-none focus:ring-2 focus:ring-brand-600"
							>
								Download CV<span className="sr-only">: {cv.cvFileName}</span>
							</a>
						) : null}
						<Form method="post" preventScrollReset>
							<input type="hidden" name="intent" value="delete" />
							<button
								type="submit"
								disabled={busyIntent === 'delete'}
								className="rounded-md border border-red-300 bg-white px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 focus:outline-none focus:ring-2 focus:ring-red-700 disabled:opacity-70"
							>
								{busyIntent === 'delete' ? 'Deleting...' : 'Delete CV'}
							</button>
						</Form>
					</div>
				</div>
			) : (
				<p className="mt-2 text-gray-700">No CV uploaded yet. Employers see the CV you attach when you apply.</p>
			)}

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
				<button
					type="submit"
					disabled={busyIntent === 'upload'}
					className="self-start rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2 disabled:opacity-70"
				>
					{busyIntent === 'upload' ? 'Uploading...' : cv.hasCV ? 'Replace CV' : 'Upload CV'}
				</button>
			</Form>
		</section>
	)
}

function showProblem(problem: { title: string; description: string }) {
	showToast({ ...problem, type: 'error' })
}

function SignInRequired() {
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			<h1 className="text-3xl font-bold">Sign in required</h1>
			<p className="mt-4 text-gray-700">Sign in to see your profile and manage your CV.</p>
			<Link
				to={`/auth?redirectTo=${encodeURIComponent('/profile')}`}
				className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2"
			>
				Sign In
			</Link>
		</div>
	)
}

export function meta() {
	return [{ title: 'My Profile | Warrington Jobs' }, { name: 'robots', content: 'noindex' }]
}
