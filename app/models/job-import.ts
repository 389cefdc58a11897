import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { Job } from './job.ts'
import { JobSource } from './job-source.ts'

/**
 * One job of a source, by the source's own id: the link between what the source lists and our
 * listing. Two sources listing one job, or a source listing a job its employer posted by hand,
 * link to the same `job` (de-duplication). `fingerprint` is a hash of what the source said at the
 * last change, so an unchanged job is not written again. `job` becomes null when its employer
 * deletes the job here: the link stays so that the next sync does not import it again.
 * `goneAt` is set when the source stopped listing it.
 */
export const JobImport = defineEntity({
	name: 'JobImport',
	tableName: 'job_import',
	uniques: [{ name: 'job_import_source_external_id_unique', properties: ['source', 'externalId'] }],
	properties: {
		id: p.integer().primary().autoincrement(),
		source: () => p.manyToOne(JobSource).deleteRule('cascade'),
		job: () => p.manyToOne(Job).nullable().deleteRule('set null').index(),
		externalId: p.string().length(512),
		fingerprint: p.string().length(64),
		firstSeenAt: p.datetime().onCreate(() => new Date()),
		lastSeenAt: p.datetime().onCreate(() => new Date()),
		goneAt: p.datetime().nullable(),
	},
})
export type JobImport = InferEntity<typeof JobImport>
