// Create a career path (docs/product.md §15): the page where "Create Path" on /career-paths leads
// without JavaScript, and the action its dialog posts to with it (decision 151).
import { useNavigation } from 'react-router'
import { BackToPaths, CareerPathForm } from '../components/career-path-form.tsx'
import { pathName } from '../components/career-path-card.tsx'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { RecordFormPage } from '../../profile/components/profile-record-page.tsx'
import { addRecordPage } from '../../../platform/seeker-records.server.ts'
import { careerPathRecords } from '../career-paths.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { CareerPathSchema, PATHS_FOR_SEEKERS } from '../career-path-schemas.ts'
import type { Route } from './+types/career-paths.new'

const page = addRecordPage(careerPathRecords, {
	forSeekers: PATHS_FOR_SEEKERS,
	schema: CareerPathSchema,
	saved: (path) => ({
		to: `/career-paths#path-${path.id}`,
		toast: { title: 'Career path created', description: pathName(path) },
	}),
})
export const loader = page.loader
export const action = page.action

export default function NewCareerPathPage({ actionData }: Route.ComponentProps) {
	const pending = useNavigation().state === 'submitting'
	return (
		<RecordFormPage
			back={<BackToPaths />}
			title="Create a career path"
			lead="From the role you have to the one you want."
		>
			<CareerPathForm id="new-path" lastResult={actionData?.result} pending={pending} />
		</RecordFormPage>
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
