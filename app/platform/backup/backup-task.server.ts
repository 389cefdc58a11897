// The daily backup (decision 218): BACKUP_CRON, only while BACKUP_TARGET is set, keeping the newest
// BACKUP_KEEP complete backups there. Its queue is exclusive and a periodic task runs one at a
// time, so two backups never run at once, whichever process works the queue.
import { config } from '../config.server.ts'
import { log } from '../logger.server.ts'
import { defineTask } from '../queue/tasks.ts'
import { createBackup, pruneBackups } from './backup.server.ts'
import { parseTarget } from './backup-store.server.ts'

/** A backup of the database the process runs on into BACKUP_TARGET, then the old ones removed. */
export async function scheduledBackup(now = new Date()) {
	const target = config.backupTarget
	// A run scheduled before the setting was removed: nothing to do.
	if (!target) return null
	const databaseUrl = process.env.DATABASE_URL
	if (!databaseUrl) throw new Error('DATABASE_URL is not set')
	const backup = await createBackup(databaseUrl, target, {
		now,
		progress: (message, fields) => log().info({ task: 'backup', ...fields }, message),
	})
	const removed = await pruneBackups(parseTarget(target), config.backupKeep)
	if (removed.length) log().info({ task: 'backup', removed }, 'Removed old backups')
	return backup
}

export const backupTask = defineTask({
	name: 'backup',
	/** Read when the worker starts: unset BACKUP_TARGET leaves the task unscheduled (and its old schedule dropped). */
	get cron() {
		return config.backupTarget ? config.backupCron : undefined
	},
	policy: 'exclusive',
	handler: () => scheduledBackup(),
	// A large site's backup outlasts the 15 minutes other periodic tasks get; one more try, ten minutes on.
	retry: () => ({ retryLimit: 1, retryDelay: 600, retryBackoff: false, expireInSeconds: 4 * 3600 }),
})
