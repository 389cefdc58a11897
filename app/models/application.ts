import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { versionAtCommitTrigger } from './version-at-commit.ts'
import { APPLICATION_STAGES } from '../features/employer/application-stage-labels.ts'
import { SEEKER_POOL_VERSION_TRIGGER } from './seeker-pool-version.ts'
import { Job } from './job.ts'
import { StoredFile } from './stored-file.ts'
import { User } from './user.ts'

const APPLICATION_KINDS = ['custom', 'quick'] as const

/**
 * An application to a job, as docs/product.md §18 stores it. The CV's bytes live in
 * stored_file (`cvFile`); `cvFileName` and `cvMimeType` describe it. `user` is the signed-in
 * applicant, when there was one.
 *
 * An application is a snapshot of what was sent: its CV and video pitch are its own copies,
 * and a Quick Apply's profile fields are kept in `profileSnapshot`, so a later profile change
 * or CV delete does not alter it. One application per job and applicant (docs/product.md §22.16):
 * per signed-in user, and per email address.
 *
 * The job's title, company and place are copied into `jobTitle`, `jobCompany` and `jobLocation`
 * when the application is stored (by the service, and by a trigger for any other insert), so a
 * seeker's application outlives the job: deleting a job sets `job` to null.
 *
 * `stage` is where the employer has moved it, null until they first do, and
 * `stageChangedAt` when; application_stage_change keeps every move.
 */
export const Application = defineEntity({
	name: 'Application',
	tableName: 'application',
	checks: [
		{
			name: 'application_job_snapshot_check',
			expression: 'job_title is not null and job_company is not null and job_location is not null',
		},
	],
	triggers: [
		{
			name: 'application_job_snapshot',
			timing: 'before',
			events: ['insert'],
			forEach: 'row',
			body: `if new.job_title is null or new.job_company is null or new.job_location is null then
select coalesce(new.job_title, j.title), coalesce(new.job_company, j.company), coalesce(new.job_location, j.location) into new.job_title, new.job_company, new.job_location from job j where j.id = new.job_id;
end if;
return new;`,
		},
		// When its job is deleted (the job row, and with it the job's close, is gone): retention
		// counts from here (decision 222).
		{
			name: 'application_job_closed',
			timing: 'before',
			events: ['update'],
			forEach: 'row',
			body: `if old.job_id is not null and new.job_id is null and new.job_closed_at is null then
new.job_closed_at := now();
end if;
return new;`,
		},
		SEEKER_POOL_VERSION_TRIGGER('application_seeker_pool_version'),
		versionAtCommitTrigger('application', 'seeker_pool_version'),
	],
	indexes: [
		{
			name: 'application_job_user_unique',
			expression:
				'create unique index "application_job_user_unique" on "application" ("job_id", "user_id") where "user_id" is not null',
		},
		{
			name: 'application_job_email_unique',
			expression:
				'create unique index "application_job_email_unique" on "application" ("job_id", lower("applicant_email"))',
		},
	],
	properties: {
		id: p.integer().primary().autoincrement(),
		job: () => p.manyToOne(Job).nullable().deleteRule('set null').index(),
		/** The job's title, company and location when the application was sent; never null once stored. */
		jobTitle: p.string().length(255).nullable(),
		jobCompany: p.string().length(255).nullable(),
		jobLocation: p.string().length(100).nullable(),
		user: () => p.manyToOne(User).nullable().deleteRule('set null').index(),
		applicantName: p.string().length(255),
		applicantEmail: p.string().length(254),
		message: p.text().nullable(),
		coveringLetter: p.text().nullable(),
		// Indexed (and the video's) so that deleting a file need not read every application (decision 222).
		cvFile: () => p.manyToOne(StoredFile).nullable().deleteRule('set null').index(),
		cvFileName: p.string().length(255).nullable(),
		cvMimeType: p.string().length(100).nullable(),
		kind: p.enum(APPLICATION_KINDS).default('custom'),
		/** The Quick Apply profile's fields as they were when this application was sent. */
		profileSnapshot: p.json<Record<string, unknown>>().nullable(),
		videoPitchFile: () => p.manyToOne(StoredFile).nullable().deleteRule('set null').index(),
		appliedAt: p
			.datetime()
			.onCreate(() => new Date())
			.index(),
		/** When its job was deleted; null while the job is there (its close is then the job's `listedUntil`). */
		jobClosedAt: p.datetime().nullable(),
		stage: p.enum(APPLICATION_STAGES).nullable(),
		stageChangedAt: p.datetime().nullable(),
	},
})
export type Application = InferEntity<typeof Application>
