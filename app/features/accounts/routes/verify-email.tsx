// /verify-email: the target of the mailed link (decision 183), and where a signed-in owner asks
// for a new one. Opening the link only shows a button: the address is proven by the POST it sends,
// so a mail scanner that fetches every link in a message never verifies anyone. Both forms are
// plain posts and work without JavaScript.
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { z } from 'zod'
import { clientIpContext, emContext } from '../../../context.ts'
import { dashboardOf } from '../../../platform/access.ts'
import { getOptionalUser, requireUser } from '../../../platform/auth.server.ts'
import { config } from '../../../platform/config.server.ts'
import { RateLimitedError } from '../../../platform/rate-limit.server.ts'
import { safeRedirect } from '../../../platform/safe-redirect.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { isVerified } from '../../../platform/users.server.ts'
import { ButtonLink } from '../../../ui/button.tsx'
import { SubmitButton } from '../../../ui/forms.tsx'
import { RecoveryFailure } from '../components/password-recovery.tsx'
import { RESEND_INTENT, ResendVerificationForm } from '../components/verify-email-notice.tsx'
import {
	AlreadyVerifiedError,
	InvalidVerificationTokenError,
	resendVerification,
	verificationLinkProblem,
	verifyEmail,
} from '../email-verification.server.ts'
import {
	ALREADY_VERIFIED_MESSAGE,
	EMAIL_VERIFIED_MESSAGE,
	INVALID_VERIFICATION_LINK_MESSAGE,
	UNVERIFIED_NOTICE,
	VERIFICATION_LINK_PROBLEMS,
	verificationSentMessage,
} from '../email-verification.ts'
import type { Route } from './+types/verify-email'
import { canonicalLink } from '../../../platform/canonical.ts'

const PATH = '/verify-email'

const VerifyEmailForm = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('verify'), token: z.string().max(200) }),
	z.object({ intent: z.literal(RESEND_INTENT), redirectTo: z.string().optional() }),
])

export async function loader({ request, context }: Route.LoaderArgs) {
	const token = new URL(request.url).searchParams.get('token')
	const user = getOptionalUser(context)
	const account = user ? { email: user.email, verified: isVerified(user), dashboard: dashboardOf(user.userType) } : null
	if (token === null) return { token: '', problem: null, account }
	const problem = await verificationLinkProblem(context.get(emContext), token)
	return { token: problem ? '' : token, problem, account }
}

export async function action({ request, context }: Route.ActionArgs) {
	const parsed = VerifyEmailForm.safeParse(Object.fromEntries(await request.formData()))
	if (!parsed.success) return data({ outcome: 'invalid' as const, message: INVALID_VERIFICATION_LINK_MESSAGE }, 400)
	const em = context.get(emContext)
	try {
		if (parsed.data.intent === 'verify') {
			await verifyEmail(em, context.get(clientIpContext), parsed.data.token)
			return { outcome: 'verified' as const, message: EMAIL_VERIFIED_MESSAGE }
		}
		const user = requireUser(context, request, PATH)
		const back = safeRedirect(parsed.data.redirectTo, PATH, config.appOrigin)
		try {
			await resendVerification(em, user)
		} catch (error) {
			if (!(error instanceof AlreadyVerifiedError)) throw error
			return redirect(back, { headers: await toastHeaders({ title: ALREADY_VERIFIED_MESSAGE, type: 'info' }) })
		}
		return redirect(back, {
			headers: await toastHeaders({
				title: 'Verification link sent',
				description: verificationSentMessage(user.email),
			}),
		})
	} catch (error) {
		if (error instanceof InvalidVerificationTokenError) {
			return data({ outcome: error.problem, message: error.message }, 400)
		}
		if (error instanceof RateLimitedError) {
			return data(
				{ outcome: 'limited' as const, message: error.message },
				{ status: 429, headers: { 'Retry-After': String(error.retryAfterSeconds) } },
			)
		}
		throw error
	}
}

// The token is in this page's address: keep it out of Referer headers and out of caches (as
// /reset-password does). A refused resend's Retry-After reaches the document answer too.
export function headers({ actionHeaders }: Route.HeadersArgs) {
	const headers = new Headers({ 'Referrer-Policy': 'strict-origin', 'Cache-Control': 'no-store' })
	const retryAfter = actionHeaders.get('Retry-After')
	if (retryAfter) headers.set('Retry-After', retryAfter)
	return headers
}

export default function VerifyEmailScreen({ loaderData, actionData }: Route.ComponentProps) {
	const { account } = loaderData
	let content: React.ReactNode
	if (actionData?.outcome === 'verified') {
		content = <Verified dashboard={account?.dashboard ?? null} />
	} else if (actionData) {
		content = <Problem message={actionData.message} account={account} />
	} else if (loaderData.problem) {
		content = <Problem message={VERIFICATION_LINK_PROBLEMS[loaderData.problem]} account={account} />
	} else if (loaderData.token) {
		content = <Confirm token={loaderData.token} />
	} else if (account && !account.verified) {
		content = (
			<>
				<h1 className="text-2xl font-bold">Verify your email address</h1>
				<p className="mt-4 text-gray-700">{UNVERIFIED_NOTICE}</p>
				<p className="mt-2 text-gray-700">We will send the link to {account.email}.</p>
				<ResendVerificationForm redirectTo={PATH} />
			</>
		)
	} else if (account) {
		content = (
			<>
				<h1 className="text-2xl font-bold">Verify your email address</h1>
				<p role="status" className="mt-4 text-gray-700">
					{ALREADY_VERIFIED_MESSAGE}
				</p>
				<ButtonLink to={account.dashboard.to} size="lg" className="mt-6 block text-center">
					Continue
				</ButtonLink>
			</>
		)
	} else {
		content = <Problem message={INVALID_VERIFICATION_LINK_MESSAGE} account={null} />
	}
	return (
		<div className="mx-auto max-w-md px-4 py-12">
			<div className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm sm:p-8">{content}</div>
		</div>
	)
}

function Confirm({ token }: { token: string }) {
	const navigation = useNavigation()
	const pending = navigation.state === 'submitting'
	return (
		<>
			<h1 className="text-2xl font-bold">Verify your email address</h1>
			<p className="mt-2 text-gray-700">Press the button to confirm that this email address is yours.</p>
			<Form method="post" className="mt-6 flex flex-col gap-4">
				<input type="hidden" name="intent" value="verify" />
				<input type="hidden" name="token" value={token} />
				<SubmitButton pending={pending} pendingText="Verifying...">
					Verify my email address
				</SubmitButton>
			</Form>
		</>
	)
}

function Verified({ dashboard }: { dashboard: { to: string; label: string } | null }) {
	return (
		<>
			<h1 className="text-2xl font-bold">Email address verified</h1>
			<p role="status" className="mt-4 text-gray-700">
				{EMAIL_VERIFIED_MESSAGE}
			</p>
			<ButtonLink to={dashboard?.to ?? '/auth'} size="lg" className="mt-6 block text-center">
				{dashboard?.label ?? 'Sign In'}
			</ButtonLink>
		</>
	)
}

function Problem({ message, account }: { message: string; account: Route.ComponentProps['loaderData']['account'] }) {
	return (
		<>
			<h1 className="text-2xl font-bold">Verify your email address</h1>
			<div role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
				<p>{message}</p>
			</div>
			{account && !account.verified ? (
				<ResendVerificationForm redirectTo={PATH} />
			) : account ? (
				<ButtonLink to={account.dashboard.to} size="lg" className="mt-6 block text-center">
					Continue
				</ButtonLink>
			) : (
				<Link
					to={`/auth?redirectTo=${encodeURIComponent(PATH)}`}
					className="mt-6 block text-center font-medium text-brand-700 hover:underline"
				>
					Sign in to ask for a new link
				</Link>
			)}
		</>
	)
}

export function meta({ matches }: Route.MetaArgs) {
	return [
		{ title: 'Verify your email address | Warrington Jobs' },
		{ name: 'robots', content: 'noindex' },
		canonicalLink(matches, '/verify-email'),
	]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return (
		<RecoveryFailure
			error={error}
			title="Email verification failed"
			fallback="We could not verify your email address. Please try again."
			retryHref={PATH}
		/>
	)
}
