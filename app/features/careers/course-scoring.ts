// Course recommendation scoring (docs/product.md §15, 001 §9; decisions 150 and 201), a pure
// function of a job seeker's profile in taxonomy terms and the catalogue's open courses. A course
// teaches a skill when one of its listed skills maps to that taxonomy skill (seeker-skills.ts):
//
//   +20 for each skill the seeker is missing (`gaps`: the essential skills their next steps and
//       their career paths ask for that they lack) that the course teaches
//   +15 once when one of the seeker's interests is the course's category, an industry or skill
//       category that category serves (CATEGORY_INTERESTS), or words found whole in its title
//   +10 when the course's level fits the seeker: their experience level (entry → Beginner, mid →
//       Intermediate, senior → Advanced) or their proficiency in a skill of theirs the course
//       teaches (Beginner, Intermediate; Advanced and Expert → Advanced)
//   +5  when it costs at most 5000 pence (£50), a free course included
//
// Kept when the score is over 10; the best 3, ties to the cheaper course, then A to Z.
// The stored percent is the score capped at 100; the stars are one per 20 points started, 1 to 5;
// the stored skill gaps are the missing skills the course teaches, by name.
import type { CareerExperienceLevel } from './career-options.ts'
import type { CourseCategory, CourseLevel } from '../training/course-options.ts'
import { formatPence } from '../../ui/format.ts'
import type { PROFICIENCY_LEVELS } from '../profile/skill-schemas.ts'
import { namesSkill } from '../profile/skill-words.ts'

const SKILL_MATCH_POINTS = 20
const CATEGORY_POINTS = 15
const LEVEL_FIT_POINTS = 10
const LOW_PRICE_POINTS = 5
/** The highest price, in pence, that earns LOW_PRICE_POINTS: £50. */
const LOW_PRICE_PENCE = 5000
/** A course is recommended only with a score over this. */
const COURSE_SCORE_THRESHOLD = 10
const TOP_COURSES = 3

type Proficiency = (typeof PROFICIENCY_LEVELS)[number]

/** The interests each course category serves: the board's industries and the skill categories of profiles and adverts. */
const CATEGORY_INTERESTS: Record<CourseCategory, readonly string[]> = {
	'Health and Safety': ['Construction', 'Manufacturing', 'Energy & Utilities', 'Security', 'Cleaning Services'],
	'Care and Health': ['Healthcare', 'Social Care', 'Charity & Non-Profit'],
	Construction: ['Construction', 'Property & Real Estate', 'Engineering'],
	'Warehousing and Logistics': ['Warehouse & Logistics', 'Transport & Delivery', 'Manufacturing'],
	'Hospitality and Food': ['Hospitality', 'Food & Catering'],
	'Digital and IT': ['Technology', 'Software Development', 'Data Analysis', 'Digital Marketing', 'Design', 'Marketing'],
	'Business and Finance': ['Finance', 'Business', 'Small Business', 'Self Employed', 'Legal Services', 'Sales'],
	'Customer Service': ['Customer Service', 'Retail', 'Hospitality', 'Sales'],
}

const LEVEL_OF_EXPERIENCE: Record<CareerExperienceLevel, CourseLevel> = {
	entry: 'Beginner',
	mid: 'Intermediate',
	senior: 'Advanced',
}
const LEVEL_OF_PROFICIENCY: Record<Proficiency, CourseLevel> = {
	Beginner: 'Beginner',
	Intermediate: 'Intermediate',
	Advanced: 'Advanced',
	Expert: 'Advanced',
}

export type SeekerProfile = {
	/** The taxonomy skills of the profile with their proficiency, and of the latest assessment (no proficiency). */
	skills: { skillId: number; proficiency: Proficiency | null }[]
	/** Skills the seeker lists that no taxonomy skill stands for: they count as something to go on, not as points. */
	unmatchedSkills: string[]
	/** The skills the seeker is missing for where they are heading: the skill, its name and what for. */
	gaps: { skillId: number; name: string; forRole: string }[]
	/** The assessment's interests, preferred industries and the categories of the seeker's skills. */
	interests: string[]
	experienceLevel: CareerExperienceLevel | null
}

export type ScorableCourse = {
	id: number
	title: string
	category: CourseCategory
	level: CourseLevel
	pricePence: number
	/** The taxonomy skills it teaches. */
	skillIds: ReadonlySet<number>
}

type CourseScore = {
	courseId: number
	score: number
	recommendationScore: number
	careerRelevance: number
	/** The missing skills it teaches, by name. */
	skillGaps: string[]
	recommendationReason: string
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Whether the seeker has anything to be scored from. */
export const hasProfile = (profile: SeekerProfile) =>
	profile.skills.length > 0 ||
	profile.unmatchedSkills.length > 0 ||
	profile.gaps.length > 0 ||
	profile.interests.length > 0 ||
	profile.experienceLevel !== null

function interestMatch(course: ScorableCourse, interests: readonly string[]) {
	const served = [course.category, ...CATEGORY_INTERESTS[course.category]]
	for (const interest of interests) {
		if (!interest.trim()) continue
		if (served.some((name) => same(name, interest))) return `fits your interest in ${interest.trim()}`
		if (namesSkill(course.title, [interest])) return `its title names your interest "${interest.trim()}"`
	}
	return null
}

/** "for Forklift operator (Operate forklift)", "for Forklift operator (…) and Stock controller (…)" */
function gapsReason(taught: SeekerProfile['gaps']) {
	const byRole = new Map<string, string[]>()
	for (const gap of taught) byRole.set(gap.forRole, [...(byRole.get(gap.forRole) ?? []), gap.name])
	const parts = [...byRole].map(([role, names]) => `${role} (${names.join(', ')})`)
	return `teaches ${taught.length === 1 ? 'a skill' : 'skills'} you are missing for ${parts.join(' and ')}`
}

export function scoreCourse(course: ScorableCourse, profile: SeekerProfile): CourseScore {
	const taught = profile.gaps.filter(
		(gap, index) =>
			course.skillIds.has(gap.skillId) && profile.gaps.findIndex((g) => g.skillId === gap.skillId) === index,
	)
	const interest = interestMatch(course, profile.interests)
	const levels = new Set<CourseLevel>()
	if (profile.experienceLevel) levels.add(LEVEL_OF_EXPERIENCE[profile.experienceLevel])
	for (const own of profile.skills) {
		if (own.proficiency && course.skillIds.has(own.skillId)) levels.add(LEVEL_OF_PROFICIENCY[own.proficiency])
	}
	const levelFits = levels.has(course.level)
	const cheap = course.pricePence <= LOW_PRICE_PENCE
	const score =
		SKILL_MATCH_POINTS * taught.length +
		(interest ? CATEGORY_POINTS : 0) +
		(levelFits ? LEVEL_FIT_POINTS : 0) +
		(cheap ? LOW_PRICE_POINTS : 0)
	const reasons = [
		taught.length ? gapsReason(taught) : null,
		interest,
		levelFits ? `its ${course.level.toLowerCase()} level suits you` : null,
		cheap ? (course.pricePence === 0 ? 'it is free' : `it costs ${formatPence(course.pricePence)}`) : null,
	].filter((reason): reason is string => reason !== null)
	const text = reasons.join('; ')
	return {
		courseId: course.id,
		score,
		recommendationScore: Math.min(100, score),
		careerRelevance: Math.min(5, Math.max(1, Math.ceil(score / 20))),
		skillGaps: taught.map((gap) => gap.name),
		recommendationReason: text ? `${text.charAt(0).toUpperCase()}${text.slice(1)}.` : '',
	}
}

/** The best courses for the seeker (the rule at the top); none when there is nothing to score from. */
export function recommendCourses(profile: SeekerProfile, courses: readonly ScorableCourse[]): CourseScore[] {
	if (!hasProfile(profile)) return []
	const byId = new Map(courses.map((course) => [course.id, course]))
	return courses
		.map((course) => scoreCourse(course, profile))
		.filter((scored) => scored.score > COURSE_SCORE_THRESHOLD)
		.sort((a, b) => {
			const [courseA, courseB] = [byId.get(a.courseId)!, byId.get(b.courseId)!]
			return b.score - a.score || courseA.pricePence - courseB.pricePence || courseA.title.localeCompare(courseB.title)
		})
		.slice(0, TOP_COURSES)
}
