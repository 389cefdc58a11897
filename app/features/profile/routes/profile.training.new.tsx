// Add a training record (docs/product.md §15): the page where "Add Training" on /profile leads without
// JavaScript, and the action its dialog posts to with JavaScript (decision 139).
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, useNavigation } from 'react-router'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { BackToProfile } from '../components/profile-record-delete.tsx'
import { TrainingForm } from '../components/profile-training-form.tsx'
import { emContext } from '../../../context.ts'
import { requireSeeker } from '../../../platform/auth.server.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { addTraining, TrainingLimitError } from '../training-history.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { CHECK_FIELDS, PROFILE_FOR_SEEKERS, TrainingSchema, TRAINING_ON_PROFILE } from '../skill-schemas.ts'
import type { Route } from './+types/profile.training.new'

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireSeeker(context, request, { message: PROFILE_FOR_SEEKERS })
	return null
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireSeeker(context, request, { message: PROFILE_FOR_SEEKERS })
	const submission = parseWithZod(await request.formData(), { schema: TrainingSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ formErrors: [CHECK_FIELDS] }) }, { status: 400 })
	}
	try {
		const record = await addTraining(context.get(emContext), user, submission.value)
		return redirect(TRAINING_ON_PROFILE, {
			headers: await toastHeaders({ title: 'Training added', description: record.trainingTitle }),
		})
	} catch (error) {
		if (error instanceof TrainingLimitError) {
			return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: 409 })
		}
		throw error
	}
}

export default function AddTrainingPage({ actionData }: Route.ComponentProps) {
	const pending = useNavigation().state === 'submitting'
	return (
		<div className="mx-auto max-w-xl px-4 py-10">
			<BackToProfile to={TRAINING_ON_PROFILE} />
			<h1 className="mt-4 text-3xl font-bold">Add training</h1>
			<p className="mt-2 text-gray-700">A course, certification, workshop, seminar or conference you have taken.</p>
			<div className="mt-6 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
				<TrainingForm id="add-training" lastResult={actionData?.result} pending={pending} />
			</div>
		</div>
	)
}

export function meta({ error }: Route.MetaArgs) {
	if (error) return accessRefusalOf(error) ? [{ title: 'For Job Seekers | Warrington Jobs' }] : []
	return [{ title: 'Add training | Warrington Jobs' }, { name: 'robots', content: 'noindex' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const refusal = accessRefusalOf(error)
	return refusal ? <WrongAccountPage refusal={refusal} /> : <ErrorPage error={error} />
}
