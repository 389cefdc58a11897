// The career advisor's role matching (docs/product.md §15, 001 §9; decisions 149, 201), a pure
// function of the seeker's skills in taxonomy terms (seeker-skills.ts), their answers, the roles
// and the training catalogue. A role is an occupation: one the board's listed jobs have
// (job.occupation_id, grouped in SQL by career-advisor.server.ts), or a neighbour of the seeker's
// current occupation. For each role, on the specification's constants:
//
//   skill overlap = round(50 × the weighted match of its skills with the seeker's: skills/matching.ts,
//                   essential skills counting twice)
//   interest      = 25 when one of the seeker's interests is an industry of its jobs, or words found
//                   whole in its name or its jobs' commonest title
//   level         = 15 when its jobs' commonest experience level (decision 133) is the seeker's
//   postings      = min(2 × its listed jobs, 10)
//   score         = min(100, the sum); kept when over 15 AND at least half its essential skills
//                   match (isOfferable); the best 5, ties to more postings, then A to Z.
//
// Every result names the skills that matched and those missing. When no role is kept, the two
// fallback roles are given at 30% and 25% (FALLBACK_ROLES), said plainly not to be matches.
import type { CareerExperienceLevel } from './career-options.ts'
import { formatCount } from '../../ui/format.ts'
import { namesSkill } from '../profile/skill-words.ts'
import { isOfferable, matchSkills, type MatchExplanation, type SkillsOfTarget } from '../skills/matching.ts'
import { coursesTeaching } from './seeker-skills.ts'

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

/** The roles given when none is kept: common ways into work in Warrington, named as the board's jobs name them. */
export const FALLBACK_ROLES = [
	{ role: 'Customer Service Advisor', matchPercentage: 30 },
	{ role: 'Warehouse Operative', matchPercentage: 25 },
] as const

/** One occupation as a role: its skills and what the board's listed jobs of it say. */
export type RoleGroup = {
	occupationId: number
	/** The occupation's name as the screens show it. */
	title: string
	/** Its listed jobs' commonest title, when it has any. */
	commonTitle: string | null
	skills: SkillsOfTarget
	postings: number
	industries: string[]
	/** The experience level most of its adverts read as (job.experience_level); null without jobs. */
	level: string | null
	/** Yearly pay in whole pounds: the lowest minimum and highest maximum of its jobs with a figure. */
	salaryMin: number | null
	salaryMax: number | null
	/** Its newest jobs, newest first, at most RELEVANT_JOBS. */
	newestJobs: { id: number; postedAt: Date }[]
}

export type CourseOption = { id: number; title: string; pricePence: number; skillIds: ReadonlySet<number> }

export type SeekerAnswers = {
	experienceLevel: CareerExperienceLevel
	/** Every taxonomy skill the seeker has (seeker-skills.ts). */
	skillIds: ReadonlySet<number>
	interests: string[]
	/** The occupation of their current role, named in the reasoning ("from your role as …"). */
	fromRole: { label: string; role: string } | null
}

/** Skills by name: those matched and those missing, essential and optional. */
export type NamedSkills = { essential: string[]; optional: string[] }

type ScoreParts = { skillOverlap: number; interest: number; level: number; postings: number }

type RoleMatch = {
	occupationId: number | null
	role: string
	matchPercentage: number
	reasoning: string
	parts: ScoreParts
	matchedSkills: NamedSkills
	missingSkills: NamedSkills
	/** The essential skills missing: what to work on first. */
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

type SkillLabel = (id: number) => string

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The first of the seeker's interests the role matches, with how. */
function matchedInterest(group: RoleGroup, interests: readonly string[]) {
	for (const interest of interests) {
		if (!interest.trim()) continue
		const industry = group.industries.find((name) => same(name, interest))
		if (industry) return `its jobs are in ${industry}, which you are interested in`
		if (namesSkill(`${group.title} ${group.commonTitle ?? ''}`, [interest]))
			return `its name says "${interest.trim()}", one of your interests`
	}
	return null
}

/** The score's parts for one role, and the skill match they come from. */
export function scoreRole(group: RoleGroup, answers: SeekerAnswers) {
	const match = matchSkills(answers.skillIds, group.skills)
	const interest = matchedInterest(group, answers.interests)
	const levelFits = group.level === answers.experienceLevel
	const parts: ScoreParts = {
		skillOverlap: Math.round(SKILL_OVERLAP_MAX * match.score),
		interest: interest ? INTEREST_POINTS : 0,
		level: levelFits ? LEVEL_POINTS : 0,
		postings: Math.min(POINTS_PER_POSTING * group.postings, POSTING_POINTS_MAX),
	}
	const total = parts.skillOverlap + parts.interest + parts.level + parts.postings
	return { score: Math.min(MATCH_MAX, total), parts, match, interest, levelFits }
}

const jobsWord = (count: number) => `${formatCount(count)} ${count === 1 ? 'job' : 'jobs'}`

function named(ids: { essential: number[]; optional: number[] }, label: SkillLabel): NamedSkills {
	return { essential: ids.essential.map(label), optional: ids.optional.map(label) }
}

function skillSentence(match: MatchExplanation, answers: SeekerAnswers) {
	const essential = match.matched.essential.length + match.missing.essential.length
	const from = answers.fromRole ? ` (counting the skills of your role as ${answers.fromRole.role})` : ''
	return `You have ${match.matched.essential.length} of its ${essential} essential skills and ${match.matched.optional.length} of its ${match.matched.optional.length + match.missing.optional.length} optional ones${from}.`
}

function reasoningOf(scored: ReturnType<typeof scoreRole>, group: RoleGroup, answers: SeekerAnswers) {
	const sentences = [skillSentence(scored.match, answers)]
	if (scored.interest) sentences.push(`It suits your interests: ${scored.interest}.`)
	if (scored.levelFits) sentences.push(`Most of its adverts are for your ${answers.experienceLevel} experience level.`)
	sentences.push(`${jobsWord(group.postings)} listed in Warrington now.`)
	return sentences.join(' ')
}

function salaryRangeOf(group: RoleGroup | undefined) {
	if (!group || group.salaryMin === null || group.salaryMax === null) return null
	return { min: group.salaryMin, max: group.salaryMax }
}

function matchOf(
	group: RoleGroup,
	scored: ReturnType<typeof scoreRole>,
	courses: readonly CourseOption[],
	label: SkillLabel,
): Omit<RoleMatch, 'matchPercentage' | 'reasoning' | 'fallback'> {
	const { match } = scored
	return {
		occupationId: group.occupationId,
		role: group.title,
		parts: scored.parts,
		matchedSkills: named(match.matched, label),
		missingSkills: named(match.missing, label),
		skillsToImprove: match.missing.essential.map(label),
		relevantJobIds: group.newestJobs.slice(0, RELEVANT_JOBS).map((job) => job.id),
		salaryRange: salaryRangeOf(group),
		suggestedCourses: coursesTeaching(
			courses,
			[...match.missing.essential, ...match.missing.optional],
			SUGGESTED_COURSES,
		).map(({ id, title }) => ({ id, title })),
		localOpportunities: group.postings,
	}
}

/**
 * The fallback roles, each read from its occupation (`fallbackGroups`, the occupations their
 * names give, with the board's jobs of them) with its matched and missing skills.
 */
function fallbackRoles(
	answers: SeekerAnswers,
	fallbackGroups: readonly (RoleGroup | null)[],
	courses: readonly CourseOption[],
	label: SkillLabel,
): RoleMatch[] {
	return FALLBACK_ROLES.map((fallback, index): RoleMatch => {
		const group = fallbackGroups[index]
		const reasoning = `No role on the board matched half its essential skills with yours yet, so here is a common way into work in Warrington that needs no experience; it is not a match. ${jobsWord(group?.postings ?? 0)} like it listed now.`
		const base = group
			? matchOf(group, scoreRole(group, answers), courses, label)
			: {
					occupationId: null,
					parts: { skillOverlap: 0, interest: 0, level: 0, postings: 0 },
					matchedSkills: { essential: [], optional: [] },
					missingSkills: { essential: [], optional: [] },
					skillsToImprove: [],
					relevantJobIds: [],
					salaryRange: null,
					suggestedCourses: [],
					localOpportunities: 0,
				}
		return { ...base, role: fallback.role, matchPercentage: fallback.matchPercentage, reasoning, fallback: true }
	})
}

/** The seeker's best roles (the rule at the top), or the fallback. */
export function matchRoles(
	answers: SeekerAnswers,
	groups: readonly RoleGroup[],
	courses: readonly CourseOption[],
	label: SkillLabel,
	fallbackGroups: readonly (RoleGroup | null)[] = [],
): RoleMatch[] {
	const kept = groups
		.map((group) => ({ group, scored: scoreRole(group, answers) }))
		.filter(({ scored }) => scored.score > ROLE_SCORE_THRESHOLD && isOfferable(scored.match))
		.sort(
			(a, b) =>
				b.scored.score - a.scored.score ||
				b.group.postings - a.group.postings ||
				a.group.title.localeCompare(b.group.title),
		)
		.slice(0, TOP_ROLES)
	if (!kept.length) return fallbackRoles(answers, fallbackGroups, courses, label)
	return kept.map(({ group, scored }) => ({
		...matchOf(group, scored, courses, label),
		matchPercentage: scored.score,
		reasoning: reasoningOf(scored, group, answers),
		fallback: false,
	}))
}
