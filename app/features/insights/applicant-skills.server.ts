// An applicant's skills as taxonomy skills (decision 207), for the candidate quality score: the
// skills on their /profile (user_skill: its mapped skill, or its name mapped now), the skills and
// qualifications of their Quick Apply snapshot, and the skills their message and covering letter
// name as whole phrases. Their current job title is not read for skills: a title's words
// ("assistant", "engineer") are not skills. The board keeps no text of an uploaded CV (its bytes
// only, decision 134), so a CV adds no skills.
import { taxonomy } from '../skills/taxonomy.server.ts'

/** A /profile skill row: its mapped taxonomy skill, or null with its name kept as free text. */
export type ProfileSkillRow = { skillId: number | null; skillName: string }

/** One free-text skill ("FLT licence", "Sage 50 accounts") as taxonomy skills: the one it names, else those it mentions. */
function skillsOfName(name: string): number[] {
	const known = taxonomy()
	const one = known.skillOfName(name)
	if (one !== null) return [one]
	return known.findSkills(name).map((found) => found.skillId)
}

export function applicantSkillIds(sent: {
	profileSkills: readonly ProfileSkillRow[]
	quickApplySkills: readonly string[]
	qualifications: readonly string[]
	letter: string
}): Set<number> {
	const ids = new Set<number>()
	for (const row of sent.profileSkills) {
		for (const id of row.skillId !== null ? [row.skillId] : skillsOfName(row.skillName)) ids.add(id)
	}
	for (const name of [...sent.quickApplySkills, ...sent.qualifications]) {
		for (const id of skillsOfName(name)) ids.add(id)
	}
	if (sent.letter) for (const found of taxonomy().findSkills(sent.letter)) ids.add(found.skillId)
	return ids
}
