// The profile picture on My Profile and on /profile/picture (decision 153): the picture (or the
// initials), a form to upload or replace it and a button to remove it. Both forms are plain posts
// to /profile/picture, the upload a multipart one, so they work without JavaScript (a refusal is
// then shown on /profile/picture itself). With JavaScript they are sent by a fetcher, a refusal
// stays here beside the field, and a chosen picture is checked and previewed before it is sent.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { formConstraint } from '../../../ui/form-constraint.ts'
import { useState } from 'react'
import { useFetcher } from 'react-router'
import { z } from 'zod'
import { showToast, useToast, type ToastMessage } from '../../../ui/toast.ts'
import { precheckUpload, UPLOAD_KINDS } from '../../../platform/upload-kinds.ts'
import { Button } from '../../../ui/button.tsx'
import { ErrorList, FormAlert } from '../../../ui/forms.tsx'
import { UserAvatar } from './user-avatar.tsx'

const PICTURE_ACTION = '/profile/picture'
const NO_PICTURE_CHOSEN = 'Please choose a JPEG, PNG, or WebP picture to upload.'

/** In the browser the chosen file is part of the form, so it is checked before sending too. */
const PictureUploadSchema = z.object({
	intent: z.literal('upload'),
	profilePicture: z
		.instanceof(File, { error: NO_PICTURE_CHOSEN })
		.refine((file) => file.size > 0 && file.name !== '', NO_PICTURE_CHOSEN)
		.superRefine((file, context) => {
			const problem = precheckUpload(UPLOAD_KINDS.picture, file)
			if (problem) context.addIssue({ code: 'custom', message: problem.description })
		}),
})

/** What /profile/picture answers a post it refused. */
type PicturePostResult = { result?: SubmissionResult<string[]>; toast?: ToastMessage } | undefined

export function ProfilePictureSection({
	profileImageUrl,
	firstName,
	lastName,
	actionData,
}: {
	profileImageUrl: string | null
	firstName: string
	lastName: string
	/** The refusal of a post sent without JavaScript, when this is /profile/picture's page. */
	actionData?: PicturePostResult
}) {
	const fetcher = useFetcher<PicturePostResult>({ key: 'profile-picture' })
	useToast(fetcher.data?.toast)
	const busy = fetcher.state === 'idle' ? null : fetcher.formData?.get('intent')
	// A picture saved or removed ends the preview, and any earlier refusal: the upload form is drawn
	// anew (an empty file input, no errors) and what the fetcher last answered is set aside.
	const [preview, setPreview] = useState<string | null>(null)
	const [shownUrl, setShownUrl] = useState(profileImageUrl)
	const [setAside, setSetAside] = useState<PicturePostResult>(undefined)
	if (shownUrl !== profileImageUrl) {
		setShownUrl(profileImageUrl)
		setPreview(null)
		setSetAside(fetcher.data)
	}
	const fetched = fetcher.data === setAside ? undefined : fetcher.data
	const answer = fetcher.state === 'idle' ? (fetched ?? (fetcher.data ? undefined : actionData)) : undefined
	const hasPicture = Boolean(profileImageUrl)
	const fullName = `${firstName} ${lastName}`.trim()

	return (
		<section
			id="picture"
			aria-labelledby="picture-heading"
			className="mt-8 rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
		>
			<h2 id="picture-heading" className="text-xl font-semibold">
				Profile Picture
			</h2>
			<div className="mt-4 flex items-center gap-4">
				{preview ? (
					<img
						src={preview}
						alt="Preview of the picture you chose"
						width={96}
						height={96}
						className="size-24 shrink-0 rounded-full bg-gray-100 object-cover ring-2 ring-brand-600 ring-offset-2"
					/>
				) : (
					<UserAvatar
						src={profileImageUrl}
						firstName={firstName}
						lastName={lastName}
						alt={hasPicture ? `Your profile picture, ${fullName}` : `${fullName}: no picture yet`}
						size="lg"
					/>
				)}
				<div className="min-w-0 text-sm text-gray-700" aria-live="polite">
					{preview ? (
						<p className="font-semibold text-gray-900">Preview: not saved until you upload it.</p>
					) : (
						<p>
							{hasPicture
								? 'This is your picture. You see it in the site’s header when you are signed in.'
								: 'No picture yet: the header shows your initials.'}
						</p>
					)}
					<p className="mt-1">Only you see it. Employers do not.</p>
				</div>
			</div>

			<UploadForm
				key={shownUrl ?? 'none'}
				Form={fetcher.Form}
				answer={answer}
				hasPicture={hasPicture}
				busy={busy === 'upload'}
				onPreview={setPreview}
			/>

			{hasPicture ? (
				<fetcher.Form method="post" action={PICTURE_ACTION} preventScrollReset className="mt-3">
					<input type="hidden" name="intent" value="remove" />
					<Button variant="danger-secondary" size="sm" disabled={busy === 'remove'}>
						{busy === 'remove' ? 'Removing...' : 'Remove picture'}
					</Button>
				</fetcher.Form>
			) : null}
		</section>
	)
}

/** The multipart upload form; drawn anew (by its key) whenever the picture changes. */
function UploadForm({
	Form,
	answer,
	hasPicture,
	busy,
	onPreview,
}: {
	Form: ReturnType<typeof useFetcher>['Form']
	answer: PicturePostResult
	hasPicture: boolean
	busy: boolean
	onPreview: (dataUrl: string | null) => void
}) {
	const [form, fields] = useForm<z.input<typeof PictureUploadSchema>>({
		id: 'profile-picture',
		lastResult: answer?.result,
		constraint: formConstraint(PictureUploadSchema),
		shouldValidate: 'onSubmit',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: PictureUploadSchema }),
	})
	// A refusal the field shows itself (wrong type, too large) needs no second message above it.
	const failure = answer?.toast?.type === 'error' && !fields.profilePicture.errors?.length ? answer.toast : null

	function onChange(event: React.ChangeEvent<HTMLInputElement>) {
		const chosen = event.currentTarget.files?.[0]
		onPreview(null)
		if (!chosen) return
		const problem = precheckUpload(UPLOAD_KINDS.picture, chosen)
		if (problem) {
			showToast({ ...problem, type: 'error' })
			return
		}
		// A data: URL, which the page's Content-Security-Policy allows for images (blob: it does not).
		const reader = new FileReader()
		reader.onload = () => onPreview(typeof reader.result === 'string' ? reader.result : null)
		reader.readAsDataURL(chosen)
	}

	return (
		<Form
			method="post"
			action={PICTURE_ACTION}
			encType="multipart/form-data"
			preventScrollReset
			className="mt-6 flex flex-col gap-3"
			{...getFormProps(form)}
		>
			{failure ? <FormAlert title={failure.title} errors={[failure.description]} /> : null}
			<input type="hidden" name="intent" value="upload" />
			<div>
				<label htmlFor={fields.profilePicture.id} className="block font-medium text-gray-900">
					{hasPicture ? 'Replace your picture' : 'Upload a picture'}
				</label>
				<p id={`${fields.profilePicture.id}-hint`} className="mt-1 text-sm text-gray-700">
					JPEG, PNG or WebP, up to 5MB. We crop it to a square and remove its hidden details, such as where a photo was
					taken.
				</p>
				<input
					{...getInputProps(fields.profilePicture, {
						type: 'file',
						ariaDescribedBy: `${fields.profilePicture.id}-hint`,
					})}
					accept={UPLOAD_KINDS.picture.accept}
					onChange={onChange}
					className="mt-3 block w-full text-sm text-gray-900 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:font-semibold file:text-white focus:outline-none focus:ring-2 focus:ring-brand-600"
				/>
				<ErrorList id={fields.profilePicture.errorId} errors={fields.profilePicture.errors} />
			</div>
			<Button disabled={busy} className="self-start">
				{busy ? 'Uploading...' : hasPicture ? 'Replace picture' : 'Upload picture'}
			</Button>
		</Form>
	)
}
