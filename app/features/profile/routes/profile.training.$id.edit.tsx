// Edit a training record: the page where a record's "Edit" on /profile leads without JavaScript, and the
// action its dialog posts to with JavaScript (decision 139). Someone else's record is a 404.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, useNavigation } from 'react-router'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { BackToProfile } from '../components/profile-record-delete.tsx'
import { TrainingForm } from '../components/profile-training-form.tsx'
import { emContext } from '../../../context.ts'
import { requireSeeker } from '../../../platform/auth.server.ts'
import { parseRecordId } from '../../../platform/route-params.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { trainingRecordOf, updateTraining } from '../training-history.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import {
	CHECK_FIELDS,
	PROFILE_FOR_SEEKERS,
	TrainingSchema,
	TRAINING_ON_PROFILE,
	TRAINING_NOT_FOUND,
} from '../skill-schemas.ts'
import type { Route } from './+types/profile.training.$id.edit'

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const user = await requireSeeker(context, request, { message: PROFILE_FOR_SEEKERS })
	const id = parseRecordId(params.id)
	const record = id === null ? null : await trainingRecordOf(context.get(emContext), user, id)
	if (!record) throw data(TRAINING_NOT_FOUND, { status: 404 })
	return { record }
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireSeeker(context, request, { message: PROFILE_FOR_SEEKERS })
	const id = parseRecordId(params.id)
	const submission = parseWithZod(await request.formData(), { schema: TrainingSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ formErrors: [CHECK_FIELDS] }) }, { status: 400 })
	}
	const record = id === null ? null : await updateTraining(context.get(emContext), user, id, submission.value)
	if (!record) throw data(TRAINING_NOT_FOUND, { status: 404 })
	return redirect(TRAINING_ON_PROFILE, {
		headers: await toastHeaders({ title: 'Training saved', description: record.trainingTitle }),
	})
}

export default function EditTrainingPage({ loaderData, actionData }: Route.ComponentProps) {
	const pending = useNavigation().state === 'submitting'
	return (
		<div className="mx-auto max-w-xl px-4 py-10">
			<BackToProfile to={TRAINING_ON_PROFILE} />
			<h1 className="mt-4 text-3xl font-bold">Edit training</h1>
			<p className="mt-2 break-words text-gray-700">{loaderData.record.trainingTitle}</p>
			<div className="mt-6 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
				<TrainingForm id="edit-training" record={loaderData.record} lastResult={actionData?.result} pending={pending} />
			</div>
		</div>
	)
}

export function meta({ error }: Route.MetaArgs) {
	if (error) return accessRefusalOf(error) ? [{ title: 'For Job Seekers | Warrington Jobs' }] : []
	return [{ title: 'Edit training | Warrington Jobs' }, { name: 'robots', content: 'noindex' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const refusal = accessRefusalOf(error)
	return refusal ? <WrongAccountPage refusal={refusal} /> : <ErrorPage error={error} />
}
