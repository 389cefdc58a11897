import { FACTOR_LABELS, FACTOR_WEIGHTS, SCORE_FACTORS, SCORE_BANDS } from '../candidate-score.ts'

const WHAT_IT_READS: Record<(typeof SCORE_FACTORS)[number], string> = {
	experience:
		'The years of experience on their Quick Apply profile (or stated in their letter) against the years your advert asks for (“2 years’ experience”, “minimum 3 years”); a current job title like this job’s adds a little. An advert that states no years, or asks for no experience, is not scored on it.',
	skills:
		'The skills stored for your advert (found in its title, requirements and duties, or added by you; essential ones count twice) against the skills on their profile and Quick Apply profile and those their letter names. Each card lists the skills matched and those missing.',
	education: 'The qualifications your advert names (NVQ, GCSE, AAT, 18th Edition …) found in what they sent.',
	communication:
		'Whether they wrote a message or covering letter, how full it is, and whether it speaks about this job.',
	cv: 'A CV attached as PDF or Word, of more than a few lines.',
}

/** How the score is made: each factor, its weight and what it reads, and the four ranges. */
export function CandidateQualityExplainer() {
	return (
		<section aria-labelledby="how-scored-heading" className="mt-10 rounded-lg border border-gray-200 bg-gray-50 p-4">
			<h2 id="how-scored-heading" className="text-xl font-semibold">
				How the score is worked out
			</h2>
			<p className="mt-2 text-sm text-gray-800">
				Each application is scored out of 100 from what the applicant sent you and the skills on their profile, against
				your advert and the skills stored for it. The score never reads a name, contact details, age, video or anything
				else about who the applicant is.
			</p>
			<dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
				{SCORE_FACTORS.map((factor) => (
					<div key={factor}>
						<dt className="font-semibold">
							{FACTOR_LABELS[factor]} ({FACTOR_WEIGHTS[factor]}%)
						</dt>
						<dd className="text-gray-800">{WHAT_IT_READS[factor]}</dd>
					</div>
				))}
			</dl>
			<p className="mt-3 text-sm text-gray-800">
				A factor your advert gives nothing to score against (no years stated, no skills found) is left out, and the
				others share its weight in the same proportions.
			</p>
			<h3 className="mt-4 font-semibold">Score ranges</h3>
			<ul className="mt-1 text-sm text-gray-800">
				{SCORE_BANDS.map((band, index) => (
					<li key={band.band}>
						{band.label}: {band.min}-{index === 0 ? 100 : SCORE_BANDS[index - 1]!.min - 1}
					</li>
				))}
			</ul>
		</section>
	)
}
