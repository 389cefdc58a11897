// Skills for rows stored before the taxonomy (decision 200): jobs whose skills were never found and
// seekers' skills whose names were never looked up, found in batches by a periodic task until
// none is left. A new or edited job or profile skill never waits for this: it is done on save.
import type { EntityManager } from '@mikro-orm/postgresql'
import { Job } from '../../models/job.ts'
import { storeSkillsOfJobs } from './job-skills.server.ts'
import { skillOfSeekerText } from './seeker-skills.server.ts'

/** Rows a batch takes, each batch one transaction. */
export const BACKFILL_BATCH_SIZE = 200
/** Batches one run takes at most, so a run ends well inside its time limit; the next run goes on. */
const BATCHES_PER_RUN = 25

/** Finds the skills of up to one batch of jobs never analysed; returns how many it did. */
export async function findSkillsOfOlderJobs(em: EntityManager) {
	return em.transactional(async (tx) => {
		const jobs = await tx.find(
			Job,
			{ skillsFoundAt: null },
			{ fields: ['title', 'description', 'user'], orderBy: { id: 'asc' }, limit: BACKFILL_BATCH_SIZE },
		)
		await storeSkillsOfJobs(tx, jobs)
		return jobs.length
	})
}

/**
 * Looks up the names of up to one batch of seekers' skills never looked up; returns how many it
 * did. In SQL, so that the seeker's own `updated_at` stays theirs.
 */
export async function matchOlderSeekerSkills(em: EntityManager) {
	const rows = await em.execute<{ id: number; skill_name: string }[]>(
		'select id, skill_name from user_skill where skill_matched_at is null order by id limit ?',
		[BACKFILL_BATCH_SIZE],
	)
	if (rows.length)
		await em.execute(
			`update user_skill u set skill_id = m.skill_id, skill_matched_at = now()
			from json_to_recordset(?::json) as m(id int, skill_id int) where u.id = m.id`,
			[JSON.stringify(rows.map((row) => ({ id: row.id, skill_id: skillOfSeekerText(row.skill_name) })))],
		)
	return rows.length
}

/** The periodic task's run: batches of both until none is left or the run has taken its share. */
export async function backfillSkills(em: EntityManager) {
	let jobs = 0
	let seekerSkills = 0
	for (let batch = 0; batch < BATCHES_PER_RUN; batch++) {
		const doneJobs = await findSkillsOfOlderJobs(em.fork())
		const doneSkills = await matchOlderSeekerSkills(em.fork())
		jobs += doneJobs
		seekerSkills += doneSkills
		if (doneJobs < BACKFILL_BATCH_SIZE && doneSkills < BACKFILL_BATCH_SIZE) break
	}
	return { jobs, seekerSkills }
}
