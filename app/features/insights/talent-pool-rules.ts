// The talent pool's rules, without a database (decision 136): which skill categories a seeker's
// own words put them in, which salary band a preference falls in, how hard it is to hire in a
// group, and the hiring recommendations that follow. The SQL of talent-pool.server.ts uses the
// same rule (app/features/profile/skill-words.ts), so a seeker is counted in the categories this module gives.
import { SKILL_CATEGORIES, SKILL_KEYWORDS, type SkillCategory } from './insight-options.ts'
import { namesSkill } from '../profile/skill-words.ts'

/** The named skills (SKILL_KEYWORDS) a seeker's free-text skills mention, in the list's order. */
export function recognisedSkills(skills: readonly string[]) {
	return SKILL_KEYWORDS.filter(({ words }) => skills.some((skill) => namesSkill(skill, words))).map(
		({ skill, category }) => ({ skill, category }),
	)
}

/** The skill categories a seeker's free-text skills put them in (several, or none), in SKILL_CATEGORIES' order. */
export function skillCategoriesOf(skills: readonly string[]): SkillCategory[] {
	const found = new Set(recognisedSkills(skills).map(({ category }) => category))
	return SKILL_CATEGORIES.filter((category) => found.has(category))
}

/** Salary expectation bands, whole pounds a year: from `min` up to (not including) the next band's. */
export const SALARY_BANDS = [
	{ name: 'Under £20,000', min: 0 },
	{ name: '£20,000 to £24,999', min: 20_000 },
	{ name: '£25,000 to £29,999', min: 25_000 },
	{ name: '£30,000 to £39,999', min: 30_000 },
	{ name: '£40,000 to £49,999', min: 40_000 },
	{ name: '£50,000 or more', min: 50_000 },
] as const

/**
 * A seeker's salary expectation: the midpoint of the minimum and maximum they gave (the same rule
 * as a job's salary figure), or the one they gave; null when they gave neither.
 */
export function salaryExpectation(min: number | null, max: number | null) {
	if (min === null && max === null) return null
	if (min === null || max === null) return (min ?? max)!
	return (min + max) / 2
}

export function salaryBandOf(pounds: number) {
	return SALARY_BANDS.findLast((band) => pounds >= band.min)!.name
}

export type CompetitionLevel = 'high' | 'moderate' | 'low'
/** Listed jobs per seeker from which hiring counts as hard (high), and below which it counts as easy (low). */
const HIGH_COMPETITION_RATIO = 2
const LOW_COMPETITION_RATIO = 0.5

/**
 * How hard it is to hire in a group: listed jobs per seeker who wants that kind of work. Two or
 * more jobs a seeker is high (each seeker has a choice of jobs), under one job for two seekers is
 * low (employers have a choice of people), between is moderate. No seekers: no figure.
 */
export function competitionLevel(jobs: number, seekers: number): CompetitionLevel | null {
	if (seekers <= 0) return null
	const ratio = jobs / seekers
	if (ratio >= HIGH_COMPETITION_RATIO) return 'high'
	if (ratio < LOW_COMPETITION_RATIO) return 'low'
	return 'moderate'
}

export type RecommendationGroup = {
	/** What kind of group: an industry or an area seekers prefer (jobs carry both; they carry no skill category). */
	kind: 'industry' | 'area'
	name: string
	/** Listed jobs in the group. */
	jobs: number
	/** Seekers in the group (only groups that may be shown are given). */
	seekers: number
}

/** At most this many recommendations: the hardest groups first, then the easiest. */
const MAX_RECOMMENDATIONS = 5
const MAX_HARD = 3

const plural = (count: number, one: string, many: string) =>
	`${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`

function who(group: RecommendationGroup) {
	if (group.kind === 'area') return `candidates in ${group.name}`
	return `${group.name} candidates`
}

function seekersWho(group: RecommendationGroup) {
	const people = plural(group.seekers, 'seeker', 'seekers')
	if (group.kind === 'industry') return `${people} who ${group.seekers === 1 ? 'prefers' : 'prefer'} it`
	return `${people} who would work there`
}

/**
 * Hiring recommendations from the gap between listed jobs and seekers: up to three
 * groups where competition is high (most jobs per seeker first), then groups where it is low
 * (fewest jobs per seeker first), MAX_RECOMMENDATIONS in all. Moderate groups get none.
 */
export function hiringRecommendations(groups: readonly RecommendationGroup[]): string[] {
	const rated = groups
		.filter((group) => group.seekers > 0)
		.map((group) => ({
			...group,
			ratio: group.jobs / group.seekers,
			level: competitionLevel(group.jobs, group.seekers),
		}))
	const hard = rated
		.filter((group) => group.level === 'high')
		.sort((a, b) => b.ratio - a.ratio || a.name.localeCompare(b.name))
		.slice(0, MAX_HARD)
		.map(
			(group) =>
				`Competition for ${who(group)} is high: ${plural(group.jobs, 'listed job', 'listed jobs')} for ${seekersWho(group)}; advertise the pay and consider sponsoring your job.`,
		)
	const easy = rated
		.filter((group) => group.level === 'low')
		.sort((a, b) => a.ratio - b.ratio || a.name.localeCompare(b.name))
		.map(
			(group) =>
				`Good supply of ${who(group)}: ${seekersWho(group)} and ${plural(group.jobs, 'listed job', 'listed jobs')}; a free post should reach them.`,
		)
	return [...hard, ...easy].slice(0, MAX_RECOMMENDATIONS)
}
