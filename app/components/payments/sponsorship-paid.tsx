import { ButtonLink } from '../ui/button.tsx'

export const PAYMENT_SUCCESS_HEADING = 'Payment Successful!'
const PAYMENT_SUCCESS_TEXT =
	'Your job has been featured and is now getting premium visibility. You should see increased applications soon.'

/** The view after a sponsorship has been paid for (docs/product.md §8), on /payment and /payment-success. */
export function SponsorshipPaid({ job }: { job?: { title: string; company: string } | null }) {
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			<div
				aria-hidden="true"
				className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-100 text-green-700"
			>
				<svg viewBox="0 0 20 20" fill="currentColor" className="size-9">
					<path
						fillRule="evenodd"
						d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0Z"
					/>
				</svg>
			</div>
			<h1 className="mt-6 text-3xl font-bold">{PAYMENT_SUCCESS_HEADING}</h1>
			<p className="mt-4 text-gray-700">{PAYMENT_SUCCESS_TEXT}</p>
			{job ? (
				<p className="mt-2 text-gray-700">
					<strong>{job.title}</strong> at {job.company}
				</p>
			) : null}
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				<ButtonLink to="/" variant="secondary">
					View All Jobs
				</ButtonLink>
				<ButtonLink to="/employer-dashboard">View Dashboard</ButtonLink>
			</div>
		</div>
	)
}
