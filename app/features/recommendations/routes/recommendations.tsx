// Recommendations (docs/product.md §10): job seekers only (decision 116); the best matches first, each with
// why it was picked, a save heart and View Details; the Job Preferences dialog (decisions 091, 092).
import { Suspense, useEffect } from 'react'
import { Await, data, useAsyncError, useFetchers, useNavigation } from 'react-router'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { toJobCard } from '../../jobs/components/job-card.tsx'
import { PreferencesDialog } from '../components/preferences-form.tsx'
import { NoRecommendations, RecommendedJob } from '../components/recommended-job.tsx'
import {
	Heading,
	Loading,
	preferencesButton,
	RECOMMENDATIONS_PATH as HERE,
	RecommendationsFailed,
	SignInPrompt,
	Skeletons,
} from '../components/recommendations-states.tsx'
import { emContext } from '../../../context.ts'
import { getOptionalUser, requireSeeker } from '../../../platform/auth.server.ts'
import { preferencesOf } from '../preferences.server.ts'
import { recommendationsFor } from '../recommendations.server.ts'
import { savedJobIdsAmong } from '../../saved-jobs/saved-jobs.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import type { Route } from './+types/recommendations'

/** How many jobs the page recommends. */
export const PAGE_RECOMMENDATIONS = 20
/** What an employer (or admin) who opens the page reads on its 403. */
const ONLY_SEEKERS =
	'Job recommendations are for job seekers: they are picked from a job seeker’s preferences and the jobs they save and view.'

export async function loader({ request, context }: Route.LoaderArgs) {
	// Signed out, the page itself asks the visitor to sign in (with a 401); other accounts get the 403 page.
	if (!getOptionalUser(context)) return data({ signedIn: false as const }, { status: 401 })
	const user = await requireSeeker(context, request, { message: ONLY_SEEKERS })
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
		recommendations: recommendations.map(({ job, reason, skills }) => ({
			...toJobCard(job, now, saved.has(job.id)),
			jobType: job.jobType,
			reason,
			skills,
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
				<Await resolve={loaderData.pending} errorElement={<PendingFailed />}>
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

/** The list that was on its way failed: refused (another kind of account), or could not be worked out. */
function PendingFailed() {
	const refusal = accessRefusalOf(useAsyncError())
	if (refusal) return <WrongAccountPage refusal={refusal} />
	return <RecommendationsFailed>Please try again in a moment, or sign in again.</RecommendationsFailed>
}

export function meta({ error }: Route.MetaArgs) {
	const title = error && accessRefusalOf(error) ? 'For Job Seekers' : 'Recommended Jobs'
	return [{ title: `${title} | Warrington Jobs` }, { name: 'robots', content: 'noindex' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const refusal = accessRefusalOf(error)
	if (refusal) return <WrongAccountPage refusal={refusal} />
	return (
		<RecommendationsFailed>
			Something went wrong on our side. Please try again in a moment, or sign in again.
		</RecommendationsFailed>
	)
}
