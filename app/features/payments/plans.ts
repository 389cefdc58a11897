// The sponsorship plans (docs/product.md §8; §22.9 and §22.14). This table is the
// only place a price lives: the server charges from it (the client never sends an amount) and
// the pricing, post-job and payment screens show it.
import { FREE_POSTING_DAYS, type SponsorshipType } from '../jobs/job-options.ts'

export type SponsorshipPlan = {
	/** `free`, or the sponsorship type the API and the job carry. */
	type: 'free' | SponsorshipType
	name: string
	pricePence: number
	durationDays: number
	mostPopular: boolean
}

export const SPONSORSHIP_PLANS = [
	{ type: 'free', name: 'Free Posting', pricePence: 0, durationDays: FREE_POSTING_DAYS, mostPopular: false },
	{ type: '7days', name: 'Featured Job', pricePence: 499, durationDays: 7, mostPopular: false },
	{ type: '30days', name: 'Premium Sponsored', pricePence: 1499, durationDays: 30, mostPopular: true },
] as const satisfies readonly SponsorshipPlan[]

/** The currency every plan is priced in, as Stripe spells it. */
export const PLAN_CURRENCY = 'gbp'

/** A paid plan by its sponsorship type, or null for anything else (including "free"). */
export function paidPlan(type: string | null | undefined): SponsorshipPlan | null {
	const plan = SPONSORSHIP_PLANS.find((candidate) => candidate.type === type)
	return plan && plan.type !== 'free' ? plan : null
}

/** `?plan=` values the pricing pages link to /post-job with. */
export const PLAN_QUERY_VALUES: Record<string, SponsorshipType> = { 'sponsored-7': '7days', 'sponsored-30': '30days' }
