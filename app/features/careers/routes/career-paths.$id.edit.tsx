// Edit a career path: the page where a path's "Edit" leads without JavaScript, and the action its
// dialog posts to with it (decision 151). Someone else's path is a 404.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, useNavigation } from 'react-router'
import { BackToPaths, CareerPathForm } from '../components/career-path-form.tsx'
import { pathName } from '../components/career-path-card.tsx'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { emContext } from '../../../context.ts'
import { requireSeeker } from '../../../platform/auth.server.ts'
import { parseRecordId } from '../../../platform/route-params.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { careerPathOf, updateCareerPath } from '../career-paths.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { CareerPathSchema, CHECK_FIELDS, PATH_NOT_FOUND, PATHS_FOR_SEEKERS } from '../career-path-schemas.ts'
import type { Route } from './+types/career-paths.$id.edit'

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const user = await requireSeeker(context, request, { message: PATHS_FOR_SEEKERS })
	const id = parseRecordId(params.id)
	const path = id === null ? null : await careerPathOf(context.get(emContext), user, id)
	if (!path) throw data(PATH_NOT_FOUND, { status: 404 })
	return { path }
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireSeeker(context, request, { message: PATHS_FOR_SEEKERS })
	const id = parseRecordId(params.id)
	const submission = parseWithZod(await request.formData(), { schema: CareerPathSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ formErrors: [CHECK_FIELDS] }) }, { status: 400 })
	}
	const path = id === null ? null : await updateCareerPath(context.get(emContext), user, id, submission.value)
	if (!path) throw data(PATH_NOT_FOUND, { status: 404 })
	return redirect(`/career-paths/${path.id}`, {
		headers: await toastHeaders({ title: 'Career path saved', description: pathName(path) }),
	})
}

export default function EditCareerPathPage({ loaderData, actionData }: Route.ComponentProps) {
	const pending = useNavigation().state === 'submitting'
	return (
		<div className="mx-auto max-w-xl px-4 py-10">
			<BackToPaths />
			<h1 className="mt-4 text-3xl font-bold">Edit career path</h1>
			<p className="mt-2 break-words text-gray-700">{pathName(loaderData.path)}</p>
			<div className="mt-6 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
				<CareerPathForm id="edit-path" path={loaderData.path} lastResult={actionData?.result} pending={pending} />
			</div>
		</div>
	)
}

export function meta({ error }: Route.MetaArgs) {
	if (error) return accessRefusalOf(error) ? [{ title: 'For Job Seekers | Warrington Jobs' }] : []
	return [{ title: 'Edit career path | Warrington Jobs' }, { name: 'robots', content: 'noindex' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const refusal = accessRefusalOf(error)
	return refusal ? <WrongAccountPage refusal={refusal} /> : <ErrorPage error={error} />
}
