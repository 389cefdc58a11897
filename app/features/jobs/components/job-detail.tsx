import { Link } from 'react-router'
import { ImportedFrom } from './imported-job.tsx'
import { JobFacts } from './job-facts.tsx'
import { SaveJobButton } from '../../saved-jobs/components/save-heart.tsx'
import { ButtonLink } from '../../../ui/button.tsx'
import { companySlug } from '../../reviews/review-ratings.ts'
import { offeredSeekerTools, useViewerType } from '../../../platform/viewer.ts'
import { EscoCredit } from '../../skills/components/esco-credit.tsx'
import type { loader } from '../routes/jobs.$id.tsx'

/** A listed job's page data, as its loader answers it (an ended listing has its own view). */
export type JobDetailData = Extract<Awaited<ReturnType<typeof loader>>['data'], { ended: null }>

/**
 * A listed job's advert: its title, company, pay compared, description, skills, contact and the
 * heart to save it. The job page draws it as an island (decision 256): the page keeps the
 * server's HTML and loads this code on the visitor's first press, key or focus in it.
 */
export function JobAdvert({ data: loaderData }: { data: JobDetailData }) {
	const { job, postedLabel, backHref } = loaderData
	const seekerTools = offeredSeekerTools(useViewerType())
	// The company's page: its reviews, ratings and other jobs.
	const slug = companySlug(job.company)
	const companyHref = slug ? `/companies/${slug}` : null
	return (
		<article aria-labelledby="job-title" className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
			<div className="flex flex-wrap items-start justify-between gap-3">
				<div className="min-w-0">
					<h1 id="job-title" className="text-2xl font-bold sm:text-3xl">
						{job.title}
					</h1>
					<p className="mt-1 text-lg text-gray-700">
						{companyHref ? (
							<Link to={companyHref} className="text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline">
								{job.company}
							</Link>
						) : (
							job.company
						)}
					</p>
					{loaderData.importedFrom ? <ImportedFrom {...loaderData.importedFrom} /> : null}
				</div>
				{seekerTools ? (
					<SaveJobButton
						job={{ id: job.id, title: job.title, saved: loaderData.saved }}
						redirectTo={`/jobs/${job.id}`}
						labelled
					/>
				) : null}
			</div>

			<JobFacts
				location={job.location}
				salary={job.salary}
				date={{ label: 'Posted', dateTime: job.postedAt, text: postedLabel }}
			/>

			{loaderData.pay && (loaderData.pay.local || loaderData.pay.belowMinimumWage) ? (
				<section aria-label="Pay compared" className="mt-5 space-y-2 text-gray-800">
					{loaderData.pay.belowMinimumWage ? (
						<p className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-900">
							<strong className="font-semibold">{loaderData.pay.belowMinimumWage.summary}</strong>.{' '}
							{loaderData.pay.belowMinimumWage.detail}
						</p>
					) : null}
					{loaderData.pay.local ? (
						<p>
							<span className="font-medium">{loaderData.pay.local.summary}</span>{' '}
							<span className="text-gray-600">({loaderData.pay.local.basis})</span>
						</p>
					) : null}
				</section>
			) : null}

			<ul aria-label="Job type and industry" className="mt-5 flex flex-wrap gap-2">
				<li className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">{job.jobType}</li>
				<li className="rounded-full bg-gray-100 px-3 py-1 text-sm font-medium text-gray-800">{job.industry}</li>
			</ul>

			<section aria-labelledby="job-description" className="mt-8">
				<h2 id="job-description" className="text-xl font-semibold">
					Job Description
				</h2>
				{/* Plain text as the employer typed it: React escapes it, and pre-line keeps its line breaks. */}
				<div className="mt-3 whitespace-pre-line break-words leading-relaxed text-gray-800">{job.description}</div>
			</section>

			{loaderData.skills.length ? (
				<section aria-labelledby="job-skills" className="mt-8">
					<h2 id="job-skills" className="text-xl font-semibold">
						Skills asked for
					</h2>
					<ul className="mt-3 flex flex-wrap gap-2">
						{loaderData.skills.map((label) => (
							<li key={label} className="rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-800">
								{label}
							</li>
						))}
					</ul>
					<EscoCredit />
				</section>
			) : null}

			<section aria-labelledby="job-contact" className="mt-8 border-t border-gray-200 pt-6">
				<h2 id="job-contact" className="text-xl font-semibold">
					Contact
				</h2>
				<p className="mt-2 text-gray-800">
					Email:{' '}
					<a
						href={`mailto:${job.contactEmail}`}
						className="break-all font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
					>
						{job.contactEmail}
					</a>
				</p>
			</section>

			<div className="mt-8 flex flex-wrap gap-3">
				<ButtonLink to={backHref} variant="secondary">
					Back to Jobs
				</ButtonLink>
				<ButtonLink to="/">View All Jobs</ButtonLink>
			</div>
		</article>
	)
}
