import { getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import type { z } from 'zod'
import { ErrorList } from './forms.tsx'

// Select and text-area fields for the directory, contact and partnership forms, labelled and
// announcing their errors as Field does for inputs.

const controlClass =
	'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid]:border-red-600'

/** What a form's fields hold in the browser: text, whatever the schema makes of it. */
export type FormFields<Schema extends z.ZodObject> = { [Name in keyof z.input<Schema>]?: string }

type Choice = { value: string; label: string }

export const choicesOf = (values: readonly string[], labels?: Record<string, string>): Choice[] =>
	values.map((value) => ({ value, label: labels?.[value] ?? value }))

export function SelectField({
	label,
	field,
	placeholder,
	choices,
}: {
	label: string
	field: FieldMetadata<string | undefined>
	/** The empty first option; left out when a value is always chosen. */
	placeholder?: string
	choices: Choice[]
}) {
	return (
		<div>
			<label htmlFor={field.id} className="block text-sm font-medium text-gray-800">
				{label}
			</label>
			<select {...getSelectProps(field)} className={controlClass}>
				{placeholder !== undefined && <option value="">{placeholder}</option>}
				{choices.map((choice) => (
					<option key={choice.value} value={choice.value}>
						{choice.label}
					</option>
				))}
			</select>
			<ErrorList id={field.errors?.length ? field.errorId : undefined} errors={field.errors} />
		</div>
	)
}

export function TextareaField({
	label,
	field,
	rows = 5,
}: {
	label: string
	field: FieldMetadata<string | undefined>
	rows?: number
}) {
	return (
		<div>
			<label htmlFor={field.id} className="block text-sm font-medium text-gray-800">
				{label}
			</label>
			<textarea {...getTextareaProps(field)} rows={rows} className={controlClass} />
			<ErrorList id={field.errors?.length ? field.errorId : undefined} errors={field.errors} />
		</div>
	)
}

/** The second way to reach the site: the visitor's own mail program, addressed and titled. */
export function MailClientOption({ inbox, subject, children }: { inbox: string; subject: string; children?: string }) {
	return (
		<p className="text-sm text-gray-700">
			{children ?? 'Prefer your own email app?'}{' '}
			<a
				href={`mailto:${inbox}?subject=${encodeURIComponent(subject)}`}
				className="font-medium text-brand-700 underline hover:text-brand-800"
			>
				Email {inbox}
			</a>
		</p>
	)
}

/** What the visitor reads once the form has been stored: it stays until they move on. */
export function Confirmation({ title, children }: { title: string; children: React.ReactNode }) {
	return (
		<div role="status" className="rounded-lg border border-green-200 bg-green-50 p-6 text-green-900">
			<h2 className="text-xl font-semibold">{title}</h2>
			<div className="mt-2 flex flex-col gap-3">{children}</div>
		</div>
	)
}
