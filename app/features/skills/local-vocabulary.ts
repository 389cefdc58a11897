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

/**
 * Words that name a skill or an occupation of the taxonomy (by its label, ESCO's or a local
 * skill's, in any case): matched as whole phrases like the taxonomy's own labels, and preferred to
 * them when both name the same words.
 */
export type LocalSynonym = { phrases: readonly string[]; skill?: string; occupation?: string }

export const LOCAL_SYNONYMS: readonly LocalSynonym[] = []

/**
 * Single words ESCO uses as skill labels that adverts use in their everyday sense ("polish",
 * "interview", "reporting") are not matched in advert text on their own; only these single words
 * are (and any single word a local synonym lists). A seeker naming a skill exactly still maps to it.
 */
export const SINGLE_WORD_SKILLS: readonly string[] = []
