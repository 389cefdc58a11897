// Career paths from real transitions (issue 29 item 5, decisions 152 and 202): the next steps from
// an occupation, and the path built from the seeker's latest career assessment (POST
// /api/generate-career-path and the page's "Generate a path from my assessment"). The rule:
//
// 1. Where the seeker stands: the occupation their current role names (the taxonomy's titles and
//    synonyms) with its essential and optional skills, plus the skills of their assessment and
//    profile mapped to taxonomy skills (seeker-skills.ts).
// 2. Candidates: the occupations of the board's listed jobs (career-advisor.server.ts's
//    occupationJobs), the current one left out. A next step is one whose essential skills the
//    seeker's skills cover at least NEXT_STEP_MIN_SHARE of (skills/matching.ts's nextSteps), most
//    covered first, then the optional ones: a warehouse worker's steps are forklift operator,
//    inventory coordinator (stock control), warehouse manager, not software developer.
// 3. Pay here: an occupation's median from the board's own jobs when at least 5 have a salary,
//    otherwise "pay not known here". A step known to pay no more than the current occupation is
//    left out; one whose pay is not known stays, labelled.
// 4. The path: the first step, its missing essential skills (those a local course teaches first,
//    at most MAX_GENERATED_SKILLS), the median as the target salary, six months when at most
//    three essential skills are missing, a year otherwise; courses: career-paths.server.ts's rule.
import type { EntityManager } from '@mikro-orm/postgresql'
import { UserSkill } from '../../models/user-skill.ts'
import type { User } from '../../models/user.ts'
import { NO_ASSESSMENT, NO_FITTING_ROLE } from './career-path-schemas.ts'
import { nextSteps, type MatchExplanation, type SkillsOfTarget } from '../skills/matching.ts'
import { taxonomy } from '../skills/taxonomy.server.ts'
import { latestAssessment, occupationJobs, openCourses, type OccupationJobs } from './career-advisor.server.ts'
import { createCareerPath } from './career-paths.server.ts'
import { capitalised, coursesTeaching, seekerSkillsOf, skillName } from './seeker-skills.ts'

/** The seeker has not taken the career assessment. */
export class NoAssessmentError extends Error {
	constructor() {
		super(NO_ASSESSMENT)
	}
}

/** No listed job fits the assessment. */
export class NoFittingRoleError extends Error {
	constructor() {
		super(NO_FITTING_ROLE)
	}
}

const MAX_GENERATED_SKILLS = 5
const STEP_COURSES = 3
/** Up to this many essential skills to learn is a six-month move; more, a year. */
const SHORT_MOVE_SKILLS = 3

export type NextStep = {
	occupationId: number
	role: string
	/** The board's jobs' commonest title for it. */
	commonTitle: string | null
	openings: number
	/** Median pay here in whole pounds a year; null: "pay not known here". */
	medianSalary: number | null
	match: MatchExplanation
	/** The essential skills to learn, by name: those a local course teaches first. */
	missingSkills: string[]
	courses: { id: number; title: string }[]
}

/**
 * The next steps from where a seeker stands (rules 1 to 3), best first: `from` is their skills,
 * `currentOccupationId` the occupation they are in (left out, and its pay the bar), if known.
 */
export async function nextStepsFrom(
	em: EntityManager,
	from: SkillsOfTarget,
	currentOccupationId: number | null,
	limit: number,
): Promise<NextStep[]> {
	const [jobs, courses] = await Promise.all([occupationJobs(em), openCourses(em)])
	const byOccupation = new Map(jobs.map((entry) => [entry.occupationId, entry]))
	const currentPay = currentOccupationId === null ? null : (byOccupation.get(currentOccupationId)?.medianSalary ?? null)
	const paysMore = (entry: OccupationJobs) =>
		entry.medianSalary === null || currentPay === null || entry.medianSalary > currentPay
	const candidates = jobs
		.filter((entry) => entry.occupationId !== currentOccupationId && paysMore(entry))
		.map((entry) => ({ item: entry, skills: taxonomy().skillsOf(entry.occupationId) }))
	const taught = new Set(courses.flatMap((course) => [...course.skillIds]))
	return nextSteps(from, candidates, limit).map(({ item, match }) => {
		const missing = [...match.missing.essential].sort((a, b) => Number(taught.has(b)) - Number(taught.has(a)))
		return {
			occupationId: item.occupationId,
			role: capitalised(taxonomy().occupation(item.occupationId)?.label ?? ''),
			commonTitle: item.commonTitle,
			openings: item.postings,
			medianSalary: item.medianSalary,
			match,
			missingSkills: missing.map((id) => skillName(taxonomy(), id)),
			courses: coursesTeaching(courses, match.missing.essential, STEP_COURSES).map(({ id, title }) => ({ id, title })),
		}
	})
}

/** Where a seeker stands (rule 1): their current occupation and every skill they have. */
export function standingOf(answers: { currentRole: string | null; skills: readonly string[] }) {
	const seeker = seekerSkillsOf(taxonomy(), answers)
	const occupation = seeker.fromRole ? taxonomy().skillsOf(seeker.fromRole.occupationId) : null
	const from: SkillsOfTarget = {
		essential: [...new Set([...(occupation?.essential ?? []), ...seeker.skillIds])],
		optional: occupation?.optional ?? [],
	}
	return { from, occupationId: seeker.fromRole?.occupationId ?? null }
}

/** Builds and stores a path from the seeker's latest assessment (rule 4). */
export async function generateCareerPath(em: EntityManager, user: Pick<User, 'id'>, now = new Date()) {
	const assessment = await latestAssessment(em, user)
	if (!assessment) throw new NoAssessmentError()
	const profileSkills = await em.find(UserSkill, { user: user.id }, { fields: ['skillName'] })
	const standing = standingOf({
		currentRole: assessment.currentRole ?? null,
		skills: [...assessment.skills, ...profileSkills.map((skill) => skill.skillName)],
	})
	const [step] = await nextStepsFrom(em, standing.from, standing.occupationId, 1)
	if (!step) throw new NoFittingRoleError()
	return createCareerPath(
		em,
		user,
		{
			currentRole: assessment.currentRole?.trim() || 'My current role',
			// The seeker's own pay is theirs to give: the local median is not it.
			currentSalary: null,
			targetRole: step.role,
			targetSalary: step.medianSalary,
			timeframe: step.match.missing.essential.length <= SHORT_MOVE_SKILLS ? '6months' : '1year',
			requiredSkills: step.missingSkills.slice(0, MAX_GENERATED_SKILLS),
		},
		now,
	)
}
