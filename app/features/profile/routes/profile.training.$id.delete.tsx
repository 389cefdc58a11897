// Delete a training record: the question page where a record's "Delete" on /profile leads without
// JavaScript (with it, the same question is a dialog), and the action both post to (decision 139).
import { data, redirect } from 'react-router'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { DeleteRecordPage } from '../components/profile-record-delete.tsx'
import { trainingDeleteQuestion } from '../components/profile-training-list.tsx'
import { emContext } from '../../../context.ts'
import { requireSeeker } from '../../../platform/auth.server.ts'
import { parseRecordId } from '../../../platform/route-params.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { deleteTraining, trainingRecordOf } from '../training-history.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { PROFILE_FOR_SEEKERS, TRAINING_ON_PROFILE, TRAINING_NOT_FOUND } from '../skill-schemas.ts'
import type { Route } from './+types/profile.training.$id.delete'

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const user = await requireSeeker(context, request, { message: PROFILE_FOR_SEEKERS })
	const id = parseRecordId(params.id)
	const record = id === null ? null : await trainingRecordOf(context.get(emContext), user, id)
	if (!record) throw data(TRAINING_NOT_FOUND, { status: 404 })
	return { id: record.id, trainingTitle: record.trainingTitle }
}

/** Deletes the record; one already gone (deleted in another tab) says so rather than failing. */
export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireSeeker(context, request, { message: PROFILE_FOR_SEEKERS })
	const id = parseRecordId(params.id)
	const deleted = id !== null && (await deleteTraining(context.get(emContext), user, id))
	return redirect(TRAINING_ON_PROFILE, {
		headers: await toastHeaders(deleted ? { title: 'Training deleted' } : { title: TRAINING_NOT_FOUND, type: 'info' }),
	})
}

export default function DeleteTrainingPage({ loaderData }: Route.ComponentProps) {
	return <DeleteRecordPage {...trainingDeleteQuestion(loaderData)} cancelTo={TRAINING_ON_PROFILE} />
}

export function meta({ error }: Route.MetaArgs) {
	if (error) return accessRefusalOf(error) ? [{ title: 'For Job Seekers | Warrington Jobs' }] : []
	return [{ title: 'Delete training | Warrington Jobs' }, { name: 'robots', content: 'noindex' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const refusal = accessRefusalOf(error)
	return refusal ? <WrongAccountPage refusal={refusal} /> : <ErrorPage error={error} />
}
