import { ACCOUNT_NAMES, type AccessRefusal, dashboardOf, type UserType } from '../platform/access.ts'
import { ButtonLink } from './button.tsx'

/** Who each kind of page is for, as its refusal's heading says. */
const FOR_WHOM: Record<UserType, string> = {
	employee: 'For Job Seekers',
	employer: 'Employer Access Required',
	admin: 'Access Denied',
}

/**
 * A guard's 403 shown as a page: who the page is for and why, which account the
 * visitor is signed in with, and the way to their own dashboard. A route's ErrorBoundary shows it
 * for a `wrong-type` refusal.
 */
export function WrongAccountPage({ refusal, heading }: { refusal: AccessRefusal; heading?: string }) {
	const home = refusal.signedInAs ? dashboardOf(refusal.signedInAs) : null
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			<h1 className="text-3xl font-bold">{heading ?? FOR_WHOM[refusal.userType]}</h1>
			<p className="mt-4 text-gray-700">{refusal.message}</p>
			{refusal.signedInAs ? (
				<p className="mt-2 text-gray-700">You are signed in as {ACCOUNT_NAMES[refusal.signedInAs]}.</p>
			) : null}
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				{home ? (
					<ButtonLink to={home.to} size="lg">
						{home.label}
					</ButtonLink>
				) : (
					<ButtonLink to="/auth" size="lg">
						Sign In
					</ButtonLink>
				)}
				{home?.to !== '/' ? (
					<ButtonLink to="/" size="lg" variant="secondary">
						Find Jobs
					</ButtonLink>
				) : null}
			</div>
		</div>
	)
}
