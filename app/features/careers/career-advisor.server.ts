// The career advisor's data (/career-advisor, decisions 148 and 149): the seeker's stored
// assessments, the skill choices the wizard offers, and the advice for an assessment: the board's
// listed jobs grouped by lowercase title in SQL (one aggregate, cached like the listing until a job
// changes, so that 100,000 jobs never travel to Node), scored by role-matching.ts, then the few
// jobs and courses the advice names read by id.
import type { EntityManager } from '@mikro-orm/postgresql'
import { CareerAssessment } from '../../models/career-assessment.ts'
import { Job } from '../../models/job.ts'
import { TrainingCourse } from '../../models/training-course.ts'
import { User } from '../../models/user.ts'
import { UserSkill } from '../../models/user-skill.ts'
import { cachedListing } from '../../platform/render/listing-cache.server.ts'
import type { AdvisorAnswers } from './career-advisor.ts'
import { SKILL_KEYWORDS } from '../insights/insight-options.ts'
import { normaliseList } from '../applying/quick-apply-schema.ts'
import { skillJobCounts } from '../insights/market.server.ts'
import { LISTED_JOB_SQL, listedJobFilter } from '../jobs/listed-job.server.ts'
import { matchRoles, type CareerAdvice, type CourseOption, type RoleGroup } from './role-matching.ts'

type GroupRow = {
	role_key: string
	title: string
	postings: number | string
	industries: string[]
	salary_min: number | null
	salary_max: number | null
	industry: string
	level: string
	median_salary: number | string | null
	newest_ids: number[]
	newest_posted: (Date | string)[]
} & Record<`s${number}`, boolean>

const NEWEST_FIRST = 'order by j.posted_at desc, j.id desc'
/** One column a keyword skill: whether any job of the group names it (bool_or over skill_tags, no sort or join). */
const SKILL_COLUMNS = SKILL_KEYWORDS.map(
	({ skill }, index) => `bool_or('${skill.replaceAll("'", "''")}' = any(j.skill_tags)) as s${index}`,
).join(', ')

/**
 * Every listed job's lowercase title with how many jobs have it, the title as most of them write
 * it, their industries (and the commonest), commonest level, pay (range and median), the skills they
 * name and their 3 newest ids: one pass over the listed jobs, grouped in PostgreSQL (about 0.4 s at 100,000 jobs, cached).
 */
async function computeRoleGroups(em: EntityManager): Promise<RoleGroup[]> {
	const rows = await em.getConnection().execute<GroupRow[]>(
		`select lower(j.title) as role_key, count(*) as postings, mode() within group (order by j.title) as title,
			(array_agg(j.id ${NEWEST_FIRST}))[1:3] as newest_ids, (array_agg(j.posted_at ${NEWEST_FIRST}))[1:3] as newest_posted,
			array_agg(distinct j.industry) as industries, min(j.salary_annual_min) as salary_min,
			max(j.salary_annual_max) as salary_max, mode() within group (order by j.industry) as industry,
			mode() within group (order by j.experience_level) as level,
			percentile_cont(0.5) within group (order by (j.salary_annual_min + j.salary_annual_max) / 2.0) as median_salary,
			${SKILL_COLUMNS}
		from job j where ${LISTED_JOB_SQL} group by 1`,
	)
	return rows.map((row) => ({
		key: row.role_key,
		title: row.title,
		postings: Number(row.postings),
		industries: row.industries,
		industry: row.industry,
		level: row.level,
		skills: SKILL_KEYWORDS.filter((_, index) => row[`s${index}`]).map(({ skill }) => skill),
		salaryMin: row.salary_min === null ? null : Number(row.salary_min),
		salaryMax: row.salary_max === null ? null : Number(row.salary_max),
		medianSalary: row.median_salary === null ? null : Math.round(Number(row.median_salary)),
		newestJobs: row.newest_ids.map((id, index) => ({ id: Number(id), postedAt: new Date(row.newest_posted[index]!) })),
	}))
}

/** The role groups now, reused while no job changes (decision 142's stand-in after a change). */
export function roleGroups(em: EntityManager) {
	return cachedListing(em, 'career-advisor-roles', () => computeRoleGroups(em), Date.now(), { stale: true })
}

/** The catalogue's open courses, as the advice and the course scoring read them. */
async function openCourses(em: EntityManager): Promise<(CourseOption & { level: string; category: string })[]> {
	const rows = await em.find(
		TrainingCourse,
		{ isActive: true },
		{ fields: ['id', 'title', 'skills', 'pricePence', 'level', 'category'], orderBy: { id: 'asc' } },
	)
	return rows.map((row) => ({
		id: row.id,
		title: row.title,
		skills: row.skills,
		pricePence: row.pricePence,
		level: row.level,
		category: row.category,
	}))
}

/**
 * The skills step's choices: the seeker's own profile skills first, then the board's skill
 * keywords, the most asked for in listed jobs first, each with its count of listed jobs.
 */
export async function skillChoices(em: EntityManager, user: Pick<User, 'id'>) {
	const [own, counts] = await Promise.all([
		em.find(UserSkill, { user: user.id }, { fields: ['skillName'], orderBy: { skillName: 'asc' } }),
		cachedListing(em, 'career-advisor-skill-demand', () => skillJobCounts(em), Date.now(), { stale: true }),
	])
	const demand = new Map(counts.map((count) => [count.skill, count.listed]))
	const board = [...SKILL_KEYWORDS]
		.map(({ skill }) => ({ skill, listed: demand.get(skill) ?? 0 }))
		.sort((a, b) => b.listed - a.listed || a.skill.localeCompare(b.skill))
	const names = normaliseList([...own.map((skill) => skill.skillName), ...board.map((entry) => entry.skill)])
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

/** The roles the board's listed jobs offer for these answers, with their jobs and courses. */
export async function careerAdvice(
	em: EntityManager,
	answers: Pick<CareerAssessment, 'experienceLevel' | 'skills' | 'interests'>,
): Promise<CareerAdvice[]> {
	const [groups, courses] = await Promise.all([roleGroups(em), openCourses(em)])
	const matches = matchRoles(answers, groups, courses)
	const ids = matches.flatMap((match) => match.relevantJobIds)
	// The groups may be a moment old: a job taken down since is left out.
	const jobs = ids.length
		? await em.find(
				Job,
				{ id: { $in: ids }, ...listedJobFilter() },
				{ fields: ['id', 'title', 'company', 'location', 'salary'] },
			)
		: []
	const byId = new Map(jobs.map((job) => [job.id, job]))
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
export function fallbackAdvice(answers: Pick<CareerAssessment, 'experienceLevel' | 'skills' | 'interests'>) {
	return matchRoles(answers, [], []).map(({ relevantJobIds: _ids, parts: _parts, ...match }): CareerAdvice => ({
		...match,
		relevantJobs: [],
	}))
}
