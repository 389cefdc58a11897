import { Link } from 'react-router'
import { EMPLOYER_REGISTRATION_HREF, PlanCards } from '../../payments/components/pricing-plans.tsx'
import { ButtonLink } from '../../../ui/button.tsx'
import { JOB_POST_WARRINGTON as COPY } from '../copy/job-post-warrington.ts'
import { emContext } from '../../../context.ts'
import { config } from '../../../platform/config.server.ts'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../../platform/render/http-cache.server.ts'
import { listingStats } from '../../jobs/job-search.server.ts'
import { paymentsConfigured } from '../../payments/payments.server.ts'
import { SITE_NAME } from '../../jobs/job-posting.ts'
import { liveFigure, pageMeta } from '../landing-pages.ts'
import type { Route } from './+types/job-post-warrington'

const PATH = '/job-post-warrington'

export async function loader({ context }: Route.LoaderArgs) {
	const stats = await listingStats(context.get(emContext))
	return { origin: config.appOrigin, paymentsAvailable: paymentsConfigured(), stats }
}

/** The same page for everyone: a shared cache may keep it a minute. */
export function headers() {
	return { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL }
}

export default function JobPostWarrington({ loaderData }: Route.ComponentProps) {
	const { stats, paymentsAvailable } = loaderData
	// Facts about the site, counted now (docs/product.md §22.4).
	const figures = [
		{ figure: liveFigure(stats.activeJobs), label: 'Live jobs on the site' },
		{ figure: liveFigure(stats.companies), label: 'Employers with a live job' },
		{ figure: liveFigure(stats.newThisWeek), label: 'Jobs posted this week' },
	]
	return (
		<div>
			<section className="bg-gradient-to-b from-brand-50 to-gray-50 px-4 pb-10 pt-10">
				<div className="mx-auto max-w-3xl text-center">
					<p className="font-semibold text-brand-700">{COPY.eyebrow}</p>
					<h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-5xl">{COPY.title}</h1>
					<p className="mt-4 text-lg text-gray-800">{COPY.intro}</p>
					<div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
						<ButtonLink to="/post-job" size="lg">
							Post a Job Free
						</ButtonLink>
						<ButtonLink to="/pricing" variant="secondary" size="lg">
							See Pricing
						</ButtonLink>
					</div>
				</div>
				<dl className="mx-auto mt-8 grid max-w-4xl grid-cols-1 gap-3 sm:grid-cols-3">
					{figures.map((item) => (
						<div
							key={item.label}
							className="flex flex-col rounded-xl border border-gray-200 bg-white p-4 text-center"
							data-stat
						>
							<dt className="text-sm text-gray-700">{item.label}</dt>
							<dd className="order-first text-2xl font-extrabold text-brand-800">{item.figure}</dd>
						</div>
					))}
				</dl>
			</section>

			<section aria-labelledby="benefits-heading" className="mx-auto max-w-6xl px-4 py-10">
				<h2 id="benefits-heading" className="text-2xl font-bold sm:text-3xl">
					Why advertise with {SITE_NAME}
				</h2>
				<ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
					{COPY.benefits.map((benefit) => (
						<li key={benefit.title} className="rounded-xl border border-gray-200 bg-white p-5">
							<h3 className="font-semibold">{benefit.title}</h3>
							<p className="mt-1 text-sm text-gray-700">{benefit.text}</p>
						</li>
					))}
				</ul>
			</section>

			<section aria-labelledby="testimonial-heading" className="bg-white px-4 py-10">
				<div className="mx-auto max-w-3xl">
					<h2 id="testimonial-heading" className="text-2xl font-bold">
						What employers say
					</h2>
					<figure className="mt-4 rounded-xl border-l-4 border-brand-700 bg-brand-50 p-6">
						<blockquote className="text-lg text-gray-900">“{COPY.testimonial.quote}”</blockquote>
						<figcaption className="mt-3 text-sm text-gray-700">
							{COPY.testimonial.who}, {COPY.testimonial.where}
						</figcaption>
					</figure>
				</div>
			</section>

			<section aria-labelledby="plans-heading" className="mx-auto max-w-6xl px-4 py-10">
				<h2 id="plans-heading" className="mb-8 text-2xl font-bold sm:text-3xl">
					Simple pricing
				</h2>
				<PlanCards paymentsAvailable={paymentsAvailable} />
				<p className="mt-6 text-center">
					<Link to="/pricing" className="font-semibold text-brand-700 underline">
						Compare plans and volume discounts
					</Link>
				</p>
			</section>

			<section aria-labelledby="start-heading" className="bg-brand-800 px-4 py-12 text-white">
				<div className="mx-auto max-w-3xl text-center">
					<h2 id="start-heading" className="text-2xl font-bold sm:text-3xl">
						Ready to hire in Warrington?
					</h2>
					<div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
						<Link to="/post-job" className="rounded-md bg-white px-5 py-3 font-semibold text-brand-800">
							Post a Job
						</Link>
						<Link
							to={EMPLOYER_REGISTRATION_HREF}
							className="rounded-md border border-white px-5 py-3 font-semibold text-white"
						>
							Create an Employer Account
						</Link>
					</div>
				</div>
			</section>
		</div>
	)
}

export function meta({ loaderData }: Route.MetaArgs) {
	const origin = loaderData?.origin ?? ''
	return [
		...pageMeta({ origin, path: PATH, title: COPY.title, description: COPY.description, keywords: COPY.keywords }),
		{
			'script:ld+json': {
				'@context': 'https://schema.org',
				'@type': 'Service',
				name: `Job advertising on ${SITE_NAME}`,
				serviceType: 'Job advertising',
				description: COPY.description,
				url: `${origin}${PATH}`,
				areaServed: { '@type': 'AdministrativeArea', name: 'Warrington, Cheshire' },
				provider: { '@type': 'Organization', name: SITE_NAME, url: origin },
			},
		},
	]
}
