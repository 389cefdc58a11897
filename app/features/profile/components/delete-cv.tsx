// Deleting the CV asks first (issue 15). "Delete CV" is a link to /profile?confirm=delete-cv, where
// the page shows the question and the form that deletes; with JavaScript the same question opens
// in a dialog instead (PageDialog). Either way only the second press deletes.
import { Form, Link } from 'react-router'
import { PageDialog } from '../../../ui/page-dialog.tsx'

const CONFIRM_DELETE_PATH = '/profile?confirm=delete-cv'
const QUESTION = 'Delete your CV?'

const dangerButton =
	'rounded-md border border-red-700 bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 focus:outline-none focus:ring-2 focus:ring-red-700 focus:ring-offset-2 disabled:opacity-70'
const secondaryButton =
	'rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus:outline-none focus:ring-2 focus:ring-brand-600'

function Consequences({ fileName }: { fileName: string }) {
	return (
		<p className="text-sm text-gray-800">
			<span className="font-semibold break-words">{fileName}</span> will be deleted from My Profile and Quick Apply.
			Employers you have already applied to keep the copy you sent them.
		</p>
	)
}

function DeleteForm({ busy, onSubmit, children }: { busy: boolean; onSubmit?: () => void; children: React.ReactNode }) {
	return (
		<Form method="post" action="/profile" preventScrollReset onSubmit={onSubmit} className="mt-4 flex flex-wrap gap-3">
			<input type="hidden" name="intent" value="delete" />
			<button type="submit" disabled={busy} className={dangerButton}>
				{busy ? 'Deleting...' : 'Yes, delete my CV'}
			</button>
			{children}
		</Form>
	)
}

/** The card's "Delete CV": a link to the question, or with JavaScript a dialog asking it. */
export function DeleteCvButton({ fileName, busy }: { fileName: string; busy: boolean }) {
	return (
		<PageDialog
			href={`${CONFIRM_DELETE_PATH}#delete-cv`}
			trigger={busy ? 'Deleting...' : 'Delete CV'}
			triggerClassName="rounded-md border border-red-300 bg-white px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 focus:outline-none focus:ring-2 focus:ring-red-700"
			title={QUESTION}
			description="This cannot be undone."
			widthClassName="max-w-md"
		>
			{(close) => (
				<>
					<Consequences fileName={fileName} />
					<DeleteForm busy={busy} onSubmit={close}>
						<button type="button" onClick={close} className={secondaryButton}>
							Cancel
						</button>
					</DeleteForm>
				</>
			)}
		</PageDialog>
	)
}

/** The question as part of the page, for /profile?confirm=delete-cv (without JavaScript, or a link followed). */
export function DeleteCvConfirmation({ fileName, busy }: { fileName: string; busy: boolean }) {
	return (
		<section
			id="delete-cv"
			aria-labelledby="delete-cv-heading"
			className="mt-4 rounded-md border border-red-300 bg-red-50 p-4"
		>
			<h3 id="delete-cv-heading" className="text-lg font-semibold text-red-900">
				{QUESTION}
			</h3>
			<p className="mt-1 text-sm text-gray-800">This cannot be undone.</p>
			<div className="mt-2">
				<Consequences fileName={fileName} />
			</div>
			<DeleteForm busy={busy}>
				<Link to="/profile" preventScrollReset className={secondaryButton}>
					Cancel
				</Link>
			</DeleteForm>
		</section>
	)
}
