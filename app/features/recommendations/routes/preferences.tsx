// Job preferences as a page of its own (decision 091): where the "Job Preferences" link leads
// without JavaScript, and the action the dialog on /recommendations posts to.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link, redirect, useNavigation } from 'react-router'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { PreferencesForm } from '../components/preferences-form.tsx'
import { emContext } from '../../../context.ts'
import { requireSeeker } from '../../../platform/auth.server.ts'
import { config } from '../../../platform/config.server.ts'
import { preferencesOf, savePreferences } from '../preferences.server.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { PreferencesSchema } from '../preferences-schema.ts'
import { safeRedirect } from '../../../platform/safe-redirect.ts'
import type { Route } from './+types/preferences'

const DEFAULT_RETURN = '/recommendations'
/** What an employer (or admin) who opens the page reads on its 403. */
const ONLY_SEEKERS = 'Job preferences are for job seekers: they choose the jobs we recommend to them.'

/** Where to go after saving: a local path given by the page that linked here, else /recommendations. */
function returnTo(value: unknown) {
	const to = safeRedirect(value, DEFAULT_RETURN, config.appOrigin)
	return to.startsWith('/preferences') ? DEFAULT_RETURN : to
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireSeeker(context, request, { message: ONLY_SEEKERS })
	return {
		preferences: await preferencesOf(context.get(emContext), user),
		redirectTo: returnTo(new URL(request.url).searchParams.get('redirectTo')),
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireSeeker(context, request, { message: ONLY_SEEKERS })
	const formData = await request.formData()
	const back = returnTo(formData.get('redirectTo'))
	const submission = parseWithZod(formData, { schema: PreferencesSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ formErrors: ['Please check the highlighted fields.'] }) }, { status: 400 })
	}
	await savePreferences(context.get(emContext), user, submission.value)
	return redirect(back, {
		headers: await toastHeaders({
			title: 'Preferences saved!',
			description: 'Your recommendations now follow your new preferences.',
		}),
	})
}

export default function PreferencesPage({ loaderData, actionData }: Route.ComponentProps) {
	const { preferences, redirectTo } = loaderData
	const pending = useNavigation().state === 'submitting'
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<Link
				to={redirectTo}
				className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
			>
				<span aria-hidden="true">←</span> Back
			</Link>
			<h1 className="mt-4 text-3xl font-bold">Job Preferences</h1>
			<p className="mt-2 text-gray-700">
				Tell us what you are looking for and we will recommend jobs to match. Nothing here is required.
			</p>
			<div className="mt-6 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
				<PreferencesForm
					id="preferences"
					defaults={preferences}
					redirectTo={redirectTo}
					lastResult={actionData?.result}
					pending={pending}
				/>
			</div>
		</div>
	)
}

export function meta({ error }: Route.MetaArgs) {
	// Another error's page sets its own title.
	if (error) return accessRefusalOf(error) ? [{ title: 'For Job Seekers | Warrington Jobs' }] : []
	return [{ title: 'Job Preferences | Warrington Jobs' }, { name: 'robots', content: 'noindex' }]
}

/** An employer or admin is told the page is for job seekers, and where their own dashboard is. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const refusal = accessRefusalOf(error)
	return refusal ? <WrongAccountPage refusal={refusal} /> : <ErrorPage error={error} />
}
