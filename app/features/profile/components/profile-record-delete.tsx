// Deleting a skill or a training record asks first, as "Delete CV" does (decision 139). "Delete"
// is a link to the record's own question page (/profile/skills/3/delete); with JavaScript the same
// question opens in a dialog. Either way only the second press, a form post, deletes.
import { Form } from 'react-router'
import { Button, ButtonLink, buttonClassName } from '../../../ui/button.tsx'
import { PageDialog } from '../../../ui/page-dialog.tsx'

type Question = {
	/** The delete page, which is also where the form posts: /profile/skills/3/delete. */
	href: string
	/** "Delete the skill “Forklift”?" */
	question: string
	/** What deleting does, in a sentence. */
	consequence: string
	/** The button that deletes: "Yes, delete this skill". */
	confirmLabel: string
}

function DeleteForm({
	href,
	confirmLabel,
	onSubmit,
	children,
}: Question & { onSubmit?: () => void; children: React.ReactNode }) {
	return (
		<Form method="post" action={href} onSubmit={onSubmit} className="mt-4 flex flex-wrap gap-3">
			<Button variant="danger">{confirmLabel}</Button>
			{children}
		</Form>
	)
}

/** A row's "Delete": a link to the question, or with JavaScript a dialog asking it. */
export function DeleteRecordButton({ label, ...question }: Question & { label: React.ReactNode }) {
	return (
		<PageDialog
			href={question.href}
			trigger={label}
			triggerClassName={buttonClassName({ variant: 'danger-secondary', size: 'sm' })}
			title={question.question}
			description="This cannot be undone."
			widthClassName="max-w-md"
		>
			{(close) => (
				<>
					<p className="text-sm text-gray-800">{question.consequence}</p>
					<DeleteForm {...question} onSubmit={close}>
						<Button type="button" variant="secondary" onClick={close}>
							Cancel
						</Button>
					</DeleteForm>
				</>
			)}
		</PageDialog>
	)
}

/** The question as a page of its own, for the delete URL (without JavaScript, or a link followed). */
export function DeleteRecordPage(question: Question & { cancelTo: string }) {
	return (
		<div className="mx-auto max-w-xl px-4 py-10">
			<section aria-labelledby="delete-heading" className="rounded-lg border border-red-300 bg-red-50 p-6">
				<h1 id="delete-heading" className="text-2xl font-bold text-red-900">
					{question.question}
				</h1>
				<p className="mt-1 text-sm text-gray-800">This cannot be undone.</p>
				<p className="mt-3 text-sm text-gray-800">{question.consequence}</p>
				<DeleteForm {...question}>
					<ButtonLink to={question.cancelTo} variant="secondary">
						Cancel
					</ButtonLink>
				</DeleteForm>
			</section>
		</div>
	)
}
