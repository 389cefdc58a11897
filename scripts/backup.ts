// Backs up the site now (decision 218; README "Backups"):
//   npm run backup                       into BACKUP_TARGET
//   npm run backup -- /var/backups/wj    into a folder, or s3://bucket/prefix
// Works beside a running `npm start` (the embedded PostgreSQL) or on DATABASE_URL. Progress goes to
// stderr as JSON lines; the backup's folder or s3:// prefix is the last line on stdout.
import { createBackup } from '../app/platform/backup/backup.server.ts'
import { backupSettings, runOnAppDatabase } from './backup-command.ts'

const target = process.argv[2] ?? backupSettings().BACKUP_TARGET
if (!target) {
	console.error('Usage: npm run backup -- FOLDER|s3://bucket/prefix (or set BACKUP_TARGET)')
	process.exit(2)
}

await runOnAppDatabase('Backup failed', async (url, progress) => {
	const backup = await createBackup(url, target, { progress })
	const rows = backup.manifest.tables.reduce((sum, table) => sum + table.rows, 0)
	return [
		`Backed up ${backup.manifest.tables.length} tables (${rows} rows) and ${backup.manifest.files.filter((file) => file.storedFile).length} bucket files with ${backup.manifest.method === 'pg_dump' ? 'pg_dump' : 'COPY'} to:`,
		backup.location,
	]
})
