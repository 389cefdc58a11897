import { formatPence } from '../../../ui/format.ts'
import { SPONSORSHIP_PLANS, type SponsorshipPlan } from '../plans.ts'
import { days, LISTING_DAYS, pricePerDay } from './pricing-plans.tsx'

function sponsoredFor(plan: SponsorshipPlan) {
	return plan.type === 'free' ? 'Not included' : days(plan.durationDays)
}

const COMPARISON_ROWS: { label: string; value: (plan: SponsorshipPlan) => string }[] = [
	{ label: 'Price', value: (plan) => formatPence(plan.pricePence) },
	{ label: 'Job listed for', value: () => days(LISTING_DAYS) },
	{ label: 'Sponsored badge', value: sponsoredFor },
	{ label: 'Shown above other jobs in Most relevant results', value: sponsoredFor },
	{
		label: 'Cost per day of sponsorship',
		value: (plan) => (plan.type === 'free' ? 'Not included' : `About ${pricePerDay(plan)}`),
	},
	{ label: 'Applications and CV downloads', value: () => 'Included' },
	{ label: 'Subscription or contract', value: () => 'None' },
]

/** "Compare Plans": what each plan includes, feature by feature, as a table. */
export function PlanComparison() {
	return (
		<section aria-labelledby="compare-heading" className="mx-auto max-w-6xl px-4 py-10">
			<h2 id="compare-heading" className="text-2xl font-bold sm:text-3xl">
				Compare Plans
			</h2>
			<p className="mt-2 text-gray-700">
				Every plan lists your job for {days(LISTING_DAYS)}. A sponsorship adds the badge and the top placement.
			</p>
			{/* Scrolls sideways on a narrow phone rather than squeezing the columns. */}
			<div
				className="mt-6 overflow-x-auto rounded-lg border border-gray-200 bg-white shadow-sm"
				tabIndex={0}
				role="region"
				aria-labelledby="compare-caption"
			>
				<table className="w-full min-w-[36rem] text-left text-sm">
					{/* Names the scrolling region too: the section around it already is "Compare Plans" (one name per landmark). */}
					<caption id="compare-caption" className="sr-only">
						What each plan includes
					</caption>
					<thead className="bg-gray-50">
						<tr>
							<th scope="col" className="px-4 py-3 font-semibold">
								Feature
							</th>
							{SPONSORSHIP_PLANS.map((plan) => (
								<th key={plan.type} scope="col" className="px-4 py-3 font-semibold">
									{plan.name}
									{plan.mostPopular ? (
										<span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-800">
											Most Popular
										</span>
									) : null}
								</th>
							))}
						</tr>
					</thead>
					<tbody className="divide-y divide-gray-200">
						{COMPARISON_ROWS.map((row) => (
							<tr key={row.label}>
								<th scope="row" className="px-4 py-3 font-medium text-gray-800">
									{row.label}
								</th>
								{SPONSORSHIP_PLANS.map((plan) => (
									<td key={plan.type} className="px-4 py-3 text-gray-800">
										{row.value(plan)}
									</td>
								))}
							</tr>
						))}
					</tbody>
				</table>
			</div>
		</section>
	)
}
