// The career advisor's role matching (docs/product.md §15, 001 §9; decision 149), a pure function
// of the seeker's answers, the board's listed jobs grouped by lowercase title (grouped in SQL by
// career-advisor.server.ts) and the training catalogue. For each role (a group of jobs):
//
//   role skills  = the first 5 skills of SKILL_KEYWORDS, in that list's order, that its jobs name
//   skill overlap = round(50 × role skills the seeker has ÷ role skills), 0 for a role with none
//   interest      = 25 when one of the seeker's interests is an industry of its jobs, a skill
//                   category of its skills, or words found whole in its title
//   level         = 15 when its title holds a word of the seeker's experience level (LEVEL_WORDS)
//   postings      = min(2 × its listed jobs, 10)
//   score         = min(100, the sum); kept when over 15; the best 5, ties to more postings, then A to Z.
//
// When no role is kept, the two fallback roles are given at 30% and 25% (FALLBACK_ROLES), with the
// listed jobs whose titles name them.
import type { CareerExperienceLevel } from './career-options.ts'
import { formatCount } from '../../ui/format.ts'
import { SKILL_KEYWORDS } from '../insights/insight-options.ts'
import { namesSkill } from '../profile/skill-words.ts'
import { coursesTeaching, seekerHasSkill } from './skill-match.ts'

const ROLE_SKILL_COUNT = 5
const SKILL_OVERLAP_MAX = 50
const INTEREST_POINTS = 25
const LEVEL_POINTS = 15
const POINTS_PER_POSTING = 2
const POSTING_POINTS_MAX = 10
/** A role is kept only with a score over this. */
const ROLE_SCORE_THRESHOLD = 15
const MATCH_MAX = 100
const TOP_ROLES = 5
const RELEVANT_JOBS = 3
const SUGGESTED_COURSES = 3

/**
 * Words of a job title that mark the level it is for, matched whole in any case. Entry follows
 * decision 133's words, plus "assistant" (for a seeker starting out, an assistant's post is a way
 * in); senior adds "supervisor" and "team leader"; mid, which decision 133 leaves to titles without
 * a level word, is the words of qualified, experienced posts.
 */
const LEVEL_WORDS: Record<CareerExperienceLevel, readonly string[]> = {
	entry: [
		'junior',
		'trainee',
		'apprentice',
		'apprenticeship',
		'assistant',
		'graduate',
		'intern',
		'internship',
		'entry level',
		'school leaver',
	],
	mid: ['experienced', 'qualified', 'officer', 'coordinator', 'co-ordinator', 'specialist', 'technician', 'deputy'],
	senior: ['senior', 'lead', 'principal', 'manager', 'head', 'supervisor', 'team leader', 'director'],
}

/** The roles given when none scores over the threshold: common ways into work in Warrington. */
const FALLBACK_ROLES = [
	{
		role: 'Customer Service Advisor',
		matchPercentage: 30,
		titleWords: ['customer service', 'customer advisor', 'customer adviser', 'contact centre', 'call centre'],
		skills: ['Customer service', 'Communication'],
	},
	{
		role: 'Warehouse Operative',
		matchPercentage: 25,
		titleWords: ['warehouse'],
		skills: ['Forklift'],
	},
] as const

/** Listed jobs sharing one lowercase title, as the SQL aggregate gives them. */
export type RoleGroup = {
	key: string
	/** The title as most of its jobs write it. */
	title: string
	postings: number
	industries: string[]
	/** The industry most of its jobs are in. */
	industry: string
	/** The experience level most of its adverts read as (job.experience_level). */
	level: string
	/** Every skill any of its jobs names (job.skill_tags), in any order. */
	skills: string[]
	/** Yearly pay in whole pounds: the lowest minimum and highest maximum of its jobs with a figure. */
	salaryMin: number | null
	salaryMax: number | null
	/** The median of its jobs' salary midpoints, whole pounds a year; null without a figure. */
	medianSalary: number | null
	/** Its newest jobs, newest first, at most RELEVANT_JOBS. */
	newestJobs: { id: number; postedAt: Date }[]
}

export type CourseOption = { id: number; title: string; skills: string[]; pricePence: number }

export type SeekerAnswers = { experienceLevel: CareerExperienceLevel; skills: string[]; interests: string[] }

type ScoreParts = { skillOverlap: number; interest: number; level: number; postings: number }

type RoleMatch = {
	role: string
	matchPercentage: number
	reasoning: string
	parts: ScoreParts
	roleSkills: string[]
	matchedSkills: string[]
	skillsToImprove: string[]
	relevantJobIds: number[]
	salaryRange: { min: number; max: number } | null
	suggestedCourses: { id: number; title: string }[]
	localOpportunities: number
	fallback: boolean
}

type RelevantJob = { id: number; title: string; company: string; location: string; salary: string | null }
/** A role as the results show it: the match with its live jobs read. */
export type CareerAdvice = Omit<RoleMatch, 'relevantJobIds' | 'parts'> & { relevantJobs: RelevantJob[] }

const KEYWORDS = new Map(SKILL_KEYWORDS.map((keyword) => [keyword.skill, keyword]))
const POSITION = new Map(SKILL_KEYWORDS.map((keyword, index) => [keyword.skill, index]))
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** A role's skills: the first ROLE_SKILL_COUNT of those its jobs name, in SKILL_KEYWORDS' order. */
export function roleSkillsOf(named: readonly string[]) {
	return [...new Set(named.filter((skill) => POSITION.has(skill)))]
		.sort((a, b) => POSITION.get(a)! - POSITION.get(b)!)
		.slice(0, ROLE_SKILL_COUNT)
}

/** The first of the seeker's interests the role matches, with how. */
function matchedInterest(group: RoleGroup, roleSkills: readonly string[], interests: readonly string[]) {
	const categories = roleSkills.flatMap((skill) => KEYWORDS.get(skill)?.category ?? [])
	for (const interest of interests) {
		if (!interest.trim()) continue
		const industry = group.industries.find((name) => same(name, interest))
		if (industry) return `its jobs are in ${industry}, which you are interested in`
		if (categories.some((category) => same(category, interest)))
			return `it calls for ${interest.trim()} skills, which you are interested in`
		if (namesSkill(group.title, [interest])) return `its title names "${interest.trim()}", one of your interests`
	}
	return null
}

function levelWordIn(title: string, level: CareerExperienceLevel) {
	return LEVEL_WORDS[level].find((word) => namesSkill(title, [word])) ?? null
}

/** The score's parts for one role, and what the reasoning says of each. */
export function scoreRole(group: RoleGroup, answers: SeekerAnswers) {
	const roleSkills = roleSkillsOf(group.skills)
	const matchedSkills = roleSkills.filter((skill) => seekerHasSkill(answers.skills, skill))
	const interest = matchedInterest(group, roleSkills, answers.interests)
	const levelWord = levelWordIn(group.title, answers.experienceLevel)
	const parts: ScoreParts = {
		skillOverlap: roleSkills.length ? Math.round((SKILL_OVERLAP_MAX * matchedSkills.length) / roleSkills.length) : 0,
		interest: interest ? INTEREST_POINTS : 0,
		level: levelWord ? LEVEL_POINTS : 0,
		postings: Math.min(POINTS_PER_POSTING * group.postings, POSTING_POINTS_MAX),
	}
	const total = parts.skillOverlap + parts.interest + parts.level + parts.postings
	return { score: Math.min(MATCH_MAX, total), parts, roleSkills, matchedSkills, interest, levelWord }
}

const jobsWord = (count: number) => `${formatCount(count)} ${count === 1 ? 'job' : 'jobs'}`

function reasoningOf(scored: ReturnType<typeof scoreRole>, group: RoleGroup, level: CareerExperienceLevel) {
	const { roleSkills, matchedSkills, interest, levelWord } = scored
	const sentences: string[] = []
	if (!roleSkills.length) sentences.push('Its adverts name none of the skills we look for.')
	else if (matchedSkills.length === roleSkills.length)
		sentences.push(
			roleSkills.length === 1
				? `You have the skill its adverts ask for (${matchedSkills[0]}).`
				: `You have all ${roleSkills.length} skills its adverts ask for (${matchedSkills.join(', ')}).`,
		)
	else if (matchedSkills.length)
		sentences.push(
			`You have ${matchedSkills.length} of the ${roleSkills.length} skills its adverts ask for (${matchedSkills.join(', ')}).`,
		)
	else sentences.push(`You do not list any of the skills its adverts ask for yet (${roleSkills.join(', ')}).`)
	if (interest) sentences.push(`It suits your interests: ${interest}.`)
	if (levelWord) sentences.push(`"${levelWord}" in the title fits your ${level} experience level.`)
	sentences.push(`${jobsWord(group.postings)} listed in Warrington now.`)
	return sentences.join(' ')
}

/** Courses that teach the skills to improve (skill-match.ts), at most SUGGESTED_COURSES. */
export function coursesFor(skills: readonly string[], courses: readonly CourseOption[]) {
	return coursesTeaching(courses, skills, SUGGESTED_COURSES).map(({ id, title }) => ({ id, title }))
}

function salaryRangeOf(groups: readonly RoleGroup[]) {
	const mins = groups.map((g) => g.salaryMin).filter((v): v is number => v !== null)
	const maxes = groups.map((g) => g.salaryMax).filter((v): v is number => v !== null)
	if (!mins.length || !maxes.length) return null
	return { min: Math.min(...mins), max: Math.max(...maxes) }
}

function newestOf(groups: readonly RoleGroup[]) {
	return groups
		.flatMap((group) => group.newestJobs)
		.sort((a, b) => b.postedAt.getTime() - a.postedAt.getTime() || b.id - a.id)
		.slice(0, RELEVANT_JOBS)
		.map((job) => job.id)
}

function fallbackRoles(answers: SeekerAnswers, groups: readonly RoleGroup[], courses: readonly CourseOption[]) {
	return FALLBACK_ROLES.map((fallback): RoleMatch => {
		const alike = groups.filter((group) => namesSkill(group.title, fallback.titleWords))
		const postings = alike.reduce((sum, group) => sum + group.postings, 0)
		const roleSkills = [...fallback.skills]
		const matchedSkills = roleSkills.filter((skill) => seekerHasSkill(answers.skills, skill))
		const skillsToImprove = roleSkills.filter((skill) => !matchedSkills.includes(skill))
		return {
			role: fallback.role,
			matchPercentage: fallback.matchPercentage,
			reasoning: `No role on the board matched your answers closely yet, so here is a common way into work in Warrington that needs no experience. ${jobsWord(postings)} like it listed now.`,
			parts: { skillOverlap: 0, interest: 0, level: 0, postings: 0 },
			roleSkills,
			matchedSkills,
			skillsToImprove,
			relevantJobIds: newestOf(alike),
			salaryRange: salaryRangeOf(alike),
			suggestedCourses: coursesFor(skillsToImprove, courses),
			localOpportunities: postings,
			fallback: true,
		}
	})
}

/** The seeker's best roles among the board's listed jobs (the rule at the top), or the fallback. */
export function matchRoles(
	answers: SeekerAnswers,
	groups: readonly RoleGroup[],
	courses: readonly CourseOption[],
): RoleMatch[] {
	const kept = groups
		.map((group) => ({ group, scored: scoreRole(group, answers) }))
		.filter(({ scored }) => scored.score > ROLE_SCORE_THRESHOLD)
		.sort(
			(a, b) =>
				b.scored.score - a.scored.score ||
				b.group.postings - a.group.postings ||
				a.group.title.localeCompare(b.group.title),
		)
		.slice(0, TOP_ROLES)
	if (!kept.length) return fallbackRoles(answers, groups, courses)
	return kept.map(({ group, scored }) => {
		const skillsToImprove = scored.roleSkills.filter((skill) => !scored.matchedSkills.includes(skill))
		return {
			role: group.title,
			matchPercentage: scored.score,
			reasoning: reasoningOf(scored, group, answers.experienceLevel),
			parts: scored.parts,
			roleSkills: scored.roleSkills,
			matchedSkills: scored.matchedSkills,
			skillsToImprove,
			relevantJobIds: group.newestJobs.slice(0, RELEVANT_JOBS).map((job) => job.id),
			salaryRange: salaryRangeOf([group]),
			suggestedCourses: coursesFor(skillsToImprove, courses),
			localOpportunities: group.postings,
			fallback: false,
		}
	})
}
