// Delete a career path: the question page where a path's "Delete" leads without JavaScript (with
// it, the same question is a dialog), and the action both post to (decision 151).
import { data, redirect } from 'react-router'
import { pathDeleteQuestion } from '../components/career-path-card.tsx'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { DeleteRecordPage } from '../../profile/components/profile-record-delete.tsx'
import { emContext } from '../../../context.ts'
import { requireSeeker } from '../../../platform/auth.server.ts'
import { parseRecordId } from '../../../platform/route-params.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { careerPathOf, deleteCareerPath } from '../career-paths.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { PATH_NOT_FOUND, PATHS_FOR_SEEKERS } from '../career-path-schemas.ts'
import type { Route } from './+types/career-paths.$id.delete'

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const user = await requireSeeker(context, request, { message: PATHS_FOR_SEEKERS })
	const id = parseRecordId(params.id)
	const path = id === null ? null : await careerPathOf(context.get(emContext), user, id)
	if (!path) throw data(PATH_NOT_FOUND, { status: 404 })
	return { id: path.id, currentRole: path.currentRole, targetRole: path.targetRole }
}

/** Deletes the path; one already gone (deleted in another tab) says so rather than failing. */
export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireSeeker(context, request, { message: PATHS_FOR_SEEKERS })
	const id = parseRecordId(params.id)
	const deleted = id !== null && (await deleteCareerPath(context.get(emContext), user, id))
	return redirect('/career-paths', {
		headers: await toastHeaders(deleted ? { title: 'Career path deleted' } : { title: PATH_NOT_FOUND, type: 'info' }),
	})
}

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
