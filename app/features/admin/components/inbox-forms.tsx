// The admin inbox's forms: a one-button action, and an action that needs a reason (inside a
// <details>, so it opens without JavaScript).
import { getFormProps, getTextareaProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { formConstraint } from '../../../ui/form-constraint.ts'
import { Form } from 'react-router'
import { InboxActionSchema, type InboxIntent } from '../admin-inbox-schema.ts'
import { Button } from '../../../ui/button.tsx'
import { ErrorList } from '../../../ui/forms.tsx'
import type { FailedAction } from './inbox-sections.tsx'

export function ActionButton({ intent, id, label }: { intent: InboxIntent; id: number; label: string }) {
	return (
		<Form method="post">
			<input type="hidden" name="intent" value={intent} />
			<input type="hidden" name="itemId" value={id} />
			<Button variant="secondary" size="sm">
				{label}
			</Button>
		</Form>
	)
}

export function ReasonForm({
	intent,
	id,
	label,
	reasonLabel,
	failed,
}: {
	intent: InboxIntent
	id: number
	label: string
	reasonLabel: string
	failed: FailedAction
}) {
	const formId = `${intent}-${id}`
	const [form, fields] = useForm({
		id: formId,
		lastResult: failed?.formId === formId ? failed.result : undefined,
		constraint: formConstraint(InboxActionSchema),
		shouldValidate: 'onSubmit',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: InboxActionSchema }),
	})
	const reason = fields.reason
	return (
		<details className="group" open={failed?.formId === formId || undefined}>
			<summary className="inline-block cursor-pointer rounded-md border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50">
				{label}
			</summary>
			<Form method="post" className="mt-2 flex flex-col gap-2" {...getFormProps(form)}>
				<input type="hidden" name="intent" value={intent} />
				<input type="hidden" name="itemId" value={id} />
				<label htmlFor={reason.id} className="text-sm font-medium text-gray-800">
					{reasonLabel}
				</label>
				<textarea
					{...getTextareaProps(reason, { ariaDescribedBy: reason.errors?.length ? reason.errorId : undefined })}
					rows={2}
					className="block w-full rounded-md border border-gray-300 px-3 py-2 text-base"
				/>
				<ErrorList id={reason.errors?.length ? reason.errorId : undefined} errors={reason.errors} />
				<div>
					<Button variant="danger" size="sm">
						{label}
					</Button>
				</div>
			</Form>
		</details>
	)
}
