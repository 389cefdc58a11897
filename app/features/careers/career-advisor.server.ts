// The career advisor's data (/career-advisor, decisions 148, 149 and 201): the seeker's stored
// assessments, the skill choices the wizard offers, and the advice for an assessment. Roles are
// occupations: the board's listed jobs grouped by job.occupation_id in SQL (one aggregate, cached
// like the listing until a job changes, so that 100,000 jobs never travel to Node), plus the
// neighbours of the seeker's current occupation; each is scored by role-matching.ts on its
// taxonomy skills, then the few jobs and courses the advice names are read by id.
import type { EntityManager } from '@mikro-orm/postgresql'
import { CareerAssessment } from '../../models/career-assessment.ts'
import { Job } from '../../models/job.ts'
import { TrainingCourse } from '../../models/training-course.ts'
import { User } from '../../models/user.ts'
import { UserSkill } from '../../models/user-skill.ts'
import { cachedListing } from '../../platform/render/listing-cache.server.ts'
import type { AdvisorAnswers } from './career-advisor.ts'
import { normaliseList } from '../applying/quick-apply-schema.ts'
import { MIN_SAMPLE_SIZE } from '../insights/insight-options.ts'
import { LISTED_JOB_SQL, listedJobFilter } from '../jobs/listed-job.server.ts'
import { taxonomyData } from '../skills/taxonomy-data.server.ts'
import { taxonomy } from '../skills/taxonomy.server.ts'
import { nextSteps } from '../skills/matching.ts'
import { FALLBACK_ROLES, matchRoles, type CareerAdvice, type CourseOption, type RoleGroup } from './role-matching.ts'
import { capitalised, courseSkillIds, seekerSkillsOf, skillName } from './seeker-skills.ts'

type GroupRow = {
	occupation_id: number
	postings: number | string
	common_title: string
	industries: string[]
	salary_min: number | null
	salary_max: number | null
	level: string
	median_salary: number | string | null
	salaried: number | string
	newest_ids: number[]
	newest_posted: (Date | string)[]
}

/**
 * What the board's listed jobs of one occupation say; the role adds the occupation's skills. The
 * median pay (of salary midpoints, whole pounds a year) is known only from MIN_SAMPLE_SIZE jobs
 * with a salary: under that, null, "pay not known here".
 */
export type OccupationJobs = Omit<RoleGroup, 'title' | 'skills'> & { medianSalary: number | null }

const NEWEST_FIRST = 'order by j.posted_at desc, j.id desc'
/** How many neighbours of the seeker's current occupation are weighed beside the board's roles. */
const NEIGHBOURS = 5
/** How many of the board's commonest job skills the skills step offers. */
const BOARD_SKILL_CHOICES = 24

/**
 * Every occupation of the listed jobs with how many jobs have it, their commonest title, industries,
 * commonest level, pay (range and median of midpoints) and their 3 newest ids: one pass over the
 * listed jobs, grouped in PostgreSQL (cached).
 */
async function computeOccupationJobs(em: EntityManager): Promise<OccupationJobs[]> {
	const rows = await em.getConnection().execute<GroupRow[]>(
		`select j.occupation_id, count(*) as postings, mode() within group (order by j.title) as common_title,
			(array_agg(j.id ${NEWEST_FIRST}))[1:3] as newest_ids, (array_agg(j.posted_at ${NEWEST_FIRST}))[1:3] as newest_posted,
			array_agg(distinct j.industry) as industries, min(j.salary_annual_min) as salary_min,
			max(j.salary_annual_max) as salary_max, mode() within group (order by j.experience_level) as level,
			percentile_cont(0.5) within group (order by (j.salary_annual_min + j.salary_annual_max) / 2.0) as median_salary,
			count(j.salary_annual_min) as salaried
		from job j where ${LISTED_JOB_SQL} and j.occupation_id is not null group by 1`,
	)
	return rows.map((row) => ({
		occupationId: Number(row.occupation_id),
		commonTitle: row.common_title,
		postings: Number(row.postings),
		industries: row.industries,
		level: row.level,
		salaryMin: row.salary_min === null ? null : Number(row.salary_min),
		salaryMax: row.salary_max === null ? null : Number(row.salary_max),
		medianSalary:
			row.median_salary === null || Number(row.salaried) < MIN_SAMPLE_SIZE
				? null
				: Math.round(Number(row.median_salary)),
		newestJobs: row.newest_ids.map((id, index) => ({ id: Number(id), postedAt: new Date(row.newest_posted[index]!) })),
	}))
}

/** The occupations of the listed jobs now, reused while no job changes (decision 142's stand-in after a change). */
export function occupationJobs(em: EntityManager) {
	return cachedListing(em, 'career-advisor-occupations', () => computeOccupationJobs(em), Date.now(), { stale: true })
}

/** An occupation as a role, with what the board's jobs of it say (none: no listed jobs). */
export function roleOf(occupationId: number, jobs?: OccupationJobs): RoleGroup {
	const occupation = taxonomy().occupation(occupationId)
	return {
		occupationId,
		title: capitalised(occupation?.label ?? ''),
		commonTitle: jobs?.commonTitle ?? null,
		skills: taxonomy().skillsOf(occupationId),
		postings: jobs?.postings ?? 0,
		industries: jobs?.industries ?? [],
		level: jobs?.level ?? null,
		salaryMin: jobs?.salaryMin ?? null,
		salaryMax: jobs?.salaryMax ?? null,
		newestJobs: jobs?.newestJobs ?? [],
	}
}

/** The occupations sharing most of this one's skills (skills/matching.ts's nextSteps), best first. */
export function neighboursOf(occupationId: number, limit: number) {
	const from = taxonomy().skillsOf(occupationId)
	const candidates = taxonomyData()
		.occupations.filter((occupation) => occupation.id !== occupationId)
		.map((occupation) => ({ item: occupation.id, skills: taxonomy().skillsOf(occupation.id) }))
	return nextSteps(from, candidates, limit).map((step) => step.item)
}

/** The catalogue's open courses, with the taxonomy skills each teaches. */
export async function openCourses(em: EntityManager): Promise<(CourseOption & { skills: string[] })[]> {
	const rows = await em.find(
		TrainingCourse,
		{ isActive: true },
		{ fields: ['id', 'title', 'skills', 'pricePence'], orderBy: { id: 'asc' } },
	)
	return rows.map((row) => ({
		id: row.id,
		title: row.title,
		skills: row.skills,
		pricePence: row.pricePence,
		skillIds: courseSkillIds(taxonomy(), row.skills),
	}))
}

/** The skills the board's listed jobs ask for most (job_skill), with how many listed jobs ask for each. */
async function boardSkillCounts(em: EntityManager) {
	const rows = await em.getConnection().execute<{ skill_id: number; listed: number | string }[]>(
		`select js.skill_id, count(*) as listed from job_skill js join job j on j.id = js.job_id
		where ${LISTED_JOB_SQL} group by 1 order by 2 desc, 1 limit ${BOARD_SKILL_CHOICES}`,
	)
	return rows.map((row) => ({ skillId: Number(row.skill_id), listed: Number(row.listed) }))
}

/**
 * The skills step's choices: the seeker's own profile skills, then the skills of the occupation
 * their current role names, then the skills the board's listed jobs ask for most, each of the
 * board's with its count of listed jobs.
 */
export async function skillChoices(em: EntityManager, user: Pick<User, 'id'>, currentRole: string | null = null) {
	const [own, counts] = await Promise.all([
		em.find(UserSkill, { user: user.id }, { fields: ['skillName'], orderBy: { skillName: 'asc' } }),
		cachedListing(em, 'career-advisor-board-skills', () => boardSkillCounts(em), Date.now(), { stale: true }),
	])
	const occupation = currentRole ? taxonomy().occupationOfTitle(currentRole) : null
	const ofRole = occupation ? taxonomy().skillsOf(occupation.occupationId).essential : []
	const demand = new Map(counts.map((count) => [skillName(taxonomy(), count.skillId), count.listed]))
	const names = normaliseList([
		...own.map((skill) => skill.skillName),
		...ofRole.map((id) => skillName(taxonomy(), id)),
		...demand.keys(),
	])
	return names.map((name) => ({ name, listedJobs: demand.get(name) ?? null }))
}

/** Stores a completed assessment: the seeker's latest from now on. */
export async function saveAssessment(em: EntityManager, user: Pick<User, 'id'>, answers: AdvisorAnswers) {
	const assessment = em.create(CareerAssessment, {
		user: em.getReference(User, user.id),
		currentRole: answers.currentRole,
		experienceLevel: answers.experienceLevel,
		skills: answers.skills,
		interests: answers.interests,
		workPreferences: answers.workPreferences,
		salaryExpectation: answers.salaryExpectation,
		careerGoals: answers.careerGoals,
		assessmentData: null,
	})
	await em.flush()
	return assessment
}

/** The seeker's latest assessment, or null before they take one. */
export function latestAssessment(em: EntityManager, user: Pick<User, 'id'>) {
	return em.findOne(CareerAssessment, { user: user.id }, { orderBy: { createdAt: 'desc', id: 'desc' } })
}

type AssessmentAnswers = Pick<CareerAssessment, 'experienceLevel' | 'skills' | 'interests' | 'currentRole'>

/** The roles a fallback names, as occupations with the board's jobs of them. */
function fallbackGroups(byOccupation: ReadonlyMap<number, OccupationJobs>) {
	return FALLBACK_ROLES.map((fallback) => {
		const occupation = taxonomy().occupationOfTitle(fallback.role)
		return occupation ? roleOf(occupation.occupationId, byOccupation.get(occupation.occupationId)) : null
	})
}

function seekerOf(answers: AssessmentAnswers) {
	const skills = seekerSkillsOf(taxonomy(), { currentRole: answers.currentRole, skills: answers.skills })
	return {
		skills,
		answers: {
			experienceLevel: answers.experienceLevel,
			skillIds: skills.skillIds,
			interests: answers.interests,
			fromRole: skills.fromRole,
		},
	}
}

const labelOf = (id: number) => skillName(taxonomy(), id)

/** The roles for these answers among the board's occupations and the current one's neighbours, with their jobs and courses. */
export async function careerAdvice(em: EntityManager, answers: AssessmentAnswers): Promise<CareerAdvice[]> {
	const [jobs, courses] = await Promise.all([occupationJobs(em), openCourses(em)])
	const byOccupation = new Map(jobs.map((entry) => [entry.occupationId, entry]))
	const seeker = seekerOf(answers)
	const neighbours = seeker.skills.fromRole
		? [seeker.skills.fromRole.occupationId, ...neighboursOf(seeker.skills.fromRole.occupationId, NEIGHBOURS)]
		: []
	const candidates = new Set([...byOccupation.keys(), ...neighbours])
	const groups = [...candidates].map((id) => roleOf(id, byOccupation.get(id)))
	const matches = matchRoles(seeker.answers, groups, courses, labelOf, fallbackGroups(byOccupation))
	const ids = matches.flatMap((match) => match.relevantJobIds)
	// The groups may be a moment old: a job taken down since is left out.
	const listed = ids.length
		? await em.find(
				Job,
				{ id: { $in: ids }, ...listedJobFilter() },
				{ fields: ['id', 'title', 'company', 'location', 'salary'] },
			)
		: []
	const byId = new Map(listed.map((job) => [job.id, job]))
	return matches.map(({ relevantJobIds, parts: _parts, ...match }) => ({
		...match,
		relevantJobs: relevantJobIds
			.map((id) => byId.get(id))
			.filter((job) => job !== undefined)
			.map((job) => ({
				id: job.id,
				title: job.title,
				company: job.company,
				location: job.location,
				salary: job.salary ?? null,
			})),
	}))
}

/**
 * When the board's jobs cannot be read, the fallback roles without jobs or courses (001 §4: "if
 * generation fails, a fallback customer-service recommendation is shown").
 */
export function fallbackAdvice(answers: AssessmentAnswers) {
	return matchRoles(seekerOf(answers).answers, [], [], labelOf, fallbackGroups(new Map())).map(
		({ relevantJobIds: _ids, parts: _parts, ...match }): CareerAdvice => ({ ...match, relevantJobs: [] }),
	)
}
