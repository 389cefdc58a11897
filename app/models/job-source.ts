import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { SOURCE_KINDS } from '../features/importing/imported-job.ts'
import { ALL_INDUSTRIES } from '../features/jobs/job-options.ts'
import { User } from './user.ts'

/** Why a source's jobs may be listed: its host is the employer's verified mail domain, or an admin said so. */
export const SOURCE_TRUST = ['email-domain', 'admin'] as const
/** Who paused a source: its employer (or an admin), or the sync after repeated failures. */
export const SOURCE_PAUSE_REASONS = ['employer', 'failures'] as const

/**
 * Where an employer's jobs live outside the board (issue 32): an applicant-tracking system's
 * public job board, an XML feed or careers pages with JobPosting markup. The sync task reads it
 * on its schedule and keeps the jobs it lists in step (app/features/importing). Its jobs are
 * listed only once it is trusted (`trust`); until then a sync only counts what it finds.
 * The `last*` columns are the last run's outcome, shown to the employer as they are.
 */
export const JobSource = defineEntity({
	name: 'JobSource',
	tableName: 'job_source',
	uniques: [{ name: 'job_source_employer_fetch_url_unique', properties: ['employer', 'fetchUrl'] }],
	checks: [
		{ name: 'job_source_kind_check', expression: `kind in (${SOURCE_KINDS.map((k) => `'${k}'`).join(', ')})` },
		{
			name: 'job_source_industry_check',
			expression: `industry in (${ALL_INDUSTRIES.map((i) => `'${i.replaceAll("'", "''")}'`).join(', ')})`,
		},
		{ name: 'job_source_interval_check', expression: 'interval_minutes between 15 and 10080' },
	],
	properties: {
		id: p.integer().primary().autoincrement(),
		employer: () => p.manyToOne(User).deleteRule('cascade').index(),
		kind: p.enum(SOURCE_KINDS),
		/** The address as the employer gave it (a board's page, a feed, a careers page or a sitemap). */
		url: p.string().length(2048),
		/** What the sync fetches: the board's API address for a board's page, else `url`. */
		fetchUrl: p.string().length(2048),
		/** The industry its jobs are listed under (sources seldom say). */
		industry: p.string().length(100),
		/** The employer's name for jobs whose source names none; null: the source's own, or the employer's latest. */
		companyName: p.string().length(255).nullable(),
		trust: p.enum(SOURCE_TRUST).nullable(),
		trustedAt: p.datetime().nullable(),
		/** The admin who approved it, when `trust` is 'admin'. */
		approvedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
		pausedAt: p.datetime().nullable(),
		pauseReason: p.enum(SOURCE_PAUSE_REASONS).nullable(),
		intervalMinutes: p.integer().default(60),
		/** When the schedule next syncs it; the due-sources sweep reads this. */
		nextSyncAt: p.datetime().defaultRaw('now()').index(),
		lastRunAt: p.datetime().nullable(),
		lastSuccessAt: p.datetime().nullable(),
		/** Jobs the source listed at its last successful run, whether or not they could be imported. */
		lastFound: p.integer().default(0),
		lastAdded: p.integer().default(0),
		lastUpdated: p.integer().default(0),
		lastEnded: p.integer().default(0),
		/** The last run's failure in plain words; null after a run that worked. */
		lastError: p.text().nullable(),
		/** Jobs the last run skipped or read in part, in plain words (at most a few dozen lines). */
		lastProblems: p.json<string[]>().default('[]'),
		consecutiveFailures: p.integer().default(0),
		/** The validators of the last full answer, sent back so an unchanged source answers 304. */
		etag: p.string().length(512).nullable(),
		lastModified: p.string().length(100).nullable(),
		createdAt: p.datetime().onCreate(() => new Date()),
		updatedAt: p
			.datetime()
			.onCreate(() => new Date())
			.onUpdate(() => new Date()),
	},
})
export type JobSource = InferEntity<typeof JobSource>
