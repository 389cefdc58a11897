// Delete a skill: the question page where a skill's "Delete" on /profile leads without
// JavaScript (with it, the same question is a dialog), and the action both post to (decision 139).
import { data, redirect } from 'react-router'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { DeleteRecordPage } from '../components/profile-record-delete.tsx'
import { skillDeleteQuestion } from '../components/profile-skills-list.tsx'
import { emContext } from '../../../context.ts'
import { requireSeeker } from '../../../platform/auth.server.ts'
import { parseRecordId } from '../../../platform/route-params.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { deleteSkill, skillOf } from '../skills.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { PROFILE_FOR_SEEKERS, SKILLS_ON_PROFILE, SKILL_NOT_FOUND } from '../skill-schemas.ts'
import type { Route } from './+types/profile.skills.$id.delete'

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const user = await requireSeeker(context, request, { message: PROFILE_FOR_SEEKERS })
	const id = parseRecordId(params.id)
	const skill = id === null ? null : await skillOf(context.get(emContext), user, id)
	if (!skill) throw data(SKILL_NOT_FOUND, { status: 404 })
	return { id: skill.id, skillName: skill.skillName }
}

/** Deletes the skill; one already gone (deleted in another tab) says so rather than failing. */
export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireSeeker(context, request, { message: PROFILE_FOR_SEEKERS })
	const id = parseRecordId(params.id)
	const deleted = id !== null && (await deleteSkill(context.get(emContext), user, id))
	return redirect(SKILLS_ON_PROFILE, {
		headers: await toastHeaders(deleted ? { title: 'Skill deleted' } : { title: SKILL_NOT_FOUND, type: 'info' }),
	})
}

export default function DeleteSkillPage({ loaderData }: Route.ComponentProps) {
	return <DeleteRecordPage {...skillDeleteQuestion(loaderData)} cancelTo={SKILLS_ON_PROFILE} />
}

export function meta({ error }: Route.MetaArgs) {
	if (error) return accessRefusalOf(error) ? [{ title: 'For Job Seekers | Warrington Jobs' }] : []
	return [{ title: 'Delete skill | Warrington Jobs' }, { name: 'robots', content: 'noindex' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const refusal = accessRefusalOf(error)
	return refusal ? <WrongAccountPage refusal={refusal} /> : <ErrorPage error={error} />
}
