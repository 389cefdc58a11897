// The skills a job's form and the API show and accept (issue 29, decision 205): what the advert
// names, the autocomplete, the check that ids are taxonomy skills, and a job's stored skills.
import type { EntityManager } from '@mikro-orm/postgresql'
import { JobSkill } from '../../models/job-skill.ts'
import { analyseAdvert, otherAdvertsOf } from './job-skills.server.ts'
import { taxonomy } from './taxonomy.server.ts'
import {
	SKILLS_ADDED,
	SKILLS_SHOWN,
	unknownSkillMessage,
	withAddedSkill,
	withFoundSkills,
	type SkillChoice,
	type SkillSource,
} from './skill-choice.ts'

// The employer's other adverts, as storing reads them, so that what the form shows as found
// leaves out their boilerplate as storing the job will (decision 199).
export { otherAdvertsOf }

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

/**
 * The list a stored job's skills form starts from: its skills, ticked, then the skills its advert
 * names that it does not ask for, unticked.
 */
export async function storedSkillChoices(
	em: EntityManager,
	job: { id: number; title: string; description: string; user: { id: number } },
): Promise<SkillChoice[]> {
	const stored = await jobSkillsOf(em, job.id)
	const otherAdverts = await otherAdvertsOf(em, job.user.id, job.id)
	const ids = new Set(stored.map((skill) => skill.id))
	return [
		...stored.map((skill) => ({ ...skill, checked: true })),
		...foundSkillsOf(job, otherAdverts)
			.filter((skill) => !ids.has(skill.id))
			.map((skill) => ({ ...skill, checked: false })),
	]
}

/** The skills a job asks for, as stored: label and where each came from. */
export async function jobSkillsOf(em: EntityManager, jobId: number) {
	const rows = await em.find(JobSkill, { job: jobId }, { orderBy: { confidence: 'desc', skill: 'asc' } })
	return rows.map((row) => ({ id: row.skill.id, label: skillLabel(row.skill.id), source: row.source as SkillSource }))
}

/**
 * The form's skills as sent: the list it showed (`skillsShown`, with the employer's own in
 * `skillsAdded`, the ticked ones in `skills`) read against the advert as it is now, plus the skill
 * typed in "Add a skill" when the taxonomy knows it (otherwise `addError`, decision 205).
 */
export function skillsOfForm(
	form: FormData,
	options: {
		/** The employer's other adverts, whose boilerplate is no source of skills. */
		otherAdverts: string[]
		/** The advert to read; the form's own title and description when not given. */
		advert?: { title: string; description: string }
	},
): { choices: SkillChoice[]; added: boolean; addError: string | null } {
	const ids = (name: string) =>
		form
			.getAll(name)
			.map(Number)
			.filter((id) => Number.isSafeInteger(id) && taxonomy().skill(id))
	const ticked = new Set(ids('skills'))
	const added = new Set(ids(SKILLS_ADDED))
	const previous: SkillChoice[] = [...new Set(ids(SKILLS_SHOWN))].map((id) => ({
		id,
		label: skillLabel(id),
		source: added.has(id) ? 'employer' : 'description',
		checked: ticked.has(id),
	}))
	const text = (name: string) => {
		const value = form.get(name)
		return typeof value === 'string' ? value : ''
	}
	let choices = withFoundSkills(
		previous,
		foundSkillsOf(options.advert ?? { title: text('title'), description: text('description') }, options.otherAdverts),
	)
	const name = text('addSkill').trim()
	if (!name) return { choices, added: false, addError: null }
	const id = taxonomy().skillOfName(name)
	if (id === null) return { choices, added: false, addError: unknownSkillMessage(name) }
	choices = withAddedSkill(choices, { id, label: skillLabel(id) })
	return { choices, added: true, addError: null }
}
