// The Create Account tab of /auth: a job seeker or an employer account, posted with `intent=register`.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { formConstraint } from '../../../ui/form-constraint.ts'
import { Form, useNavigation } from 'react-router'
import { RegisterSchema } from '../account-schemas.ts'
import type { PendingAction } from '../pending-action.ts'
import { ErrorList, Field, FormAlert, HoneypotField, SubmitButton } from '../../../ui/forms.tsx'
import { PendingActionFields } from './pending-action.tsx'

export function RegisterForm({
	userType,
	redirectTo,
	pendingAction,
	lastResult,
}: {
	userType: 'employee' | 'employer'
	redirectTo: string
	pendingAction: PendingAction | null
	lastResult?: SubmissionResult<string[]>
}) {
	const navigation = useNavigation()
	const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'register'
	const [form, fields] = useForm({
		id: 'register',
		lastResult,
		constraint: formConstraint(RegisterSchema),
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
			<PendingActionFields pending={pendingAction} />
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
							{/* One id per radio: getInputProps gives both the field's id. */}
							<input
								{...getInputProps(fields.userType, { type: 'radio', value })}
								id={`${fields.userType.id}-${value}`}
								className="h-4 w-4"
							/>
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
