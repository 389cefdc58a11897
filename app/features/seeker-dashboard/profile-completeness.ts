// Profile completeness on the employee dashboard (decision 110, replacing docs/product.md §10's
// 33 + 33 + 33 + 1): the account's first name 10 and last name 10, its email 20, the seeker's
// CV 40 and a saved Quick Apply profile 20. A seeker who gave only a name and an email is 40%
// complete; the CV, what employers read first, weighs most. Runs on both sides.

const POINTS = { firstName: 10, lastName: 10, email: 20, cv: 40, quickApplyProfile: 20 } as const

type CompletenessInput = {
	firstName?: string | null
	lastName?: string | null
	email?: string | null
	/** Whether the seeker has their one CV (User.cvFile). */
	hasCv: boolean
	/** Whether the seeker has saved a Quick Apply profile. */
	hasQuickApplyProfile: boolean
}

/** Blank or whitespace-only text counts as missing. */
const given = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== ''

/** Each part of the profile, in the order the profile asks for it, with its name in the dashboard's alert. */
function parts(profile: CompletenessInput) {
	return [
		{ name: 'first name', points: POINTS.firstName, done: given(profile.firstName) },
		{ name: 'last name', points: POINTS.lastName, done: given(profile.lastName) },
		{ name: 'email', points: POINTS.email, done: given(profile.email) },
		{ name: 'CV', points: POINTS.cv, done: profile.hasCv },
		{ name: 'Quick Apply profile', points: POINTS.quickApplyProfile, done: profile.hasQuickApplyProfile },
	]
}

/** The percentage, 0 to 100. */
export function profileCompleteness(profile: CompletenessInput) {
	return parts(profile).reduce((sum, part) => sum + (part.done ? part.points : 0), 0)
}

/** What is still missing, in the order the profile asks for it, for the dashboard's alert. */
export function missingProfileParts(profile: CompletenessInput) {
	return parts(profile)
		.filter((part) => !part.done)
		.map((part) => part.name)
}

/** Where "Complete Profile" leads: My Profile (the CV, and a link on), or Quick Apply setup when only that is left. */
export function completeProfileHref(missing: string[]) {
	return missing.length === 1 && missing[0] === 'Quick Apply profile' ? '/quick-apply-setup' : '/profile'
}
