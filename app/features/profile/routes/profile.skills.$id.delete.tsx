// Delete a skill: the question page where a skill's "Delete" on /profile leads without
// JavaScript (with it, the same question is a dialog), and the action both post to (decision 139).
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { DeleteRecordPage } from '../components/profile-record-delete.tsx'
import { skillDeleteQuestion } from '../components/profile-skills-list.tsx'
import { deleteRecordPage } from '../../../platform/seeker-records.server.ts'
import { skillRecords } from '../skills.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { PROFILE_FOR_SEEKERS, SKILLS_ON_PROFILE } from '../skill-schemas.ts'
import type { Route } from './+types/profile.skills.$id.delete'

const page = deleteRecordPage(skillRecords, {
	forSeekers: PROFILE_FOR_SEEKERS,
	shown: (skill) => ({ id: skill.id, skillName: skill.skillName }),
	deleted: { to: SKILLS_ON_PROFILE, toast: { title: 'Skill deleted' } },
})
export const loader = page.loader
export const action = page.action

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
