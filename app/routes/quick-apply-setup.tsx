import {
	getFormProps,
	getInputProps,
	getSelectProps,
	getTextareaProps,
	useForm,
	type FieldMetadata,
} from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useId, useState } from 'react'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { ErrorList, Field, FormAlert } from '../components/ui/forms.tsx'
import { VideoPitchRecorder } from '../components/applying/video-pitch-recorder.tsx'
import { emContext } from '../context.ts'
import { requireUser } from '../platform/auth.server.ts'
import {
	findQuickApplyProfile,
	QUICK_APPLY_UPLOADS,
	quickApplyProfileView,
	saveQuickApplySubmission,
	videoPitchLength,
} from '../services/quick-apply.server.ts'
import { toastHeaders } from '../platform/toast.server.ts'
import { parseUploadForm, UploadRefusedError } from '../platform/uploads.server.ts'
import {
	addListItem,
	MAX_QUALIFICATION_LENGTH,
	MAX_QUALIFICATIONS,
	MAX_SKILL_LENGTH,
	MAX_SKILLS,
	QuickApplyFormSchema,
	removeListItem,
	type QuickApplyFormInput,
} from '../utils/quick-apply-schema.ts'
import { AVAILABILITY_NOTICES, DEFAULT_AVAILABILITY_NOTICE } from '../utils/seeker-options.ts'
import type { Route } from './+types/quick-apply-setup'

export const PROFILE_UPDATED = 'Profile Updated!'
export const SAVE_FAILED = 'Failed to save profile'
const CHECK_FIELDS = 'Please check the highlighted fields.'
const FILES_NOT_KEPT = 'Files are not kept until the profile is saved: choose your CV or video again before you save.'

/**
 * The form's values as typed, to show the form again unchanged: after a list was edited without
 * JavaScript (the add and remove buttons post an `intent`), or after a failed save.
 */
type Draft = {
	fullName: string
	phone: string
	address: string
	city: string
	postcode: string
	currentJobTitle: string
	yearsExperience: string
	availabilityNotice: string
	defaultCoverLetter: string
	skills: string[]
	qualifications: string[]
	newSkill: string
	newQualification: string
	removeCv: boolean
	removeVideoPitch: boolean
}

const text = (form: FormData, name: string) => {
	const value = form.get(name)
	return typeof value === 'string' ? value : ''
}
const texts = (form: FormData, name: string) =>
	form.getAll(name).filter((value): value is string => typeof value === 'string')

function draftFrom(form: FormData): Draft {
	return {
		fullName: text(form, 'fullName'),
		phone: text(form, 'phone'),
		address: text(form, 'address'),
		city: text(form, 'city'),
		postcode: text(form, 'postcode'),
		currentJobTitle: text(form, 'currentJobTitle'),
		yearsExperience: text(form, 'yearsExperience'),
		availabilityNotice: text(form, 'availabilityNotice'),
		defaultCoverLetter: text(form, 'defaultCoverLetter'),
		skills: texts(form, 'skills'),
		qualifications: texts(form, 'qualifications'),
		newSkill: text(form, 'newSkill'),
		newQualification: text(form, 'newQualification'),
		removeCv: form.get('removeCv') === 'on',
		removeVideoPitch: form.get('removeVideoPitch') === 'on',
	}
}

/**
 * The list edits a post can ask for without JavaScript: `add-skill`, `remove-skill:<skill>`,
 * and the same for qualifications. Anything else (`save`, or nothing: Enter in a field) saves.
 */
function editDraft(draft: Draft, intent: string): Draft | null {
	if (intent === 'add-skill')
		return { ...draft, skills: addListItem(draft.skills, draft.newSkill, MAX_SKILLS), newSkill: '' }
	if (intent === 'add-qualification') {
		return {
			...draft,
			qualifications: addListItem(draft.qualifications, draft.newQualification, MAX_QUALIFICATIONS),
			newQualification: '',
		}
	}
	if (intent.startsWith('remove-skill:'))
		return { ...draft, skills: removeListItem(draft.skills, intent.slice('remove-skill:'.length)) }
	if (intent.startsWith('remove-qualification:')) {
		return {
			...draft,
			qualifications: removeListItem(draft.qualifications, intent.slice('remove-qualification:'.length)),
		}
	}
	return null
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = requireUser(context, request)
	const profile = await findQuickApplyProfile(context.get(emContext), user)
	return {
		profile: profile ? quickApplyProfileView(profile) : null,
		suggestedName: `${user.firstName} ${user.lastName}`.trim(),
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = requireUser(context, request)
	const em = context.get(emContext)

	let upload
	try {
		upload = await parseUploadForm(request, QUICK_APPLY_UPLOADS)
	} catch (error) {
		if (!(error instanceof UploadRefusedError)) throw error
		const reply = { status: 'error' as const, error: { '': [error.message], ...error.errors } }
		return data({ result: reply, draft: null, filesNotKept: true }, { status: error.status })
	}
	const { form, files, errors: fileErrors } = upload
	const sentFiles = Boolean(files.cv || files.videoPitch || fileErrors.cv || fileErrors.videoPitch)
	const draft = draftFrom(form)

	const edited = editDraft(draft, text(form, 'intent'))
	if (edited) return { result: null, draft: edited, filesNotKept: sentFiles }

	// A skill or qualification typed but not added yet is kept: nothing typed is lost.
	const toSave = editDraft(editDraft(draft, 'add-skill')!, 'add-qualification')!
	form.delete('skills')
	form.delete('qualifications')
	for (const skill of toSave.skills) form.append('skills', skill)
	for (const qualification of toSave.qualifications) form.append('qualifications', qualification)

	const submission = parseWithZod(form, { schema: QuickApplyFormSchema })
	const recorded = submission.status === 'success' ? submission.value.videoPitchDuration : undefined
	const length = files.videoPitch ? videoPitchLength(files.videoPitch, recorded) : { seconds: null }
	const errors: Record<string, string[]> = {
		...fileErrors,
		...('error' in length ? { videoPitch: [length.error] } : {}),
	}
	if (submission.status !== 'success' || 'error' in length || Object.keys(errors).length) {
		return data(
			{
				result: submission.reply({ formErrors: [CHECK_FIELDS], fieldErrors: errors }),
				draft: toSave,
				filesNotKept: sentFiles,
			},
			{ status: 400 },
		)
	}

	await saveQuickApplySubmission(
		em,
		user,
		{ ...submission.value, videoPitchDuration: length.seconds ?? undefined },
		files,
	)
	throw redirect('/quick-apply-setup', {
		headers: await toastHeaders({ title: PROFILE_UPDATED, description: 'Your Quick Apply profile has been saved.' }),
	})
}

type LoaderData = Route.ComponentProps['loaderData']

function draftFromProfile(loaderData: LoaderData): Draft {
	const profile = loaderData.profile
	return {
		fullName: profile?.fullName ?? loaderData.suggestedName,
		phone: profile?.phone ?? '',
		address: profile?.address ?? '',
		city: profile?.city ?? '',
		postcode: profile?.postcode ?? '',
		currentJobTitle: profile?.currentJobTitle ?? '',
		yearsExperience: String(profile?.yearsExperience ?? 0),
		availabilityNotice: profile?.availabilityNotice ?? DEFAULT_AVAILABILITY_NOTICE,
		defaultCoverLetter: profile?.defaultCoverLetter ?? '',
		skills: profile?.skills ?? [],
		qualifications: profile?.qualifications ?? [],
		newSkill: '',
		newQualification: '',
		removeCv: false,
		removeVideoPitch: false,
	}
}

export default function QuickApplySetupScreen({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<Link to="/profile" className="text-sm font-medium text-brand-700 underline hover:text-brand-800">
				← Back to Profile
			</Link>
			<h1 className="mt-4 text-3xl font-bold">Quick Apply Profile</h1>
			<p className="mt-2 text-gray-700">
				Fill this in once and apply to jobs in Warrington with one click: employers receive these details, your CV and
				your video pitch. Fields marked * are required.
			</p>
			{/* A save remounts the form with the stored profile. */}
			<QuickApplyForm key={loaderData.profile?.updatedAt ?? 'new'} loaderData={loaderData} actionData={actionData} />
		</div>
	)
}

type ActionData = Route.ComponentProps['actionData']

function QuickApplyForm({ loaderData, actionData }: { loaderData: LoaderData; actionData: ActionData }) {
	const navigation = useNavigation()
	const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save'
	const draft = actionData?.draft ?? draftFromProfile(loaderData)
	const profile = loaderData.profile
	const [form, fields] = useForm<
		Draft & { cv?: File; videoPitch?: File; videoPitchDuration?: string },
		QuickApplyFormInput
	>({
		id: 'quick-apply-profile',
		lastResult: actionData?.result,
		constraint: getZodConstraint(QuickApplyFormSchema),
		defaultValue: draft,
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: QuickApplyFormSchema }),
	})

	return (
		<Form
			method="post"
			encType="multipart/form-data"
			className="relative mt-8 flex flex-col gap-6"
			{...getFormProps(form)}
		>
			{/* The form's default button: Enter in a text field saves, as people expect, rather than adding a skill. */}
			<button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden="true" className="sr-only">
				Save Profile
			</button>
			<FormAlert title={SAVE_FAILED} errors={form.errors} />

			<section className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
				<h2 className="text-xl font-semibold">Personal Details</h2>
				<Field
					label="Full Name *"
					inputProps={{ ...getInputProps(fields.fullName, { type: 'text' }), autoComplete: 'name' }}
					errors={fields.fullName.errors}
				/>
				<div className="grid gap-4 sm:grid-cols-2">
					<Field
						label="Phone"
						inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'tel' }}
						errors={fields.phone.errors}
					/>
					<Field
						label="Current Job Title"
						inputProps={{
							...getInputProps(fields.currentJobTitle, { type: 'text' }),
							autoComplete: 'organization-title',
						}}
						errors={fields.currentJobTitle.errors}
					/>
				</div>
				<Field
					label="Address"
					inputProps={{ ...getInputProps(fields.address, { type: 'text' }), autoComplete: 'street-address' }}
					errors={fields.address.errors}
				/>
				<div className="grid gap-4 sm:grid-cols-2">
					<Field
						label="City"
						inputProps={{ ...getInputProps(fields.city, { type: 'text' }), autoComplete: 'address-level2' }}
						errors={fields.city.errors}
					/>
					<Field
						label="Postcode"
						inputProps={{ ...getInputProps(fields.postcode, { type: 'text' }), autoComplete: 'postal-code' }}
						errors={fields.postcode.errors}
					/>
				</div>
				<div className="grid gap-4 sm:grid-cols-2">
					<Field
						label="Years of Experience"
						inputProps={{
							...getInputProps(fields.yearsExperience, { type: 'number' }),
							min: 0,
							step: 1,
							inputMode: 'numeric',
						}}
						errors={fields.yearsExperience.errors}
					/>
					<NoticeSelect field={fields.availabilityNotice} />
				</div>
			</section>

			<section className="flex flex-col gap-6 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
				<h2 className="text-xl font-semibold">Skills and Qualifications</h2>
				{/* Keyed by the list the server sent, so a list the server changed replaces the one in the page. */}
				<ListEditor
					key={`skills:${draft.skills.join('\n')}`}
					kind="skill"
					title="Skills"
					name="skills"
					inputName="newSkill"
					initialItems={draft.skills}
					initialInput={draft.newSkill}
					max={MAX_SKILLS}
					maxLength={MAX_SKILL_LENGTH}
					placeholder="e.g. Forklift licence"
					errors={Object.values(fields.skills.allErrors).flat()}
				/>
				<ListEditor
					key={`qualifications:${draft.qualifications.join('\n')}`}
					kind="qualification"
					title="Qualifications"
					name="qualifications"
					inputName="newQualification"
					initialItems={draft.qualifications}
					initialInput={draft.newQualification}
					max={MAX_QUALIFICATIONS}
					maxLength={MAX_QUALIFICATION_LENGTH}
					placeholder="e.g. NVQ Level 3 in Health and Social Care"
					errors={Object.values(fields.qualifications.allErrors).flat()}
				/>
			</section>

			<section className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
				<h2 className="text-xl font-semibold">Cover Letter</h2>
				<CoverLetterField field={fields.defaultCoverLetter} />
			</section>

			<section className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
				<h2 className="text-xl font-semibold">CV</h2>
				{actionData?.filesNotKept ? (
					<p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
						{FILES_NOT_KEPT}
					</p>
				) : null}
				{profile?.cvFileUrl ? (
					<div className="flex flex-col gap-2 rounded-md border border-gray-200 bg-gray-50 p-3">
						<p className="text-sm text-gray-800">
							Current CV:{' '}
							<a href={profile.cvFileUrl} className="font-medium text-brand-700 underline" download>
								{profile.cvFileName}
							</a>
						</p>
						<label className="flex items-center gap-2 text-sm">
							<input type="checkbox" name="removeCv" defaultChecked={draft.removeCv} className="h-4 w-4" />
							Remove my CV from my Quick Apply profile
						</label>
					</div>
				) : null}
				<FileField
					name="cv"
					label={profile?.cvFileUrl ? 'Replace CV' : 'Upload CV'}
					hint="PDF, DOC or DOCX, up to 5MB."
					accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
					errors={fields.cv.errors}
				/>
			</section>

			<section className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
				<h2 className="text-xl font-semibold">Video Pitch (optional)</h2>
				<p className="text-gray-700">Record a short video (30-90 seconds) introducing yourself to employers.</p>
				{profile?.videoPitchUrl ? (
					<div className="flex flex-col gap-2 rounded-md border border-gray-200 bg-gray-50 p-3">
						<p className="text-sm font-medium text-gray-800">
							Your saved video pitch{profile.videoPitchDuration ? ` (${profile.videoPitchDuration} seconds)` : ''}
						</p>
						<video
							controls
							preload="metadata"
							playsInline
							className="w-full max-w-md rounded-md bg-black"
							aria-label="Your saved video pitch"
						>
							<source src={profile.videoPitchUrl} type={profile.videoPitchMimeType ?? undefined} />
						</video>
						<label className="flex items-center gap-2 text-sm">
							<input
								type="checkbox"
								name="removeVideoPitch"
								defaultChecked={draft.removeVideoPitch}
								className="h-4 w-4"
							/>
							Remove my video pitch
						</label>
					</div>
				) : null}
				<VideoPitchRecorder
					inputName="videoPitch"
					durationName="videoPitchDuration"
					replacing={Boolean(profile?.videoPitchUrl)}
					errors={[...(fields.videoPitch.errors ?? []), ...(fields.videoPitchDuration.errors ?? [])]}
				/>
			</section>

			<button
				type="submit"
				name="intent"
				value="save"
				disabled={saving}
				className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2 disabled:opacity-70"
			>
				{saving ? 'Saving profile...' : 'Save Profile'}
			</button>
		</Form>
	)
}

const controlClass =
	'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid]:border-red-600'

function NoticeSelect({ field }: { field: FieldMetadata<unknown> }) {
	return (
		<div>
			<label htmlFor={field.id} className="block text-sm font-medium text-gray-800">
				Availability / Notice Period
			</label>
			<select {...getSelectProps(field)} className={controlClass}>
				{AVAILABILITY_NOTICES.map((notice) => (
					<option key={notice.value} value={notice.value}>
						{notice.label}
					</option>
				))}
			</select>
			<ErrorList id={field.errors?.length ? field.errorId : undefined} errors={field.errors} />
		</div>
	)
}

function CoverLetterField({ field }: { field: FieldMetadata<string | null | undefined> }) {
	const hintId = useId()
	return (
		<div>
			<label htmlFor={field.id} className="block text-sm font-medium text-gray-800">
				Default Cover Letter
			</label>
			<p id={hintId} className="text-sm text-gray-600">
				Sent with each Quick Apply application. At least 10 characters if you write one.
			</p>
			<textarea {...getTextareaProps(field, { ariaDescribedBy: hintId })} rows={8} className={controlClass} />
			<ErrorList id={field.errors?.length ? field.errorId : undefined} errors={field.errors} />
		</div>
	)
}

function FileField({
	name,
	label,
	hint,
	accept,
	errors,
}: {
	name: string
	label: string
	hint: string
	accept: string
	errors?: string[]
}) {
	const id = useId()
	const errorId = errors?.length ? `${id}-error` : undefined
	return (
		<div>
			<label htmlFor={id} className="block text-sm font-medium text-gray-800">
				{label}
			</label>
			<p id={`${id}-hint`} className="text-sm text-gray-600">
				{hint}
			</p>
			<input
				id={id}
				type="file"
				name={name}
				accept={accept}
				aria-invalid={errorId ? true : undefined}
				aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
				className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
			/>
			<ErrorList id={errorId} errors={errors} />
		</div>
	)
}

/**
 * A list of skills or qualifications. Its items travel as repeated hidden inputs. With
 * JavaScript, Enter in the box or Add adds the item and the remove buttons take it away, here
 * in the page; without it, the same buttons post an `intent` and the server shows the form
 * again with the list changed and everything else as typed.
 */
function ListEditor({
	kind,
	title,
	name,
	inputName,
	initialItems,
	initialInput,
	max,
	maxLength,
	placeholder,
	errors,
}: {
	kind: 'skill' | 'qualification'
	title: string
	name: string
	inputName: string
	initialItems: string[]
	initialInput: string
	max: number
	maxLength: number
	placeholder: string
	errors: string[]
}) {
	const inputId = useId()
	const [items, setItems] = useState(initialItems)
	const [typed, setTyped] = useState(initialInput)
	const full = items.length >= max

	function add(event: React.SyntheticEvent) {
		event.preventDefault()
		setItems((current) => addListItem(current, typed, max))
		setTyped('')
	}

	return (
		<fieldset>
			<legend className="text-lg font-semibold">{title}</legend>
			{items.map((item) => (
				<input key={item} type="hidden" name={name} value={item} />
			))}
			<label htmlFor={inputId} className="mt-2 block text-sm font-medium text-gray-800">
				Add a {kind}
			</label>
			<div className="mt-1 flex gap-2">
				<input
					id={inputId}
					type="text"
					name={inputName}
					value={typed}
					maxLength={maxLength}
					placeholder={placeholder}
					onChange={(event) => setTyped(event.target.value)}
					onKeyDown={(event) => {
						if (event.key === 'Enter') add(event)
					}}
					className="block w-full rounded-md border border-gray-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
				/>
				<button
					type="submit"
					name="intent"
					value={`add-${kind}`}
					formNoValidate
					disabled={full}
					onClick={add}
					className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2 disabled:opacity-60"
				>
					Add<span className="sr-only"> {kind}</span>
				</button>
			</div>
			<p className="mt-1 text-sm text-gray-600">
				{full ? `You have added the most ${kind}s a profile takes (${max}).` : `Press Enter or Add. Up to ${max}.`}
			</p>
			{items.length ? (
				<ul className="mt-3 flex flex-wrap gap-2" aria-label={`Your ${kind}s`}>
					{items.map((item) => (
						<li
							key={item}
							className="flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900"
						>
							<span className="item">{item}</span>
							<button
								type="submit"
								name="intent"
								value={`remove-${kind}:${item}`}
								formNoValidate
								aria-label={`Remove ${item} from your ${kind}s`}
								onClick={(event) => {
									event.preventDefault()
									setItems((current) => removeListItem(current, item))
								}}
								className="flex h-6 w-6 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100 focus:outline-none focus:ring-2 focus:ring-brand-600"
							>
								<span aria-hidden="true">×</span>
							</button>
						</li>
					))}
				</ul>
			) : (
				<p className="mt-3 text-sm text-gray-600">No {kind}s added yet.</p>
			)}
			<ErrorList errors={errors} />
		</fieldset>
	)
}

export function meta() {
	return [
		{ title: 'Quick Apply Setup | Warrington Jobs' },
		{
			name: 'description',
			content: 'Set up your Quick Apply profile, CV and video pitch, then apply to Warrington jobs in one click.',
		},
	]
}
