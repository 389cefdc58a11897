import { isRouteErrorResponse } from 'react-router'

// What the page guards (app/platform/auth.server.ts) answer, shared with the browser so an
// ErrorBoundary can show a refusal as the route's own panel.

/** The kinds of account: job seekers (`employee`), employers and admins (docs/product.md). */
export const USER_TYPES = ['employee', 'employer', 'admin'] as const
export type UserType = (typeof USER_TYPES)[number]

/**
 * The body of a guard's 401 or 403: route error boundaries recognise it with accessRefusalOf.
 * `userType` is who the page is for; `signedInAs`, on a 403, the kind of account that was refused.
 */
export type AccessRefusal = {
	accessRefused: 'signed-out' | 'wrong-type'
	userType: UserType
	message: string
	signedInAs?: UserType
}

/** The refusal a guard threw, for a route's ErrorBoundary to show as its own panel; null for any other error. */
export function accessRefusalOf(error: unknown): AccessRefusal | null {
	if (!isRouteErrorResponse(error) || (error.status !== 401 && error.status !== 403)) return null
	const body: unknown = error.data
	return body && typeof body === 'object' && 'accessRefused' in body ? (body as AccessRefusal) : null
}

/** Where each kind of signed-in user belongs: employers their dashboard, everyone else the job listing. */
export function homeOf(userType: UserType) {
	return userType === 'employer' ? '/employer-dashboard' : '/'
}

/** How each kind of account is named to its user ("You are signed in as an employer"). */
export const ACCOUNT_NAMES: Record<UserType, string> = {
	employee: 'a job seeker',
	employer: 'an employer',
	admin: 'an admin',
}

/** Each kind of account's own page to go back to: its dashboard (an admin has none: the job listing). */
export function dashboardOf(userType: UserType): { to: string; label: string } {
	if (userType === 'employer') return { to: '/employer-dashboard', label: 'Go to your Employer Dashboard' }
	if (userType === 'employee') return { to: '/employee-dashboard', label: 'Go to your Dashboard' }
	return { to: '/', label: 'Back to Find Jobs' }
}
