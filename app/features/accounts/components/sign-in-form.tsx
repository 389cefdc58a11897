// The Sign In tab of /auth: email and password, posted with `intent=signin`.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { formConstraint } from '../../../ui/form-constraint.ts'
import { Form, Link, useNavigation } from 'react-router'
import { SignInSchema } from '../account-schemas.ts'
import type { PendingAction } from '../pending-action.ts'
import { Field, FormAlert, HoneypotField, SubmitButton } from '../../../ui/forms.tsx'
import { PendingActionFields } from './pending-action.tsx'

export function SignInForm({
	redirectTo,
	pendingAction,
	lastResult,
}: {
	redirectTo: string
	pendingAction: PendingAction | null
	lastResult?: SubmissionResult<string[]>
}) {
	const navigation = useNavigation()
	const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'signin'
	const [form, fields] = useForm({
		id: 'signin',
		lastResult,
		constraint: formConstraint(SignInSchema),
		shouldValidate: 'onBlur',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: SignInSchema }),
	})
	return (
		<Form method="post" className="relative flex flex-col gap-4" {...getFormProps(form)}>
			<FormAlert title="Sign in failed" errors={form.errors} />
			<HoneypotField />
			<input type="hidden" name="intent" value="signin" />
			{redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
			<PendingActionFields pending={pendingAction} />
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
