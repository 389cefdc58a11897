import { z } from 'zod'

/**
 * What a signed-out visitor was doing when they were sent to /auth (decision 112): saving a job
 * with the heart, or pressing Quick Apply. It travels as two plain query parameters beside
 * `redirectTo` (`/auth?redirectTo=%2Fjobs%2F12&then=save-job&jobId=12`), which /auth copies into
 * hidden fields of its sign-in and registration forms. It is finished only by those forms' POST,
 * for the account that has just signed in or been created: following a crafted link does nothing
 * until its visitor signs in on a page that says what will happen.
 *
 * How to use it: a route that meets a signed-out visitor redirects to `signInHref(back, pending)`;
 * /auth reads it back with `readPendingAction`, says why with `signInReason`, and after a
 * successful sign-in hands the service's outcome to `afterSignIn` for where to go and the toast.
 */
/** Saving a job and Quick Apply name the job; enrolling on a course (decision 144) names the course. */
export type PendingAction =
	{ then: 'save-job' | 'quick-apply'; jobId: number } | { then: 'enrol-course'; courseId: number }

const MAX_ID = 2_147_483_647

const Id = z
	.string()
	.regex(/^[1-9][0-9]{0,9}$/)
	.transform(Number)
	.refine((id) => id <= MAX_ID)

const PendingActionSchema = z.discriminatedUnion('then', [
	z.object({ then: z.enum(['save-job', 'quick-apply']), jobId: Id }),
	z.object({ then: z.literal('enrol-course'), courseId: Id }),
])

/** The pending action named by a query string or a form, or null when there is none (or it is malformed). */
export function readPendingAction(from: URLSearchParams | FormData): PendingAction | null {
	const parsed = PendingActionSchema.safeParse({
		then: from.get('then'),
		jobId: from.get('jobId') ?? undefined,
		courseId: from.get('courseId') ?? undefined,
	})
	return parsed.success ? parsed.data : null
}

/** The query parameters (and hidden fields) that carry a pending action: `then` and the id it names. */
export function pendingActionParams(pending: PendingAction): [string, string][] {
	return pending.then === 'enrol-course'
		? [
				['then', pending.then],
				['courseId', String(pending.courseId)],
			]
		: [
				['then', pending.then],
				['jobId', String(pending.jobId)],
			]
}

/** The page a pending action is about, where the visitor goes back to when nothing better is known. */
export function pendingActionPage(pending: PendingAction) {
	return pending.then === 'enrol-course' ? `/training/${pending.courseId}` : `/jobs/${pending.jobId}`
}

/** /auth for a signed-out visitor: back to `redirectTo` afterwards, finishing `pending` on the way. */
export function signInHref(redirectTo: string, pending?: PendingAction | null) {
	const query = [`redirectTo=${encodeURIComponent(redirectTo)}`]
	if (pending) query.push(...pendingActionParams(pending).map(([name, value]) => `${name}=${value}`))
	return `/auth?${query.join('&')}`
}

/** What a page that asks for sign-in is for, after "Sign in to" (by the path /auth will go back to). */
const PAGE_PURPOSES: [RegExp, string][] = [
	[/^\/employee-dashboard\?(.*&)?alerts=true(&|$)/, 'get job alerts'],
	[/^\/(employee|employer)-dashboard(\?|$)/, 'see your dashboard'],
	[/^\/post-job(\?|$)/, 'post a job'],
	[/^\/profile(\?|$)/, 'see your profile'],
	[/^\/quick-apply-setup(\?|$)/, 'set up Quick Apply'],
	[/^\/preferences(\?|$)/, 'set your job preferences'],
	[/^\/recommendations(\?|$)/, 'see jobs recommended for you'],
	[/^\/jobs\/[0-9]+\/sponsor(\?|$)/, 'sponsor your job'],
	[/^\/payment(-success)?(\?|$)/, 'pay for your sponsorship'],
	[/^\/files\/[0-9]+(\?|$)/, 'open this file'],
]

/**
 * Why the visitor is on /auth, as its heading says it on each tab: the pending action's words
 * ("Sign in to save this job"), else the page they were sent from ("Sign in to see your
 * profile"); null when there is nothing to say.
 */
export function signInReason(
	why: { pending?: Pick<PendingAction, 'then'> | null; redirectTo?: string | null },
	tab: 'signin' | 'register',
) {
	const opening = tab === 'register' ? 'Create an account' : 'Sign in'
	if (why.pending)
		return why.pending.then === 'save-job'
			? `${opening} to save this job`
			: why.pending.then === 'enrol-course'
				? `${opening} to enrol on this course`
				: `${opening} to apply`
	const purpose = PAGE_PURPOSES.find(([path]) => path.test(why.redirectTo ?? ''))?.[1]
	return purpose ? `${opening} to ${purpose}` : null
}

/** What finishing a pending action came to (app/features/accounts/pending-actions.server.ts). */
export type PendingOutcome =
	| { kind: 'saved'; title: string }
	| { kind: 'applied'; title: string }
	| { kind: 'already-applied'; message: string }
	| { kind: 'applied-elsewhere'; message: string }
	| { kind: 'profile-required'; title: string; jobId: number }
	| { kind: 'enrolled'; title: string; created: boolean }
	| { kind: 'course-payment'; title: string; paymentUrl: string }
	| { kind: 'enrolment-failed'; title: string; message: string }
	| { kind: 'seekers-only'; then: PendingAction['then'] }
	| { kind: 'job-gone'; then: PendingAction['then'] }
	| { kind: 'failed'; then: PendingAction['then'] }

type Toast = { title: string; description?: string; type?: 'success' | 'error' | 'info' }

/** Where the new session goes and the one toast it reads there; `welcome` opens the toast's words. */
export function afterSignIn(outcome: PendingOutcome, back: string, welcome: string): { to: string; toast: Toast } {
	const say = (title: string, description: string, type: Toast['type'] = 'success') => ({
		to: back,
		toast: { title, description: `${welcome} ${description}`, type },
	})
	switch (outcome.kind) {
		case 'saved':
			return say('Job saved!', `${outcome.title} is in your saved jobs.`)
		case 'applied':
			return say('Application Submitted! ⚡', `Your Quick Apply profile was sent for ${outcome.title}.`)
		case 'already-applied':
			return say('Already applied', outcome.message, 'info')
		case 'applied-elsewhere':
			return say('Apply on the employer’s site', outcome.message, 'info')
		case 'profile-required':
			// The setup page comes back to the job once the profile is saved, for one more press.
			return {
				...say(
					'Set up Quick Apply first',
					`Add your details here; saving them takes you back to ${outcome.title} to press Quick Apply.`,
					'info',
				),
				to: `/quick-apply-setup?redirectTo=${encodeURIComponent(`/jobs/${outcome.jobId}`)}`,
			}
		case 'enrolled':
			return outcome.created
				? say('Enrollment successful', `You are enrolled on ${outcome.title}.`)
				: say('You are already enrolled', `${outcome.title} is one of your courses.`, 'info')
		case 'course-payment':
			// A paid place is booked by paying: the payment page for this course, already started.
			return { ...say('Pay to book your place', `${outcome.title} is a paid course.`, 'info'), to: outcome.paymentUrl }
		case 'enrolment-failed':
			return say('Enrollment failed', outcome.message, 'error')
		case 'seekers-only':
			if (outcome.then === 'enrol-course')
				return say(
					'Only job seekers can enrol on courses',
					'You are signed in as an employer, so you were not enrolled.',
					'info',
				)
			return outcome.then === 'save-job'
				? say('Only job seekers can save jobs', 'You are signed in as an employer, so nothing was saved.', 'info')
				: say('Only job seekers can apply', 'You are signed in as an employer, so no application was sent.', 'info')
		case 'job-gone':
			if (outcome.then === 'enrol-course')
				return {
					...say('This course is no longer listed', 'It may have finished, so you were not enrolled.', 'error'),
					to: '/training',
				}
			return {
				...say(
					'This job is no longer listed',
					outcome.then === 'save-job'
						? 'It may have been filled or taken down, so it was not saved.'
						: 'It may have been filled or taken down, so no application was sent.',
					'error',
				),
				to: '/',
			}
		case 'failed':
			return say(
				outcome.then === 'save-job'
					? 'The job was not saved'
					: outcome.then === 'enrol-course'
						? 'Enrollment failed'
						: 'The application was not sent',
				'Something went wrong on our side. Please try again.',
				'error',
			)
	}
}
