// /quick-apply-setup: the seeker's Quick Apply profile (docs/product.md §9 and §18), one
// multipart form whose lists can also be edited without JavaScript (app/features/applying/quick-apply-draft.ts).
// Its CV is the seeker's one CV, the one My Profile shows (decision 110).
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link, redirect } from 'react-router'
import { QuickApplyForm } from '../components/quick-apply-form.tsx'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { emContext } from '../../../context.ts'
import { requireSeeker } from '../../../platform/auth.server.ts'
import {
	findQuickApplyProfile,
	QUICK_APPLY_UPLOADS,
	quickApplyProfileView,
	saveQuickApplySubmission,
	videoPitchLength,
} from '../quick-apply.server.ts'
import { profileCv } from '../profile-cv.server.ts'
import { config } from '../../../platform/config.server.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { parseUploadForm, UploadRefusedError } from '../../../platform/uploads.server.ts'
import { draftFrom, draftFromProfile, editDraft, putLists, withTypedItems } from '../quick-apply-draft.ts'
import { formatLongDate } from '../../../ui/format.ts'
import { QuickApplyFormSchema } from '../quick-apply-schema.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { safeRedirect } from '../../../platform/safe-redirect.ts'
import type { Route } from './+types/quick-apply-setup'

export const PROFILE_UPDATED = 'Profile Updated!'
const CHECK_FIELDS = 'Please check the highlighted fields.'
/** What an employer (or admin) who opens the page reads on its 403. */
const ONLY_SEEKERS =
	'Quick Apply is for job seekers: it sends a job seeker’s saved details to employers with one press.'

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireSeeker(context, request, { message: ONLY_SEEKERS })
	const profile = await findQuickApplyProfile(context.get(emContext), user)
	const cv = profileCv(user)
	return {
		profile: profile ? quickApplyProfileView(profile) : null,
		suggestedName: `${user.firstName} ${user.lastName}`.trim(),
		// The seeker's one CV, shown here as on My Profile.
		cv:
			cv.hasCV && user.cvFileUrl
				? {
						fileName: cv.cvFileName ?? 'Your CV',
						uploadedOn: cv.cvUploadedAt ? formatLongDate(cv.cvUploadedAt) : null,
						url: user.cvFileUrl,
					}
				: null,
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireSeeker(context, request, { message: ONLY_SEEKERS })
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

	const intent = form.get('intent')
	const edited = editDraft(draft, typeof intent === 'string' ? intent : '')
	if (edited) return { result: null, draft: edited, filesNotKept: sentFiles }

	// A skill or qualification typed but not added yet is kept: nothing typed is lost.
	const toSave = withTypedItems(draft)
	putLists(form, toSave)

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
	// Sent here by a Quick Apply pressed without a profile: back to that job to press it.
	const back = safeRedirect(new URL(request.url).searchParams.get('redirectTo'), '', config.appOrigin)
	throw redirect(back || '/quick-apply-setup', {
		headers: await toastHeaders({
			title: PROFILE_UPDATED,
			description: `Your Quick Apply profile has been saved.${back ? ' Press Quick Apply to send it.' : ''}`,
		}),
	})
}

export default function QuickApplySetupScreen({ loaderData, actionData }: Route.ComponentProps) {
	const { profile } = loaderData
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
			<QuickApplyForm
				key={profile?.updatedAt ?? 'new'}
				draft={actionData?.draft ?? draftFromProfile(profile, loaderData.suggestedName)}
				profile={profile}
				cv={loaderData.cv}
				lastResult={actionData?.result}
				filesNotKept={Boolean(actionData?.filesNotKept)}
			/>
		</div>
	)
}

export function meta({ error }: Route.MetaArgs) {
	// Another error's page sets its own title.
	if (error) return accessRefusalOf(error) ? [{ title: 'For Job Seekers | Warrington Jobs' }] : []
	return [
		{ title: 'Quick Apply Setup | Warrington Jobs' },
		{
			name: 'description',
			content: 'Set up your Quick Apply profile, CV and video pitch, then apply to Warrington jobs in one click.',
		},
	]
}

/** An employer or admin is told the page is for job seekers, and where their own dashboard is. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const refusal = accessRefusalOf(error)
	return refusal ? <WrongAccountPage refusal={refusal} /> : <ErrorPage error={error} />
}
