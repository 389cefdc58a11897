import { useId } from 'react'
import { HONEYPOT_FIELD } from '../platform/honeypot.ts'
import { buttonClassName } from './button.tsx'

type ListOfErrors = Array<string | null | undefined> | null | undefined

export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
	const shown = errors?.filter(Boolean)
	if (!shown?.length) return null
	return (
		<ul id={id} className="mt-1 flex flex-col gap-1">
			{shown.map((error) => (
				<li key={error} className="text-sm text-red-700">
					{error}
				</li>
			))}
		</ul>
	)
}

/**
 * A list typed as one field (skills separated by commas): its own errors and its entries'
 * ("Each skill must be at most 60 characters"), each once. An entry has no input of its own, so
 * its error shows on the field; pass `ariaInvalid: 'allErrors'` to the field's `getInputProps`.
 */
export function listFieldErrors(field: { allErrors: Record<string, string[]> }) {
	return [...new Set(Object.values(field.allErrors).flat())]
}

/**
 * A form-level failure: the form's errors, announced as an alert, under a title when one is given.
 * Nothing when there are none. Leave the title out where each error already says all there is to
 * say, rather than a generic "Please try again" beside a reason that trying again will not change.
 */
export function FormAlert({ title, errors }: { title?: string; errors?: ListOfErrors }) {
	if (!errors?.filter(Boolean).length) return null
	return (
		<div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
			{title ? <p className="font-semibold">{title}</p> : null}
			<ErrorList errors={errors} />
		</div>
	)
}

export function Field({
	label,
	inputProps,
	errors,
	className,
}: {
	label: React.ReactNode
	inputProps: React.InputHTMLAttributes<HTMLInputElement>
	errors?: ListOfErrors
	className?: string
}) {
	const fallbackId = useId()
	const id = inputProps.id ?? fallbackId
	const errorId = errors?.length ? `${id}-error` : undefined
	return (
		<div className={className}>
			<label htmlFor={id} className="block text-sm font-medium text-gray-800">
				{label}
			</label>
			<input
				id={id}
				aria-invalid={errorId ? true : undefined}
				aria-describedby={errorId}
				{...inputProps}
				className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-base shadow-sm read-only:border-gray-200 read-only:bg-gray-50 read-only:text-gray-900 read-only:shadow-none focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid]:border-red-600"
			/>
			<ErrorList id={errorId} errors={errors} />
		</div>
	)
}

export function HoneypotField() {
	return (
		<div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
			<label htmlFor="hp-website">Leave this field empty</label>
			<input id="hp-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
		</div>
	)
}

export function SubmitButton({
	pending,
	pendingText,
	children,
}: {
	pending: boolean
	pendingText: string
	children: React.ReactNode
}) {
	return (
		<button
			type="submit"
			disabled={pending}
			aria-disabled={pending}
			className={buttonClassName({ size: 'lg', className: 'w-full' })}
		>
			{pending ? pendingText : children}
		</button>
	)
}
