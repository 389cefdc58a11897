// How hard a new password is to guess (decision 195): zxcvbn's estimate, with the account's own
// name and email and the site's name counted as words a guesser tries first, so "aaaaaaaa",
// "abcdefgh", "warrington" and "Quentin1990" are refused with the reason. Server-only: the
// dictionaries (about 1 MB) stay off the browser; the shared schemas keep only the length rule.
//
// How to use it: passwordWeakness(password, owner) gives the message to show, or null for a
// password that may be used. Registration checks it in its server schema (the names and email are
// fields of the same form); a reset checks it in the service, once the link names the account.
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'

/** zxcvbn's score from 0 to 4; 3 is "safely unguessable" (about 10^8 guesses and more). */
export const MIN_PASSWORD_SCORE = 3

/** Words of the site's that anyone guessing a Warrington Jobs password tries first. */
const SITE_WORDS = ['Warrington Jobs', 'warrington', 'warringtonjobs', 'wj', 'jobs']

/** The feedback's English text (zxcvbn-ts gives keys; its language-en package is not installed). */
const TRANSLATIONS = {
	warnings: {
		straightRow: 'A straight row of keys is easy to guess.',
		keyPattern: 'A short keyboard pattern is easy to guess.',
		simpleRepeat: 'A repeated character such as "aaa" is easy to guess.',
		extendedRepeat: 'Repeated groups of characters such as "abcabcabc" are easy to guess.',
		sequences: 'A sequence such as "abc" or "1234" is easy to guess.',
		recentYears: 'Recent years are easy to guess.',
		dates: 'Dates are easy to guess.',
		topTen: 'This is one of the most used passwords.',
		topHundred: 'This is a very commonly used password.',
		common: 'This is a commonly used password.',
		similarToCommon: 'This is similar to a commonly used password.',
		wordByItself: 'A single word is easy to guess.',
		namesByThemselves: 'A name or surname on its own is easy to guess.',
		commonNames: 'Common names and surnames are easy to guess.',
		userInputs: 'It uses your name, your email address or the name of this site.',
		pwned: 'This password has appeared in a data breach.',
	},
	suggestions: {
		l33t: 'Swapping letters for look-alikes such as "@" for "a" does not help much.',
		reverseWords: 'Spelling a common word backwards does not help much.',
		allUppercase: 'Capitalise some letters, not all of them.',
		capitalization: 'Capitalise more than the first letter.',
		dates: 'Avoid dates and years that are linked to you.',
		recentYears: 'Avoid recent years.',
		associatedYears: 'Avoid years that are linked to you.',
		sequences: 'Avoid common sequences of characters.',
		repeated: 'Avoid repeated words and characters.',
		longerKeyboardPattern: 'Use longer keyboard patterns and change direction several times.',
		anotherWord: 'Add more words that are less common.',
		useWords: 'Use several words, but avoid common phrases.',
		noNeed: 'You can make strong passwords without symbols, numbers or capital letters.',
		pwned: 'If you use this password elsewhere, change it there too.',
	},
	timeEstimation: {
		ltSecond: 'less than a second',
		second: '{base} second',
		seconds: '{base} seconds',
		minute: '{base} minute',
		minutes: '{base} minutes',
		hour: '{base} hour',
		hours: '{base} hours',
		day: '{base} day',
		days: '{base} days',
		month: '{base} month',
		months: '{base} months',
		year: '{base} year',
		years: '{base} years',
		centuries: 'centuries',
	},
}

let estimator: ZxcvbnFactory | undefined

function zxcvbn() {
	estimator ??= new ZxcvbnFactory({
		dictionary,
		graphs: adjacencyGraphs,
		translations: TRANSLATIONS,
		useLevenshteinDistance: true,
	})
	return estimator
}

export type PasswordOwner = { firstName?: string | null; lastName?: string | null; email?: string | null }

/** The owner's words a guesser would try: names, the email and its parts, and the site's name. */
function ownWords({ firstName, lastName, email }: PasswordOwner) {
	const [local = '', domain = ''] = (email ?? '').toLowerCase().split('@')
	const fullName = [firstName, lastName].filter(Boolean)
	const names = [...fullName, fullName.join(' '), fullName.join('')]
	return [...names, email, local, ...local.split(/[^a-z0-9]+/), domain.split('.')[0], ...SITE_WORDS].filter(
		(word): word is string => typeof word === 'string' && word.length > 1,
	)
}

/** Why `password` is too easy to guess for this owner (zxcvbn's warning and suggestion), or null when it is strong enough. */
export function passwordWeakness(password: string, owner: PasswordOwner): string | null {
	const { score, feedback } = zxcvbn().check(password, ownWords(owner))
	if (score >= MIN_PASSWORD_SCORE) return null
	const why = feedback.warning ?? 'It would not take long to guess.'
	const suggestion = feedback.suggestions[0] ?? TRANSLATIONS.suggestions.anotherWord
	return `This password is too easy to guess. ${why} ${suggestion}`
}

/** A password refused for being easy to guess; the message says why. */
export class WeakPasswordError extends Error {
	constructor(message: string) {
		super(message)
		this.name = 'WeakPasswordError'
	}
}
