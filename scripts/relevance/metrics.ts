// The relevance benchmark's measures. nDCG@k: each result's gain is 2^grade − 1, discounted by
// log2(position + 1); the ideal ranking is every judged advert of the corpus in grade order, so a
// search that leaves out a relevant advert loses as much as one that ranks it low. A first result
// is relevant when its grade is at least 2 (clearly relevant).

export const CUTOFF = 10
export const FIRST_RELEVANT_GRADE = 2
export const TARGETS = { firstRelevant: 0.95, ndcg: 0.9 } as const

export const gain = (grade: number) => 2 ** grade - 1

/** Discounted cumulative gain of the first `k` grades, in the order given. */
export function dcg(grades: readonly number[], k = CUTOFF) {
	return grades.slice(0, k).reduce((sum, grade, index) => sum + gain(grade) / Math.log2(index + 2), 0)
}

/**
 * nDCG@k of the grades of a search's results in their order, against the grades of every
 * judged advert (`judged`, any order). 0 when nothing in the corpus is relevant.
 */
export function ndcg(ranked: readonly number[], judged: readonly number[], k = CUTOFF) {
	const ideal = dcg(
		[...judged].sort((a, b) => b - a),
		k,
	)
	return ideal === 0 ? 0 : dcg(ranked, k) / ideal
}

export const firstIsRelevant = (ranked: readonly number[]) => (ranked[0] ?? 0) >= FIRST_RELEVANT_GRADE

export const mean = (values: readonly number[]) =>
	values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0
