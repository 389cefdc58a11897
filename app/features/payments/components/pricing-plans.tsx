// The plan cards and the marketing copy the employer pages share (/pricing today; the
// post-jobs landing page and the partnership page show the same plans). Prices, durations and
// "Most Popular" come from the plan table in app/features/payments/plans.ts, never from copy here.
import { formatPence } from '../../../ui/format.ts'
import { paidPlan, PLAN_QUERY_VALUES, SPONSORSHIP_PLANS, type SponsorshipPlan } from '../plans.ts'
import { ButtonLink } from '../../../ui/button.tsx'

export const FREE_PLAN = SPONSORSHIP_PLANS.find((plan) => plan.type === 'free')!
export const FEATURED_PLAN = paidPlan('7days')!
export const PREMIUM_PLAN = paidPlan('30days')!
/** The free plan's listing length, from the table: every plan lists the job this long. */
export const LISTING_DAYS = FREE_PLAN.durationDays

/** Where each plan's button leads: /post-job, with `?plan=` for the paid plans so the form starts on it. */
export function planHref(plan: Pick<SponsorshipPlan, 'type'>) {
	const query = Object.entries(PLAN_QUERY_VALUES).find(([, type]) => type === plan.type)?.[0]
	return query ? `/post-job?plan=${query}` : '/post-job'
}

export const EMPLOYER_REGISTRATION_HREF = '/auth?tab=register&type=employer'

/** docs/product.md §17: the discounts for several jobs at once, arranged with the team. */
export const VOLUME_DISCOUNTS = [
	{ jobs: '5+ jobs', discount: '15% off' },
	{ jobs: '10+ jobs', discount: '25% off' },
	{ jobs: '20+ jobs', discount: 'Custom pricing' },
] as const

/** The marketing claims of the employer pages (docs/product.md §1), shown as copy (§22.4). */
export const MARKETING_CLAIMS = [
	{ figure: '2,500+', label: 'Active job seekers' },
	{ figure: '85%', label: 'Hire success rate' },
	{ figure: '7 days', label: 'Average time to hire' },
	{ figure: '500+', label: 'Successful hires' },
	{ figure: '200+', label: 'Local employers' },
	{ figure: '4.8/5', label: 'Employer rating' },
	{ figure: '24/7', label: 'Support' },
] as const

export const MONEY_BACK_GUARANTEE =
	'If your sponsored job receives fewer than 5 qualified applications in its first week, contact us and we will refund the sponsorship.'

export function days(count: number) {
	return count === 1 ? '1 day' : `${count} days`
}

/** What the price buys for so many days, e.g. "about £0.50 a day". */
export function pricePerDay(plan: Pick<SponsorshipPlan, 'pricePence' | 'durationDays'>) {
	return formatPence(Math.round(plan.pricePence / plan.durationDays))
}

/** What each plan gives, in the product's terms; every duration comes from the plan itself. */
function planFeatures(plan: SponsorshipPlan): string[] {
	if (plan.type === 'free') {
		return [
			`Listed for ${days(plan.durationDays)}`,
			'Applications and CVs in your Employer Dashboard',
			'Job page marked up for Google’s job search',
			'Hide or show the job again at any time',
		]
	}
	return [
		`Everything in Free Posting, listed for ${days(LISTING_DAYS)}`,
		`Sponsored badge for ${days(plan.durationDays)}`,
		`Shown above other jobs in Most relevant results for ${days(plan.durationDays)}`,
		`One payment of ${formatPence(plan.pricePence)}, no subscription`,
	]
}

const PLAN_SUMMARY: Record<SponsorshipPlan['type'], string> = {
	free: 'Everything you need to advertise a vacancy to local job seekers.',
	'7days': 'A week at the top of the results for a role you need to fill fast.',
	'30days': 'A month of top placement for the roles that matter most.',
}

const CALL_TO_ACTION: Record<SponsorshipPlan['type'], string> = {
	free: 'Post a Free Job',
	'7days': 'Choose Featured Job',
	'30days': 'Choose Premium Sponsored',
}

/**
 * The three plan cards, mobile first: one column, three side by side from medium screens. Without
 * card payments the paid plans say so, and their buttons lead to /post-job, which says it again
 * and offers free posting.
 */
export function PlanCards({
	headingLevel = 3,
	paymentsAvailable,
}: {
	headingLevel?: 2 | 3
	paymentsAvailable: boolean
}) {
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	return (
		<ul className="grid gap-6 md:grid-cols-3 md:items-stretch">
			{SPONSORSHIP_PLANS.map((plan) => {
				const headingId = `plan-${plan.type}`
				const buyable = plan.pricePence === 0 || paymentsAvailable
				return (
					<li key={plan.type} className="flex">
						<article
							aria-labelledby={headingId}
							data-plan={plan.type}
							className={`relative flex w-full flex-col rounded-xl border bg-white p-6 shadow-sm ${plan.mostPopular ? 'border-brand-700 ring-2 ring-brand-700 md:-my-2 md:py-8' : 'border-gray-200'}`}
						>
							{plan.mostPopular ? (
								<p className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold uppercase tracking-wide text-white">
									Most Popular
								</p>
							) : null}
							<Heading id={headingId} className="text-xl font-bold">
								{plan.name}
							</Heading>
							<p className="mt-1 text-sm text-gray-700">{PLAN_SUMMARY[plan.type]}</p>
							<p className="mt-4 flex items-baseline gap-2">
								<span className="text-4xl font-extrabold tracking-tight" data-price>
									{formatPence(plan.pricePence)}
								</span>
								<span className="text-gray-700">for {days(plan.durationDays)}</span>
							</p>
							{plan.pricePence > 0 ? (
								<p className="mt-1 text-sm text-gray-600">About {pricePerDay(plan)} a day</p>
							) : (
								<p className="mt-1 text-sm text-gray-600">No card needed</p>
							)}
							<ul className="mt-6 flex flex-1 flex-col gap-2 text-sm text-gray-800">
								{planFeatures(plan).map((feature) => (
									<li key={feature} className="flex gap-2">
										<svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-green-700">
											<path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
										</svg>
										{feature}
									</li>
								))}
							</ul>
							{buyable ? null : (
								<p className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm font-medium text-amber-950">
									Not available right now
								</p>
							)}
							<ButtonLink
								to={planHref(plan)}
								variant={plan.mostPopular && buyable ? 'primary' : 'secondary'}
								size="lg"
								className={`${buyable ? 'mt-6' : 'mt-3'} block text-center`}
							>
								{buyable ? CALL_TO_ACTION[plan.type] : 'Post Free Instead'}
							</ButtonLink>
						</article>
					</li>
				)
			})}
		</ul>
	)
}
