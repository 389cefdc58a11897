// Seekers' skills as taxonomy skills (decision 200): a profile skill's name maps to one skill or
// none (the free text is kept either way); Quick Apply's skills and the career advisor's answers
// are lists of texts, each naming one skill or several.
import { isJobWord } from './skill-phrases.server.ts'
import { taxonomy } from './taxonomy.server.ts'

/** The taxonomy skill a seeker's skill name is ("Forklift", "FLT licence"), or null; a bare job word is none. */
export function skillOfSeekerText(name: string): number | null {
	const text = name.trim()
	if (!text || isJobWord(text)) return null
	return taxonomy().skillOfName(text)
}

/**
 * The taxonomy skills a list of seeker's texts name: each text by its whole name, else every skill
 * named in it as a whole phrase; texts naming none come back as `unmatched`, as written.
 */
export function skillsOfTexts(texts: readonly string[]): { skillIds: number[]; unmatched: string[] } {
	const skillIds = new Set<number>()
	const unmatched: string[] = []
	for (const text of texts) {
		if (!text.trim()) continue
		const named = skillOfSeekerText(text)
		if (named !== null) {
			skillIds.add(named)
			continue
		}
		const found = taxonomy()
			.findSkills(text)
			.filter((match) => !isJobWord(match.phrase))
		if (found.length === 0) unmatched.push(text.trim())
		for (const match of found) skillIds.add(match.skillId)
	}
	return { skillIds: [...skillIds], unmatched }
}
