// How text is cut into words for matching taxonomy phrases (decision 196): lower case, curly
// quotes made straight, words of letters and digits that may carry "+", "#" or inner dots and
// apostrophes (C#, C++, C+E, node.js, ASP.NET), anything else (spaces, hyphens, slashes, commas)
// a break between words. Each word is then lightly stemmed (a plural "s" dropped), on both sides of
// a comparison alike, so "forklift operators" meets "forklift operator".

export type Word = { word: string; start: number; end: number }

const WORD = /[\p{L}\p{N}]+(?:[+#]+[\p{L}\p{N}]*|['.][\p{L}\p{N}]+)*/gu

/** A word's matching form: a trailing plural "s" dropped (not from "ss", "us", "is", short words or names such as node.js). */
export function stem(word: string) {
	if (word.length > 3 && /^\p{L}+s$/u.test(word) && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1)
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
	return wordsOf(text)
		.map((word) => word.word)
		.join(' ')
}
