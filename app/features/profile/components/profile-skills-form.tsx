// The skill form (docs/product.md §15): the page /profile/skills/new (or /profile/skills/3/edit)
// without JavaScript, and the Add Skill and Edit dialogs on /profile with it. Both post to the page.
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { formConstraint } from '../../../ui/form-constraint.ts'
import { Form } from 'react-router'
import {
	PROFICIENCY_LEVELS,
	SKILL_CATEGORIES,
	SKILL_FAILED,
	SKILL_UPDATE_FAILED,
	SkillSchema,
	type SkillInput,
	type SkillView,
} from '../skill-schemas.ts'
import { choicesOf, SelectField, type FormFields } from '../../../ui/form-controls.tsx'
import { Field, FormAlert, SubmitButton } from '../../../ui/forms.tsx'
import type { RecordFormProps } from './profile-record-dialog.tsx'

/** Where a skill's form lives and posts: the add page, or the skill's edit page. */
export const skillFormPath = (skillId?: number) =>
	skillId === undefined ? '/profile/skills/new' : `/profile/skills/${skillId}/edit`

/** A stored skill as the form's starting values. */
function defaultsOf(skill: SkillView | undefined): FormFields<typeof SkillSchema> {
	if (!skill) return {}
	return {
		skillName: skill.skillName,
		skillCategory: skill.skillCategory,
		proficiencyLevel: skill.proficiencyLevel,
		yearsOfExperience: skill.yearsOfExperience === null ? undefined : String(skill.yearsOfExperience),
		lastUsed: skill.lastUsed ?? undefined,
		certificationName: skill.certificationName ?? undefined,
		certificationDate: skill.certificationDate ?? undefined,
		certificationExpiry: skill.certificationExpiry ?? undefined,
	}
}

export function SkillForm({
	id,
	FormComponent = Form,
	lastResult,
	pending,
	skill,
}: RecordFormProps & { skill?: SkillView }) {
	const [form, fields] = useForm<FormFields<typeof SkillSchema>, SkillInput>({
		id,
		lastResult,
		constraint: formConstraint(SkillSchema),
		defaultValue: defaultsOf(skill),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: SkillSchema }),
	})
	const date = (field: typeof fields.lastUsed, label: string) => (
		<Field label={label} inputProps={getInputProps(field, { type: 'date' })} errors={field.errors} />
	)
	return (
		<FormComponent
			method="post"
			action={skillFormPath(skill?.id)}
			className="flex flex-col gap-5"
			{...getFormProps(form)}
		>
			<FormAlert title={skill ? SKILL_UPDATE_FAILED : SKILL_FAILED} errors={form.errors} />
			<Field
				label="Skill name"
				inputProps={{ ...getInputProps(fields.skillName, { type: 'text' }), autoComplete: 'off' }}
				errors={fields.skillName.errors}
			/>
			<div className="grid gap-5 sm:grid-cols-2">
				<SelectField
					label="Category"
					field={fields.skillCategory}
					placeholder="Choose a category"
					choices={choicesOf(SKILL_CATEGORIES)}
				/>
				<SelectField
					label="Proficiency level"
					field={fields.proficiencyLevel}
					placeholder="Choose a level"
					choices={choicesOf(PROFICIENCY_LEVELS)}
				/>
				<Field
					label="Years of experience (optional)"
					inputProps={{ ...getInputProps(fields.yearsOfExperience, { type: 'number' }), inputMode: 'numeric', step: 1 }}
					errors={fields.yearsOfExperience.errors}
				/>
				{date(fields.lastUsed, 'Last used (optional)')}
			</div>
			<fieldset className="flex flex-col gap-5">
				<legend className="font-semibold text-gray-900">Certification (optional)</legend>
				<Field
					label="Certification name"
					inputProps={getInputProps(fields.certificationName, { type: 'text' })}
					errors={fields.certificationName.errors}
				/>
				<div className="grid gap-5 sm:grid-cols-2">
					{date(fields.certificationDate, 'Certified on')}
					{date(fields.certificationExpiry, 'Expires on')}
				</div>
			</fieldset>
			<SubmitButton pending={pending} pendingText="Saving...">
				{skill ? 'Save Skill' : 'Add Skill'}
			</SubmitButton>
		</FormComponent>
	)
}
