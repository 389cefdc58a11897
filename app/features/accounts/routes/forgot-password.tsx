import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { formConstraint } from '../../../ui/form-constraint.ts'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { Field, FormAlert, HoneypotField, SubmitButton } from '../../../ui/forms.tsx'
import { BackToSignIn, RecoveryFailure } from '../components/password-recovery.tsx'
import { clientIpContext, emContext } from '../../../context.ts'
import { checkHoneypot } from '../../../platform/honeypot.server.ts'
import { requestPasswordReset } from '../password-reset.server.ts'
import { RateLimitedError, tooManyAttempts } from '../../../platform/rate-limit.server.ts'
import { ForgotPasswordSchema } from '../account-schemas.ts'
import { RESET_EMAIL_FAILED_MESSAGE, RESET_EMAIL_FAILED_TITLE, RESET_LINK_SENT_MESSAGE } from '../password-reset.ts'
import type { Route } from './+types/forgot-password'
import { canonicalLink } from '../../../platform/canonical.ts'

export async function loader({ request }: Route.LoaderArgs) {
	// The answer after a request is a page of its own (post/redirect/get), so reloading it
	// never sends a second email. It says nothing about the account, so anyone may see it.
	const sent = new URL(request.url).searchParams.get('sent') === '1'
	return { sent, message: sent ? RESET_LINK_SENT_MESSAGE : null }
}

export async function action({ request, context }: Route.ActionArgs) {
	const form = await request.formData()
	checkHoneypot(form)
	const submission = parseWithZod(form, { schema: ForgotPasswordSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply() }, { status: 400 })
	}
	try {
		await requestPasswordReset(context.get(emContext), context.get(clientIpContext), submission.value.email)
	} catch (error) {
		if (error instanceof RateLimitedError) {
			return tooManyAttempts(context, { result: submission.reply({ formErrors: [error.message] }) }, error)
		}
		throw error
	}
	return redirect('/forgot-password?sent=1')
}

export default function ForgotPasswordScreen({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<div className="mx-auto max-w-md px-4 py-12">
			<div className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
				{loaderData.sent ? (
					<LinkSent message={loaderData.message} />
				) : (
					<ForgotPasswordForm lastResult={actionData?.result} />
				)}
			</div>
		</div>
	)
}

function LinkSent({ message }: { message: string | null }) {
	return (
		<>
			<h1 className="text-2xl font-bold">Check your email</h1>
			<p role="status" className="mt-4 rounded-md border border-green-200 bg-green-50 p-3 text-green-900">
				{message}
			</p>
			<p className="mt-4 text-sm text-gray-600">
				Nothing arrived after a few minutes? Check your spam folder, or{' '}
				<Link to="/forgot-password" className="font-medium text-brand-700 hover:underline">
					send another link
				</Link>
				.
			</p>
			<Link to="/auth" className="mt-6 block text-center text-sm font-medium text-brand-700 hover:underline">
				Back to Sign In
			</Link>
		</>
	)
}

type LastResult = NonNullable<Route.ComponentProps['actionData']>['result']

function ForgotPasswordForm({ lastResult }: { lastResult?: LastResult }) {
	const navigation = useNavigation()
	const pending = navigation.state === 'submitting'
	const [form, fields] = useForm({
		id: 'forgot-password',
		lastResult,
		constraint: formConstraint(ForgotPasswordSchema),
		shouldValidate: 'onBlur',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordSchema }),
	})
	return (
		<>
			<h1 className="text-2xl font-bold">Forgot Password</h1>
			<p className="mt-2 text-gray-600">Enter your email address and we'll send you a link to reset your password.</p>
			<Form method="post" className="relative mt-6 flex flex-col gap-4" {...getFormProps(form)}>
				<FormAlert title={RESET_EMAIL_FAILED_TITLE} errors={form.errors} />
				<HoneypotField />
				<Field
					label="Email"
					inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
					errors={fields.email.errors}
				/>
				<SubmitButton pending={pending} pendingText="Sending...">
					Send Reset Link
				</SubmitButton>
				<BackToSignIn />
			</Form>
		</>
	)
}

export function meta({ matches }: Route.MetaArgs) {
	return [
		{ title: 'Forgot Password | Warrington Jobs' },
		{ name: 'description', content: 'Reset the password of your Warrington Jobs account.' },
		canonicalLink(matches, '/forgot-password'),
	]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return (
		<RecoveryFailure
			error={error}
			title={RESET_EMAIL_FAILED_TITLE}
			fallback={RESET_EMAIL_FAILED_MESSAGE}
			retryHref="/forgot-password"
		/>
	)
}
