// The fields of a new job source: the employer's add form and the admin inbox's share them.
import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { ALL_INDUSTRIES } from '../../jobs/job-options.ts'
import { choicesOf, SelectField } from '../../../ui/form-controls.tsx'
import { Field } from '../../../ui/forms.tsx'
import { SOURCE_KINDS } from '../imported-job.ts'
import { SOURCE_KIND_LABELS } from '../job-source-schemas.ts'

type SourceFields = {
	url: FieldMetadata<string | undefined>
	kind: FieldMetadata<string | undefined>
	industry: FieldMetadata<string | undefined>
	companyName: FieldMetadata<string | null | undefined>
}

export function JobSourceFields({ fields }: { fields: SourceFields }) {
	const urlHint = `${fields.url.id}-hint`
	return (
		<>
			<Field
				label="Address *"
				inputProps={{
					...getInputProps(fields.url, { type: 'url', ariaDescribedBy: urlHint }),
					placeholder: 'https://boards.greenhouse.io/yourcompany',
				}}
				errors={fields.url.errors}
			/>
			<p id={urlHint} className="-mt-2 text-sm text-gray-600">
				Your Greenhouse, Lever or Workable board, an XML job feed, a careers page with JobPosting markup, or a sitemap
				of job pages.
			</p>
			<div className="grid gap-4 sm:grid-cols-2">
				<SelectField
					label="Kind"
					field={fields.kind as FieldMetadata<string | undefined>}
					placeholder="Detect from the address"
					choices={SOURCE_KINDS.map((kind) => ({ value: kind, label: SOURCE_KIND_LABELS[kind] }))}
				/>
				<SelectField
					label="Industry of its jobs *"
					field={fields.industry}
					placeholder="Select industry"
					choices={choicesOf(ALL_INDUSTRIES)}
				/>
			</div>
			<Field
				label="Company name (when the source does not give one)"
				inputProps={{ ...getInputProps(fields.companyName, { type: 'text' }), autoComplete: 'organization' }}
				errors={fields.companyName.errors}
			/>
		</>
	)
}
