import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { formConstraint } from '../../../ui/form-constraint.ts'
import { data, Form, Link, useNavigation } from 'react-router'
import { Field, FormAlert, SubmitButton } from '../../../ui/forms.tsx'
import { BackToSignIn, RecoveryFailure } from '../components/password-recovery.tsx'
import { ButtonLink } from '../../../ui/button.tsx'
import { clientIpContext, emContext } from '../../../context.ts'
import { InvalidResetTokenError, isUsableResetToken, resetPassword } from '../password-reset.server.ts'
import { WeakPasswordError } from '../password-strength.server.ts'
import { RateLimitedError, tooManyAttempts } from '../../../platform/rate-limit.server.ts'
import { endSession } from '../../../platform/session.server.ts'
import { PASSWORD_MIN, ResetPasswordSchema } from '../account-schemas.ts'
import {
	INVALID_RESET_LINK_MESSAGE,
	PASSWORD_RESET_MESSAGE,
	RESET_FAILED_MESSAGE,
	RESET_FAILED_TITLE,
} from '../password-reset.ts'
import type { Route } from './+types/reset-password'
import { canonicalLink } from '../../../platform/canonical.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
	const token = new URL(request.url).searchParams.get('token') ?? ''
	const valid = await isUsableResetToken(context.get(emContext), token)
	return { valid, token: valid ? token : '' }
}

export async function action({ request, context }: Route.ActionArgs) {
	const form = await request.formData()
	const submission = parseWithZod(form, { schema: ResetPasswordSchema })
	const hideFields = ['newPassword', 'confirmPassword']
	if (submission.status !== 'success') {
		if (submission.error?.token) return data({ status: 'invalid' as const }, { status: 400 })
		return data({ status: 'error' as const, result: submission.reply({ hideFields }) }, { status: 400 })
	}
	const em = context.get(emContext)
	try {
		await resetPassword(em, context.get(clientIpContext), submission.value.token, submission.value.newPassword)
	} catch (error) {
		if (error instanceof InvalidResetTokenError) return data({ status: 'invalid' as const }, { status: 400 })
		if (error instanceof WeakPasswordError) {
			return data(
				{
					status: 'error' as const,
					result: submission.reply({ fieldErrors: { newPassword: [error.message] }, hideFields }),
				},
				{ status: 400 },
			)
		}
		if (error instanceof RateLimitedError) {
			return tooManyAttempts(
				context,
				{ status: 'error' as const, result: submission.reply({ formErrors: [error.message], hideFields }) },
				error,
			)
		}
		throw error
	}
	// Every session of the account has ended; this browser's cookie goes too.
	return data({ status: 'success' as const }, { headers: { 'Set-Cookie': await endSession(em, request) } })
}

// The token is in this page's address: keep it out of Referer headers and out of caches.
// `strict-origin` sends only the origin, never the path or query, to anyone. `no-referrer`
// would also make the browser send `Origin: null` with this page's form post, which React
// Router's cross-origin check refuses.
export function headers() {
	return { 'Referrer-Policy': 'strict-origin', 'Cache-Control': 'no-store' }
}

export default function ResetPasswordScreen({ loaderData, actionData }: Route.ComponentProps) {
	let content: React.ReactNode
	if (actionData?.status === 'success') content = <PasswordChanged />
	else if (actionData?.status === 'invalid' || !loaderData.valid) content = <InvalidLink />
	else
		content = (
			<ResetPasswordForm
				token={loaderData.token}
				lastResult={actionData?.status === 'error' ? actionData.result : undefined}
			/>
		)
	return (
		<div className="mx-auto max-w-md px-4 py-12">
			<div className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm sm:p-8">{content}</div>
		</div>
	)
}

/** Stays until the reader moves on: no timed move to /auth. */
function PasswordChanged() {
	return (
		<>
			<h1 className="text-2xl font-bold">Password Reset Successful</h1>
			<p role="status" className="mt-4 text-gray-700">
				{PASSWORD_RESET_MESSAGE}
			</p>
			<ButtonLink to="/auth" size="lg" className="mt-6 block text-center">
				Sign In
			</ButtonLink>
		</>
	)
}

function InvalidLink() {
	return (
		<>
			<h1 className="text-2xl font-bold">Reset Password</h1>
			<div role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
				<p>{INVALID_RESET_LINK_MESSAGE}</p>
			</div>
			<ButtonLink to="/forgot-password" size="lg" className="mt-6 block text-center">
				Request a new reset link
			</ButtonLink>
			<Link to="/auth" className="mt-4 block text-center text-sm font-medium text-brand-700 hover:underline">
				Back to Sign In
			</Link>
		</>
	)
}

type LastResult = Extract<NonNullable<Route.ComponentProps['actionData']>, { status: 'error' }>['result']

function ResetPasswordForm({ token, lastResult }: { token: string; lastResult?: LastResult }) {
	const navigation = useNavigation()
	const pending = navigation.state === 'submitting'
	const [form, fields] = useForm({
		id: 'reset-password',
		lastResult,
		constraint: formConstraint(ResetPasswordSchema),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordSchema }),
	})
	return (
		<>
			<h1 className="text-2xl font-bold">Reset Password</h1>
			<p className="mt-2 text-gray-600">Enter your new password below.</p>
			<Form method="post" className="mt-6 flex flex-col gap-4" {...getFormProps(form)}>
				<FormAlert title={RESET_FAILED_TITLE} errors={form.errors} />
				<input type="hidden" name={fields.token.name} value={token} />
				<Field
					label="New Password"
					inputProps={{ ...getInputProps(fields.newPassword, { type: 'password' }), autoComplete: 'new-password' }}
					errors={fields.newPassword.errors}
				/>
				<p className="-mt-2 text-sm text-gray-600">At least {PASSWORD_MIN} characters.</p>
				<Field
					label="Confirm Password"
					inputProps={{ ...getInputProps(fields.confirmPassword, { type: 'password' }), autoComplete: 'new-password' }}
					errors={fields.confirmPassword.errors}
				/>
				<SubmitButton pending={pending} pendingText="Resetting...">
					Reset Password
				</SubmitButton>
				<BackToSignIn />
			</Form>
		</>
	)
}

export function meta({ matches }: Route.MetaArgs) {
	return [
		{ title: 'Reset Password | Warrington Jobs' },
		{ name: 'robots', content: 'noindex' },
		canonicalLink(matches, '/reset-password'),
	]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <RecoveryFailure error={error} title={RESET_FAILED_TITLE} fallback={RESET_FAILED_MESSAGE} />
}
