// The frame of /recommendations and its states: the heading, the skeletons while the list is on
// its way, and what shows when it cannot load or nobody is signed in.
import { Link } from 'react-router'
import { JobCardSkeleton } from '../../jobs/components/job-card.tsx'
import { ButtonLink, buttonClassName } from '../../../ui/button.tsx'
import { preferencesHref } from './preferences-form.tsx'

export const RECOMMENDATIONS_PATH = '/recommendations'
const HERE = RECOMMENDATIONS_PATH
const SKELETONS = 5

/** The look of the Job Preferences button, a dialog's opener or a plain link. */
export const preferencesButton = buttonClassName({ variant: 'secondary', className: 'inline-flex items-center gap-2' })

export function Heading({ children }: { children: React.ReactNode }) {
	return (
		<div className="flex flex-wrap items-end justify-between gap-4">
			<div>
				<h1 className="text-3xl font-bold">Recommended Jobs</h1>
				<p className="mt-1 text-gray-700">
					Local jobs picked for you from your preferences, the jobs you save and view, and your Quick Apply profile.
				</p>
			</div>
			{children}
		</div>
	)
}

export function Skeletons() {
	return (
		<div className="flex flex-col gap-4" data-testid="recommendation-skeletons">
			<p className="sr-only" role="status">
				Loading recommendations...
			</p>
			{Array.from({ length: SKELETONS }, (_, index) => (
				<JobCardSkeleton key={index} />
			))}
		</div>
	)
}

/** While a visit's list is on its way: the heading, a plain link to the preferences page, five skeletons. */
export function Loading() {
	return (
		<div className="mx-auto max-w-4xl px-4 py-10">
			<Heading>
				<Link to={preferencesHref(HERE)} className={preferencesButton}>
					Job Preferences
				</Link>
			</Heading>
			<section aria-label="Your matches" aria-busy="true" className="mt-8">
				<Skeletons />
			</section>
		</div>
	)
}

/** The list could not be loaded: why, then Try Again and Sign In. */
export function RecommendationsFailed({ children }: { children: React.ReactNode }) {
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			<h1 className="text-3xl font-bold">Unable to load recommendations</h1>
			<p className="mt-4 text-gray-700">{children}</p>
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				<ButtonLink to={HERE} reloadDocument variant="secondary" size="lg">
					Try Again
				</ButtonLink>
				<ButtonLink to={`/auth?redirectTo=${encodeURIComponent(HERE)}`} size="lg">
					Sign In
				</ButtonLink>
			</div>
		</div>
	)
}

export function SignInPrompt() {
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			<h1 className="text-3xl font-bold">Unable to load recommendations</h1>
			<p className="mt-4 text-gray-700">Sign in to see local jobs recommended for you.</p>
			<ButtonLink to={`/auth?redirectTo=${encodeURIComponent(HERE)}`} size="lg" className="mt-8 inline-block">
				Sign In
			</ButtonLink>
		</div>
	)
}
