// How the careers features read skills, in one place: whether a seeker has one of the board's
// keyword skills (SKILL_KEYWORDS), and which skills a course teaches. The career advisor's
// results, a career path's recommended courses and a generated path all use these.
import { SKILL_KEYWORDS } from '../insights/insight-options.ts'
import { namesSkill } from '../profile/skill-words.ts'

const KEYWORDS = new Map(SKILL_KEYWORDS.map((keyword) => [keyword.skill, keyword]))
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Whether one of the seeker's skills is this keyword skill: its name, or one of its words found whole. */
export function seekerHasSkill(seekerSkills: readonly string[], skill: string) {
	const keyword = KEYWORDS.get(skill)
	return seekerSkills.some((own) => same(own, skill) || (keyword !== undefined && namesSkill(own, keyword.words)))
}

/** The keyword skills the seeker has, named by any of their skills or answers. */
export function heldSkills(texts: readonly string[]) {
	return new Set(SKILL_KEYWORDS.filter(({ skill }) => seekerHasSkill(texts, skill)).map(({ skill }) => skill))
}

/** The words that name a skill: a keyword skill by its name and all its words, any other by itself. */
function wordsOfSkill(skill: string): string[] {
	const known = SKILL_KEYWORDS.find((keyword) => same(keyword.skill, skill))
	return known ? [skill, ...known.words] : [skill]
}

/** Which of `skills` a course teaches: named, whole and in any case, by its title or one of its skills. */
function skillsCoveredBy(course: { title: string; skills: readonly string[] }, skills: readonly string[]) {
	const texts = [course.title, ...course.skills]
	return skills.filter((skill) => {
		const words = wordsOfSkill(skill)
		return texts.some((text) => namesSkill(text, words) || words.some((word) => namesSkill(word, [text])))
	})
}

/**
 * The courses that teach these skills: those teaching the most of them first, then the cheapest,
 * then by title; at most `limit`.
 */
export function coursesTeaching<Course extends { title: string; skills: readonly string[]; pricePence: number }>(
	courses: readonly Course[],
	skills: readonly string[],
	limit: number,
): Course[] {
	if (skills.length === 0) return []
	return courses
		.map((course) => ({ course, covered: skillsCoveredBy(course, skills).length }))
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
