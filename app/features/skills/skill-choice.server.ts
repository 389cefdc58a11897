// The skills a job's form and the API show and accept (issue 29, decision 205): what the advert
// names, the autocomplete, the check that ids are taxonomy skills, and a job's stored skills.
import type { EntityManager } from '@mikro-orm/postgresql'
import { JobSkill } from '../../models/job-skill.ts'
import { analyseAdvert } from './job-skills.server.ts'
import { taxonomy } from './taxonomy.server.ts'
import type { SkillChoice, SkillSource } from './skill-choice.ts'

/** The skills an advert names, each with where: what the form shows as found. */
export function foundSkillsOf(advert: { title: string; description: string }, otherAdverts: string[] = []) {
	return analyseAdvert({ ...advert, otherAdverts }).skills.flatMap((found) => {
		const skill = taxonomy().skill(found.skillId)
		return skill ? [{ id: skill.id, label: skill.label, source: found.source as SkillSource }] : []
	})
}

/** The autocomplete's skills for the words typed: one page of them, and how many there are. */
export function skillSuggestions(text: string, page: { limit: number; offset: number }) {
	const all = taxonomy().suggestSkills(text, page.offset + page.limit + 1000)
	return {
		items: all
			.slice(page.offset, page.offset + page.limit)
			.map((skill) => ({ id: skill.id, label: skill.label, type: skill.skillType })),
		total: all.length,
	}
}

/** The ids that name no taxonomy skill. */
export function unknownSkillIds(ids: readonly number[]) {
	return ids.filter((id) => !taxonomy().skill(id))
}

/** A skill's label, for ids already checked. */
export function skillLabel(id: number) {
	return taxonomy().skill(id)?.label ?? `Skill ${id}`
}

/** The skills a job asks for, as stored: label and where each came from. */
export async function jobSkillsOf(em: EntityManager, jobId: number) {
	const rows = await em.find(JobSkill, { job: jobId }, { orderBy: { confidence: 'desc', skill: 'asc' } })
	return rows.map((row) => ({ id: row.skill.id, label: skillLabel(row.skill.id), source: row.source as SkillSource }))
}

/**
 * The form's list after the employer asked to look again: what the advert names now (ticked, unless
 * the employer had it on the list and unticked it), the skills they added, and the one typed in
 * the add box. `shown` are the ids the list showed, `ticked` those left ticked.
 */
export function skillChoicesOf(
	advert: { title: string; description: string },
	shown: readonly number[],
	ticked: readonly number[],
): SkillChoice[] {
	const tickedSet = new Set(ticked)
	const shownSet = new Set(shown)
	const found = foundSkillsOf(advert)
	const foundIds = new Set(found.map((skill) => skill.id))
	const choices: SkillChoice[] = found.map((skill) => ({
		...skill,
		checked: shownSet.has(skill.id) ? tickedSet.has(skill.id) : true,
	}))
	for (const id of ticked)
		if (!foundIds.has(id) && taxonomy().skill(id))
			choices.push({ id, label: skillLabel(id), source: 'employer', checked: true })
	return choices
}
