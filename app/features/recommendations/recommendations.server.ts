import type { EntityManager } from '@mikro-orm/postgresql'
import { Job } from '../../models/job.ts'
import type { User } from '../../models/user.ts'
import { toJobView, type JobView } from '../jobs/job-views.server.ts'
import {
	hasSignals,
	scoreJob,
	titleWords,
	type CandidateJob,
	type JobScore,
	type PastJob,
	type SkillComparison,
	type SeekerSignals,
} from './recommendation-scoring.server.ts'
import { LISTED_JOB_SQL } from '../jobs/listed-job.server.ts'
import { verifiedEmailOf } from '../../platform/users.server.ts'
import type { JobSkillSource } from '../../models/job-skill.ts'
import { MIN_SKILL_CONFIDENCE } from '../skills/skill-overlap.ts'
import { skillsOfTexts } from '../skills/seeker-skills.server.ts'
import type { Page, Paged } from '../../platform/paging.server.ts'

// Recommendations (docs/product.md §10; decision 092). Candidates are chosen in SQL, a few
// hundred recent listed jobs that share something with the seeker's signals; each is then scored
// in TypeScript by `scoreJob` (recommendation-scoring.server.ts), a pure function, and the best
// are returned with the reason that weighed most.

/** How many past jobs (saved, and viewed) similarity looks at: the most recent. */
const HISTORY_LIMIT = 30
/** How many of the newest listed jobs each signal contributes as candidates. */
const CANDIDATES_PER_SIGNAL = 150
/** Words searched for in the job text at most (skills, current role, past titles). */
const TEXT_TERMS_LIMIT = 16

/** Everything the seeker has given us: preferences, saved and viewed jobs, Quick Apply profile. */
async function seekerSignals(em: EntityManager, user: Pick<User, 'id'>): Promise<SeekerSignals> {
	const connection = em.getConnection()
	type PastRow = {
		job_id: number
		kind: 'saved' | 'viewed'
		times: number
		title: string
		company: string
		industry: string
		job_type: string
		location: string
	}
	const [preferenceRows, pastRows, profileRows] = await Promise.all([
		connection.execute<
			{
				preferred_job_types: string[]
				preferred_industries: string[]
				preferred_locations: string[]
				salary_min: number | null
				salary_max: number | null
			}[]
		>(
			'select preferred_job_types, preferred_industries, preferred_locations, salary_min, salary_max from user_preferences where user_id = ?',
			[user.id],
		),
		connection.execute<PastRow[]>(
			`(select s.job_id, 'saved' as kind, 1 as times, j.title, j.company, j.industry, j.job_type, j.location
				from saved_job s join job j on j.id = s.job_id where s.user_id = ? order by s.saved_at desc limit ?)
			union all
			(select i.job_id, 'viewed' as kind, i.times, j.title, j.company, j.industry, j.job_type, j.location
				from job_interaction i join job j on j.id = i.job_id
				where i.user_id = ? and i.interaction_type = 'view' order by i.last_at desc limit ?)`,
			[user.id, HISTORY_LIMIT, user.id, HISTORY_LIMIT],
		),
		connection.execute<{ skills: string[]; current_job_title: string | null }[]>(
			'select skills, current_job_title from quick_apply_profile where user_id = ?',
			[user.id],
		),
	])
	const profileSkills = await connection.execute<{ skill_id: number | null; skill_name: string }[]>(
		'select skill_id, skill_name from user_skill where user_id = ?',
		[user.id],
	)
	const preferences = preferenceRows[0]
	// A job both saved and viewed counts once, as saved.
	const history = new Map<number, PastJob>()
	for (const row of pastRows) {
		if (history.get(row.job_id)?.kind === 'saved') continue
		history.set(row.job_id, {
			jobId: row.job_id,
			kind: row.kind,
			times: Number(row.times),
			title: row.title,
			company: row.company,
			industry: row.industry,
			jobType: row.job_type,
			location: row.location,
		})
	}
	const profile = profileRows[0]
	// Skills as taxonomy skills (decision 207): a /profile skill's mapped one; its name, when it has
	// none, and each Quick Apply skill read by skillsOfTexts; a name that names none is kept as typed.
	const skillIds = new Set(profileSkills.flatMap((row) => (row.skill_id === null ? [] : [row.skill_id])))
	const mapped = skillsOfTexts([
		...profileSkills.flatMap((row) => (row.skill_id === null ? [row.skill_name] : [])),
		...(profile?.skills ?? []),
	])
	for (const id of mapped.skillIds) skillIds.add(id)
	const freeSkills = [...new Map(mapped.unmatched.map((name) => [name.toLowerCase(), name])).values()]
	return {
		preferences: {
			jobTypes: preferences?.preferred_job_types ?? [],
			industries: preferences?.preferred_industries ?? [],
			locations: preferences?.preferred_locations ?? [],
			salaryMin: preferences?.salary_min ?? null,
			salaryMax: preferences?.salary_max ?? null,
		},
		history: [...history.values()],
		profile: { skillIds, freeSkills, currentJobTitle: profile?.current_job_title?.trim() || null },
	}
}

type CandidateRow = {
	id: number
	title: string
	description: string
	company: string
	location: string
	job_type: string
	industry: string
	salary: string | null
	salary_annual_min: number | null
	salary_annual_max: number | null
	posted_at: Date
}

/**
 * The candidates: for each kind of signal, the newest listed jobs that share it (an industry,
 * area, type or company the seeker prefers or has saved or viewed; pay in their range; one of
 * their taxonomy skills stored for the job; a skill as typed, their current role or a past title's
 * words in the job's text), each through an index of its own; then the seeker's applications (signed in, or to their email address) and any job they
 * posted themselves are left out.
 */
function candidateQuery(
	user: Pick<User, 'id' | 'email' | 'emailVerifiedAt'>,
	signals: SeekerSignals,
): { sql: string; params: unknown[] } | null {
	const { preferences, history, profile } = signals
	const branches: string[] = []
	const params: unknown[] = []
	const branch = (condition: string, values: unknown[]) => {
		branches.push(
			`(select j.id from job j where ${LISTED_JOB_SQL} and ${condition} order by j.posted_at desc, j.id desc limit ${CANDIDATES_PER_SIGNAL})`,
		)
		params.push(...values)
	}
	const list = (values: unknown[]) => values.map(() => '?').join(', ')

	const industries = [...new Set([...preferences.industries, ...history.map((past) => past.industry)])]
	if (industries.length) branch(`j.industry in (${list(industries)})`, industries)
	const locations = [...new Set([...preferences.locations, ...history.map((past) => past.location)])]
	if (locations.length) branch(`j.location in (${list(locations)})`, locations)
	const jobTypes = preferences.jobTypes.filter((type) => type !== 'Internship')
	if (jobTypes.length) branch(`j.job_type in (${list(jobTypes)})`, jobTypes)
	const companies = [...new Set(history.map((past) => past.company.toLowerCase()))]
	if (companies.length) branch(`lower(j.company) in (${list(companies)})`, companies)
	if (preferences.salaryMin !== null || preferences.salaryMax !== null) {
		branch('j.salary_annual_max >= ? and coalesce(j.salary_annual_min, j.salary_annual_max) <= ?', [
			preferences.salaryMin ?? 0,
			preferences.salaryMax ?? 2_147_483_647,
		])
	}
	if (profile.skillIds.size) branch('j.skill_ids && ?::int[]', [`{${[...profile.skillIds].join(',')}}`])
	const terms = [
		...profile.freeSkills,
		...(profile.currentJobTitle ? [profile.currentJobTitle] : []),
		...(preferences.jobTypes.includes('Internship') ? ['internship'] : []),
		...history.flatMap((past) => titleWords(past.title)),
	]
	const uniqueTerms = [...new Set(terms.map((term) => term.toLowerCase()))].slice(0, TEXT_TERMS_LIMIT)
	if (uniqueTerms.length) {
		branch(`j.search_vector @@ (${uniqueTerms.map(() => `plainto_tsquery('english', ?)`).join(' || ')})`, uniqueTerms)
	}
	if (!branches.length) return null
	return {
		sql: `with candidates as (${branches.join(' union ')})
		select j.id, j.title, j.description, j.company, j.location, j.job_type, j.industry, j.salary,
			j.salary_annual_min, j.salary_annual_max, j.posted_at
		from candidates c join job j on j.id = c.id
		where j.user_id <> ?
			and not exists (select 1 from application a where a.job_id = j.id and (a.user_id = ? or lower(a.applicant_email) = ?))`,
		// An application sent without signing in is the seeker's once their address is verified (decision 183).
		params: [...params, user.id, user.id, verifiedEmailOf(user)],
	}
}

async function candidateJobs(
	em: EntityManager,
	user: Pick<User, 'id' | 'email' | 'emailVerifiedAt'>,
	signals: SeekerSignals,
): Promise<CandidateJob[]> {
	const query = candidateQuery(user, signals)
	if (!query) return []
	const connection = em.getConnection()
	const rows = await connection.execute<CandidateRow[]>(query.sql, query.params)
	const ids = rows.map((row) => row.id)
	const skillRows = ids.length
		? await connection.execute<{ job_id: number; skill_id: number; label: string; source: JobSkillSource }[]>(
				`select js.job_id, js.skill_id, s.label, js.source from job_skill js join skill s on s.id = js.skill_id
				where js.job_id = any(?::int[]) and js.confidence >= ${MIN_SKILL_CONFIDENCE}
				order by js.job_id, js.confidence desc, s.label`,
				[`{${ids.join(',')}}`],
			)
		: []
	const skillsOf = new Map<number, CandidateJob['skills'][number][]>()
	for (const row of skillRows) {
		const list = skillsOf.get(row.job_id) ?? []
		list.push({ skillId: row.skill_id, label: row.label, source: row.source })
		skillsOf.set(row.job_id, list)
	}
	return rows.map((row) => ({
		id: row.id,
		title: row.title,
		description: row.description,
		company: row.company,
		location: row.location,
		jobType: row.job_type,
		industry: row.industry,
		salary: row.salary,
		salaryAnnualMin: row.salary_annual_min,
		salaryAnnualMax: row.salary_annual_max,
		postedAt: new Date(row.posted_at),
		skills: skillsOf.get(row.id) ?? [],
	}))
}

type Recommendation = { job: JobView; score: number; reason: string; skills: SkillComparison }

/**
 * The listed jobs that suit a seeker best, best first, each with its score and reason. Jobs the
 * seeker applied to are left out; jobs they saved stay (their own save does not count for them).
 * With no preferences, saved or viewed jobs or Quick Apply profile there is nothing to go on:
 * an empty list, never random jobs.
 */
export async function recommendationsFor(
	em: EntityManager,
	user: Pick<User, 'id' | 'email' | 'emailVerifiedAt'>,
	{ limit = 20, now = new Date() }: { limit?: number; now?: Date } = {},
): Promise<Recommendation[]> {
	return (await recommendationPage(em, user, { limit, offset: 0 }, now)).items
}

/**
 * One page of the same ranking, best first, and how many jobs it ranks in all: the API's list
 * pages like every other (`limit`, `offset`, X-Total-Count).
 */
export async function recommendationPage(
	em: EntityManager,
	user: Pick<User, 'id' | 'email' | 'emailVerifiedAt'>,
	page: Page,
	now = new Date(),
): Promise<Paged<Recommendation>> {
	const signals = await seekerSignals(em, user)
	if (!hasSignals(signals)) return { items: [], total: 0 }
	const candidates = await candidateJobs(em, user, signals)
	const all = candidates
		.map((job) => ({ job, scored: scoreJob(job, signals, now) }))
		.filter((entry): entry is { job: CandidateJob; scored: JobScore } => entry.scored !== null)
		.sort(
			(a, b) =>
				b.scored.score - a.scored.score || b.job.postedAt.getTime() - a.job.postedAt.getTime() || b.job.id - a.job.id,
		)
	const ranked = all.slice(page.offset, page.offset + page.limit)
	return { items: await withJobs(em, ranked), total: all.length }
}

/** The ranked jobs as the screens and the API show them, in rank order. */
async function withJobs(
	em: EntityManager,
	ranked: { job: CandidateJob; scored: JobScore }[],
): Promise<Recommendation[]> {
	if (!ranked.length) return []
	const jobs = await em.find(Job, { id: { $in: ranked.map((entry) => entry.job.id) } })
	const byId = new Map(jobs.map((job) => [job.id, job]))
	return ranked.flatMap(({ job, scored }) => {
		const found = byId.get(job.id)
		return found ? [{ job: toJobView(found), score: scored.score, reason: scored.reason, skills: scored.skills }] : []
	})
}
