import { Link } from 'react-router'
import {
	days,
	EMPLOYER_REGISTRATION_HREF,
	MARKETING_CLAIMS,
	MONEY_BACK_GUARANTEE,
	planHref,
	PlanCards,
	pricePerDay,
	VOLUME_DISCOUNTS,
} from '../components/payments/pricing-plans.tsx'
import { config } from '../platform/config.server.ts'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../platform/http-cache.server.ts'
import { formatPence } from '../utils/format.ts'
import { SITE_NAME } from '../utils/job-posting.ts'
import { SPONSORSHIP_PLANS, type SponsorshipPlan } from '../utils/plans.ts'
import type { Route } from './+types/pricing'

export async function loader() {
	return { origin: config.appOrigin }
}

/** The same page for everyone: a shared cache may keep it a minute (decision 043). */
export function headers() {
	return { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL }
}

const FREE_PLAN = SPONSORSHIP_PLANS.find((plan) => plan.type === 'free')!
const PAID_PLANS = SPONSORSHIP_PLANS.filter((plan) => plan.type !== 'free')
const LISTING_DAYS = FREE_PLAN.durationDays

const primaryButton =
	'inline-block rounded-md bg-brand-700 px-5 py-3 text-center font-semibold text-white hover:bg-brand-800'
const secondaryButton =
	'inline-block rounded-md border border-brand-700 bg-white px-5 py-3 text-center font-semibold text-brand-700 hover:bg-brand-50'

export default function Pricing() {
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
				<PlanCards />
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
			<Faq />

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

function PlanComparison() {
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
				aria-labelledby="compare-heading"
			>
				<table className="w-full min-w-[36rem] text-left text-sm">
					<caption className="sr-only">What each plan includes</caption>
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

function VolumeDiscounts() {
	return (
		<section aria-labelledby="volume-heading" className="mx-auto max-w-6xl px-4 py-10">
			<h2 id="volume-heading" className="text-2xl font-bold sm:text-3xl">
				Volume Discounts
			</h2>
			<p className="mt-2 max-w-3xl text-gray-700">
				Hiring for several roles at once? Sponsor five or more jobs and pay less for each. Volume discounts are arranged
				with our team rather than at the checkout: tell us which jobs you want to sponsor and we will set it up.
			</p>
			<ul className="mt-6 grid gap-4 sm:grid-cols-3">
				{VOLUME_DISCOUNTS.map((tier) => (
					<li key={tier.jobs} className="rounded-lg border border-gray-200 bg-white p-5 text-center shadow-sm">
						<p className="text-lg font-semibold text-gray-800">{tier.jobs}</p>
						<p className="mt-1 text-3xl font-extrabold text-brand-700">{tier.discount}</p>
					</li>
				))}
			</ul>
			<p className="mt-6">
				<Link to="/contact" className="font-semibold text-brand-700 underline">
					Contact us about volume pricing
				</Link>
			</p>
		</section>
	)
}

const REASONS = [
	{
		title: 'Local job seekers',
		text: 'People here are looking for work in Warrington and Cheshire, not scrolling national listings from the other end of the country.',
	},
	{
		title: 'Pay per job',
		text: 'No subscription, no contract and no recruiter fees. Sponsor only the jobs that need a boost.',
	},
	{ title: 'Free to start', text: `Every job can be posted free and stays listed for ${days(LISTING_DAYS)}.` },
]

function WhyWarringtonJobs() {
	return (
		<section aria-labelledby="why-heading" className="bg-white px-4 py-12">
			<div className="mx-auto max-w-6xl">
				<h2 id="why-heading" className="text-2xl font-bold sm:text-3xl">
					Why Employers Choose Warrington Jobs
				</h2>
				<p className="mt-2 max-w-3xl text-gray-700">
					Compared with national job boards, a local board puts your vacancy in front of people who live nearby.
				</p>
				<ul className="mt-6 grid gap-4 md:grid-cols-3">
					{REASONS.map((reason) => (
						<li key={reason.title} className="rounded-lg border border-gray-200 p-5">
							<h3 className="font-semibold">{reason.title}</h3>
							<p className="mt-1 text-sm text-gray-700">{reason.text}</p>
						</li>
					))}
				</ul>
				<dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-7">
					{MARKETING_CLAIMS.map((claim) => (
						<div key={claim.label} className="flex flex-col rounded-lg bg-brand-50 p-4 text-center">
							<dt className="text-sm text-gray-800">{claim.label}</dt>
							<dd className="order-first text-2xl font-extrabold text-brand-800">{claim.figure}</dd>
						</div>
					))}
				</dl>
				<div className="mt-8 rounded-lg border border-green-200 bg-green-50 p-5">
					<h3 className="font-semibold text-green-950">Money-back guarantee</h3>
					<p className="mt-1 text-sm text-green-950">{MONEY_BACK_GUARANTEE}</p>
				</div>
			</div>
		</section>
	)
}

const [featured, premium] = PAID_PLANS as [SponsorshipPlan, SponsorshipPlan]

const FAQ: { question: string; answer: React.ReactNode }[] = [
	{
		question: 'Is posting a job really free?',
		answer: `Yes. ${FREE_PLAN.name} costs ${formatPence(FREE_PLAN.pricePence)} and lists your job for ${days(FREE_PLAN.durationDays)}. You do not need a card, only a free employer account.`,
	},
	{
		question: 'What does a sponsored plan add?',
		answer: `A sponsored job carries a Sponsored badge and is shown above other jobs when job seekers sort by Most relevant, the default order. ${featured.name} does this for ${days(featured.durationDays)} for ${formatPence(featured.pricePence)}; ${premium.name} for ${days(premium.durationDays)} for ${formatPence(premium.pricePence)}.`,
	},
	{
		question: 'Can I sponsor a job I have already posted?',
		answer: (
			<>
				Yes. Open your{' '}
				<Link to="/employer-dashboard" className="font-medium text-brand-700 underline">
					Employer Dashboard
				</Link>
				, choose Sponsor this job on any active job, pick a plan and pay by card. The dashboard shows when each
				sponsorship ends.
			</>
		),
	},
	{
		question: 'What happens if I buy a sponsorship while one is still running?',
		answer:
			'The new days are added on to the end of the current sponsorship, so you never lose days you have paid for.',
	},
	{
		question: 'Do sponsorships renew automatically?',
		answer:
			'No. Each sponsorship is a single card payment. It ends on its end date and nothing more is taken unless you choose to sponsor the job again.',
	},
	{
		question: 'How do I pay?',
		answer:
			'By debit or credit card, through Stripe, our payment provider. Prices are in pounds sterling (GBP). Your card details go straight to Stripe; we never see or store them.',
	},
	{
		question: 'How do volume discounts work?',
		answer: `Sponsor 5 or more jobs and save 15%, 10 or more and save 25%; for 20 or more jobs we agree a custom price. Discounts are arranged with our team, so contact us before you buy.`,
	},
	{
		question: 'What is the money-back guarantee?',
		answer: MONEY_BACK_GUARANTEE,
	},
	{
		question: 'Do I need an account?',
		answer: (
			<>
				Yes, a free employer account, so that applications reach you and only you can change your jobs.{' '}
				<Link to={EMPLOYER_REGISTRATION_HREF} className="font-medium text-brand-700 underline">
					Create an employer account
				</Link>{' '}
				in a minute.
			</>
		),
	},
]

function Faq() {
	return (
		<section aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-12">
			<h2 id="faq-heading" className="text-2xl font-bold sm:text-3xl">
				Frequently Asked Questions
			</h2>
			<div className="mt-6 divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white shadow-sm">
				{FAQ.map((item) => (
					<details key={item.question} className="group p-5">
						<summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold marker:hidden [&::-webkit-details-marker]:hidden">
							{item.question}
							<span aria-hidden="true" className="text-xl text-brand-700 transition-transform group-open:rotate-45">
								+
							</span>
						</summary>
						<p className="mt-3 text-gray-700">{item.answer}</p>
					</details>
				))}
			</div>
			<div className="mt-10 flex flex-col gap-3 sm:flex-row sm:justify-center">
				<Link to={planHref(premium)} className={primaryButton}>
					Post a Job with {premium.name}
				</Link>
				<Link to={planHref(FREE_PLAN)} className={secondaryButton}>
					Post a Free Job
				</Link>
			</div>
		</section>
	)
}

const DESCRIPTION = `Post a job in Warrington free for ${days(FREE_PLAN.durationDays)}, or sponsor it: ${featured.name} ${formatPence(featured.pricePence)} for ${days(featured.durationDays)}, ${premium.name} ${formatPence(premium.pricePence)} for ${days(premium.durationDays)}. Volume discounts from 5 jobs.`

/** schema.org data for the plans: a job advertising service with one offer per plan, in GBP, from the plan table. */
function pricingJsonLd(origin: string) {
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
			itemListElement: SPONSORSHIP_PLANS.map((plan) => ({
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
		{ tagName: 'link', rel: 'canonical', href: url },
		{ property: 'og:title', content: `${title} | ${SITE_NAME}` },
		{ property: 'og:description', content: DESCRIPTION },
		{ property: 'og:url', content: url },
		{ property: 'og:type', content: 'website' },
		{ property: 'og:site_name', content: SITE_NAME },
		{ name: 'twitter:card', content: 'summary' },
		{ name: 'twitter:title', content: `${title} | ${SITE_NAME}` },
		{ name: 'twitter:description', content: DESCRIPTION },
		{ 'script:ld+json': pricingJsonLd(origin) },
	]
}
