import { Link } from 'react-router'
import { VolumeDiscounts, WhyWarringtonJobs } from '../components/employer-reasons.tsx'
import { PlanComparison } from '../components/plan-comparison.tsx'
import { PricingFaq } from '../components/pricing-faq.tsx'
import {
	days,
	EMPLOYER_REGISTRATION_HREF,
	FEATURED_PLAN,
	FREE_PLAN,
	planHref,
	PlanCards,
	PREMIUM_PLAN,
} from '../components/pricing-plans.tsx'
import { config } from '../../../platform/config.server.ts'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../../platform/render/http-cache.server.ts'
import { paymentsConfigured } from '../payments.server.ts'
import { formatPence } from '../../../ui/format.ts'
import { PAYMENTS_NOT_CONFIGURED } from '../payments.ts'
import { SITE_NAME } from '../../jobs/job-posting.ts'
import { SPONSORSHIP_PLANS } from '../plans.ts'
import type { Route } from './+types/pricing'
import { canonicalLinkTo } from '../../../platform/canonical.ts'

export async function loader() {
	return { origin: config.appOrigin, paymentsAvailable: paymentsConfigured() }
}

/** The same page for everyone: a shared cache may keep it a minute. */
export function headers() {
	return { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL }
}

export default function Pricing({ loaderData }: Route.ComponentProps) {
	const { paymentsAvailable } = loaderData
	return (
		<div>
			<section className="bg-gradient-to-b from-brand-50 to-gray-50 px-4 pb-10 pt-12 sm:pt-16">
				<div className="mx-auto max-w-3xl text-center">
					<p className="font-semibold text-brand-700">Pricing for employers</p>
					<h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-5xl">Simple, Transparent Pricing</h1>
					<p className="mt-4 text-lg text-gray-700">
						Post jobs in Warrington and Cheshire for free, or sponsor a job to put it in front of more local job
						seekers. You pay per job, in pounds, with no subscription and no contract.
					</p>
				</div>
			</section>

			<section aria-labelledby="plans-heading" className="mx-auto max-w-6xl px-4 py-10">
				<h2 id="plans-heading" className="sr-only">
					Job posting plans
				</h2>
				{paymentsAvailable ? null : (
					<p className="mx-auto mb-8 max-w-3xl rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
						{`${PAYMENTS_NOT_CONFIGURED} You can still post jobs free; each stays listed for ${days(FREE_PLAN.durationDays)}.`}
					</p>
				)}
				<PlanCards paymentsAvailable={paymentsAvailable} />
				<p className="mt-8 text-center text-sm text-gray-700">
					Already posted a job? Sponsor it from your{' '}
					<Link to="/employer-dashboard" className="font-medium text-brand-700 underline">
						Employer Dashboard
					</Link>
					.
				</p>
			</section>

			<PlanComparison />
			<VolumeDiscounts />
			<WhyWarringtonJobs />
			<PricingFaq />

			<section aria-labelledby="start-heading" className="bg-brand-800 px-4 py-12 text-white">
				<div className="mx-auto max-w-3xl text-center">
					<h2 id="start-heading" className="text-2xl font-bold sm:text-3xl">
						Ready to hire in Warrington?
					</h2>
					<p className="mt-3 text-brand-100">
						Post your first job free today. It takes a few minutes and goes live straight away.
					</p>
					<div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
						<Link
							to="/post-job"
							className="inline-block rounded-md bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50"
						>
							Post a Job
						</Link>
						<Link
							to={EMPLOYER_REGISTRATION_HREF}
							className="inline-block rounded-md border border-white px-5 py-3 font-semibold text-white hover:bg-brand-700"
						>
							Create an Employer Account
						</Link>
					</div>
				</div>
			</section>
		</div>
	)
}

const DESCRIPTION = `Post a job in Warrington free for ${days(FREE_PLAN.durationDays)}, or sponsor it: ${FEATURED_PLAN.name} ${formatPence(FEATURED_PLAN.pricePence)} for ${days(FEATURED_PLAN.durationDays)}, ${PREMIUM_PLAN.name} ${formatPence(PREMIUM_PLAN.pricePence)} for ${days(PREMIUM_PLAN.durationDays)}. Volume discounts from 5 jobs.`

/** schema.org data for the plans: a job advertising service with one offer per plan, in GBP, from the plan table. */
function pricingJsonLd(origin: string, paymentsAvailable: boolean) {
	return {
		'@context': 'https://schema.org',
		'@type': 'Service',
		name: `Job advertising on ${SITE_NAME}`,
		serviceType: 'Job advertising',
		description: DESCRIPTION,
		url: `${origin}/pricing`,
		areaServed: { '@type': 'AdministrativeArea', name: 'Warrington, Cheshire' },
		provider: { '@type': 'Organization', name: SITE_NAME, url: origin },
		hasOfferCatalog: {
			'@type': 'OfferCatalog',
			name: 'Job posting plans',
			// Only what can be bought now: without card payments, the free plan alone.
			itemListElement: SPONSORSHIP_PLANS.filter((plan) => paymentsAvailable || plan.pricePence === 0).map((plan) => ({
				'@type': 'Offer',
				name: plan.name,
				url: `${origin}${planHref(plan)}`,
				price: (plan.pricePence / 100).toFixed(2),
				priceCurrency: 'GBP',
				priceSpecification: {
					'@type': 'UnitPriceSpecification',
					price: (plan.pricePence / 100).toFixed(2),
					priceCurrency: 'GBP',
					billingDuration: { '@type': 'QuantitativeValue', value: plan.durationDays, unitCode: 'DAY' },
				},
			})),
		},
	}
}

export function meta({ loaderData }: Route.MetaArgs) {
	const origin = loaderData?.origin ?? ''
	const url = `${origin}/pricing`
	const title = 'Job Posting Prices and Plans'
	return [
		{ title: `${title} | ${SITE_NAME}` },
		{ name: 'description', content: DESCRIPTION },
		{
			name: 'keywords',
			content:
				'post a job Warrington, job advert prices, sponsored job listing, recruitment Cheshire, job board pricing',
		},
		canonicalLinkTo(url),
		{ property: 'og:title', content: `${title} | ${SITE_NAME}` },
		{ property: 'og:description', content: DESCRIPTION },
		{ property: 'og:url', content: url },
		{ property: 'og:type', content: 'website' },
		{ property: 'og:site_name', content: SITE_NAME },
		{ name: 'twitter:card', content: 'summary' },
		{ name: 'twitter:title', content: `${title} | ${SITE_NAME}` },
		{ name: 'twitter:description', content: DESCRIPTION },
		{ 'script:ld+json': pricingJsonLd(origin, loaderData?.paymentsAvailable ?? false) },
	]
}
