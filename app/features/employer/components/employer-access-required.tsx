import { ButtonLink } from '../../../ui/button.tsx'

/**
 * The page an employer-only screen shows to a visitor who is signed out or signed in as a job
 * seeker. Each screen words it its own way; the way out is a sign-in or a way back.
 */
export function EmployerAccessRequired({
	heading,
	message,
	alert = false,
	link,
}: {
	heading: string
	message: string
	/** Announce the message at once (the dashboard does; the post form lets the heading speak). */
	alert?: boolean
	link: { to: string; label: string }
}) {
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			<h1 className="text-3xl font-bold">{heading}</h1>
			<p role={alert ? 'alert' : undefined} className="mt-4 text-gray-700">
				{message}
			</p>
			<ButtonLink to={link.to} size="lg" className="mt-8 inline-block">
				{link.label}
			</ButtonLink>
		</div>
	)
}
