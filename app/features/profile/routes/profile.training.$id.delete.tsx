// Delete a training record: the question page where a record's "Delete" on /profile leads without
// JavaScript (with it, the same question is a dialog), and the action both post to (decision 139).
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { DeleteRecordPage } from '../components/profile-record-delete.tsx'
import { trainingDeleteQuestion } from '../components/profile-training-list.tsx'
import { deleteRecordPage } from '../../../platform/seeker-records.server.ts'
import { trainingRecords } from '../training-history.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { PROFILE_FOR_SEEKERS, TRAINING_ON_PROFILE } from '../skill-schemas.ts'
import type { Route } from './+types/profile.training.$id.delete'

const page = deleteRecordPage(trainingRecords, {
	forSeekers: PROFILE_FOR_SEEKERS,
	shown: (record) => ({ id: record.id, trainingTitle: record.trainingTitle }),
	deleted: { to: TRAINING_ON_PROFILE, toast: { title: 'Training deleted' } },
})
export const loader = page.loader
export const action = page.action

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
