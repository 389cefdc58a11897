// Edit a training record: the page where a record's "Edit" on /profile leads without JavaScript, and the
// action its dialog posts to with JavaScript (decision 139). Someone else's record is a 404.
import { useNavigation } from 'react-router'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { BackToProfile, RecordFormPage } from '../components/profile-record-page.tsx'
import { TrainingForm } from '../components/profile-training-form.tsx'
import { editRecordPage } from '../../../platform/seeker-records.server.ts'
import { trainingRecords } from '../training-history.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { PROFILE_FOR_SEEKERS, TrainingSchema, TRAINING_ON_PROFILE } from '../skill-schemas.ts'
import type { Route } from './+types/profile.training.$id.edit'

const page = editRecordPage(trainingRecords, {
	forSeekers: PROFILE_FOR_SEEKERS,
	schema: TrainingSchema,
	shown: (record) => ({ record }),
	saved: (record) => ({
		to: TRAINING_ON_PROFILE,
		toast: { title: 'Training saved', description: record.trainingTitle },
	}),
})
export const loader = page.loader
export const action = page.action

export default function EditTrainingPage({ loaderData, actionData }: Route.ComponentProps) {
	const pending = useNavigation().state === 'submitting'
	return (
		<RecordFormPage
			back={<BackToProfile to={TRAINING_ON_PROFILE} />}
			title="Edit training"
			lead={loaderData.record.trainingTitle}
		>
			<TrainingForm id="edit-training" record={loaderData.record} lastResult={actionData?.result} pending={pending} />
		</RecordFormPage>
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
