// The notice an account whose address is not verified sees on its dashboard (decision 183): why no
// mail comes yet, and a button for a new link. A plain form post to /verify-email, so it works
// without JavaScript; the answer comes back to `redirectTo` with a toast.
import { Form, useNavigation } from 'react-router'
import { Button } from '../../../ui/button.tsx'
import { EMPLOYER_UNVERIFIED_NOTICE, UNVERIFIED_NOTICE } from '../email-verification.ts'

export const RESEND_INTENT = 'resend'

/** The form that asks for a new verification link, coming back to `redirectTo`. */
export function ResendVerificationForm({ redirectTo }: { redirectTo: string }) {
	const navigation = useNavigation()
	const pending = navigation.state === 'submitting' && navigation.formData?.get('intent') === RESEND_INTENT
	return (
		<Form method="post" action="/verify-email" className="mt-3">
			<input type="hidden" name="intent" value={RESEND_INTENT} />
			<input type="hidden" name="redirectTo" value={redirectTo} />
			<Button variant="secondary" size="md" disabled={pending} aria-disabled={pending}>
				{pending ? 'Sending...' : 'Send a new verification link'}
			</Button>
		</Form>
	)
}

export function VerifyEmailNotice({
	email,
	redirectTo,
	employer = false,
}: {
	email: string
	redirectTo: string
	/** An employer's notice: what waits is the mail about applications, not job alerts. */
	employer?: boolean
}) {
	return (
		<section
			aria-labelledby="verify-email-heading"
			className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-900"
		>
			<h2 id="verify-email-heading" className="text-lg font-semibold">
				Please verify your email address, {email}
			</h2>
			<p className="mt-1">{employer ? EMPLOYER_UNVERIFIED_NOTICE : UNVERIFIED_NOTICE}</p>
			<ResendVerificationForm redirectTo={redirectTo} />
		</section>
	)
}
