// Add a training record (docs/product.md §15): the page where "Add Training" on /profile leads without
// JavaScript, and the action its dialog posts to with JavaScript (decision 139).
import { useNavigation } from 'react-router'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { BackToProfile, RecordFormPage } from '../components/profile-record-page.tsx'
import { TrainingForm } from '../components/profile-training-form.tsx'
import { addRecordPage } from '../../../platform/seeker-records.server.ts'
import { trainingRecords } from '../training-history.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { PROFILE_FOR_SEEKERS, TrainingSchema, TRAINING_ON_PROFILE } from '../skill-schemas.ts'
import type { Route } from './+types/profile.training.new'

const page = addRecordPage(trainingRecords, {
	forSeekers: PROFILE_FOR_SEEKERS,
	schema: TrainingSchema,
	saved: (record) => ({
		to: TRAINING_ON_PROFILE,
		toast: { title: 'Training added', description: record.trainingTitle },
	}),
})
export const loader = page.loader
export const action = page.action

export default function AddTrainingPage({ actionData }: Route.ComponentProps) {
	const pending = useNavigation().state === 'submitting'
	return (
		<RecordFormPage
			back={<BackToProfile to={TRAINING_ON_PROFILE} />}
			title="Add training"
			lead="A course, certification, workshop, seminar or conference you have taken."
		>
			<TrainingForm id="add-training" lastResult={actionData?.result} pending={pending} />
		</RecordFormPage>
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
