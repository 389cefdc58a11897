// What a job seeker can do, in the taxonomy's terms (issue 29, decision 201): the skills of the
// occupation their stated current role names (its essential skills: someone who works as a
// warehouse operative can pick orders and stack goods), and the skills they chose or typed, each
// mapped to one taxonomy skill. Typed skills nothing matches are kept as the seeker wrote them,
// shown but never scored. Courses' skills are mapped the same way, so "a course teaches what you
// are missing" compares ids, not words.
import type { Taxonomy } from '../skills/taxonomy.server.ts'

export type SkillVocabulary = Pick<Taxonomy, 'skill' | 'skillOfName' | 'occupationOfTitle' | 'skillsOf' | 'occupation'>

export type SeekerSkills = {
	/** Every taxonomy skill the seeker has. */
	skillIds: Set<number>
	/** The occupation their current role names, whose essential skills they are taken to have. */
	fromRole: { occupationId: number; label: string; role: string } | null
	/** Their own skills that map to no taxonomy skill, as written. */
	unmatched: string[]
}

/** The seeker's skills from their current role and their own list (the rule at the top). */
export function seekerSkillsOf(
	vocabulary: SkillVocabulary,
	answers: { currentRole?: string | null; skills: readonly string[] },
): SeekerSkills {
	const skillIds = new Set<number>()
	const role = answers.currentRole?.trim() ?? ''
	const named = role ? vocabulary.occupationOfTitle(role) : null
	const occupation = named ? vocabulary.occupation(named.occupationId) : undefined
	if (named && occupation) for (const id of vocabulary.skillsOf(named.occupationId).essential) skillIds.add(id)
	const unmatched: string[] = []
	for (const name of answers.skills) {
		const id = vocabulary.skillOfName(name)
		if (id === null) unmatched.push(name.trim())
		else skillIds.add(id)
	}
	return {
		skillIds,
		fromRole: named && occupation ? { occupationId: named.occupationId, label: occupation.label, role } : null,
		unmatched,
	}
}

/** The taxonomy skills a course teaches: those its listed skills name. */
export function courseSkillIds(vocabulary: Pick<SkillVocabulary, 'skillOfName'>, skills: readonly string[]) {
	const ids = new Set<number>()
	for (const name of skills) {
		const id = vocabulary.skillOfName(name)
		if (id !== null) ids.add(id)
	}
	return ids
}

/** A skill's name as the screens show it: the taxonomy's label with a capital first letter. */
export function skillName(vocabulary: Pick<SkillVocabulary, 'skill'>, id: number) {
	return capitalised(vocabulary.skill(id)?.label ?? `Skill ${id}`)
}

export const capitalised = (label: string) => (label ? `${label.charAt(0).toUpperCase()}${label.slice(1)}` : label)

/**
 * The courses that teach the most of these skills, then the cheapest, then by title; at most
 * `limit`. Each course brings the taxonomy skills it teaches (courseSkillIds).
 */
export function coursesTeaching<Course extends { title: string; pricePence: number; skillIds: ReadonlySet<number> }>(
	courses: readonly Course[],
	missing: readonly number[],
	limit: number,
): Course[] {
	if (missing.length === 0) return []
	return courses
		.map((course) => ({ course, covered: missing.filter((id) => course.skillIds.has(id)).length }))
		.filter((entry) => entry.covered > 0)
		.sort(
			(a, b) =>
				b.covered - a.covered ||
				a.course.pricePence - b.course.pricePence ||
				a.course.title.localeCompare(b.course.title),
		)
		.slice(0, limit)
		.map((entry) => entry.course)
}
