// Candidate quality for one employer (docs/product.md §11 and §22.20; decision 135): every
// application to a job they own scored by scoreCandidate, the figures over all of them (or one
// job's), and one page of them in the chosen order. An application whose job was deleted has no
// job and no employer any more (decision 114), so it is not here.
//
// How to use it: candidateQuality(em, employer, { jobId, sort }, page). A jobId that is not one of
// the employer's jobs throws CandidateJobNotFoundError, whoever owns it, so a screen cannot tell
// another employer's job from no job. Scores are computed per request from the rows (decision 135
// says why not stored), kept briefly while nothing changes; the query reads only the fields the
// score may see, plus the name to show.
import type { EntityManager } from '@mikro-orm/postgresql'
import { cachedListing } from '../../platform/render/listing-cache.server.ts'
import type { User } from '../../models/user.ts'
import type { Page } from '../../platform/paging.server.ts'
import type { CandidateSort } from './candidate-quality-schema.ts'
import {
	jobRequirements,
	SCORE_BANDS,
	scoreCandidate,
	scoringInputOf,
	type CandidateScore,
	type FactorScore,
	type AdvertSkill,
	type JobRequirements,
	type ScoreBand,
	type SkillMatchView,
} from './candidate-score.ts'
import { applicantSkillIds, type ProfileSkillRow } from './applicant-skills.server.ts'
import type { JobSkillSource } from '../../models/job-skill.ts'
import { MIN_SKILL_CONFIDENCE } from '../skills/skill-overlap.ts'

export class CandidateJobNotFoundError extends Error {
	constructor() {
		super('Job not found')
		this.name = 'CandidateJobNotFoundError'
	}
}

/** One scored application, with the fields of the specification's candidate quality score entity. */
export type CandidateScoreView = {
	applicationId: number
	jobId: number
	jobTitle: string
	/** For the employer's page only: shown beside the score, never read by it. */
	applicantName: string
	appliedAt: string
	overallScore: number
	band: ScoreBand
	/** Null when not scored: the advert states no years, or asks for no experience. */
	experienceMatch: number | null
	/** Null when not scored: the advert has no skills stored. */
	skillsMatch: number | null
	educationMatch: number
	communicationQuality: number
	cvQuality: number
	/** The board does not record when an employer replies, so there is no reply time to give. */
	responseTime: null
	scoringFactors: FactorScore[]
	/** The advert's skills the applicant has and lacks, by label; null when the advert has none stored. */
	skills: SkillMatchView
}

type CandidateQualitySummary = {
	scored: number
	/** The mean overall score, rounded; null with no application. */
	averageScore: number | null
	bands: { band: ScoreBand; label: string; count: number }[]
}

type ApplicationRow = {
	id: number
	job_id: number
	user_id: number | null
	applied_at: Date
	applicant_name: string
	message: string | null
	covering_letter: string | null
	profile_snapshot: Record<string, unknown> | null
	cv_mime_type: string | null
	cv_size: number | null
}

type JobRow = { id: number; title: string; description: string }

/**
 * The employer's jobs that someone has applied to, newest first, for the job filter: a job without
 * applicants has nothing to score, and an employer with thousands of adverts gets a usable list.
 */
export async function ownJobsForFilter(em: EntityManager, employer: Pick<User, 'id'>) {
	return em.getConnection().execute<{ id: number; title: string }[]>(
		`select j.id, j.title from job j
		where j.user_id = ? and exists (select 1 from application a where a.job_id = j.id)
		order by j.posted_at desc, j.id desc`,
		[employer.id],
	)
}

export async function candidateQuality(
	em: EntityManager,
	employer: Pick<User, 'id'>,
	query: { jobId?: number; sort: CandidateSort },
	page: Page,
) {
	// The filter's jobs, the ranking and the page shown are each kept while no job and no application
	// changes (an application moves seeker_pool_version on): scoring and the scan of an employer's
	// adverts are not repeated per request.
	const kept = <T>(key: string, compute: () => Promise<T>) =>
		cachedListing(em, `candidate-quality ${employer.id} ${key}`, compute, Date.now(), { seekers: true })
	const jobs = await kept('jobs', () => ownJobsForFilter(em, employer))
	let job = query.jobId === undefined ? null : (jobs.find((own) => own.id === query.jobId) ?? null)
	if (query.jobId !== undefined && !job) {
		// One of their jobs that nobody has applied to yet is theirs all the same: an empty list, not "not found".
		const [own] = await em
			.getConnection()
			.execute<{ id: number; title: string }[]>('select id, title from job where id = ? and user_id = ?', [
				query.jobId,
				employer.id,
			])
		if (!own) throw new CandidateJobNotFoundError()
		job = own
	}

	// Every application scored once and kept compact; only the page shown is read in full.
	const jobKey = job?.id ?? ''
	const ranked = await kept(`ranked ${jobKey}`, async () =>
		(await scoredApplications(em, employer.id, job?.id ?? null)).map(compactOf),
	)
	const items = await kept(`page ${jobKey} ${query.sort} ${page.offset} ${page.limit}`, async () => {
		const ordered = [...ranked].sort(ORDERS[query.sort])
		const shown = ordered.slice(page.offset, page.offset + page.limit).map((item) => item.applicationId)
		const views = new Map(
			(await scoredApplications(em, employer.id, job?.id ?? null, shown)).map((view) => [view.applicationId, view]),
		)
		return shown.map((id) => views.get(id)).filter((view) => view !== undefined)
	})
	return {
		jobs: jobs.map(({ id, title }) => ({ id, title })),
		job: job ? { id: job.id, title: job.title } : null,
		summary: summaryOf(ranked),
		items,
		total: ranked.length,
	}
}

/** What sorting and the summary need of a scored application. */
type RankedApplication = Pick<
	CandidateScoreView,
	'applicationId' | 'appliedAt' | 'overallScore' | 'band' | 'experienceMatch' | 'skillsMatch'
>
const compactOf = (view: CandidateScoreView): RankedApplication => ({
	applicationId: view.applicationId,
	appliedAt: view.appliedAt,
	overallScore: view.overallScore,
	band: view.band,
	experienceMatch: view.experienceMatch,
	skillsMatch: view.skillsMatch,
})

/** The employer's applications (to one job, or only those of `ids`), each scored against its advert. */
async function scoredApplications(em: EntityManager, employerId: number, jobId: number | null, ids?: number[]) {
	if (ids && ids.length === 0) return []
	const params: unknown[] = [employerId]
	if (jobId !== null) params.push(jobId)
	if (ids) params.push(...ids)
	// Only the snapshot's scored fields leave the database; its name, phone and the rest do not.
	const rows = await em.getConnection().execute<ApplicationRow[]>(
		`select a.id, a.job_id, a.user_id, a.applied_at, a.applicant_name, a.message, a.covering_letter,
			case when a.profile_snapshot is null then null else jsonb_build_object(
				'yearsExperience', a.profile_snapshot -> 'yearsExperience',
				'skills', a.profile_snapshot -> 'skills',
				'qualifications', a.profile_snapshot -> 'qualifications',
				'currentJobTitle', a.profile_snapshot -> 'currentJobTitle') end as profile_snapshot,
			f.mime_type as cv_mime_type, f.size as cv_size
		from application a
		join job j on j.id = a.job_id
		left join stored_file f on f.id = a.cv_file_id
		where j.user_id = ?${jobId !== null ? ' and a.job_id = ?' : ''}${ids ? ` and a.id in (${ids.map(() => '?').join(', ')})` : ''}`,
		params,
	)
	// The adverts the applications answer, read once each with their stored skills: the score weighs
	// what was sent against them.
	const advertIds = [...new Set(rows.map((row) => row.job_id))]
	const userIds = [...new Set(rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id])))]
	const marks = (values: unknown[]) => values.map(() => '?').join(', ')
	const connection = em.getConnection()
	const [adverts, advertSkills, profileSkills] = await Promise.all([
		advertIds.length
			? connection.execute<JobRow[]>(
					`select id, title, description from job where id in (${marks(advertIds)})`,
					advertIds,
				)
			: [],
		advertIds.length
			? connection.execute<{ job_id: number; skill_id: number; label: string; source: JobSkillSource }[]>(
					`select js.job_id, js.skill_id, s.label, js.source from job_skill js join skill s on s.id = js.skill_id
					where js.job_id in (${marks(advertIds)}) and js.confidence >= ${MIN_SKILL_CONFIDENCE}
					order by js.job_id, js.confidence desc, s.label`,
					advertIds,
				)
			: [],
		userIds.length
			? connection.execute<{ user_id: number; skill_id: number | null; skill_name: string }[]>(
					`select user_id, skill_id, skill_name from user_skill where user_id in (${marks(userIds)})`,
					userIds,
				)
			: [],
	])
	const skillsByJob = new Map<number, AdvertSkill[]>()
	for (const row of advertSkills) {
		const list = skillsByJob.get(row.job_id) ?? []
		list.push({ skillId: row.skill_id, label: row.label, source: row.source })
		skillsByJob.set(row.job_id, list)
	}
	const skillsByUser = new Map<number, ProfileSkillRow[]>()
	for (const row of profileSkills) {
		const list = skillsByUser.get(row.user_id) ?? []
		list.push({ skillId: row.skill_id, skillName: row.skill_name })
		skillsByUser.set(row.user_id, list)
	}
	const byId = new Map(
		adverts.map((advert) => [advert.id, { ...advert, skills: skillsByJob.get(advert.id) ?? [] }] as const),
	)
	const requirements = new Map<number, JobRequirements>()
	return rows.map((row) => {
		const advert = byId.get(row.job_id)!
		let asked = requirements.get(advert.id)
		if (!asked) {
			asked = jobRequirements(advert)
			requirements.set(advert.id, asked)
		}
		const sent = scoringInputOf({
			profileSnapshot: row.profile_snapshot,
			message: row.message,
			coveringLetter: row.covering_letter,
			cv: row.cv_mime_type && row.cv_size !== null ? { mimeType: row.cv_mime_type, size: row.cv_size } : null,
		})
		const input = {
			...sent,
			skillIds: applicantSkillIds({
				profileSkills: row.user_id === null ? [] : (skillsByUser.get(row.user_id) ?? []),
				quickApplySkills: sent.profile?.skills ?? [],
				qualifications: sent.profile?.qualifications ?? [],
				letter: sent.letter,
			}),
		}
		return viewOf(row, advert, scoreCandidate(input, advert, asked))
	})
}

function viewOf(row: ApplicationRow, job: JobRow, score: CandidateScore): CandidateScoreView {
	const factor = (name: FactorScore['factor']) => score.factors.find((item) => item.factor === name)!.score
	const scored = (name: FactorScore['factor']) => factor(name) ?? 0
	return {
		applicationId: row.id,
		jobId: job.id,
		jobTitle: job.title,
		applicantName: row.applicant_name,
		appliedAt: new Date(row.applied_at).toISOString(),
		overallScore: score.overall,
		band: score.band,
		experienceMatch: factor('experience'),
		skillsMatch: factor('skills'),
		educationMatch: scored('education'),
		communicationQuality: scored('communication'),
		cvQuality: scored('cv'),
		responseTime: null,
		scoringFactors: score.factors,
		skills: score.skills,
	}
}

type Order = (a: RankedApplication, b: RankedApplication) => number
const newestFirst: Order = (a, b) => b.appliedAt.localeCompare(a.appliedAt) || b.applicationId - a.applicationId
/** A factor not scored (null) sorts after every scored one. */
const by =
	(field: 'overallScore' | 'experienceMatch' | 'skillsMatch'): Order =>
	(a, b) =>
		(b[field] ?? -1) - (a[field] ?? -1) || b.overallScore - a.overallScore || newestFirst(a, b)
const ORDERS: Record<CandidateSort, Order> = {
	overallScore: by('overallScore'),
	experienceMatch: by('experienceMatch'),
	skillsMatch: by('skillsMatch'),
	mostRecent: newestFirst,
}

function summaryOf(scored: readonly Pick<CandidateScoreView, 'overallScore' | 'band'>[]): CandidateQualitySummary {
	const total = scored.reduce((sum, item) => sum + item.overallScore, 0)
	return {
		scored: scored.length,
		averageScore: scored.length ? Math.round(total / scored.length) : null,
		bands: SCORE_BANDS.map(({ band, label }) => ({
			band,
			label,
			count: scored.filter((item) => item.band === band).length,
		})),
	}
}
