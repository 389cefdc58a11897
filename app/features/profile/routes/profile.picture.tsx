// /profile/picture: where My Profile's picture forms post (decision 153). POST with `intent`
// `upload` (multipart, the file in `profilePicture`, through the one upload path) or `remove`;
// success returns to /profile with a toast. A refusal ("Invalid file type", "File too large",
// "Upload failed") is answered here: with JavaScript the section on /profile shows it beside the
// field; without, this page shows the section again with the message. GET shows the same page.
import { data, redirect } from 'react-router'
import { z } from 'zod'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { ProfilePictureSection } from '../components/profile-picture-section.tsx'
import { BackToProfile } from '../components/profile-record-page.tsx'
import { emContext } from '../../../context.ts'
import { requireSeeker } from '../../../platform/auth.server.ts'
import { log } from '../../../platform/logger.server.ts'
import { RateLimitedError, tooManyAttempts } from '../../../platform/rate-limit.server.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import {
	PICTURE_FIELD,
	PICTURE_UPLOAD_FAILED,
	profilePictureOf,
	readPictureUpload,
	removeProfilePicture,
	setProfilePicture,
	UnusablePictureError,
} from '../profile-picture.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { PROFILE_FOR_SEEKERS } from '../skill-schemas.ts'
import type { UploadMessage } from '../../../platform/upload-kinds.ts'
import type { Route } from './+types/profile.picture'

const IntentSchema = z.enum(['upload', 'remove'])

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireSeeker(context, request, { message: PROFILE_FOR_SEEKERS })
	return { firstName: user.firstName, lastName: user.lastName, ...profilePictureOf(user) }
}

/** A refused post: the field's error (or the form's), and the toast JavaScript shows. */
function refusal(status: number, failure: UploadMessage, aboutFile: boolean) {
	const error: Record<string, string[]> = { [aboutFile ? PICTURE_FIELD : '']: [failure.description] }
	return data(
		{ result: { status: 'error' as const, error }, toast: { ...failure, type: 'error' as const } },
		{ status },
	)
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireSeeker(context, request, { message: PROFILE_FOR_SEEKERS, redirectTo: '/profile' })
	const em = context.get(emContext)
	const upload = await readPictureUpload(request)
	const intent = IntentSchema.safeParse(upload.form?.get('intent'))

	if (intent.success && intent.data === 'remove') {
		const removed = await removeProfilePicture(em, user)
		throw redirect('/profile', {
			headers: await toastHeaders(
				removed ? { title: 'Profile picture removed' } : { title: 'No profile picture to remove', type: 'info' },
			),
		})
	}
	if (!upload.ok) return refusal(upload.status, upload.failure, upload.aboutFile)
	if (!intent.success) throw data('This action could not be understood.', { status: 400 })
	try {
		await setProfilePicture(em, user, upload.file)
	} catch (error) {
		if (error instanceof UnusablePictureError) return refusal(400, error.failure, true)
		if (error instanceof RateLimitedError) {
			const failure = { title: PICTURE_UPLOAD_FAILED.title, description: error.message }
			return tooManyAttempts(
				context,
				{
					result: { status: 'error' as const, error: { '': [failure.description] } },
					toast: { ...failure, type: 'error' as const },
				},
				error,
			)
		}
		log().error({ err: error, userId: user.id }, 'Storing a profile picture failed')
		return refusal(500, PICTURE_UPLOAD_FAILED, false)
	}
	throw redirect('/profile', { headers: await toastHeaders({ title: 'Profile picture uploaded successfully!' }) })
}

export default function ProfilePicturePage({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<div className="mx-auto max-w-xl px-4 py-10">
			<BackToProfile to="/profile" />
			<h1 className="mt-4 text-3xl font-bold">Your profile picture</h1>
			<ProfilePictureSection
				profileImageUrl={loaderData.profileImageUrl}
				firstName={loaderData.firstName}
				lastName={loaderData.lastName}
				actionData={actionData}
			/>
		</div>
	)
}

export function meta({ error }: Route.MetaArgs) {
	if (error) return accessRefusalOf(error) ? [{ title: 'For Job Seekers | Warrington Jobs' }] : []
	return [{ title: 'Your profile picture | Warrington Jobs' }, { name: 'robots', content: 'noindex' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const refusal = accessRefusalOf(error)
	return refusal ? <WrongAccountPage refusal={refusal} /> : <ErrorPage error={error} />
}
