import { Link } from 'react-router'
import type { CandidateScoreView } from '../candidate-quality.server.ts'
import { FACTOR_LABELS, SCORE_BANDS, type ScoreBand } from '../candidate-score.ts'
import { formatLongDate } from '../../../ui/format.ts'

const BAND_STYLES: Record<ScoreBand, string> = {
	excellent: 'bg-green-100 text-green-900',
	good: 'bg-sky-100 text-sky-900',
	fair: 'bg-amber-100 text-amber-900',
	poor: 'bg-gray-200 text-gray-900',
}

const bandLabel = (band: ScoreBand) => SCORE_BANDS.find((item) => item.band === band)!.label

/** Where the employer already reads the application: its job's card on the dashboard, opened at it. */
const applicationHref = (score: Pick<CandidateScoreView, 'jobId' | 'applicationId'>) =>
	`/employer-dashboard?applications=${score.jobId}#application-${score.applicationId}`

/** One applicant: the overall score and its band, each factor with its reason, and the way to the application. */
export function CandidateQualityCard({ score }: { score: CandidateScoreView }) {
	const headingId = `candidate-${score.applicationId}`
	return (
		<article aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
			<div className="flex flex-wrap items-start justify-between gap-3">
				<div>
					<h3 id={headingId} className="text-lg font-semibold">
						{score.applicantName}
					</h3>
					<p className="text-sm text-gray-700">
						{score.jobTitle} · applied {formatLongDate(score.appliedAt)}
					</p>
				</div>
				<p className="text-right">
					<span className="block text-3xl font-bold">
						{score.overallScore}
						<span className="text-base font-medium text-gray-700">/100</span>
					</span>
					<span
						className={`mt-1 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${BAND_STYLES[score.band]}`}
					>
						{bandLabel(score.band)}
					</span>
				</p>
			</div>
			<table className="mt-3 w-full text-left text-sm">
				<caption className="sr-only">How {score.applicantName}’s score was worked out</caption>
				<thead>
					<tr className="text-gray-700">
						<th scope="col" className="py-1 pr-2 font-medium">
							Factor
						</th>
						<th scope="col" className="py-1 pr-2 font-medium">
							Score
						</th>
						<th scope="col" className="py-1 font-medium">
							Adds
						</th>
					</tr>
				</thead>
				<tbody>
					{score.scoringFactors.map((factor) => (
						<tr key={factor.factor} className="border-t border-gray-100 align-top">
							<th scope="row" className="py-1.5 pr-2 font-medium">
								{FACTOR_LABELS[factor.factor]}
								<span className="block text-xs font-normal text-gray-700">{factor.reason}</span>
							</th>
							<td className="w-24 py-1.5 pr-2">
								{factor.score === null ? (
									'Not scored'
								) : (
									<>
										{factor.score}
										<span aria-hidden="true" className="mt-1 block h-1.5 w-full rounded bg-gray-200">
											<span className="block h-1.5 rounded bg-brand-600" style={{ width: `${factor.score}%` }} />
										</span>
									</>
								)}
							</td>
							<td className="w-16 py-1.5">
								{factor.score === null ? (
									'Nothing'
								) : (
									<>
										{factor.contribution.toLocaleString('en-GB')}
										<span className="text-xs text-gray-700"> of {factor.weight.toLocaleString('en-GB')}</span>
									</>
								)}
							</td>
						</tr>
					))}
				</tbody>
			</table>
			{score.skills ? <SkillLists skills={score.skills} name={score.applicantName} /> : null}
			<Link
				to={applicationHref(score)}
				className="mt-3 inline-block font-semibold text-brand-700 underline hover:text-brand-800"
			>
				View Application<span className="sr-only">: {score.applicantName}</span>
			</Link>
		</article>
	)
}

/** The advert's skills this applicant has and lacks, essential ones marked. */
function SkillLists({ skills, name }: { skills: NonNullable<CandidateScoreView['skills']>; name: string }) {
	const lists = [
		{ title: 'Skills matched', essential: skills.matched.essential, optional: skills.matched.optional },
		{ title: 'Skills missing', essential: skills.missing.essential, optional: skills.missing.optional },
	]
	return (
		<div className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
			{lists.map((list) => (
				<section key={list.title} aria-label={`${list.title}: ${name}`}>
					<h4 className="font-medium">{list.title}</h4>
					{list.essential.length + list.optional.length === 0 ? (
						<p className="text-gray-700">None</p>
					) : (
						<ul className="mt-1 flex flex-wrap gap-1.5">
							{list.essential.map((label) => (
								<li key={label} className="rounded-full bg-gray-100 px-2 py-0.5 text-gray-900">
									{label} <span className="text-xs text-gray-700">(essential)</span>
								</li>
							))}
							{list.optional.map((label) => (
								<li key={label} className="rounded-full bg-gray-100 px-2 py-0.5 text-gray-900">
									{label}
								</li>
							))}
						</ul>
					)}
				</section>
			))}
		</div>
	)
}
