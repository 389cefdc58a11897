// The employer's job sources (issue 32): where their jobs live outside the board, each with its
// status in plain words, and the form to add one. Every action is a plain form post.
import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { z } from 'zod'
import { emContext } from '../../../context.ts'
import { requireEmployer } from '../../../platform/auth.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { isVerified } from '../../../platform/users.server.ts'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { formConstraint } from '../../../ui/form-constraint.ts'
import { FormAlert, SubmitButton } from '../../../ui/forms.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { EmployerAccessRequired } from '../../employer/components/employer-access-required.tsx'
import { JobSourceFields } from '../components/job-source-fields.tsx'
import { JobSourceList } from '../components/job-source-list.tsx'
import { JobSourceInputSchema } from '../job-source-schemas.ts'
import {
	addJobSource,
	deleteJobSource,
	findOwnJobSource,
	JobSourceInputError,
	listJobSources,
	syncJobSourceNow,
	toJobSourceView,
	updateJobSource,
} from '../job-sources.server.ts'
import type { Route } from './+types/employer-dashboard.job-sources'

const NOT_AN_EMPLOYER = 'You need to be logged in as an employer to manage job sources.'
const PAGE = '/employer-dashboard/job-sources'

/** The buttons on a listed source. */
const SourceActionSchema = z.object({
	intent: z.enum(['sync', 'pause', 'resume', 'remove'], { error: 'Unknown action' }),
	sourceId: z.number({ error: 'Source id is required' }).int().positive(),
})

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireEmployer(context, request, { message: NOT_AN_EMPLOYER, signedOut: 'refuse' })
	const { items } = await listJobSources(context.get(emContext), user)
	return {
		sources: items.map(toJobSourceView),
		// Sources on this domain are trusted at once; null while the address is unverified.
		verifiedDomain: isVerified(user) ? user.email.slice(user.email.lastIndexOf('@') + 1) : null,
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireEmployer(context, request, { message: NOT_AN_EMPLOYER })
	const em = context.get(emContext)
	const form = await request.formData()
	if (form.get('intent') === 'add') {
		const submission = parseWithZod(form, { schema: JobSourceInputSchema })
		if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
		try {
			const source = await addJobSource(em, user, submission.value)
			throw redirect(`${PAGE}#source-${source.id}`, {
				headers: await toastHeaders({
					title: 'Source Added',
					description: source.trust
						? 'We are fetching its jobs now: they appear here and in the listing in a minute or two.'
						: 'We are checking it now. Its jobs are listed once an admin approves it.',
				}),
			})
		} catch (error) {
			if (!(error instanceof JobSourceInputError)) throw error
			return data({ result: submission.reply({ fieldErrors: { [error.field]: [error.message] } }) }, { status: 400 })
		}
	}

	const submission = parseWithZod(form, { schema: SourceActionSchema })
	if (submission.status !== 'success') throw data('This action could not be understood.', { status: 400 })
	const { intent, sourceId } = submission.value
	const source = await findOwnJobSource(em, user, sourceId)
	if (!source) throw data('Job source not found', { status: 404 })
	const done = async (title: string, description: string, anchor = `#source-${source.id}`) =>
		redirect(`${PAGE}${anchor}`, { headers: await toastHeaders({ title, description }) })
	switch (intent) {
		case 'sync':
			await syncJobSourceNow(em, source)
			throw await done('Sync Started', 'We are fetching its jobs now; this page shows the outcome in a minute or two.')
		case 'pause':
			await updateJobSource(em, source, { paused: true })
			throw await done('Source Paused', 'It is not synced until you resume it. Its jobs stay as they are.')
		case 'resume':
			await updateJobSource(em, source, { paused: false })
			throw await done('Source Resumed', 'We are fetching its jobs now.')
		case 'remove': {
			const ended = await deleteJobSource(em, source)
			throw await done(
				'Source Removed',
				ended
					? `${ended} ${ended === 1 ? 'job' : 'jobs'} from it left the listing.`
					: 'None of your listed jobs changed.',
				'',
			)
		}
	}
}

export default function JobSourcesScreen({ loaderData, actionData }: Route.ComponentProps) {
	const pending = useNavigation().state === 'submitting'
	const [form, fields] = useForm({
		id: 'add-job-source',
		lastResult: actionData?.result,
		constraint: formConstraint(JobSourceInputSchema),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: JobSourceInputSchema }),
	})
	return (
		<div className="mx-auto max-w-4xl px-4 py-10">
			<p>
				<Link to="/employer-dashboard" className="text-brand-700 underline underline-offset-4">
					Back to your dashboard
				</Link>
			</p>
			<h1 className="mt-4 text-3xl font-bold">Job Sources</h1>
			<p className="mt-2 text-gray-700">
				Already list your jobs on Greenhouse, Lever or Workable, in an XML feed or on your careers pages? Add them here
				and we keep your jobs on Warrington Jobs in step: new jobs are added, changed ones updated, and jobs you take
				down end here too. Applicants apply on your own site.
			</p>
			<p className="mt-2 text-gray-700">
				{loaderData.verifiedDomain
					? `Sources on ${loaderData.verifiedDomain} (your verified email’s domain) are listed at once; others, and boards hosted by an applicant-tracking system, once an admin approves them.`
					: 'Sources are listed once an admin approves them, or at once when they are on the domain of your email address after you verify it.'}
			</p>

			<section aria-labelledby="sources-heading" className="mt-8">
				<h2 id="sources-heading" className="text-xl font-semibold">
					Your Sources ({loaderData.sources.length})
				</h2>
				<JobSourceList sources={loaderData.sources} />
			</section>

			<section aria-labelledby="add-heading" className="mt-10">
				<h2 id="add-heading" className="text-xl font-semibold">
					Add a Source
				</h2>
				<Form
					method="post"
					className="mt-4 flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
					{...getFormProps(form)}
				>
					<FormAlert title="Error adding the source" errors={form.errors} />
					<input type="hidden" name="intent" value="add" />
					<JobSourceFields fields={fields} />
					<SubmitButton pending={pending} pendingText="Adding...">
						Add Source
					</SubmitButton>
				</Form>
			</section>
		</div>
	)
}

export function meta({ error }: Route.MetaArgs) {
	if (error && !accessRefusalOf(error)) return []
	return [{ title: 'Job Sources | Warrington Jobs' }, { name: 'robots', content: 'noindex' }]
}

export function headers() {
	return { 'Cache-Control': 'private, no-store' }
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const refusal = accessRefusalOf(error)
	if (!refusal) return <ErrorPage error={error} />
	if (refusal.accessRefused === 'wrong-type') return <WrongAccountPage refusal={refusal} heading="Job Sources" />
	return (
		<EmployerAccessRequired
			heading="Job Sources"
			message={NOT_AN_EMPLOYER}
			alert
			link={{ to: `/auth?redirectTo=${encodeURIComponent(PAGE)}`, label: 'Sign In' }}
		/>
	)
}
