// The account's name and email on /profile, read-only: they come from the account.
import { Field } from '../../../ui/forms.tsx'

export function AccountDetails({ firstName, lastName, email }: { firstName: string; lastName: string; email: string }) {
	return (
		<section
			aria-labelledby="account-heading"
			className="mt-8 rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
		>
			<h2 id="account-heading" className="text-xl font-semibold">
				Personal Information
			</h2>
			<div className="mt-4 grid gap-4 sm:grid-cols-2">
				<ReadOnlyField label="First Name" name="firstName" value={firstName} />
				<ReadOnlyField label="Last Name" name="lastName" value={lastName} />
				<ReadOnlyField label="Email" name="email" value={email} className="sm:col-span-2" />
			</div>
			<p className="mt-3 text-sm text-gray-600">These come from your account and cannot be changed here.</p>
		</section>
	)
}

/** A value the account owns, shown in the form's own field but not editable here. */
function ReadOnlyField({
	label,
	name,
	value,
	className,
}: {
	label: string
	name: string
	value: string
	className?: string
}) {
	return (
		<Field
			label={label}
			className={className}
			inputProps={{ id: `profile-${name}`, type: 'text', value, readOnly: true }}
		/>
	)
}
