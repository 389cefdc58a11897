// TEMPORARY STAND-IN (helper "form", issue 29): the extract helper's job-skills.server.ts lands on
// main with these two names and signatures (design29.md); this branch builds against them until
// then, and the merge takes main's file whole. Here the title and the whole description are the
// only places looked in, and there is no company text or occupation.
import type { EntityManager } from '@mikro-orm/postgresql'
import { Job } from '../../models/job.ts'
import { JobSkill, type JobSkillSource } from '../../models/job-skill.ts'
import { Skill } from '../../models/skill.ts'
import { taxonomy } from './taxonomy.server.ts'

export type AdvertSkill = { skillId: number; source: JobSkillSource; confidence: number }

/** What an advert asks for: skills with where found and confidence; company text; occupation. */
export function analyseAdvert(input: { title: string; description: string; otherAdverts: string[] }): {
	skills: AdvertSkill[]
	companyText: string | null
	occupationId: number | null
} {
	const skills = new Map<number, AdvertSkill>()
	for (const [source, text] of [
		['title', input.title],
		['description', input.description],
	] as const)
		for (const found of taxonomy().findSkills(text))
			if (!skills.has(found.skillId)) skills.set(found.skillId, { skillId: found.skillId, source, confidence: 0.8 })
	return { skills: [...skills.values()], companyText: null, occupationId: null }
}

/** Stores job_skill and job.skill_ids for a job; `chosen` null keeps what analysis found. */
export async function storeJobSkills(em: EntityManager, job: Job, chosen: number[] | null) {
	const found = analyseAdvert({ title: job.title, description: job.description, otherAdverts: [] }).skills
	const byId = new Map(found.map((skill) => [skill.skillId, skill]))
	const ids = chosen ?? found.map((skill) => skill.skillId)
	await em.nativeDelete(JobSkill, { job: job.id })
	for (const id of new Set(ids)) {
		const finding = byId.get(id)
		em.create(JobSkill, {
			job: em.getReference(Job, job.id),
			skill: em.getReference(Skill, id),
			source: finding?.source ?? 'employer',
			confidence: finding?.confidence ?? 1,
		})
	}
	await em.flush()
	await em.nativeUpdate(Job, { id: job.id }, { skillIds: [...new Set(ids)] })
}
