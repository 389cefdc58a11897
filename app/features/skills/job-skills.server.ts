// The skills a job advert asks for, found honestly (decision 199): taxonomy phrases in its title,
// requirements and duties, weaker in the rest of its text, and never in its company text (an
// "About us" part, or paragraphs its employer repeats across adverts) or its benefits.
//
// How to use it: every save of a job's title or description calls `storeJobSkills(em, job, chosen)`
// after the job is flushed and before the transaction ends; it replaces what was stored before.
import type { EntityManager } from '@mikro-orm/postgresql'
import type { JobSkillSource } from '../../models/job-skill.ts'
import { BOILERPLATE_MIN_WORDS, paragraphsOf, splitAdvert, type AdvertPartKind } from './advert-parts.ts'
import { isJobWord } from './skill-phrases.server.ts'
import { taxonomy } from './taxonomy.server.ts'

export type AdvertSkill = { skillId: number; source: JobSkillSource; confidence: number }

export type AdvertAnalysis = {
	skills: AdvertSkill[]
	/** The company text of the description (paragraphs joined by blank lines), null when it has none. */
	companyText: string | null
	occupationId: number | null
}

/** How sure a finding is, by where it was found. */
export const CONFIDENCE = {
	title: 0.9,
	requirements: 0.9,
	duties: 0.8,
	description: 0.6,
	/** A one-word phrase in the rest of the text ("cleaning", "security") says least. */
	descriptionSingleWord: 0.4,
	/** The employer's own choice on the form. */
	employer: 1,
} as const

/** Parts that skills come from, and the source each is stored as; company text and benefits are absent. */
const SOURCE_OF_PART: Partial<Record<AdvertPartKind, JobSkillSource>> = {
	requirements: 'requirements',
	duties: 'duties',
	description: 'description',
}

/** At most this many of the employer's other adverts (the latest) are read for their boilerplate. */
export const OTHER_ADVERTS_READ = 50

/** The occupation a title names (its level, shift and bracketed words aside), or null. */
export function occupationOf(title: string): number | null {
	return taxonomy().occupationOfTitle(title)?.occupationId ?? null
}

/** The skills a text names, bare job words aside. */
function skillsIn(text: string) {
	return taxonomy()
		.findSkills(text)
		.filter((found) => !isJobWord(found.phrase))
}

/** What an advert asks for: skills with where found and confidence; company text; occupation. */
export function analyseAdvert(input: { title: string; description: string; otherAdverts: string[] }): AdvertAnalysis {
	const best = new Map<number, AdvertSkill>()
	const keep = (skillId: number, source: JobSkillSource, confidence: number) => {
		const known = best.get(skillId)
		if (!known || known.confidence < confidence) best.set(skillId, { skillId, source, confidence })
	}
	for (const found of skillsIn(input.title)) keep(found.skillId, 'title', CONFIDENCE.title)
	const parts = splitAdvert(input.description, input.otherAdverts)
	for (const part of parts) {
		const source = SOURCE_OF_PART[part.kind]
		if (!source) continue
		for (const found of skillsIn(part.text)) {
			const confidence =
				source !== 'description'
					? CONFIDENCE[source]
					: /\s/.test(found.phrase.trim())
						? CONFIDENCE.description
						: CONFIDENCE.descriptionSingleWord
			keep(found.skillId, source, confidence)
		}
	}
	const company = parts.filter((part) => part.kind === 'company').map((part) => part.text)
	return {
		skills: [...best.values()].sort((a, b) => b.confidence - a.confidence || a.skillId - b.skillId),
		companyText: company.length ? company.join('\n\n') : null,
		occupationId: occupationOf(input.title),
	}
}

/** What storing reads of a job: its advert and its employer. */
export type StorableJob = { id: number; title: string; description: string; user: { id: number } }

/**
 * The latest adverts of each employer, for finding their boilerplate: one more than a job may read,
 * since a job's own advert is among them.
 */
async function latestAdvertsOf(em: EntityManager, employerIds: readonly number[]) {
	const rows = await em.execute<{ id: number; user_id: number; description: string }[]>(
		`select id, user_id, description from (
			select id, user_id, description, row_number() over (partition by user_id order by posted_at desc, id desc) as place
			from job where user_id = any(?::int[])
		) latest where place <= ? order by user_id, place`,
		[`{${employerIds.join(',')}}`, OTHER_ADVERTS_READ + 1],
	)
	const byEmployer = new Map<number, { id: number; description: string }[]>()
	for (const row of rows) {
		const list = byEmployer.get(row.user_id) ?? []
		list.push({ id: row.id, description: row.description })
		byEmployer.set(row.user_id, list)
	}
	return byEmployer
}

/**
 * The skills to store: what analysis found, or, when the employer chose (`chosen`), exactly their
 * list, each with where analysis found it or as the employer's own. Unknown ids are left out.
 */
function finalSkills(found: AdvertSkill[], chosen: readonly number[] | null): AdvertSkill[] {
	if (chosen === null) return found
	const byId = new Map(found.map((skill) => [skill.skillId, skill]))
	const index = taxonomy()
	return [...new Set(chosen)]
		.filter((id) => index.skill(id) !== undefined)
		.map((id) => byId.get(id) ?? { skillId: id, source: 'employer', confidence: CONFIDENCE.employer })
}

/**
 * Stores job_skill, job.skill_ids, job.company_text, job.occupation for a job (in the caller's
 * transaction; the job must have been flushed); `chosen` = the employer's final list of skill ids
 * from the form/API (null = keep what analysis found). Replaces what an earlier save stored.
 * Written in SQL, not through the entity, so that `updated_at` (and with it a closed job's
 * `listed_until`, which salary figures count by) stays as it was: finding skills is no edit. The
 * job entity in memory is not changed; read the stored values back.
 */
export async function storeJobSkills(em: EntityManager, job: StorableJob, chosen: readonly number[] | null) {
	const adverts = (await latestAdvertsOf(em, [job.user.id])).get(job.user.id) ?? []
	await storeWith(em, job, adverts, chosen)
	// A paragraph this advert shares with exactly one other has only now shown itself boilerplate:
	// that other advert's skills are found again (unless its employer chose them on the form).
	const own = new Set(
		paragraphsOf(job.description).filter((paragraph) => paragraph.split(' ').length >= BOILERPLATE_MIN_WORDS),
	)
	const sharing = new Map<string, number[]>()
	for (const other of othersOf(adverts, job.id))
		for (const paragraph of new Set(paragraphsOf(other.description)))
			if (own.has(paragraph)) sharing.set(paragraph, [...(sharing.get(paragraph) ?? []), other.id])
	const firstRepeats = [...new Set([...sharing.values()].filter((ids) => ids.length === 1).flat())]
	if (!firstRepeats.length) return
	const stale = await em.execute<{ id: number; title: string; description: string; user_id: number }[]>(
		`select id, title, description, user_id from job j where id = any(?::int[])
		and not exists (select 1 from job_skill s where s.job_id = j.id and s.source = 'employer')`,
		[`{${firstRepeats.join(',')}}`],
	)
	for (const other of stale)
		await storeWith(
			em,
			{ id: other.id, title: other.title, description: other.description, user: { id: other.user_id } },
			adverts,
			null,
		)
}

/** storeJobSkills for several jobs at once (the backfill, the seed), reading each employer's adverts once. */
export async function storeSkillsOfJobs(em: EntityManager, jobs: readonly StorableJob[]) {
	if (!jobs.length) return
	const adverts = await latestAdvertsOf(em, [...new Set(jobs.map((job) => job.user.id))])
	for (const job of jobs) await storeWith(em, job, adverts.get(job.user.id) ?? [], null)
}

/** An employer's adverts other than this job's, the latest OTHER_ADVERTS_READ. */
function othersOf(adverts: readonly { id: number; description: string }[], jobId: number) {
	return adverts.filter((advert) => advert.id !== jobId).slice(0, OTHER_ADVERTS_READ)
}

/**
 * An employer's latest adverts but `exceptJobId`'s (none, for an advert not stored yet), the latest
 * OTHER_ADVERTS_READ: what an advert's boilerplate is judged against.
 */
export async function otherAdvertsOf(em: EntityManager, employerId: number, exceptJobId = 0) {
	const adverts = await latestAdvertsOf(em, [employerId])
	return othersOf(adverts.get(employerId) ?? [], exceptJobId).map((advert) => advert.description)
}

async function storeWith(
	em: EntityManager,
	job: StorableJob,
	adverts: readonly { id: number; description: string }[],
	chosen: readonly number[] | null,
) {
	const otherAdverts = othersOf(adverts, job.id).map((advert) => advert.description)
	await writeSkills(em, job, analyseAdvert({ title: job.title, description: job.description, otherAdverts }), chosen)
}

async function writeSkills(
	em: EntityManager,
	job: StorableJob,
	analysis: AdvertAnalysis,
	chosen: readonly number[] | null,
) {
	const skills = finalSkills(analysis.skills, chosen)
	await em.execute('delete from job_skill where job_id = ?', [job.id])
	if (skills.length)
		await em.execute(
			`insert into job_skill (job_id, skill_id, source, confidence)
			select ?, s.skill_id, s.source, s.confidence from json_to_recordset(?::json) as s(skill_id int, source varchar, confidence real)`,
			[
				job.id,
				JSON.stringify(
					skills.map((skill) => ({ skill_id: skill.skillId, source: skill.source, confidence: skill.confidence })),
				),
			],
		)
	await em.execute(
		'update job set skill_ids = ?::integer[], company_text = ?, occupation_id = ?, skills_found_at = now() where id = ?',
		[
			`{${skills
				.map((skill) => skill.skillId)
				.sort((a, b) => a - b)
				.join(',')}}`,
			analysis.companyText,
			analysis.occupationId,
			job.id,
		],
	)
}
