// The skills of a job as the employer's form and the API speak of them (issue 29, decision 205):
// ids of taxonomy skills, where each was found, and the words that say so. Runs on both sides.
import { z } from 'zod'
import { queryWholeNumber } from '../../platform/query-numbers.ts'

/** The most skills one job may list: more would say nothing about what it asks for. */
export const MAX_JOB_SKILLS = 40
/** The longest text asked for in the skills autocomplete. */
export const MAX_SKILL_QUERY = 100

/** Where a job's skill comes from; `employer` is a skill the employer added. */
export const SKILL_SOURCES = ['title', 'requirements', 'duties', 'description', 'employer'] as const
export type SkillSource = (typeof SKILL_SOURCES)[number]

/** What the form says beside a skill. */
export const WHERE_FOUND: Record<SkillSource, string> = {
	title: 'in the title',
	requirements: 'in the requirements',
	duties: 'in the duties',
	description: 'in the description',
	employer: 'added by you',
}

/** A skill as the form lists it: found in the advert or added by the employer, ticked or not. */
export type SkillChoice = { id: number; label: string; source: SkillSource; checked: boolean }

/** A job's skills in a form or an API body: taxonomy skill ids (which ones exist, the server checks). */
export const SkillIdsSchema = z
	.array(
		z
			.number({ error: 'Each skill must be a skill id' })
			.int('Each skill must be a skill id')
			.positive('Each skill must be a skill id'),
		{
			error: 'Skills must be a list of skill ids',
		},
	)
	.max(MAX_JOB_SKILLS, `At most ${MAX_JOB_SKILLS} skills`)

/** GET /api/skills: the words typed, and the page. */
export const SkillQuerySchema = z.object({
	q: z
		.string({ error: 'Type part of a skill name in q' })
		.trim()
		.min(1, 'Type part of a skill name in q')
		.max(MAX_SKILL_QUERY, `q must be at most ${MAX_SKILL_QUERY} characters`),
	page: queryWholeNumber('page', 1, 10_000).optional(),
})

/** POST /api/skills/found: the advert as typed so far. */
export const AdvertTextSchema = z.object({
	title: z.string({ error: 'Title must be text' }).max(255, 'Title must be at most 255 characters').default(''),
	description: z
		.string({ error: 'Description must be text' })
		.max(20_000, 'Description must be at most 20000 characters')
		.default(''),
})

/**
 * The list after the advert was read again: every skill found now (ticked unless the employer had
 * unticked it), then the skills the employer added that the advert does not name. A found skill the
 * advert no longer names goes. The same on the server (no script) and in the browser.
 */
export function withFoundSkills(
	previous: readonly SkillChoice[],
	found: readonly { id: number; label: string; source: SkillSource }[],
): SkillChoice[] {
	const before = new Map(previous.map((choice) => [choice.id, choice]))
	const foundIds = new Set(found.map((skill) => skill.id))
	return [
		...found.map((skill) => ({ ...skill, checked: before.get(skill.id)?.checked ?? true })),
		...previous.filter((choice) => choice.source === 'employer' && !foundIds.has(choice.id)),
	]
}

/** The list with a skill the employer added: ticked, at the end unless it is listed already. */
export function withAddedSkill(previous: readonly SkillChoice[], skill: { id: number; label: string }): SkillChoice[] {
	if (previous.some((choice) => choice.id === skill.id))
		return previous.map((choice) => (choice.id === skill.id ? { ...choice, checked: true } : choice))
	return [...previous, { ...skill, source: 'employer', checked: true }]
}

/** The message for a typed skill the taxonomy does not know (decision 205). */
export const unknownSkillMessage = (name: string) => `We don't know the skill “${name}”; pick one from the suggestions`

/** The form's hidden fields that carry the list between the server's answers. */
export const SKILLS_SHOWN = 'skillsShown'
export const SKILLS_ADDED = 'skillsAdded'
/** The submit buttons of the skills fieldset: look in the advert again, add the typed skill. */
export const SKILLS_ACTION = 'skillsAction'
