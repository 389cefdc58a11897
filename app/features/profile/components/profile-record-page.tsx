// A seeker's record form as a page of its own (/profile/skills/new, /career-paths/3/edit ...):
// where "Add Skill" or "Edit" leads without JavaScript, or when the link is followed; with
// JavaScript the same form opens in a dialog (profile-record-dialog.tsx).
import { Link } from 'react-router'

export function RecordFormPage({
	back,
	title,
	lead,
	children,
}: {
	/** The link back to where the records are listed: <BackToProfile />, <BackToPaths />. */
	back: React.ReactNode
	title: string
	/** A sentence under the title, or the name of the record being edited. */
	lead: React.ReactNode
	children: React.ReactNode
}) {
	return (
		<div className="mx-auto max-w-xl px-4 py-10">
			{back}
			<h1 className="mt-4 text-3xl font-bold">{title}</h1>
			<p className="mt-2 break-words text-gray-700">{lead}</p>
			<div className="mt-6 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">{children}</div>
		</div>
	)
}

/** "Back to My Profile", above each of the profile's form pages. */
export function BackToProfile({ to }: { to: string }) {
	return (
		<Link
			to={to}
			className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
		>
			<span aria-hidden="true">←</span> Back to My Profile
		</Link>
	)
}
