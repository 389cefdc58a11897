// The career advisor's results (step 4; docs/product.md §15, decision 149): up to five roles from
// the board's occupations, each with its match, why, the skills matched and missing, up to three of its live
// jobs, its pay and courses that teach what is missing; then "Take Assessment Again".
import { Link } from 'react-router'
import type { CareerAdvice } from '../role-matching.ts'
import { EXPERIENCE_LEVEL_LABELS } from '../career-advisor.ts'
import type { CareerExperienceLevel } from '../career-options.ts'
import { formatCount, formatLongDate, formatPounds } from '../../../ui/format.ts'
import { ButtonLink } from '../../../ui/button.tsx'
import { EscoCredit } from '../../skills/components/esco-credit.tsx'

type AdvisorResultsProps = {
	takenAt: string
	experienceLevel: CareerExperienceLevel
	skills: string[]
	interests: string[]
	advice: CareerAdvice[]
	/** The board's jobs could not be read: the fallback roles stand in. */
	unavailable: boolean
}

const LINK = 'font-semibold text-brand-700 underline hover:text-brand-800'

const skillList = (skills: readonly string[], none: string) => (skills.length ? skills.join(', ') : none)

function RoleCard({ advice, index }: { advice: CareerAdvice; index: number }) {
	const headingId = `advice-${index}`
	return (
		<li aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
			<div className="flex flex-wrap items-baseline justify-between gap-2">
				<h3 id={headingId} className="text-xl font-semibold text-gray-900">
					{advice.role}
				</h3>
				<p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
					{advice.matchPercentage}% match
				</p>
			</div>
			<p className="mt-2 text-gray-800">{advice.reasoning}</p>
			<dl className="mt-4 grid gap-3 sm:grid-cols-2">
				<div>
					<dt className="text-sm font-semibold text-gray-700">Salary range</dt>
					<dd className="text-gray-900">
						{advice.salaryRange
							? advice.salaryRange.min === advice.salaryRange.max
								? `${formatPounds(advice.salaryRange.min)} a year`
								: `${formatPounds(advice.salaryRange.min)} to ${formatPounds(advice.salaryRange.max)} a year`
							: 'Salary not stated'}
					</dd>
				</div>
				<div>
					<dt className="text-sm font-semibold text-gray-700">Local opportunities</dt>
					<dd className="text-gray-900">
						{formatCount(advice.localOpportunities)} live {advice.localOpportunities === 1 ? 'job' : 'jobs'}
					</dd>
				</div>
				<div className="sm:col-span-2">
					<dt className="text-sm font-semibold text-gray-700">Skills you have</dt>
					<dd className="text-gray-900" data-testid="matched-skills">
						{skillList(
							[...advice.matchedSkills.essential, ...advice.matchedSkills.optional],
							'None of its skills yet.',
						)}
					</dd>
				</div>
				<div className="sm:col-span-2">
					<dt className="text-sm font-semibold text-gray-700">Essential skills missing</dt>
					<dd className="text-gray-900" data-testid="missing-skills">
						{skillList(advice.missingSkills.essential, 'None: you have every essential skill.')}
					</dd>
				</div>
				{advice.missingSkills.optional.length ? (
					<div className="sm:col-span-2">
						<dt className="text-sm font-semibold text-gray-700">Optional skills missing</dt>
						<dd className="text-gray-900">{skillList(advice.missingSkills.optional, '')}</dd>
					</div>
				) : null}
			</dl>
			{advice.relevantJobs.length ? (
				<>
					<h4 className="mt-4 font-semibold text-gray-900">Jobs you could apply for</h4>
					<ul className="mt-1 flex flex-col gap-1">
						{advice.relevantJobs.map((job) => (
							<li key={job.id}>
								<Link to={`/jobs/${job.id}`} className={LINK}>
									{job.title}
								</Link>{' '}
								<span className="text-gray-700">
									at {job.company}, {job.location}
									{job.salary ? `, ${job.salary}` : ''}
								</span>
							</li>
						))}
					</ul>
				</>
			) : null}
			{advice.suggestedCourses.length ? (
				<>
					<h4 className="mt-4 font-semibold text-gray-900">Suggested courses</h4>
					<ul className="mt-1 flex flex-col gap-1">
						{advice.suggestedCourses.map((course) => (
							<li key={course.id}>
								<Link to={`/training/${course.id}`} className={LINK}>
									{course.title}
								</Link>
							</li>
						))}
					</ul>
				</>
			) : null}
		</li>
	)
}

export function AdvisorResults({
	takenAt,
	experienceLevel,
	skills,
	interests,
	advice,
	unavailable,
}: AdvisorResultsProps) {
	return (
		<section aria-labelledby="advisor-results-heading" className="mt-6">
			<h2 id="advisor-results-heading" className="text-2xl font-semibold">
				Your career matches
			</h2>
			<p className="mt-2 text-gray-700">
				From your assessment on {formatLongDate(takenAt)} ({EXPERIENCE_LEVEL_LABELS[experienceLevel].split(':')[0]};
				skills: {skills.join(', ')}; interests: {interests.join(', ')}), matched against the jobs listed in Warrington
				today.
			</p>
			{unavailable ? (
				<p role="status" className="mt-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900">
					The board&apos;s jobs could not be read just now, so these are general suggestions. Come back in a minute for
					matches from today&apos;s jobs.
				</p>
			) : null}
			<ol className="mt-4 flex flex-col gap-4">
				{advice.map((entry, index) => (
					<RoleCard key={entry.role} advice={entry} index={index} />
				))}
			</ol>
			<EscoCredit />
			<div className="mt-6 flex flex-col gap-3 sm:flex-row">
				<ButtonLink to="/career-advisor?new" size="lg" className="text-center">
					Take Assessment Again
				</ButtonLink>
				<ButtonLink to="/profile#recommended-courses" variant="secondary" size="lg" className="text-center">
					Course recommendations on My Profile
				</ButtonLink>
			</div>
		</section>
	)
}
