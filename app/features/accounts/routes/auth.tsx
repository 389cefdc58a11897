import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link, redirect, type ShouldRevalidateFunctionArgs } from 'react-router'
import { AccountBenefits } from '../components/account-benefits.tsx'
import { AuthHeading } from '../components/pending-action.tsx'
import { RegisterForm } from '../components/register-form.tsx'
import { SignInForm } from '../components/sign-in-form.tsx'
import { clientIpContext, emContext } from '../../../context.ts'
import { requireAnonymous } from '../../../platform/auth.server.ts'
import { AccountDisabledError, authenticateForm, InvalidCredentialsError } from '../sign-in.server.ts'
import { config } from '../../../platform/config.server.ts'
import { RegisterServerSchema } from '../common-passwords.server.ts'
import { checkHoneypot } from '../../../platform/honeypot.server.ts'
import { hit, RateLimitedError, RATE_LIMITS, tooManyAttempts } from '../../../platform/rate-limit.server.ts'
import { startSession } from '../../../platform/session.server.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { createUser, EmailTakenError } from '../../../platform/users.server.ts'
import type { User } from '../../../models/user.ts'
import { finishPendingAction, pendingActionSubject } from '../pending-actions.server.ts'
import { sendVerificationMail } from '../email-verification.server.ts'
import { homeOf } from '../../../platform/access.ts'
import { SignInSchema } from '../account-schemas.ts'
import { CONNECTION_PROBLEM, isNetworkError, isOfflineResult } from '../../../ui/offline.ts'
import { afterSignIn, pendingActionPage, pendingActionParams, readPendingAction } from '../pending-action.ts'
import { safeRedirect } from '../../../platform/safe-redirect.ts'
import type { Route } from './+types/auth'
import { canonicalLink } from '../../../platform/canonical.ts'

const INVALID_CREDENTIALS = 'Invalid email or password. Please check your credentials and try again.'

export async function loader({ request, context }: Route.LoaderArgs) {
	requireAnonymous(context)
	const url = new URL(request.url)
	const employer = url.searchParams.get('type') === 'employer' || url.searchParams.get('employer') === 'true'
	const pending = readPendingAction(url.searchParams)
	const subject = pending ? await pendingActionSubject(context.get(emContext), pending) : null
	return {
		tab: url.searchParams.get('tab') === 'register' ? ('register' as const) : ('signin' as const),
		userType: employer ? ('employer' as const) : ('employee' as const),
		redirectTo: safeRedirect(url.searchParams.get('redirectTo'), '', config.appOrigin),
		// What the visitor came to finish: only shown and carried here, done after the POST.
		pending: pending ? { ...pending, jobTitle: subject?.title ?? null, company: subject?.by ?? null } : null,
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	requireAnonymous(context)
	// FormStrategy reads the body of `request` itself: everything here reads a clone.
	const form = await request.clone().formData()
	checkHoneypot(form)
	const em = context.get(emContext)
	const ip = context.get(clientIpContext)

	if (form.get('intent') === 'register') {
		const submission = parseWithZod(form, { schema: RegisterServerSchema })
		if (submission.status !== 'success') {
			return data(
				{ intent: 'register' as const, result: submission.reply({ hideFields: ['password'] }) },
				{ status: 400 },
			)
		}
		try {
			await hit(em, RATE_LIMITS.registerPerIp, ip)
			const user = await createUser(em, submission.value)
			await sendVerificationMail(em, user)
			throw await welcome(request, context, user, { registered: true, form, redirectTo: submission.value.redirectTo })
		} catch (error) {
			if (error instanceof EmailTakenError) {
				return data(
					{
						intent: 'register' as const,
						result: submission.reply({ fieldErrors: { email: [error.message] }, hideFields: ['password'] }),
					},
					{ status: 409 },
				)
			}
			if (error instanceof RateLimitedError) {
				return tooManyAttempts(
					context,
					{
						intent: 'register' as const,
						result: submission.reply({ formErrors: [error.message], hideFields: ['password'] }),
					},
					error,
				)
			}
			throw error
		}
	}

	const submission = parseWithZod(form, { schema: SignInSchema })
	if (submission.status !== 'success') {
		return data({ intent: 'signin' as const, result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
	}
	try {
		const user = await authenticateForm(request, context)
		throw await welcome(request, context, user, { registered: false, form, redirectTo: submission.value.redirectTo })
	} catch (error) {
		if (error instanceof InvalidCredentialsError) {
			return data(
				{
					intent: 'signin' as const,
					result: submission.reply({ formErrors: [INVALID_CREDENTIALS], hideFields: ['password'] }),
				},
				{ status: 401 },
			)
		}
		if (error instanceof AccountDisabledError) {
			return data(
				{
					intent: 'signin' as const,
					result: submission.reply({ formErrors: [error.message], hideFields: ['password'] }),
				},
				{ status: 403 },
			)
		}
		if (error instanceof RateLimitedError) {
			return tooManyAttempts(
				context,
				{
					intent: 'signin' as const,
					result: submission.reply({ formErrors: [error.message], hideFields: ['password'] }),
				},
				error,
			)
		}
		throw error
	}
}

/**
 * The redirect that starts the new session: back to `redirectTo` (else the user's home) with a
 * welcome by name ("Welcome, Quentin!" for a new account, "Welcome back" only after a sign-in),
 * finishing first what the visitor came to do, if anything.
 */
async function welcome(
	request: Request,
	context: Route.ActionArgs['context'],
	user: User,
	how: { registered: boolean; form: FormData; redirectTo: string | undefined },
) {
	const em = context.get(emContext)
	const cookie = await startSession(em, user, request, { registered: how.registered })
	const name = user.firstName.slice(0, 60)
	const pending = readPendingAction(how.form)
	const back = safeRedirect(
		how.redirectTo,
		pending ? pendingActionPage(pending) : homeOf(user.userType),
		config.appOrigin,
	)
	if (!pending) {
		const toast = how.registered
			? {
					title: `Welcome, ${name}!`,
					description: `Your Warrington Jobs account has been created. We have sent a link to ${user.email.slice(0, 254)} to verify your email address.`,
				}
			: { title: `Welcome back, ${name}!`, description: "You've successfully signed in to Warrington Jobs." }
		return redirect(back, { headers: await toastHeaders(toast, cookie) })
	}
	const greeting = how.registered ? `Welcome, ${name}! Your account is ready.` : `Welcome back, ${name}.`
	const { to, toast } = afterSignIn(await finishPendingAction(em, user, pending), back, greeting)
	return redirect(to, { headers: await toastHeaders(toast, cookie) })
}

/**
 * With JavaScript, a form post that never reaches the server (no signal on a phone) keeps the
 * form and says so, instead of an error page. Redirects and answers pass through untouched.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
	const intent =
		(await request.clone().formData()).get('intent') === 'register' ? ('register' as const) : ('signin' as const)
	try {
		return await serverAction()
	} catch (error) {
		if (!isNetworkError(error)) throw error
		return { intent, offline: true, result: { status: 'error' as const, error: { '': [CONNECTION_PROBLEM] } } }
	}
}

export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	return isOfflineResult(actionResult) ? false : defaultShouldRevalidate
}

export default function AuthScreen({ loaderData, actionData }: Route.ComponentProps) {
	const tab = actionData?.intent ?? loaderData.tab
	const query = (next: 'signin' | 'register') => {
		const params = new URLSearchParams()
		if (next === 'register') params.set('tab', 'register')
		if (loaderData.userType === 'employer') params.set('type', 'employer')
		if (loaderData.redirectTo) params.set('redirectTo', loaderData.redirectTo)
		if (loaderData.pending) for (const [name, value] of pendingActionParams(loaderData.pending)) params.set(name, value)
		const search = params.toString()
		return search ? `?${search}` : '/auth'
	}
	const tabClass = (active: boolean) =>
		`flex-1 rounded-md px-3 py-2 text-center text-sm font-semibold ${active ? 'bg-white text-brand-700 shadow' : 'text-gray-600 hover:text-gray-900'}`

	return (
		<div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-2">
			<div>
				<AuthHeading tab={tab} pending={loaderData.pending} redirectTo={loaderData.redirectTo} />
				<nav aria-label="Account" className="mt-6 flex gap-1 rounded-lg bg-gray-100 p-1">
					<Link
						to={query('signin')}
						replace
						preventScrollReset
						className={tabClass(tab === 'signin')}
						aria-current={tab === 'signin' ? 'page' : undefined}
					>
						Sign In
					</Link>
					<Link
						to={query('register')}
						replace
						preventScrollReset
						className={tabClass(tab === 'register')}
						aria-current={tab === 'register' ? 'page' : undefined}
					>
						Create Account
					</Link>
				</nav>
				<div className="mt-6 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
					{tab === 'register' ? (
						<RegisterForm
							key="register"
							userType={loaderData.userType}
							redirectTo={loaderData.redirectTo}
							pendingAction={loaderData.pending}
							lastResult={actionData?.intent === 'register' ? actionData.result : undefined}
						/>
					) : (
						<SignInForm
							key="signin"
							redirectTo={loaderData.redirectTo}
							pendingAction={loaderData.pending}
							lastResult={actionData?.intent === 'signin' ? actionData.result : undefined}
						/>
					)}
				</div>
			</div>
			<AccountBenefits />
		</div>
	)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
	return [
		{ title: `${loaderData?.tab === 'register' ? 'Create Account' : 'Sign In'} | Warrington Jobs` },
		{
			name: 'description',
			content: 'Sign in or create a Warrington Jobs account to apply for local jobs or post vacancies.',
		},
		canonicalLink(matches, '/auth'),
	]
}
