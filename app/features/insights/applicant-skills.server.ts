// An applicant's skills as taxonomy skills (decision 207), for the candidate quality score: the
// skills on their /profile (user_skill: its mapped skill, or its name mapped now), the skills and
// qualifications of their Quick Apply snapshot, and the skills their message and covering letter
// name as whole phrases, all read by the skills area's skillsOfTexts (a bare job word such as
// "assistant" or "engineer" is never a skill). Their current job title is not read for skills.
// The board keeps no text of an uploaded CV (its bytes only, decision 134), so a CV adds no skills.
import { skillsOfTexts } from '../skills/seeker-skills.server.ts'

/** A /profile skill row: its mapped taxonomy skill, or null with its name kept as free text. */
export type ProfileSkillRow = { skillId: number | null; skillName: string }

export function applicantSkillIds(sent: {
	profileSkills: readonly ProfileSkillRow[]
	quickApplySkills: readonly string[]
	qualifications: readonly string[]
	letter: string
}): Set<number> {
	const ids = new Set<number>()
	const texts: string[] = []
	for (const row of sent.profileSkills) {
		if (row.skillId !== null) ids.add(row.skillId)
		else texts.push(row.skillName)
	}
	texts.push(...sent.quickApplySkills, ...sent.qualifications, sent.letter)
	for (const id of skillsOfTexts(texts).skillIds) ids.add(id)
	return ids
}
