// Texts of address verification (decision 183), shared by the screens, the JSON API and the
// service behind them.

export const VERIFICATION_LIFETIME_HOURS = 48

export const EMAIL_VERIFIED_MESSAGE = 'Your email address is verified. Thank you.'
export const ALREADY_VERIFIED_MESSAGE = 'Your email address is already verified.'
export const INVALID_VERIFICATION_LINK_MESSAGE =
	'This verification link is not valid. Sign in and ask for a new one from your dashboard.'
export const EXPIRED_VERIFICATION_LINK_MESSAGE =
	'This verification link has expired. Sign in and ask for a new one from your dashboard.'
export const USED_VERIFICATION_LINK_MESSAGE =
	'This verification link has already been used. If your dashboard still asks you to verify your address, ask for a new link there.'

/** Why a link cannot verify: unknown (or for an address the account no longer has), expired, used. */
export type VerificationLinkProblem = 'invalid' | 'expired' | 'used'

export const VERIFICATION_LINK_PROBLEMS: Record<VerificationLinkProblem, string> = {
	invalid: INVALID_VERIFICATION_LINK_MESSAGE,
	expired: EXPIRED_VERIFICATION_LINK_MESSAGE,
	used: USED_VERIFICATION_LINK_MESSAGE,
}

/** What the toast and the API say once a new link is on its way to `email`. */
export function verificationSentMessage(email: string) {
	return `We have sent a new verification link to ${email}. It expires in ${VERIFICATION_LIFETIME_HOURS} hours.`
}

/** Why an unverified account gets no mail yet: the notice on the seeker's dashboard (its alerts tab too). */
export const UNVERIFIED_NOTICE =
	'Until you verify your email address we will not email you: your job alerts wait, and start with the jobs that match once you have verified it. Open the link we sent you, or ask for a new one.'

/** The same for an employer: new applications are listed on the dashboard but not mailed. */
export const EMPLOYER_UNVERIFIED_NOTICE =
	'Until you verify your email address we will not email you, not even when someone applies for one of your jobs: applications still appear here. Open the link we sent you, or ask for a new one.'
