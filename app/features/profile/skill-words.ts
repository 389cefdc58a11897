// The one rule for "this text names that skill" (SKILL_KEYWORDS): a skill's words found whole, in
// any case, in a job advert (market insights, the job's skill_tags column) or in a seeker's own
// skills (the talent pool). The pattern reads the same in PostgreSQL (`~*`) and in JavaScript
// (RegExp with the `i` flag), so what SQL counts and what the code says always agree.
const NOT_WORD = '[^a-z0-9_]'

/** A skill word as a regular expression: its letters as written (escaped), any run of spaces as one or more. */
function wordPattern(word: string) {
	return word
		.trim()
		.toLowerCase()
		.split(/\s+/)
		.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
		.join('\\s+')
}

/**
 * One pattern naming any of a skill's words as a whole word, for PostgreSQL's case-insensitive
 * match (`~*`) and JavaScript's RegExp with the `i` flag alike. "Whole" means no letter, digit or
 * underscore either side, so "java" does not match "javascript" while "c#" and ".net" still match
 * beside punctuation.
 */
export function skillPattern(words: readonly string[]) {
	return `(^|${NOT_WORD})(${words.map(wordPattern).join('|')})($|${NOT_WORD})`
}

/** Whether `text` names one of the skill's words (the SQL's rule, in JavaScript). */
export function namesSkill(text: string, words: readonly string[]) {
	return new RegExp(skillPattern(words), 'i').test(text)
}
