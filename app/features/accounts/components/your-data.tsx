// "Your data, your choice" (decisions 163, 164): the section on My Profile and the employer
// dashboard with "Download my data" (a plain link to the export, which the browser saves) and
// "Delete my account", and the form that asks for the password before deleting.
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { formConstraint } from '../../../ui/form-constraint.ts'
import { Form, Link, useNavigation } from 'react-router'
import { DeleteAccountSchema } from '../account-schemas.ts'
import { DELETE_ACCOUNT_URL, EXPORT_URL } from '../account-data.ts'
import type { UserType } from '../../../platform/access.ts'
import { Button, ButtonLink, buttonClassName } from '../../../ui/button.tsx'
import { Field, FormAlert } from '../../../ui/forms.tsx'

export function YourDataSection() {
	return (
		<section
			aria-labelledby="your-data-heading"
			className="mt-8 rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
		>
			<h2 id="your-data-heading" className="text-xl font-semibold">
				Your data
			</h2>
			<p className="mt-2 text-gray-700">
				Download a copy of everything we hold about you, or delete your account.{' '}
				<Link to="/privacy#export-or-delete" className="font-medium text-brand-700 underline hover:text-brand-800">
					What we keep and why
				</Link>
			</p>
			<div className="mt-4 flex flex-wrap gap-3">
				<a href={EXPORT_URL} download className={buttonClassName({ variant: 'secondary' })}>
					Download my data
				</a>
				<ButtonLink to={DELETE_ACCOUNT_URL} variant="danger-secondary">
					Delete my account
				</ButtonLink>
			</div>
			<p className="mt-2 text-sm text-gray-600">A ZIP file with your details as JSON and the files you uploaded.</p>
		</section>
	)
}

/** What deleting removes, in the words of the privacy page (app/features/content/copy/privacy.ts). */
function WhatIsDeleted({ userType }: { userType: UserType }) {
	return (
		<ul className="mt-4 list-disc space-y-1 pl-5 text-gray-700">
			<li>your account, sign-ins and app tokens</li>
			{userType === 'employer' ? (
				<li>
					your jobs: they close at once and are removed, with their saved and viewed records; applications already sent
					to them stay with the people who sent them
				</li>
			) : (
				<>
					<li>your CV, profile picture, Quick Apply profile and video pitch</li>
					<li>your applications: employers will no longer see them</li>
					<li>saved jobs, preferences, skills, training, courses, certificates and career plans</li>
				</>
			)}
			<li>your reviews, messages to us and the emails we sent you</li>
		</ul>
	)
}

export function DeleteAccountForm({
	userType,
	email,
	lastResult,
}: {
	userType: UserType
	email: string
	lastResult?: SubmissionResult<string[]> | null
}) {
	const pending = useNavigation().state === 'submitting'
	const [form, fields] = useForm({
		id: 'delete-account',
		lastResult,
		constraint: formConstraint(DeleteAccountSchema),
		shouldValidate: 'onSubmit',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: DeleteAccountSchema }),
	})
	return (
		<>
			<h1 className="text-2xl font-bold">Delete your account?</h1>
			<p className="mt-4 text-gray-700">
				This deletes the account <strong>{email}</strong> for good. It cannot be undone. We delete:
			</p>
			<WhatIsDeleted userType={userType} />
			<p className="mt-4 text-gray-700">
				Want a copy first?{' '}
				<a href={EXPORT_URL} download className="font-medium text-brand-700 underline hover:text-brand-800">
					Download my data
				</a>
			</p>
			<Form method="post" className="mt-6 flex flex-col gap-4" {...getFormProps(form)}>
				<FormAlert title="Your account was not deleted" errors={form.errors} />
				<Field
					label="Your password"
					inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'current-password' }}
					errors={fields.password.errors}
				/>
				<div className="flex flex-wrap gap-3">
					<Button variant="danger" disabled={pending} aria-disabled={pending}>
						{pending ? 'Deleting…' : 'Delete my account'}
					</Button>
					<ButtonLink to={userType === 'employer' ? '/employer-dashboard' : '/profile'} variant="secondary">
						Cancel
					</ButtonLink>
				</div>
			</Form>
		</>
	)
}
