// The admin inbox's job sources (issue 32): those waiting for approval, and the form to add a
// source for any employer (trusted at once, since an admin adds it).
import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { JobSourceFields } from '../../importing/components/job-source-fields.tsx'
import { AdminJobSourceInputSchema, SOURCE_KIND_LABELS } from '../../importing/job-source-schemas.ts'
import { Button } from '../../../ui/button.tsx'
import { formConstraint } from '../../../ui/form-constraint.ts'
import { formatLongDate } from '../../../ui/format.ts'
import { Field, FormAlert } from '../../../ui/forms.tsx'
import type { AdminInbox } from '../admin-inbox.server.ts'
import { ActionButton } from './inbox-forms.tsx'
import type { FailedAction } from './inbox-sections.tsx'

export function WaitingSourceItem({ source }: { source: AdminInbox['sources'][number] }) {
	return (
		<>
			<p className="text-sm text-gray-700">
				{SOURCE_KIND_LABELS[source.kind]} · {source.industry} · added {formatLongDate(source.addedAt)}
			</p>
			<p className="mt-2 text-gray-900">
				For {source.employerEmail}
				{source.employerVerified ? ' (verified address)' : ' (address not verified)'}.{' '}
				{source.lastFound !== null
					? `Its last check found ${source.lastFound} ${source.lastFound === 1 ? 'job' : 'jobs'}.`
					: source.lastError
						? `Its last check failed: ${source.lastError}`
						: 'Not checked yet.'}
			</p>
			<div className="mt-3">
				<ActionButton intent="approve-source" id={source.id} label="Approve" />
			</div>
		</>
	)
}

export function AddSourceForm({ failed }: { failed: FailedAction }) {
	const pending = useNavigation().state === 'submitting'
	const [form, fields] = useForm({
		id: 'add-source',
		lastResult: failed?.formId === 'add-source' ? failed.result : undefined,
		constraint: formConstraint(AdminJobSourceInputSchema),
		shouldValidate: 'onBlur',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: AdminJobSourceInputSchema }),
	})
	return (
		// Not id="add-source": that is the form's own id, which its fields name in their form attribute;
		// a section holding it first would take their values out of the post.
		<section aria-labelledby="add-source-heading" className="mt-8">
			<h2 id="add-source-heading" className="text-xl font-semibold">
				Add a Job Source for an Employer
			</h2>
			<p className="mt-1 text-sm text-gray-700">
				A source an admin adds is approved: its jobs are listed from its first sync.
			</p>
			<Form
				method="post"
				className="mt-3 flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
				{...getFormProps(form)}
			>
				<FormAlert title="The source was not added" errors={form.errors} />
				<input type="hidden" name="intent" value="add-source" />
				<Field
					label="Employer’s email address *"
					inputProps={{ ...getInputProps(fields.employerEmail, { type: 'email' }), autoComplete: 'off' }}
					errors={fields.employerEmail.errors}
				/>
				<JobSourceFields fields={fields} />
				<div>
					<Button disabled={pending}>Add Source</Button>
				</div>
			</Form>
		</section>
	)
}
