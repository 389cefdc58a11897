// Add a skill (docs/product.md §15): the page where "Add Skill" on /profile leads without
// JavaScript, and the action its dialog posts to with JavaScript (decision 139).
import { useNavigation } from 'react-router'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { BackToProfile, RecordFormPage } from '../components/profile-record-page.tsx'
import { SkillForm } from '../components/profile-skills-form.tsx'
import { addRecordPage } from '../../../platform/seeker-records.server.ts'
import { skillRecords } from '../skills.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { PROFILE_FOR_SEEKERS, SkillSchema, SKILLS_ON_PROFILE } from '../skill-schemas.ts'
import type { Route } from './+types/profile.skills.new'

const page = addRecordPage(skillRecords, {
	forSeekers: PROFILE_FOR_SEEKERS,
	schema: SkillSchema,
	saved: (skill) => ({ to: SKILLS_ON_PROFILE, toast: { title: 'Skill added', description: skill.skillName } }),
})
export const loader = page.loader
export const action = page.action

export default function AddSkillPage({ actionData }: Route.ComponentProps) {
	const pending = useNavigation().state === 'submitting'
	return (
		<RecordFormPage
			back={<BackToProfile to={SKILLS_ON_PROFILE} />}
			title="Add a skill"
			lead="What you can do, how well, and any certificate that shows it."
		>
			<SkillForm id="add-skill" lastResult={actionData?.result} pending={pending} />
		</RecordFormPage>
	)
}

export function meta({ error }: Route.MetaArgs) {
	if (error) return accessRefusalOf(error) ? [{ title: 'For Job Seekers | Warrington Jobs' }] : []
	return [{ title: 'Add a skill | Warrington Jobs' }, { name: 'robots', content: 'noindex' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const refusal = accessRefusalOf(error)
	return refusal ? <WrongAccountPage refusal={refusal} /> : <ErrorPage error={error} />
}
