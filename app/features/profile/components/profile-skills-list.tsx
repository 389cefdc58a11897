// "My Skills" on /profile (docs/product.md §15): the seeker's skills with their level, years and
// certification, each with Edit and Delete, and Add Skill (a dialog with JavaScript, the page
// /profile/skills/new without). Nothing here says a skill is verified: nobody checks them yet
// (decision 139).
import { formatLongDate } from '../../../ui/format.ts'
import { MAX_SKILLS_PER_USER, SKILL_FAILED, SKILL_UPDATE_FAILED, type SkillView } from '../skill-schemas.ts'
import { buttonClassName } from '../../../ui/button.tsx'
import { DeleteRecordButton } from './profile-record-delete.tsx'
import { ProfileRecordDialog } from './profile-record-dialog.tsx'
import { SkillForm, skillFormPath } from './profile-skills-form.tsx'

/** The question asked before a skill is deleted, in its dialog and on its page. */
export const skillDeleteQuestion = (skill: Pick<SkillView, 'id' | 'skillName'>) => ({
	href: `/profile/skills/${skill.id}/delete`,
	question: `Delete the skill “${skill.skillName}”?`,
	consequence: 'It will no longer be listed on your profile.',
	confirmLabel: 'Yes, delete this skill',
})

const years = (count: number) => `${count} ${count === 1 ? 'year' : 'years'}`

function SkillDetails({ skill }: { skill: SkillView }) {
	const details = [
		skill.skillCategory,
		skill.yearsOfExperience === null ? null : years(skill.yearsOfExperience),
		skill.lastUsed ? `last used ${formatLongDate(skill.lastUsed)}` : null,
	].filter(Boolean)
	return (
		<>
			<p className="text-sm text-gray-700">{details.join(' · ')}</p>
			{skill.certificationName ? (
				<p className="text-sm text-gray-700">
					Certification: {skill.certificationName}
					{skill.certificationDate ? `, ${formatLongDate(skill.certificationDate)}` : ''}
					{skill.certificationExpiry ? ` (expires ${formatLongDate(skill.certificationExpiry)})` : ''}
				</p>
			) : null}
		</>
	)
}

function SkillRow({ skill }: { skill: SkillView }) {
	return (
		<li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
			<div className="min-w-0">
				<h3 className="font-semibold break-words text-gray-900">
					{skill.skillName}{' '}
					<span className="ml-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
						{skill.proficiencyLevel}
					</span>
				</h3>
				<SkillDetails skill={skill} />
			</div>
			<div className="flex shrink-0 gap-2">
				<ProfileRecordDialog
					href={skillFormPath(skill.id)}
					trigger={
						<>
							Edit<span className="sr-only"> {skill.skillName}</span>
						</>
					}
					triggerClassName={buttonClassName({ variant: 'secondary', size: 'sm' })}
					title="Edit skill"
					description={skill.skillName}
					failure={SKILL_UPDATE_FAILED}
					renderForm={(props) => <SkillForm {...props} skill={skill} />}
				/>
				<DeleteRecordButton label="Delete" {...skillDeleteQuestion(skill)} />
			</div>
		</li>
	)
}

export function SkillsSection({ skills }: { skills: SkillView[] }) {
	const full = skills.length >= MAX_SKILLS_PER_USER
	return (
		<section
			id="skills"
			aria-labelledby="skills-heading"
			className="mt-8 rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
		>
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h2 id="skills-heading" className="text-xl font-semibold">
					My Skills
				</h2>
				{full ? null : (
					<ProfileRecordDialog
						href={skillFormPath()}
						trigger="Add Skill"
						triggerClassName={buttonClassName({ size: 'sm' })}
						title="Add a skill"
						description="What you can do, how well, and any certificate that shows it."
						failure={SKILL_FAILED}
						renderForm={(props) => <SkillForm {...props} />}
					/>
				)}
			</div>
			{skills.length ? (
				<ul className="mt-2 divide-y divide-gray-200">
					{skills.map((skill) => (
						<SkillRow key={skill.id} skill={skill} />
					))}
				</ul>
			) : (
				<p className="mt-3 text-gray-700">
					No skills listed yet. Add the things you can do, such as forklift driving, customer service or Excel.
				</p>
			)}
			{full ? (
				<p className="mt-3 text-sm text-gray-700">
					You have listed {MAX_SKILLS_PER_USER} skills, the most a profile holds. Delete one to add another.
				</p>
			) : null}
		</section>
	)
}
