// My Profile (/profile), for job seekers: the account's name and email, read-only, the CV card
// (upload, replace, delete after a question; app/features/profile/components/profile-cv-card.tsx), the
// skills and training history (each added, edited and deleted on its own pages or, with
// JavaScript, in dialogs: decision 139) and a welcome until it is dismissed (decision 140). The CV is the
// seeker's one CV, also shown and replaced on /quick-apply-setup (decision 110). Every form is a plain HTML form:
// the upload is a multipart post through the one upload path (app/platform/uploads.server.ts).
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from 'react-router'
import { z } from 'zod'
import { YourDataSection } from '../../accounts/components/your-data.tsx'
import { ProfilePictureSection } from '../components/profile-picture-section.tsx'
import { CertificatesSection } from '../../training/components/certificates.tsx'
import { MyCoursesSection } from '../../training/components/my-courses.tsx'
import { AccountDetails } from '../components/profile-account.tsx'
import { CvCard, NO_FILE } from '../components/profile-cv-card.tsx'
import { SkillsSection } from '../components/profile-skills-list.tsx'
import { TrainingSection } from '../components/profile-training-list.tsx'
import { ProfileWelcome } from '../components/profile-welcome.tsx'
import { RecommendedCourses } from '../../careers/components/recommended-courses.tsx'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { ButtonLink } from '../../../ui/button.tsx'
import { emContext } from '../../../context.ts'
import { getOptionalUser, requireSeeker } from '../../../platform/auth.server.ts'
import { certificatesOf } from '../../training/certificates.server.ts'
import { enrolmentsOf } from '../../training/course-enrolments.server.ts'
import { deleteProfileCv, profileCv, setProfileCv } from '../../applying/profile-cv.server.ts'
import { profilePictureOf } from '../profile-picture.server.ts'
import { showsProfileWelcome } from '../profile-welcome.server.ts'
import { profileCourseRecommendations } from '../../careers/course-recommendations.server.ts'
import { skillsOf } from '../skills.server.ts'
import { trainingOf } from '../training-history.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { PROFILE_FOR_SEEKERS } from '../skill-schemas.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { parseUploadForm, UploadRefusedError } from '../../../platform/uploads.server.ts'
import { CONNECTION_PROBLEM, isNetworkError, isOfflineResult } from '../../../ui/offline.ts'
import { useToast, type ToastMessage } from '../../../ui/toast.ts'
import { UPLOAD_KINDS } from '../../../platform/upload-kinds.ts'
import type { Route } from './+types/profile'
import { log } from '../../../platform/logger.server.ts'

const CvIntentSchema = z.object({ intent: z.enum(['upload', 'delete'], { error: 'Unknown action' }) })

const UPLOAD_FAILED: ToastMessage = {
	title: 'Upload failed',
	description: 'Failed to upload CV. Please try again.',
	type: 'error',
}
export const DELETE_FAILED: ToastMessage = {
	title: 'Delete failed',
	description: 'Failed to delete CV. Please try again.',
	type: 'error',
}

export async function loader({ request, context }: Route.LoaderArgs) {
	if (!getOptionalUser(context)) return data({ signedIn: false as const }, { status: 401 })
	// An employer or admin gets the 403 page naming who My Profile is for.
	const user = await requireSeeker(context, request, { message: PROFILE_FOR_SEEKERS })
	const em = context.get(emContext)
	const cv = profileCv(user)
	return {
		signedIn: true as const,
		firstName: user.firstName,
		lastName: user.lastName,
		email: user.email,
		cv,
		cvFileUrl: user.cvFile ? (user.cvFileUrl ?? null) : null,
		// "Delete CV" asks first: without JavaScript the question is this page.
		confirmDelete: cv.hasCV && new URL(request.url).searchParams.get('confirm') === 'delete-cv',
		showWelcome: showsProfileWelcome(user),
		skills: (await skillsOf(em, user)).items,
		training: (await trainingOf(em, user)).items,
		profileImageUrl: profilePictureOf(user).profileImageUrl,
		courseRecommendations: await profileCourseRecommendations(em, user),
		enrolments: (await enrolmentsOf(em, user)).items,
		certificates: (await certificatesOf(em, user)).items,
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireSeeker(context, request, { message: PROFILE_FOR_SEEKERS, redirectTo: '/profile' })
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
			log().error({ err: error, userId: user.id }, 'Deleting a CV failed')
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
		log().error({ err: error, userId: user.id }, 'Storing a CV failed')
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
			<p className="mt-2 text-gray-700">
				Your account details, the CV you keep on Warrington Jobs, your skills and your training.
			</p>
			{loaderData.showWelcome ? <ProfileWelcome /> : null}
			<ProfilePictureSection {...loaderData} />

			<AccountDetails firstName={loaderData.firstName} lastName={loaderData.lastName} email={loaderData.email} />

			<CvCard
				cv={loaderData.cv}
				cvFileUrl={loaderData.cvFileUrl}
				confirmDelete={loaderData.confirmDelete}
				actionData={actionData}
			/>

			<SkillsSection skills={loaderData.skills} />
			<TrainingSection records={loaderData.training} />
			<RecommendedCourses {...loaderData.courseRecommendations} />
			<MyCoursesSection enrolments={loaderData.enrolments} />
			<CertificatesSection certificates={loaderData.certificates} />

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
			<YourDataSection />
		</div>
	)
}

function SignInRequired() {
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			<h1 className="text-3xl font-bold">Sign in required</h1>
			<p className="mt-4 text-gray-700">Sign in to see your profile and manage your CV.</p>
			<ButtonLink to={`/auth?redirectTo=${encodeURIComponent('/profile')}`} size="lg" className="mt-8 inline-block">
				Sign In
			</ButtonLink>
		</div>
	)
}

export function meta({ error }: Route.MetaArgs) {
	if (error) return accessRefusalOf(error) ? [{ title: 'For Job Seekers | Warrington Jobs' }] : []
	return [{ title: 'My Profile | Warrington Jobs' }, { name: 'robots', content: 'noindex' }]
}

/** An employer or admin is told My Profile is for job seekers, and where their own dashboard is. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const refusal = accessRefusalOf(error)
	return refusal ? <WrongAccountPage refusal={refusal} /> : <ErrorPage error={error} />
}
