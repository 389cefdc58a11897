// The k-anonymity cut-off of the insight pages (docs/product.md §22.20, decisions 136 and 188): no
// figure about fewer than MIN_GROUP_SIZE people is shown, no hidden group can be worked out by
// subtracting what is shown from a total that is shown, and no two shown sets of people, one inside
// the other, differ by fewer than MIN_GROUP_SIZE people (`separable`).
import { MIN_GROUP_SIZE } from './insight-options.ts'

export type Group<Extra = object> = { name: string; count: number } & Extra

type ProtectedGroups<Extra = object> = {
	/** The groups that may be shown, largest first (ties by name). */
	shown: Group<Extra>[]
	/** How many groups were left out (fewer than MIN_GROUP_SIZE people, or left out so that one cannot be subtracted out). */
	hiddenGroups: number
	/**
	 * `total` less the shown groups' counts, when that is MIN_GROUP_SIZE or more, else null. In a
	 * breakdown where each person is in one group this is the people in the hidden groups together
	 * ("Other"); where a person may be in several groups it is not a count of people and is not shown.
	 */
	remainder: number | null
}

/**
 * Which groups of a breakdown may be shown, given the `total` shown beside it:
 * 1. a group of fewer than `k` people is hidden;
 * 2. if the shown groups then leave 1 to k-1 people of the total unaccounted for, those few
 *    could be worked out by subtraction (with one group hidden, exactly that group), so the
 *    smallest shown group is hidden too. It has at least k people, so after it the unaccounted
 *    number is at least k and one step always suffices.
 * A breakdown where a person may be in several groups (industries preferred, skill categories)
 * goes through the same rule: the groups' counts then add up to more than the people, so the
 * subtraction is only ever a lower bound, and the rule is, if anything, stricter than needed.
 */
export function protectGroups<Extra>(
	groups: readonly Group<Extra>[],
	total: number,
	k = MIN_GROUP_SIZE,
	/** A further rule a group must pass to be shown (`separable` from the sets it lies inside); hidden groups count as hidden. */
	mayShow: (group: Group<Extra>) => boolean = () => true,
): ProtectedGroups<Extra> {
	const sorted = [...groups]
		.filter((group) => group.count > 0)
		.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
	const shown = sorted.filter((group) => group.count >= k && mayShow(group))
	const unaccounted = () => total - shown.reduce((sum, group) => sum + group.count, 0)
	if (unaccounted() > 0 && unaccounted() < k) shown.pop()
	const remainder = unaccounted()
	return {
		shown,
		hiddenGroups: sorted.length - shown.length,
		remainder: remainder >= k ? remainder : null,
	}
}

/** A count that may be shown: `count` itself when it is at least k, and so is what is left of `total` (or nothing is); else null. */
export function protectedCount(count: number, total: number, k = MIN_GROUP_SIZE) {
	const rest = total - count
	return count >= k && (rest === 0 || rest >= k) ? count : null
}

/**
 * Whether figures about `narrower` people, all of them among `wider` people whose figures are
 * shown too, may be shown: they are the same people (the same figures), or at least k fewer.
 * Between 1 and k-1 fewer, subtracting one set's figures from the other's (counts, sums behind a
 * mean) would give those few people's own: with one person between them, that person's years of
 * experience and skills (decision 188).
 */
export function separable(wider: number, narrower: number, k = MIN_GROUP_SIZE) {
	const gap = wider - narrower
	return gap === 0 || gap >= k
}
