// The pricing page's case for advertising here: the volume discounts, and why a local board.
import { Link } from 'react-router'
import { days, LISTING_DAYS, MARKETING_CLAIMS, MONEY_BACK_GUARANTEE, VOLUME_DISCOUNTS } from './pricing-plans.tsx'

export function VolumeDiscounts() {
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

export function WhyWarringtonJobs() {
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
