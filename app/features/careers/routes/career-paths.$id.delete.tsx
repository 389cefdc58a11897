// Delete a career path: the question page where a path's "Delete" leads without JavaScript (with
// it, the same question is a dialog), and the action both post to (decision 151).
import { pathDeleteQuestion } from '../components/career-path-card.tsx'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { DeleteRecordPage } from '../../profile/components/profile-record-delete.tsx'
import { deleteRecordPage } from '../../../platform/seeker-records.server.ts'
import { careerPathRecords } from '../career-paths.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { PATHS_FOR_SEEKERS } from '../career-path-schemas.ts'
import type { Route } from './+types/career-paths.$id.delete'

const page = deleteRecordPage(careerPathRecords, {
	forSeekers: PATHS_FOR_SEEKERS,
	shown: (path) => ({ id: path.id, currentRole: path.currentRole, targetRole: path.targetRole }),
	deleted: { to: '/career-paths', toast: { title: 'Career path deleted' } },
})
export const loader = page.loader
export const action = page.action

export default function DeleteCareerPathPage({ loaderData }: Route.ComponentProps) {
	return <DeleteRecordPage {...pathDeleteQuestion(loaderData)} cancelTo="/career-paths" />
}

export function meta({ error }: Route.MetaArgs) {
	if (error) return accessRefusalOf(error) ? [{ title: 'For Job Seekers | Warrington Jobs' }] : []
	return [{ title: 'Delete career path | Warrington Jobs' }, { name: 'robots', content: 'noindex' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const refusal = accessRefusalOf(error)
	return refusal ? <WrongAccountPage refusal={refusal} /> : <ErrorPage error={error} />
}
