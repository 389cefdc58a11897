// A job's sponsorship on the employer's dashboard: the line saying when it ends or ended, and the
// "Sponsor this job" disclosure that starts paying for one.
import { Form, useNavigation } from 'react-router'
import type { JobView } from '../../jobs/job-views.server.ts'
import { formatLongDate, formatPence } from '../../../ui/format.ts'
import { paidPlan, SPONSORSHIP_PLANS } from '../../payments/plans.ts'
import { Button } from '../../../ui/button.tsx'

type SponsorableJob = Pick<JobView, 'id' | 'title' | 'isSponsored' | 'sponsorshipType' | 'sponsorshipExpiresAt'>

/** A sponsorship running at `now`: its plan and end; null when the job has none running. */
function liveSponsorship(job: SponsorableJob, now: string) {
	if (!job.isSponsored || !job.sponsorshipExpiresAt || job.sponsorshipExpiresAt <= now) return null
	return { planName: paidPlan(job.sponsorshipType)?.name ?? 'Sponsorship', endsAt: job.sponsorshipExpiresAt }
}

/** "Featured Job until 28 November 2026", "Sponsorship ended on …", or nothing for a job never sponsored. */
export function SponsorshipStatus({ job, now }: { job: SponsorableJob; now: string }) {
	const live = liveSponsorship(job, now)
	if (live) {
		return (
			<p className="mt-1 text-sm font-medium text-amber-900" data-sponsorship>
				{live.planName} until <time dateTime={live.endsAt}>{formatLongDate(live.endsAt)}</time>
			</p>
		)
	}
	if (!job.sponsorshipExpiresAt) return null
	return (
		<p className="mt-1 text-sm text-gray-700" data-sponsorship>
			Sponsorship ended on <time dateTime={job.sponsorshipExpiresAt}>{formatLongDate(job.sponsorshipExpiresAt)}</time>
		</p>
	)
}

const PAID_PLANS = SPONSORSHIP_PLANS.filter((plan) => plan.type !== 'free')

/**
 * "Sponsor this job": a disclosure (no script needed) holding a plain form that posts the plan
 * to /jobs/{id}/sponsor, which starts the payment and moves on to /payment.
 */
export function SponsorJob({
	job,
	now,
	unavailable,
}: {
	job: SponsorableJob
	now: string
	unavailable: string | null
}) {
	const navigation = useNavigation()
	const action = `/jobs/${job.id}/sponsor`
	const starting = navigation.state !== 'idle' && navigation.formAction === action
	const live = liveSponsorship(job, now)
	const headingId = `job-${job.id}-sponsor-heading`
	return (
		<details className="group mt-4 border-t border-gray-200 pt-4">
			<summary className="inline-flex cursor-pointer items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:underline">
				Sponsor this job
				<span className="sr-only">: {job.title}</span>
				<span aria-hidden="true" className="transition-transform group-open:rotate-90">
					›
				</span>
			</summary>
			<section aria-labelledby={headingId} className="mt-3 rounded-md border border-amber-200 bg-amber-50 p-4">
				<h4 id={headingId} className="font-semibold text-amber-950">
					Sponsor “{job.title}”
				</h4>
				<p className="mt-1 text-sm text-amber-950">
					A sponsored job carries the Sponsored badge and is shown above other jobs in Most relevant results.{' '}
					{live
						? `Its ${live.planName} sponsorship runs until ${formatLongDate(live.endsAt)}: buying again adds the new plan’s days to that date.`
						: null}
				</p>
				{unavailable ? (
					<p role="status" className="mt-3 text-sm font-medium text-gray-900">
						{unavailable}
					</p>
				) : (
					<Form method="post" action={action} className="mt-3">
						<fieldset>
							<legend className="text-sm font-medium text-gray-900">Choose a plan</legend>
							<div className="mt-2 flex flex-col gap-2 sm:flex-row">
								{PAID_PLANS.map((plan, index) => (
									<label
										key={plan.type}
										className="flex cursor-pointer items-center gap-2 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
									>
										<input
											type="radio"
											name="sponsorshipType"
											value={plan.type}
											required={index === 0}
											className="h-4 w-4"
										/>
										<span>
											<span className="font-semibold">{plan.name}</span> {formatPence(plan.pricePence)} for{' '}
											{plan.durationDays} days
											{plan.mostPopular ? (
												<span className="ml-1 text-xs font-semibold uppercase text-brand-700">Most Popular</span>
											) : null}
										</span>
									</label>
								))}
							</div>
						</fieldset>
						<Button disabled={starting} className="mt-3 text-sm">
							{starting ? 'Starting payment...' : 'Continue to Payment'}
						</Button>
						<p className="mt-2 text-xs text-gray-700">
							You pay by card on the next page. Prices are in pounds (GBP) and nothing renews automatically.
						</p>
					</Form>
				)}
			</section>
		</details>
	)
}
