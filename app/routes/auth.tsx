import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router'
import { ErrorList, Field, FormAlert, HoneypotField, SubmitButton } from '../components/ui/forms.tsx'
import { clientIpContext, emContext } from '../context.ts'
import { authenticateForm, InvalidCredentialsError, requireAnonymous } from '../platform/auth.server.ts'
import { checkHoneypot } from '../platform/honeypot.server.ts'
import { hit, RateLimitedError, RATE_LIMITS } from '../platform/rate-limit.server.ts'
import { startSession } from '../platform/session.server.ts'
import { toastHeaders } from '../platform/toast.server.ts'
import { createUser, EmailTakenError } from '../platform/users.server.ts'
import { homeOf } from '../utils/access.ts'
import { RegisterSchema, safeRedirect, SignInSchema } from '../utils/account-schemas.ts'
import { CONNECTION_PROBLEM, isNetworkError, isOfflineResult } from '../utils/offline.ts'
import type { Route } from './+types/auth'

const INVALID_CREDENTIALS = 'Invalid email or password. Please check your credentials and try again.'

export async function loader({ request, context }: Route.LoaderArgs) {
	requireAnonymous(context)
	const url = new URL(request.url)
	const employer = url.searchParams.get('type') === 'employer' || url.searchParams.get('employer') === 'true'
	return {
		tab: url.searchParams.get('tab') === 'register' ? ('register' as const) : ('signin' as const),
		userType: employer ? ('employer' as const) : ('employee' as const),
		redirectTo: safeRedirect(url.searchParams.get('redirectTo'), ''),
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
		const submission = parseWithZod(form, { schema: RegisterSchema })
		if (submission.status !== 'success') {
			return data(
				{ intent: 'register' as const, result: submission.reply({ hideFields: ['password'] }) },
				{ status: 400 },
			)
		}
		try {
			await hit(em, RATE_LIMITS.registerPerIp, ip)
			const user = await createUser(em, submission.value)
			const cookie = await startSession(em, user, request)
			throw redirect(safeRedirect(submission.value.redirectTo, homeOf(user.userType)), {
				headers: await toastHeaders(
					{
						title: 'Account created!',
						description: 'Welcome to Warrington Jobs! Your account has been created successfully.',
					},
					cookie,
				),
			})
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
				return data(
					{
						intent: 'register' as const,
						result: submission.reply({ formErrors: [error.message], hideFields: ['password'] }),
					},
					{ status: 429 },
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
		const cookie = await startSession(em, user, request)
		throw redirect(safeRedirect(submission.value.redirectTo, homeOf(user.userType)), {
			headers: await toastHeaders(
				{ title: 'Welcome back!', description: "You've successfully signed in to Warrington Jobs." },
				cookie,
			),
		})
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
		if (error instanceof RateLimitedError) {
			return data(
				{
					intent: 'signin' as const,
					result: submission.reply({ formErrors: [error.message], hideFields: ['password'] }),
				},
				{ status: 429 },
			)
		}
		throw error
	}
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
		const search = params.toString()
		return search ? `?${search}` : '/auth'
	}
	const tabClass = (active: boolean) =>
		`flex-1 rounded-md px-3 py-2 text-center text-sm font-semibold ${active ? 'bg-white text-brand-700 shadow' : 'text-gray-600 hover:text-gray-900'}`

	return (
		<div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-2">
			<div>
				<h1 className="text-3xl font-bold">
					{tab === 'register' ? 'Create your account' : 'Sign in to Warrington Jobs'}
				</h1>
				<p className="mt-2 text-gray-600">
					Connect with local opportunities, market insights and personalised job recommendations, and contact local
					businesses directly.
				</p>
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
							lastResult={actionData?.intent === 'register' ? actionData.result : undefined}
						/>
					) : (
						<SignInForm
							key="signin"
							redirectTo={loaderData.redirectTo}
							lastResult={actionData?.intent === 'signin' ? actionData.result : undefined}
						/>
					)}
				</div>
			</div>
			<aside className="rounded-lg bg-brand-700 p-8 text-white">
				<h2 className="text-2xl font-bold">Your local job board</h2>
				<dl className="mt-6 space-y-6">
					<div>
						<dt className="text-lg font-semibold">Local Employers</dt>
						<dd className="text-brand-100">
							Jobs from businesses in Warrington, Birchwood, Stockton Heath and across Cheshire.
						</dd>
					</div>
					<div>
						<dt className="text-lg font-semibold">Community Focused</dt>
						<dd className="text-brand-100">Built for people who live and work here, with local market insights.</dd>
					</div>
					<div>
						<dt className="text-lg font-semibold">Career Growth</dt>
						<dd className="text-brand-100">
							Personalised recommendations, training and career advice to help you move up.
						</dd>
					</div>
				</dl>
			</aside>
		</div>
	)
}

type LastResult = Route.ComponentProps['actionData'] extends infer A
	? A extends { result: infer R }
		? R
		: never
	: never

function SignInForm({ redirectTo, lastResult }: { redirectTo: string; lastResult?: LastResult }) {
	const navigation = useNavigation()
	const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'signin'
	const [form, fields] = useForm({
		id: 'signin',
		lastResult,
		constraint: getZodConstraint(SignInSchema),
		shouldValidate: 'onBlur',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: SignInSchema }),
	})
	return (
		<Form method="post" className="relative flex flex-col gap-4" {...getFormProps(form)}>
			<FormAlert title="Sign in failed" errors={form.errors} />
			<HoneypotField />
			<input type="hidden" name="intent" value="signin" />
			{redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
			<Field
				label="Email"
				inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
				errors={fields.email.errors}
			/>
			<Field
				label="Password"
				inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'current-password' }}
				errors={fields.password.errors}
			/>
			<SubmitButton pending={pending} pendingText="Signing in...">
				Sign In
			</SubmitButton>
			<Link to="/forgot-password" className="text-center text-sm font-medium text-brand-700 hover:underline">
				Forgot your password?
			</Link>
		</Form>
	)
}

function RegisterForm({
	userType,
	redirectTo,
	lastResult,
}: {
	userType: 'employee' | 'employer'
	redirectTo: string
	lastResult?: LastResult
}) {
	const navigation = useNavigation()
	const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'register'
	const [form, fields] = useForm({
		id: 'register',
		lastResult,
		constraint: getZodConstraint(RegisterSchema),
		shouldValidate: 'onBlur',
		defaultValue: { userType },
		onValidate: ({ formData }) => parseWithZod(formData, { schema: RegisterSchema }),
	})
	return (
		<Form method="post" className="relative flex flex-col gap-4" {...getFormProps(form)}>
			<FormAlert title="Registration failed" errors={form.errors} />
			<HoneypotField />
			<input type="hidden" name="intent" value="register" />
			{redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
			<div className="grid gap-4 sm:grid-cols-2">
				<Field
					label="First Name"
					inputProps={{ ...getInputProps(fields.firstName, { type: 'text' }), autoComplete: 'given-name' }}
					errors={fields.firstName.errors}
				/>
				<Field
					label="Last Name"
					inputProps={{ ...getInputProps(fields.lastName, { type: 'text' }), autoComplete: 'family-name' }}
					errors={fields.lastName.errors}
				/>
			</div>
			<Field
				label="Email"
				inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
				errors={fields.email.errors}
			/>
			<fieldset>
				<legend className="text-sm font-medium text-gray-800">I am a:</legend>
				<div className="mt-2 flex gap-6">
					{(
						[
							['employee', 'Job Seeker'],
							['employer', 'Employer'],
						] as const
					).map(([value, label]) => (
						<label key={value} className="flex items-center gap-2">
							<input {...getInputProps(fields.userType, { type: 'radio', value })} className="h-4 w-4" />
							{label}
						</label>
					))}
				</div>
				<ErrorList errors={fields.userType.errors} />
			</fieldset>
			<Field
				label="Password"
				inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'new-password' }}
				errors={fields.password.errors}
			/>
			<p className="-mt-2 text-sm text-gray-600">At least 8 characters.</p>
			<SubmitButton pending={pending} pendingText="Creating account...">
				Create Account
			</SubmitButton>
		</Form>
	)
}

export function meta({ loaderData }: Route.MetaArgs) {
	return [
		{ title: `${loaderData?.tab === 'register' ? 'Create Account' : 'Sign In'} | Warrington Jobs` },
		{
			name: 'description',
			content: 'Sign in or create a Warrington Jobs account to apply for local jobs or post vacancies.',
		},
	]
}
