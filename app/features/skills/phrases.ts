// How text is cut into words for matching taxonomy phrases (decision 196): lower case, curly
// quotes made straight, words of letters and digits that may carry "+", "#" or inner dots and
// apostrophes (C#, C++, C+E, node.js, ASP.NET), anything else (spaces, hyphens, slashes, commas)
// a break between words. Each word is then lightly stemmed (a plural "s" dropped), on both sides of
// a comparison alike, so "forklift operators" meets "forklift operator".

export type Word = { word: string; start: number; end: number }

const WORD = /[\p{L}\p{N}]+(?:[+#]+[\p{L}\p{N}]*|['.][\p{L}\p{N}]+)*/gu

const PLAIN = /^[a-z0-9 ]*$/
const PLURAL = /^\p{L}+[^su]s$/u

/** A word's matching form: a trailing plural "s" dropped (not from "ss", "us", "is", short words or names such as node.js). */
export function stem(word: string) {
	if (word.length > 3 && word.charCodeAt(word.length - 1) === 115 && PLURAL.test(word) && !word.endsWith('is'))
		return word.slice(0, -1)
	return word
}

/** The words of a text with where each lies in it. */
export function wordsOf(text: string): Word[] {
	const lower = text.toLowerCase().replace(/[\u2018\u2019\u02bc]/g, "'")
	return [...lower.matchAll(WORD)].map((match) => ({
		word: stem(match[0].replace(/'s$/, '')),
		start: match.index,
		end: match.index + match[0].length,
	}))
}

/** A phrase's key: its words' matching forms joined by single spaces ("" when it has none). */
export function phraseKey(text: string) {
	const lower = text.toLowerCase()
	// Most labels are plain words and spaces: cut at the spaces without the word pattern.
	const words = PLAIN.test(lower)
		? lower.split(' ').filter(Boolean)
		: lower.replace(/[\u2018\u2019\u02bc]/g, "'").match(WORD)
	if (!words) return ''
	let key = ''
	for (const word of words) key += (key ? ' ' : '') + stem(word.endsWith("'s") ? word.slice(0, -2) : word)
	return key
}
