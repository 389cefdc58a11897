// A career path built from the seeker's latest career assessment and the board's live jobs
// (POST /api/generate-career-path and the page's "Generate a path from my assessment"; decision
// 152). The rule, all of it from rows in the database:
//
// 1. Roles are the career advisor's: listed jobs grouped by lowercase title, each with its
//    commonest spelling, industry and experience level (job.experience_level, decision 133), how many are
//    listed, the median of their salaries' midpoints and the skills their adverts name
//    (job.skill_tags).
// 2. What the seeker has: the SKILL_KEYWORDS named by the assessment's skills or their profile's
//    skills. A role fits when its adverts name one of those skills or its title or industry names
//    one of the assessment's interests; its fit is how many skills plus interests it matches. The
//    role the seeker already holds (their current role) is left out.
// 3. The target is one level up from the assessment's experience level (entry → mid → senior →
//    executive); with no fitting role there, a fitting role at the seeker's own level. Among
//    those: the best fit, then the most listed jobs, then the best median pay, then A to Z.
// 4. Required skills: the role's skills (SKILL_KEYWORDS order) the seeker lacks, the first 5.
//    Target salary: the role's median. Timeframe: a year for a step up, 6 months for a move
//    across. Courses: career-paths.server.ts's rule.
import type { EntityManager } from '@mikro-orm/postgresql'
import { UserSkill } from '../../models/user-skill.ts'
import type { User } from '../../models/user.ts'
import type { CareerExperienceLevel } from './career-options.ts'
import { NO_ASSESSMENT, NO_FITTING_ROLE } from './career-path-schemas.ts'
import { SKILL_KEYWORDS } from '../insights/insight-options.ts'
import { namesSkill } from '../profile/skill-words.ts'
import { latestAssessment, roleGroups } from './career-advisor.server.ts'
import { createCareerPath } from './career-paths.server.ts'
import { heldSkills } from './skill-match.ts'

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

const LEVELS = ['entry', 'mid', 'senior', 'executive'] as const
const MAX_GENERATED_SKILLS = 5

export type Role = {
	title: string
	industry: string
	level: string
	openings: number
	medianSalary: number | null
	skills: string[]
}

/** Every role listed now (rule 1): the career advisor's role groups (career-advisor.server.ts). */
async function listedRoles(em: EntityManager): Promise<Role[]> {
	return (await roleGroups(em)).map((group) => ({
		title: group.title,
		industry: group.industry,
		level: group.level,
		openings: group.postings,
		medianSalary: group.medianSalary,
		skills: group.skills,
	}))
}

type Assessment = { experienceLevel: CareerExperienceLevel; interests: readonly string[]; currentRole?: string | null }

/** The target role for an assessment among the listed roles (rules 2 and 3); null when none fits. */
function chooseTargetRole(roles: readonly Role[], assessment: Assessment, held: ReadonlySet<string>) {
	const current = assessment.currentRole?.trim().toLowerCase()
	const interests = assessment.interests.map((interest) => interest.trim()).filter(Boolean)
	const fitOf = (role: Role) =>
		role.skills.filter((skill) => held.has(skill)).length +
		interests.filter((interest) => namesSkill(`${role.title} ${role.industry}`, [interest])).length
	const candidates = roles
		.filter((role) => role.title.toLowerCase() !== current)
		.map((role) => ({ role, fit: fitOf(role) }))
		.filter((entry) => entry.fit > 0)
	const own = LEVELS.indexOf(assessment.experienceLevel)
	for (const [level, step] of [
		[LEVELS[Math.min(own + 1, LEVELS.length - 1)], own + 1 < LEVELS.length],
		[LEVELS[own], false],
	] as const) {
		const best = candidates
			.filter((entry) => entry.role.level === level)
			.sort(
				(a, b) =>
					b.fit - a.fit ||
					b.role.openings - a.role.openings ||
					(b.role.medianSalary ?? -1) - (a.role.medianSalary ?? -1) ||
					a.role.title.localeCompare(b.role.title),
			)[0]
		if (best) return { role: best.role, stepUp: step }
	}
	return null
}

/** The skills of the role the seeker lacks, in SKILL_KEYWORDS order, the first five (rule 4). */
function skillsToGain(role: Role, held: ReadonlySet<string>) {
	return SKILL_KEYWORDS.map(({ skill }) => skill)
		.filter((skill) => role.skills.includes(skill) && !held.has(skill))
		.slice(0, MAX_GENERATED_SKILLS)
}

/** Builds and stores a path from the seeker's latest assessment. */
export async function generateCareerPath(em: EntityManager, user: Pick<User, 'id'>, now = new Date()) {
	const assessment = await latestAssessment(em, user)
	if (!assessment) throw new NoAssessmentError()
	const profileSkills = await em.find(UserSkill, { user: user.id }, { fields: ['skillName'] })
	const held = heldSkills([...assessment.skills, ...profileSkills.map((skill) => skill.skillName)])
	const chosen = chooseTargetRole(await listedRoles(em), assessment, held)
	if (!chosen) throw new NoFittingRoleError()
	return createCareerPath(
		em,
		user,
		{
			currentRole: assessment.currentRole?.trim() || 'My current role',
			currentSalary: null,
			targetRole: chosen.role.title,
			targetSalary: chosen.role.medianSalary,
			timeframe: chosen.stepUp ? '1year' : '6months',
			requiredSkills: skillsToGain(chosen.role, held),
		},
		now,
	)
}
