// Every background task the worker runs (decisions 155, 156): jobs sent with `enqueue(em, task,
// data)` and periodic tasks with their cron (minute hour day month weekday, Europe/London). One
// entry a task; a task's name is its queue's, so it is never renamed while jobs may wait under it.
import { backupTask } from './platform/backup/backup-task.server.ts'
import { fileObjectCleanup } from './platform/files.server.ts'
import { deleteExpiredRateLimits } from './platform/rate-limit.server.ts'
import { deliverMail, keepOutbox } from './platform/mail-delivery.server.ts'
import { defineTask, type AnyTask } from './platform/queue/tasks.ts'
import { deleteExpiredSessions } from './platform/session.server.ts'
import { instantJobAlertSweep, periodicJobAlerts } from './features/alerts/job-alert-sending.server.ts'
import { pruneWordTallies } from './features/jobs/job-search-words.server.ts'
import { endExpiredPostings } from './features/jobs/jobs.server.ts'
import { purgeExpiredResetTokens } from './features/accounts/password-reset.server.ts'
import { purgeExpiredVerificationTokens } from './features/accounts/email-verification.server.ts'
import { activityRetention, applicationRetention } from './features/accounts/retention.server.ts'
import { inactiveAccountRetention } from './features/accounts/inactive-accounts.server.ts'
import { backfillSkills } from './features/skills/skills-backfill.server.ts'
import { foldInsightTotals } from './features/insights/insight-totals.server.ts'
import { googleIndexingNotice } from './features/discovery/indexing.server.ts'
import { jobSourcesDue, jobSourceSync } from './features/importing/sync-task.server.ts'

export const BACKGROUND_TASKS: readonly AnyTask[] = [
	deliverMail,
	defineTask({ name: 'outbox-upkeep', cron: '*/10 * * * *', handler: keepOutbox }),
	defineTask({ name: 'expired-sessions-purge', cron: '7 * * * *', handler: deleteExpiredSessions }),
	defineTask({ name: 'expired-reset-tokens-purge', cron: '17 * * * *', handler: purgeExpiredResetTokens }),
	defineTask({
		name: 'expired-verification-tokens-purge',
		cron: '47 * * * *',
		handler: purgeExpiredVerificationTokens,
	}),
	defineTask({ name: 'expired-rate-limits-purge', cron: '27 * * * *', handler: deleteExpiredRateLimits }),
	defineTask({ name: 'expired-postings-end', cron: '*/15 * * * *', handler: endExpiredPostings }),
	defineTask({ name: 'search-word-tallies-prune', cron: '37 * * * *', handler: pruneWordTallies }),
	// The insight totals' delta rows, each group's collapsed into one (decision 250).
	defineTask({ name: 'insight-totals-fold', cron: '* * * * *', handler: foldInsightTotals }),
	// Skills of jobs and seekers' skills stored before the taxonomy (decision 200); idle once done.
	defineTask({ name: 'skills-backfill', cron: '*/5 * * * *', handler: backfillSkills }),
	instantJobAlertSweep,
	...periodicJobAlerts,
	fileObjectCleanup,
	googleIndexingNotice,
	// Retention (decisions 222, 223): daily, in batches, with the periods the privacy page states.
	applicationRetention,
	activityRetention,
	inactiveAccountRetention,
	// Employers' job sources (issue 32, decision 232): each due source's sync, and the sweep finding them.
	jobSourceSync,
	jobSourcesDue,
	// Only while BACKUP_TARGET is set: its cron is read when the worker starts (decision 218).
	backupTask,
]
