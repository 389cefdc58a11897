// Recommendations (docs/product.md §10): signed-in only; the best matches first, each with
// why it was picked, a save heart and View Details; the Job Preferences dialog (decisions 091, 092).
import { Suspense, useEffect } from 'react'
import { Await, data, Link, useFetchers, useNavigation } from 'react-router'
import { JobCardSkeleton, toJobCard } from '../components/jobs/job-card.tsx'
import { PreferencesDialog, preferencesHref } from '../components/seeker/preferences-form.tsx'
import { SaveJobButton } from '../components/jobs/save-heart.tsx'
import { emContext } from '../context.ts'
import { getOptionalUser } from '../platform/auth.server.ts'
import { preferencesOf } from '../services/preferences.server.ts'
import { recommendationsFor } from '../services/recommendations.server.ts'
import { savedJobIdsAmong } from '../services/saved-jobs.server.ts'
import type { Route } from './+types/recommendations'

/** How many jobs the page recommends. */
export const PAGE_RECOMMENDATIONS = 20
const HERE = '/recommendations'
const SKELETONS = 5

export async function loader({ context }: Route.LoaderArgs) {
	const user = getOptionalUser(context)
	if (!user) return data({ signedIn: false as const }, { status: 401 })
	const em = context.get(emContext)
	const recommendations = await recommendationsFor(em, user, { limit: PAGE_RECOMMENDATIONS })
	const saved = await savedJobIdsAmong(
		em,
		user,
		recommendations.map((entry) => entry.job.id),
	)
	const preferences = await preferencesOf(em, user)
	const now = new Date()
	return {
		signedIn: true as const,
		preferences,
		recommendations: recommendations.map(({ job, reason }) => ({
			...toJobCard(job, now, saved.has(job.id)),
			jobType: job.jobType,
			reason,
		})),
	}
}

/** Whether the page is on screen, for the client loader: set while the component is mounted. */
let onScreen = false

/**
 * Coming from another page with JavaScript, the page shows at once with its five skeletons while
 * the server works out the list (the first visit, and every visit without JavaScript, waits for
 * it). Once here, a reload of the list (after a save) keeps the page as it is until it arrives.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
	if (onScreen) return serverLoader()
	return { pending: serverLoader() }
}

const SAVE_ACTION = /^\/jobs\/\d+\/save$/

export default function Recommendations({ loaderData }: Route.ComponentProps) {
	useEffect(() => {
		onScreen = true
		return () => {
			onScreen = false
		}
	}, [])
	if ('pending' in loaderData) {
		return (
			<Suspense fallback={<Loading />}>
				<Await resolve={loaderData.pending} errorElement={<LoadFailed />}>
					{(loaded) => <RecommendationsScreen loaded={loaded} />}
				</Await>
			</Suspense>
		)
	}
	return <RecommendationsScreen loaded={loaderData} />
}

type Loaded = Exclude<Route.ComponentProps['loaderData'], { pending: unknown }>

function RecommendationsScreen({ loaded }: { loaded: Loaded }) {
	const navigation = useNavigation()
	const fetchers = useFetchers()
	if (!loaded.signedIn) return <SignInPrompt />
	const { recommendations, preferences } = loaded
	// New recommendations are on their way: preferences just saved, or this page opened again.
	// A heart's save reloads the list too, but its own state already shows: no skeletons then.
	const heartSaving = fetchers.some((fetcher) => fetcher.state !== 'idle' && SAVE_ACTION.test(fetcher.formAction ?? ''))
	const loading =
		(navigation.state === 'loading' && navigation.location.pathname === HERE && !heartSaving) ||
		fetchers.some((fetcher) => fetcher.key.startsWith('preferences-') && fetcher.state === 'loading')
	return (
		<div className="mx-auto max-w-4xl px-4 py-10">
			<Heading>
				<PreferencesDialog defaults={preferences} redirectTo={HERE} className={preferencesButton}>
					<svg
						aria-hidden="true"
						viewBox="0 0 24 24"
						fill="none"
						stroke="currentColor"
						strokeWidth="2"
						className="size-5"
					>
						<path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4" strokeLinecap="round" />
					</svg>
					Job Preferences
				</PreferencesDialog>
			</Heading>

			<section aria-labelledby="matches-heading" aria-busy={loading} className="mt-8">
				<h2 id="matches-heading" className="sr-only">
					Your matches
				</h2>
				{loading ? (
					<Skeletons />
				) : recommendations.length === 0 ? (
					<NoRecommendations preferences={preferences} className={preferencesButton} />
				) : (
					<ol className="flex flex-col gap-4">
						{recommendations.map((job, index) => (
							<li key={job.id}>
								<RecommendedJob job={job} topMatch={index === 0} />
							</li>
						))}
					</ol>
				)}
			</section>
		</div>
	)
}

type SignedInData = Extract<Loaded, { signedIn: true }>
type RecommendedJobData = SignedInData['recommendations'][number]

const preferencesButton =
	'inline-flex items-center gap-2 rounded-md border border-gray-300 bg-white px-4 py-2 font-semibold text-gray-900 hover:bg-gray-50 focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2'

function Heading({ children }: { children: React.ReactNode }) {
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

function Skeletons() {
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
function Loading() {
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

function LoadFailed() {
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			<h1 className="text-3xl font-bold">Unable to load recommendations</h1>
			<p className="mt-4 text-gray-700">Please try again in a moment, or sign in again.</p>
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				<Link
					to={HERE}
					reloadDocument
					className="rounded-md border border-gray-300 bg-white px-5 py-2.5 font-semibold text-gray-900 hover:bg-gray-50"
				>
					Try Again
				</Link>
				<Link
					to={`/auth?redirectTo=${encodeURIComponent(HERE)}`}
					className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
				>
					Sign In
				</Link>
			</div>
		</div>
	)
}

function RecommendedJob({ job, topMatch }: { job: RecommendedJobData; topMatch: boolean }) {
	return (
		<article
			aria-labelledby={`recommended-${job.id}`}
			className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
		>
			<div className="flex flex-wrap items-start justify-between gap-2">
				<div className="min-w-0">
					{topMatch ? (
						<p className="mb-1 inline-block rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900">
							Top Match
						</p>
					) : null}
					<h3 id={`recommended-${job.id}`} className="text-lg font-semibold">
						{job.title}
					</h3>
					<p className="font-medium text-gray-800">{job.company}</p>
				</div>
				<SaveJobButton job={job} redirectTo={HERE} />
			</div>
			<p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
				<span>{job.location}</span>
				{job.salary ? <span className="font-medium text-green-800">{job.salary}</span> : null}
				<span>{job.jobType}</span>
				<time dateTime={job.postedAt}>{job.postedAge}</time>
			</p>
			<p className="mt-2 flex items-start gap-1.5 text-sm font-medium text-brand-800">
				<svg
					aria-hidden="true"
					viewBox="0 0 24 24"
					fill="none"
					stroke="currentColor"
					strokeWidth="2"
					className="mt-0.5 size-4 shrink-0"
				>
					<path d="M5 12l5 5L20 7" strokeLinecap="round" strokeLinejoin="round" />
				</svg>
				<span>
					<span className="sr-only">Why: </span>
					{job.reason}
				</span>
			</p>
			<p className="mt-2 text-sm text-gray-700">{job.summary}</p>
			<Link
				to={`/jobs/${job.id}`}
				className="mt-3 inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2"
			>
				View Details<span className="sr-only">: {job.title}</span>
			</Link>
		</article>
	)
}

function NoRecommendations({
	preferences,
	className,
}: {
	preferences: SignedInData['preferences']
	className: string
}) {
	return (
		<div className="rounded-lg border border-dashed border-gray-300 bg-white p-10 text-center">
			<h3 className="text-lg font-semibold">No recommendations yet</h3>
			<p className="mx-auto mt-1 max-w-prose text-gray-700">
				Set your job preferences, or save and view a few jobs, and we will suggest local jobs that suit you.
			</p>
			<div className="mt-4 flex flex-wrap justify-center gap-3">
				<PreferencesDialog defaults={preferences} redirectTo={HERE} className={className}>
					Set Job Preferences
				</PreferencesDialog>
				<Link to="/" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
					Browse Jobs
				</Link>
			</div>
		</div>
	)
}

function SignInPrompt() {
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			<h1 className="text-3xl font-bold">Unable to load recommendations</h1>
			<p className="mt-4 text-gray-700">Sign in to see local jobs recommended for you.</p>
			<Link
				to={`/auth?redirectTo=${encodeURIComponent(HERE)}`}
				className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2"
			>
				Sign In
			</Link>
		</div>
	)
}

export function meta() {
	return [{ title: 'Recommended Jobs | Warrington Jobs' }, { name: 'robots', content: 'noindex' }]
}

export function ErrorBoundary() {
	return (
		<div className="mx-auto max-w-xl px-4 py-16 text-center">
			<h1 className="text-3xl font-bold">Unable to load recommendations</h1>
			<p className="mt-4 text-gray-700">
				Something went wrong on our side. Please try again in a moment, or sign in again.
			</p>
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				<Link
					to={HERE}
					reloadDocument
					className="rounded-md border border-gray-300 bg-white px-5 py-2.5 font-semibold text-gray-900 hover:bg-gray-50"
				>
					Try Again
				</Link>
				<Link
					to={`/auth?redirectTo=${encodeURIComponent(HERE)}`}
					className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
				>
					Sign In
				</Link>
			</div>
		</div>
	)
}
