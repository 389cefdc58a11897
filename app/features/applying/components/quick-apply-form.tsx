import {
	getFormProps,
	getInputProps,
	getSelectProps,
	getTextareaProps,
	useForm,
	type FieldMetadata,
	type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { formConstraint } from '../../../ui/form-constraint.ts'
import { useId } from 'react'
import { Form, useNavigation } from 'react-router'
import type { QuickApplyDraft } from '../quick-apply-draft.ts'
import { QuickApplyFormSchema, type QuickApplyFormInput } from '../quick-apply-schema.ts'
import { AVAILABILITY_NOTICES } from '../../recommendations/seeker-options.ts'
import { Button } from '../../../ui/button.tsx'
import { ErrorList, Field, FormAlert } from '../../../ui/forms.tsx'
import { CvSection, VideoPitchSection, type CurrentCv, type StoredProfileFiles } from './quick-apply-files.tsx'
import { QuickApplyListEditor } from './quick-apply-list-editor.tsx'

const SAVE_FAILED = 'Failed to save profile'

/** The /quick-apply-setup form, filled from the draft: the stored profile, or what was posted. */
export function QuickApplyForm({
	draft,
	profile,
	cv,
	lastResult,
	filesNotKept,
}: {
	draft: QuickApplyDraft
	profile: StoredProfileFiles | null
	/** The seeker's one CV, whether or not a profile is saved yet. */
	cv: CurrentCv | null
	lastResult: SubmissionResult<string[]> | null | undefined
	filesNotKept: boolean
}) {
	const navigation = useNavigation()
	const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save'
	const [form, fields] = useForm<
		QuickApplyDraft & { cv?: File; videoPitch?: File; videoPitchDuration?: string },
		QuickApplyFormInput
	>({
		id: 'quick-apply-profile',
		lastResult,
		constraint: formConstraint(QuickApplyFormSchema),
		defaultValue: draft,
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: QuickApplyFormSchema }),
	})

	return (
		<Form
			method="post"
			encType="multipart/form-data"
			className="relative mt-8 flex flex-col gap-6"
			{...getFormProps(form)}
		>
			{/* The form's default button: Enter in a text field saves, as people expect, rather than adding a skill. */}
			<button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden="true" className="sr-only">
				Save Profile
			</button>
			<FormAlert title={SAVE_FAILED} errors={form.errors} />

			<section className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
				<h2 className="text-xl font-semibold">Personal Details</h2>
				<Field
					label="Full Name *"
					inputProps={{ ...getInputProps(fields.fullName, { type: 'text' }), autoComplete: 'name' }}
					errors={fields.fullName.errors}
				/>
				<div className="grid gap-4 sm:grid-cols-2">
					<Field
						label="Phone"
						inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'tel' }}
						errors={fields.phone.errors}
					/>
					<Field
						label="Current Job Title"
						inputProps={{
							...getInputProps(fields.currentJobTitle, { type: 'text' }),
							autoComplete: 'organization-title',
						}}
						errors={fields.currentJobTitle.errors}
					/>
				</div>
				<Field
					label="Address"
					inputProps={{ ...getInputProps(fields.address, { type: 'text' }), autoComplete: 'street-address' }}
					errors={fields.address.errors}
				/>
				<div className="grid gap-4 sm:grid-cols-2">
					<Field
						label="City"
						inputProps={{ ...getInputProps(fields.city, { type: 'text' }), autoComplete: 'address-level2' }}
						errors={fields.city.errors}
					/>
					<Field
						label="Postcode"
						inputProps={{ ...getInputProps(fields.postcode, { type: 'text' }), autoComplete: 'postal-code' }}
						errors={fields.postcode.errors}
					/>
				</div>
				<div className="grid gap-4 sm:grid-cols-2">
					<Field
						label="Years of Experience"
						inputProps={{
							...getInputProps(fields.yearsExperience, { type: 'number' }),
							min: 0,
							step: 1,
							inputMode: 'numeric',
						}}
						errors={fields.yearsExperience.errors}
					/>
					<NoticeSelect field={fields.availabilityNotice} />
				</div>
			</section>

			<section className="flex flex-col gap-6 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
				<h2 className="text-xl font-semibold">Skills and Qualifications</h2>
				{/* Keyed by the list the server sent, so a list the server changed replaces the one in the page. */}
				<QuickApplyListEditor
					key={`skills:${draft.skills.join('\n')}`}
					list="skills"
					title="Skills"
					placeholder="e.g. Forklift licence"
					initialItems={draft.skills}
					initialInput={draft.newSkill}
					errors={Object.values(fields.skills.allErrors).flat()}
				/>
				<QuickApplyListEditor
					key={`qualifications:${draft.qualifications.join('\n')}`}
					list="qualifications"
					title="Qualifications"
					placeholder="e.g. NVQ Level 3 in Health and Social Care"
					initialItems={draft.qualifications}
					initialInput={draft.newQualification}
					errors={Object.values(fields.qualifications.allErrors).flat()}
				/>
			</section>

			<section className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
				<h2 className="text-xl font-semibold">Cover Letter</h2>
				<CoverLetterField field={fields.defaultCoverLetter} />
			</section>

			<CvSection cv={cv} filesNotKept={filesNotKept} errors={fields.cv.errors} />
			<VideoPitchSection
				profile={profile}
				removeVideoPitch={draft.removeVideoPitch}
				errors={[...(fields.videoPitch.errors ?? []), ...(fields.videoPitchDuration.errors ?? [])]}
			/>

			<Button name="intent" value="save" disabled={saving} size="lg" className="w-full">
				{saving ? 'Saving profile...' : 'Save Profile'}
			</Button>
		</Form>
	)
}

const controlClass =
	'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid]:border-red-600'

function NoticeSelect({ field }: { field: FieldMetadata<unknown> }) {
	return (
		<div>
			<label htmlFor={field.id} className="block text-sm font-medium text-gray-800">
				Availability / Notice Period
			</label>
			<select {...getSelectProps(field)} className={controlClass}>
				{AVAILABILITY_NOTICES.map((notice) => (
					<option key={notice.value} value={notice.value}>
						{notice.label}
					</option>
				))}
			</select>
			<ErrorList id={field.errors?.length ? field.errorId : undefined} errors={field.errors} />
		</div>
	)
}

function CoverLetterField({ field }: { field: FieldMetadata<string | null | undefined> }) {
	const hintId = useId()
	return (
		<div>
			<label htmlFor={field.id} className="block text-sm font-medium text-gray-800">
				Default Cover Letter
			</label>
			<p id={hintId} className="text-sm text-gray-600">
				Sent with each Quick Apply application. At least 10 characters if you write one.
			</p>
			<textarea {...getTextareaProps(field, { ariaDescribedBy: hintId })} rows={8} className={controlClass} />
			<ErrorList id={field.errors?.length ? field.errorId : undefined} errors={field.errors} />
		</div>
	)
}
