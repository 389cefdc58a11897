import { ButtonLink } from '../../../ui/button.tsx'

/** What a job's pages show when the job cannot be shown ("Job Not Found", or a failure), with the way back. */
export function JobUnavailable({
	title,
	message,
	link,
}: {
	title: string
	message: string
	/** A second way on, such as the employer's dashboard for their own job. */
	link?: { to: string; label: string }
}) {
	return (
		<div className="mx-auto max-w-2xl px-4 py-16 text-center">
			<h1 className="text-3xl font-bold">{title}</h1>
			<p className="mt-4 text-gray-700">{message}</p>
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				{link ? <ButtonLink to={link.to}>{link.label}</ButtonLink> : null}
				<ButtonLink to="/" variant={link ? 'secondary' : undefined}>
					Back to Jobs
				</ButtonLink>
			</div>
		</div>
	)
}
