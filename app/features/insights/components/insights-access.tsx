import { type AccessRefusal } from '../../../platform/access.ts'
import { INSIGHTS_RESTRICTED_HEADING, INSIGHTS_RESTRICTED_MESSAGE } from '../insight-options.ts'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { ButtonLink } from '../../../ui/button.tsx'

/**
 * What an employer-only insight page shows anyone else (specification 001 §2): "Access Restricted"
 * and "This feature is only available to employers.", with a sign-in that comes back here for a
 * signed-out visitor, and the way to their own dashboard for a signed-in seeker or admin.
 */
export function InsightsAccessRestricted({ refusal, path }: { refusal: AccessRefusal; path: string }) {
	if (refusal.accessRefused === 'wrong-type')
		return <WrongAccountPage refusal={refusal} heading={INSIGHTS_RESTRICTED_HEADING} />
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			<h1 className="text-3xl font-bold">{INSIGHTS_RESTRICTED_HEADING}</h1>
			<p className="mt-4 text-gray-700">{INSIGHTS_RESTRICTED_MESSAGE}</p>
			<ButtonLink to={`/auth?redirectTo=${encodeURIComponent(path)}`} size="lg" className="mt-8 inline-block">
				Sign In
			</ButtonLink>
		</div>
	)
}
