import { ButtonLink } from '../../../ui/button.tsx'
import { PaidView } from './paid-view.tsx'

export const PAYMENT_SUCCESS_HEADING = 'Payment Successful!'
const PAYMENT_SUCCESS_TEXT =
	'Your job has been featured and is now getting premium visibility. You should see increased applications soon.'

/** The view after a sponsorship has been paid for (docs/product.md §8), on /payment and /payment-success. */
export function SponsorshipPaid({ job }: { job?: { title: string; company: string } | null }) {
	return (
		<PaidView
			heading={PAYMENT_SUCCESS_HEADING}
			actions={
				<>
					<ButtonLink to="/" variant="secondary">
						View All Jobs
					</ButtonLink>
					<ButtonLink to="/employer-dashboard">View Dashboard</ButtonLink>
				</>
			}
		>
			<p className="mt-4 text-gray-700">{PAYMENT_SUCCESS_TEXT}</p>
			{job ? (
				<p className="mt-2 text-gray-700">
					<strong>{job.title}</strong> at {job.company}
				</p>
			) : null}
		</PaidView>
	)
}
