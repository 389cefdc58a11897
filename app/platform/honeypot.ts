/** A field people never see and bots fill in; a filled one rejects the form. */
export const HONEYPOT_FIELD = 'website'
