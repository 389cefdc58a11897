// The account's name and email on /profile, read-only: they come from the account.

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
	const id = `profile-${name}`
	return (
		<div className={className}>
			<label htmlFor={id} className="block text-sm font-medium text-gray-800">
				{label}
			</label>
			<input
				id={id}
				type="text"
				value={value}
				readOnly
				className="mt-1 block w-full rounded-md border border-gray-200 bg-gray-50 px-3 py-2 text-base text-gray-900 focus:outline-none focus:ring-2 focus:ring-brand-600"
			/>
		</div>
	)
}
