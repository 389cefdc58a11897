import type { FieldMetadata } from '@conform-to/react'
import { ErrorList } from './forms.tsx'

/** Five radio buttons, 1 to 5 stars, in a fieldset named by its legend (company reviews, course ratings). */
export function RatingChoice({
	legend,
	field,
	required = false,
}: {
	legend: string
	field: FieldMetadata<number | undefined>
	required?: boolean
}) {
	const errorId = field.errors?.length ? field.errorId : undefined
	return (
		<fieldset aria-describedby={errorId}>
			<legend className="text-sm font-medium text-gray-800">{legend}</legend>
			<div className="mt-1 flex flex-wrap gap-2">
				{[1, 2, 3, 4, 5].map((value) => (
					<label
						key={value}
						className="flex min-h-11 min-w-11 cursor-pointer items-center gap-1 rounded-md border border-gray-300 px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
					>
						<input
							type="radio"
							name={field.name}
							value={value}
							required={required}
							defaultChecked={String(field.initialValue) === String(value)}
							className="h-4 w-4"
						/>
						<span>
							{value}
							<span aria-hidden="true"> ★</span>
							<span className="sr-only">{value === 1 ? ' star' : ' stars'}</span>
						</span>
					</label>
				))}
			</div>
			<ErrorList id={errorId} errors={field.errors} />
		</fieldset>
	)
}
