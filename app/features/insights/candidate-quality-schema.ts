// The candidate quality filters (docs/product.md §11): one job of the employer's or all of them,
// and the four sorts of the specification. Shared by /candidate-quality and its API.
import { z } from 'zod'

export const CANDIDATE_SORTS = [
	{ value: 'overallScore', label: 'Overall score' },
	{ value: 'experienceMatch', label: 'Experience match' },
	{ value: 'skillsMatch', label: 'Skills match' },
	{ value: 'mostRecent', label: 'Most recent' },
] as const
export const CANDIDATE_SORT_VALUES = ['overallScore', 'experienceMatch', 'skillsMatch', 'mostRecent'] as const
export type CandidateSort = (typeof CANDIDATE_SORT_VALUES)[number]

export const CandidateQualityQuerySchema = z.object({
	jobId: z
		.string()
		.trim()
		.optional()
		.transform((value) => (value ? value : undefined))
		.pipe(
			z
				.string()
				.regex(/^[1-9]\d{0,9}$/, 'jobId must be the id of one of your jobs')
				.transform(Number)
				.optional(),
		),
	sort: z.preprocess(
		(value) => (value === '' || value === null ? undefined : value),
		z
			.enum(CANDIDATE_SORT_VALUES, { error: `sort must be one of ${CANDIDATE_SORT_VALUES.join(', ')}` })
			.default('overallScore'),
	),
})

/** The query's jobId and sort, as the schema reads them. */
export function candidateQualityQueryOf(url: URL) {
	return CandidateQualityQuerySchema.safeParse({
		jobId: url.searchParams.get('jobId') ?? undefined,
		sort: url.searchParams.get('sort') ?? undefined,
	})
}
