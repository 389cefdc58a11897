// Create a career path (docs/product.md §15): the page where "Create Path" on /career-paths leads
// without JavaScript, and the action its dialog posts to with it (decision 151).
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, useNavigation } from 'react-router'
import { BackToPaths, CareerPathForm } from '../components/career-path-form.tsx'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { emContext } from '../../../context.ts'
import { requireSeeker } from '../../../platform/auth.server.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { CareerPathLimitError, createCareerPath } from '../career-paths.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { CareerPathSchema, CHECK_FIELDS, PATHS_FOR_SEEKERS } from '../career-path-schemas.ts'
import type { Route } from './+types/career-paths.new'

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireSeeker(context, request, { message: PATHS_FOR_SEEKERS })
	return null
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireSeeker(context, request, { message: PATHS_FOR_SEEKERS })
	const submission = parseWithZod(await request.formData(), { schema: CareerPathSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ formErrors: [CHECK_FIELDS] }) }, { status: 400 })
	}
	try {
		const path = await createCareerPath(context.get(emContext), user, submission.value)
		return redirect(`/career-paths#path-${path.id}`, {
			headers: await toastHeaders({
				title: 'Career path created',
				description: `${path.currentRole} → ${path.targetRole}`,
			}),
		})
	} catch (error) {
		if (!(error instanceof CareerPathLimitError)) throw error
		return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: 409 })
	}
}

export default function NewCareerPathPage({ actionData }: Route.ComponentProps) {
	const pending = useNavigation().state === 'submitting'
	return (
		<div className="mx-auto max-w-xl px-4 py-10">
			<BackToPaths />
			<h1 className="mt-4 text-3xl font-bold">Create a career path</h1>
			<p className="mt-2 text-gray-700">From the role you have to the one you want.</p>
			<div className="mt-6 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
				<CareerPathForm id="new-path" lastResult={actionData?.result} pending={pending} />
			</div>
		</div>
	)
}

export function meta({ error }: Route.MetaArgs) {
	if (error) return accessRefusalOf(error) ? [{ title: 'For Job Seekers | Warrington Jobs' }] : []
	return [{ title: 'Create a career path | Warrington Jobs' }, { name: 'robots', content: 'noindex' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const refusal = accessRefusalOf(error)
	return refusal ? <WrongAccountPage refusal={refusal} /> : <ErrorPage error={error} />
}
