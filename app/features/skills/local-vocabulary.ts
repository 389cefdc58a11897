// The board's own vocabulary beside ESCO (decision 196): UK terms ESCO lacks, as skills of our own
// (ids from LOCAL_SKILL_ID_START, linked to the ESCO occupations that ask for them), and as synonyms
// that name an ESCO skill or occupation in the words Warrington adverts and seekers use.
// Every entry is matched as a whole phrase, in any case (phrase-index.ts).
import type { SkillType } from './taxonomy-data.server.ts'

/** Local skills' ids start here, far above ESCO's (about 14,000), so that neither renumbers the other. */
export const LOCAL_SKILL_ID_START = 100_000

export type LocalSkill = {
	id: number
	label: string
	altLabels: readonly string[]
	skillType: SkillType
	/** ESCO occupations (by preferred label) that ask for it, essential or optional. */
	essentialFor?: readonly string[]
	optionalFor?: readonly string[]
}

export const LOCAL_SKILLS: readonly LocalSkill[] = []
