// What /auth shows and carries when the visitor came to finish something (decision 112): the
// heading says why they are here, and both forms post the action on with the credentials.
import { pendingActionParams, signInReason, type PendingAction } from '../pending-action.ts'

/**
 * The pending action as /auth's loader hands it over, with what it is about while still listed:
 * the job's title and company, or the course's title and provider.
 */
type PendingOnAuth = PendingAction & { jobTitle: string | null; company: string | null }

type Tab = 'signin' | 'register'

export function AuthHeading({
	tab,
	pending,
	redirectTo,
}: {
	tab: Tab
	pending: PendingOnAuth | null
	redirectTo: string
}) {
	const reason = signInReason({ pending, redirectTo }, tab)
	return (
		<>
			<h1 className="text-3xl font-bold">
				{reason ?? (tab === 'register' ? 'Create your account' : 'Sign in to Warrington Jobs')}
			</h1>
			{pending?.jobTitle ? (
				<p className="mt-3 rounded-md border border-brand-100 bg-brand-50 p-3 text-gray-900">
					<strong className="font-semibold">{pending.jobTitle}</strong>
					{pending.company ? ` at ${pending.company}` : null}: {whatHappensNext(pending.then, tab)}
				</p>
			) : pending ? null : (
				<p className="mt-2 text-gray-600">
					Connect with local opportunities, market insights and personalised job recommendations, and contact local
					businesses directly.
				</p>
			)}
		</>
	)
}

function whatHappensNext(then: PendingAction['then'], tab: Tab) {
	const when = tab === 'register' ? 'as soon as your account is created' : 'as soon as you have signed in'
	if (then === 'save-job') return `we will save it to your saved jobs ${when}.`
	if (then === 'enrol-course')
		return `we will enrol you ${when} (a paid course goes on to payment; enrolling is for job seekers).`
	return tab === 'register'
		? 'once your account is created you can set up Quick Apply and send your application.'
		: `your Quick Apply profile will be sent to the employer ${when} (with no profile yet, you will set it up first).`
}

/** The hidden fields that carry the pending action through a sign-in or registration POST. */
export function PendingActionFields({ pending }: { pending: PendingAction | null }) {
	if (!pending) return null
	return (
		<>
			{pendingActionParams(pending).map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
		</>
	)
}
