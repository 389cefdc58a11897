import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { Job } from './job.ts'
import { StoredFile } from './stored-file.ts'
import { User } from './user.ts'

/**
 * An application to a job, as the specification stores it. The CV's bytes live in
 * stored_file (`cvFile`); `cvFileName` and `cvMimeType` describe it. `user` is the signed-in
 * applicant, when there was one.
 */
export const Application = defineEntity({
	name: 'Application',
	tableName: 'application',
	properties: {
		id: p.integer().primary().autoincrement(),
		job: () => p.manyToOne(Job).deleteRule('cascade').index(),
		user: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
		applicantName: p.string().length(255),
		applicantEmail: p.string().length(254),
		message: p.text().nullable(),
		coveringLetter: p.text().nullable(),
		cvFile: () => p.manyToOne(StoredFile).nullable().deleteRule('set null'),
		cvFileName: p.string().length(255).nullable(),
		cvMimeType: p.string().length(100).nullable(),
		appliedAt: p.datetime().onCreate(() => new Date()).index(),
	},
})
export type Application = InferEntity<typeof Application>
