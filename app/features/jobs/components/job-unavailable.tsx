import { ButtonLink } from '../../../ui/button.tsx'

/** What a job's pages show when the job cannot be shown ("Job Not Found", or a failure), with the way back. */
export function JobUnavailable({ title, message }: { title: string; message: string }) {
	return (
		<div className="mx-auto max-w-2xl px-4 py-16 text-center">
			<h1 className="text-3xl font-bold">{title}</h1>
			<p className="mt-4 text-gray-700">{message}</p>
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				<ButtonLink to="/">Back to Jobs</ButtonLink>
			</div>
		</div>
	)
}
