// The cards of the landing pages' three tabs. Details expand one at a time without JavaScript: the
// <details> of a tab share a `name`, which makes them an exclusive accordion in the browser.
import { SHOWN, type CareerLevel, type EmployerKind, type LandingJobType } from '../copy/landing-types.ts'
import { hourlyPayRange } from '../landing-pages.ts'
import type { MinimumWageRates } from '../../employer/minimum-wage.ts'
import { ButtonLink } from '../../../ui/button.tsx'
import { landingSearchHref, type LandingAudience } from '../landing-links.ts'

/** The first `count` items and how many more there are. */
function firstOf<T>(items: readonly T[], count: number) {
	return { shown: items.slice(0, count), more: Math.max(0, items.length - count) }
}

function MoreBadge({ more, what }: { more: number; what: string }) {
	if (!more) return null
	return (
		<li className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-800">
			+{more} more<span className="sr-only"> {what}</span>
		</li>
	)
}

export function EmployerCard({
	employer,
	rates,
	audience,
}: {
	employer: EmployerKind
	rates: MinimumWageRates
	audience: LandingAudience
}) {
	const specialties = firstOf(employer.specialties, SHOWN.specialties)
	const benefits = firstOf(employer.benefits, SHOWN.benefits)
	const headingId = `employer-${employer.id}`
	return (
		<article aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
			<div className="flex items-start gap-4">
				<p
					aria-hidden="true"
					className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-700 font-bold text-white"
				>
					{employer.initials}
				</p>
				<div className="min-w-0">
					<h3 id={headingId} className="text-lg font-bold">
						{employer.name}
					</h3>
					<p className="text-sm text-gray-700">{employer.where}</p>
				</div>
			</div>
			<dl className="mt-4 grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
				<div>
					<dt className="text-gray-700">Typical pay</dt>
					<dd className="font-semibold">{hourlyPayRange({ topHourlyPence: employer.topHourlyPence }, rates)}</dd>
				</div>
				<div>
					<dt className="text-gray-700">Size</dt>
					<dd className="font-semibold">{employer.size}</dd>
				</div>
			</dl>
			<ul aria-label="Specialties" className="mt-3 flex flex-wrap gap-2">
				{specialties.shown.map((specialty) => (
					<li key={specialty} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
						{specialty}
					</li>
				))}
				<MoreBadge more={specialties.more} what="specialties" />
			</ul>
			<details name="employer-details" className="group mt-4" data-employer={employer.id}>
				<summary className="cursor-pointer rounded font-semibold text-brand-700 underline focus:outline-none focus:ring-2 focus:ring-brand-600">
					<span className="group-open:hidden">View Full Details</span>
					<span className="hidden group-open:inline">Hide Details</span>
					<span className="sr-only"> of {employer.name}</span>
				</summary>
				<div className="mt-3 space-y-3 text-sm text-gray-800">
					<p>{employer.description}</p>
					<h4 className="font-semibold">Services</h4>
					<ul className="list-disc space-y-1 pl-5">
						{employer.services.map((service) => (
							<li key={service}>{service}</li>
						))}
					</ul>
					<h4 className="font-semibold">Benefits</h4>
					<ul className="list-disc space-y-1 pl-5">
						{benefits.shown.map((benefit) => (
							<li key={benefit}>{benefit}</li>
						))}
					</ul>
					{benefits.more ? <p className="text-gray-700">+{benefits.more} more benefits</p> : null}
					<p>Contact via website: each employer's own site, linked from its job adverts.</p>
				</div>
			</details>
			<ButtonLink to={landingSearchHref(audience, employer.search)} size="sm" className="mt-4 inline-block">
				Apply Now<span className="sr-only">: {employer.name} jobs</span>
			</ButtonLink>
		</article>
	)
}

export function JobTypeCard({
	jobType,
	rates,
	dutiesShown,
	audience,
}: {
	jobType: LandingJobType
	rates: MinimumWageRates
	dutiesShown: number
	audience: LandingAudience
}) {
	const duties = firstOf(jobType.duties, dutiesShown)
	return (
		<article className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
			<h3 className="text-lg font-bold">{jobType.title}</h3>
			<p className="mt-1 text-sm text-gray-800">{jobType.description}</p>
			<dl className="mt-3 space-y-1 text-sm">
				<div className="flex flex-wrap gap-x-2">
					<dt className="text-gray-700">Pay:</dt>
					<dd className="font-semibold">{hourlyPayRange(jobType, rates)}</dd>
				</div>
				<div className="flex flex-wrap gap-x-2">
					<dt className="text-gray-700">Hours:</dt>
					<dd>{jobType.hours}</dd>
				</div>
				<div className="flex flex-wrap gap-x-2">
					<dt className="text-gray-700">Skills:</dt>
					<dd>{jobType.skills.join(', ')}</dd>
				</div>
			</dl>
			<h4 className="mt-3 text-sm font-semibold">Main duties</h4>
			<ul className="mt-1 list-disc pl-5 text-sm">
				{duties.shown.map((duty) => (
					<li key={duty}>{duty}</li>
				))}
			</ul>
			{duties.more ? <p className="text-sm text-gray-700">+{duties.more} more</p> : null}
			<p className="mt-3 text-sm">
				<span className="font-semibold">Career growth:</span> {jobType.growth}
			</p>
			<p className="mt-1 text-sm">
				<span className="font-semibold">Local demand:</span> {jobType.demand}
			</p>
			<ButtonLink
				to={landingSearchHref(audience, jobType.title)}
				variant="secondary"
				size="sm"
				className="mt-4 inline-block"
			>
				Search {jobType.title} Jobs
			</ButtonLink>
		</article>
	)
}

export function CareerLevelCard({ level, step, rates }: { level: CareerLevel; step: number; rates: MinimumWageRates }) {
	const pay = 'yearly' in level.pay ? level.pay.yearly : hourlyPayRange(level.pay, rates)
	return (
		<article className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
			<p className="text-sm font-semibold text-brand-700">
				Level {step} · {level.timeframe}
			</p>
			<h3 className="text-lg font-bold">{level.title}</h3>
			<p className="font-semibold">{pay}</p>
			<p className="mt-2 text-sm text-gray-800">{level.description}</p>
			<div className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
				<div>
					<h4 className="font-semibold">Requirements</h4>
					<ul className="list-disc pl-5">
						{level.requirements.map((item) => (
							<li key={item}>{item}</li>
						))}
					</ul>
				</div>
				<div>
					<h4 className="font-semibold">Responsibilities</h4>
					<ul className="list-disc pl-5">
						{level.responsibilities.map((item) => (
							<li key={item}>{item}</li>
						))}
					</ul>
				</div>
			</div>
		</article>
	)
}
