import { data } from 'react-router'
import { HONEYPOT_FIELD } from './honeypot.ts'

/** Throws a 400 when the hidden honeypot field came back filled in (a bot). */
export function checkHoneypot(form: FormData) {
	const value = form.get(HONEYPOT_FIELD)
	if (typeof value === 'string' && value.trim() !== '') {
		throw data('Your submission could not be accepted.', { status: 400 })
	}
}
