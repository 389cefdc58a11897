// The add and edit dialogs of the skills and training areas on /profile (decision 139): a link to
// the form's own page (/profile/skills/new, /profile/training/3/edit ...), which once JavaScript
// runs opens the same form in a modal <dialog>, sent by a fetcher. Saved: the action redirects to
// /profile with its toast and the dialog closes. Refused: the dialog stays open with the field
// errors and the failure toast ("Error adding skill" ...).
import type { SubmissionResult } from '@conform-to/react'
import { useId } from 'react'
import { useFetcher, type Form } from 'react-router'
import { showToast } from '../../../ui/toast.ts'
import { PageDialog } from '../../../ui/page-dialog.tsx'
import { useSubmissionOutcome } from '../../../ui/use-submission-outcome.ts'

type RecordResult = SubmissionResult<string[]>

/** What a record form needs from whoever shows it: the page (a plain Form) or the dialog (a fetcher's). */
export type RecordFormProps = {
	id: string
	FormComponent?: typeof Form
	lastResult: RecordResult | undefined
	pending: boolean
}

export function ProfileRecordDialog({
	href,
	trigger,
	triggerClassName,
	title,
	description,
	failure,
	renderForm,
}: {
	href: string
	trigger: React.ReactNode
	triggerClassName: string
	title: string
	description: string
	/** The failure toast's title: "Error adding skill", "Error adding training" ... */
	failure: string
	renderForm: (props: RecordFormProps) => React.ReactNode
}) {
	const dialogId = useId()
	return (
		<PageDialog
			href={href}
			trigger={trigger}
			triggerClassName={triggerClassName}
			title={title}
			description={description}
			widthClassName="max-w-xl"
		>
			{/* A fresh fetcher and form each time it opens: nothing left over from last time. */}
			{(close, opened) => (
				<DialogForm
					key={opened}
					fetcherKey={`record-${dialogId}-${opened}`}
					failure={failure}
					onSaved={close}
					renderForm={renderForm}
				/>
			)}
		</PageDialog>
	)
}

function DialogForm({
	fetcherKey,
	failure,
	onSaved,
	renderForm,
}: {
	fetcherKey: string
	failure: string
	onSaved: () => void
	renderForm: (props: RecordFormProps) => React.ReactNode
}) {
	const fetcher = useFetcher<{ result: RecordResult }>({ key: fetcherKey })
	useSubmissionOutcome(
		fetcher,
		(result) => showToast({ title: failure, description: result.error?.['']?.[0], type: 'error' }),
		onSaved,
	)
	return renderForm({
		id: fetcherKey.replace(/[^\w-]/g, ''),
		FormComponent: fetcher.Form,
		lastResult: fetcher.data?.result,
		pending: fetcher.state !== 'idle',
	})
}
