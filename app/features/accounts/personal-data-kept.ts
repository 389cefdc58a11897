// What outlives "Delete my account", and why: the reasons the register of personal data
// (personal-data-register.server.ts) gives for each row it keeps or anonymises instead of
// deleting, worded for the privacy page, which lists exactly these (decision 184).

export type KeptItem = { lead: string; text: string }

/** Rows the erasure keeps, changed so they no longer name the account; each names its reason here. */
export const KEPT_AFTER_ERASURE = {
	payments: {
		lead: 'Payment records:',
		text: 'the amount, date, what was bought and the payment provider’s reference, for 6 years as UK tax law expects, without your name, email or the job. Stripe keeps its own record of the payment.',
	},
	othersRecords: {
		lead: 'Other people’s records you acted on:',
		text: 'messages and enquiries you marked handled and business listings you reviewed as staff, reviews you hid, and the stages you moved applications through as an employer stay with the people they belong to, without your name.',
	},
} satisfies Record<string, KeptItem>

export type KeptReason = keyof typeof KEPT_AFTER_ERASURE

/**
 * What the erasure cannot reach because it is not the account's, said beside the kept rows so the
 * page is whole. None of these is found by the account, so none is in the export either.
 */
export const NOT_THE_ACCOUNTS: KeptItem[] = [
	{
		lead: 'Anything under an address you have not verified:',
		text: 'applications sent without signing in, messages, enquiries and emails under your email address are treated as yours only once you have verified that address; until then they may be someone else’s, and stay.',
	},
	{
		lead: 'Emails to other people:',
		text: 'an employer’s notice of your application is the employer’s email, sent to them and deleted from our outbox 30 days later (90 if it could not be delivered).',
	},
	{
		lead: 'Records of a network address:',
		text: 'attempt counts and retried requests kept under the network address you used, not your account, until their window ends (at most 24 hours).',
	},
	{
		lead: 'Copies outside Warrington Jobs:',
		text: 'emails already delivered, and CVs an employer has downloaded, are held by their recipients under their own privacy notices.',
	},
]
