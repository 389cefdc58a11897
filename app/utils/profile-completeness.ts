// Profile completeness on the employee dashboard (docs/product.md §10): 33 points each for
// a first name, a last name and an email, plus 1 for a CV, capped at 100. Runs on both sides.

const POINTS_PER_BASIC_FIELD = 33
const POINTS_FOR_CV = 1
const COMPLETE = 100

type CompletenessInput = {
	firstName?: string | null
	lastName?: string | null
	email?: string | null
	/** Whether the profile holds a CV (User.cvFile, or its file name). */
	hasCv: boolean
}

/** Blank or whitespace-only text counts as missing. */
const given = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== ''

/** The percentage, 0 to 100. */
export function profileCompleteness(profile: CompletenessInput) {
	const basic = [profile.firstName, profile.lastName, profile.email].filter(given).length
	return Math.min(COMPLETE, basic * POINTS_PER_BASIC_FIELD + (profile.hasCv ? POINTS_FOR_CV : 0))
}

/** What is still missing, in the order the profile asks for it, for the dashboard's alert. */
export function missingProfileParts(profile: CompletenessInput) {
	const missing: string[] = []
	if (!given(profile.firstName)) missing.push('first name')
	if (!given(profile.lastName)) missing.push('last name')
	if (!given(profile.email)) missing.push('email')
	if (!profile.hasCv) missing.push('CV')
	return missing
}
