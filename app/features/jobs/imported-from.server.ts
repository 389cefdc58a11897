import type { EntityManager } from '@mikro-orm/postgresql'
import type { Job } from '../../models/job.ts'
import { JobSource } from '../../models/job-source.ts'
import { checkedAgo, importedFromText } from './imported-from.ts'

/**
 * Where an imported job comes from, as its page says it: "From Brightwire’s Greenhouse board",
 * and when that source was last read without fault (its `lastSuccessAt`), worded as an age. Null
 * for a job posted here. The words are the loader's, so the server and the browser show the same.
 */
export async function importedFromOf(em: EntityManager, job: Pick<Job, 'company' | 'source'>, now = new Date()) {
	if (!job.source) return null
	const source = await em.findOne(JobSource, job.source.id, { fields: ['kind', 'lastSuccessAt'] })
	if (!source) return null
	return {
		text: importedFromText(job.company, source.kind),
		checkedAt: source.lastSuccessAt?.toISOString() ?? null,
		checkedAgo: source.lastSuccessAt ? checkedAgo(source.lastSuccessAt, now) : null,
	}
}
