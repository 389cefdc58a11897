// Restores a backup made by `npm run backup` (decision 218; README "Backups"):
//   npm run restore -- /var/backups/wj/20261128T023000Z
//   npm run restore -- s3://bucket/prefix/20261128T023000Z/
// into the database DATABASE_URL names, or the embedded one, which must be empty (no tables);
// files from a bucket go into the bucket FILE_STORAGE_URL names. Nothing is written before every
// file of the backup has matched its checksum.
import { restoreBackup } from '../app/platform/backup/restore.server.ts'
import { backupSettings, runOnAppDatabase } from './backup-command.ts'

const location = process.argv[2]
if (!location) {
	console.error('Usage: npm run restore -- PATH (a backup folder or s3://bucket/prefix/NAME/)')
	process.exit(2)
}
backupSettings()

await runOnAppDatabase('Restore failed', async (url, progress) => {
	const manifest = await restoreBackup(url, location, { progress })
	const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
	return [`Restored the backup of ${manifest.createdAt}: ${manifest.tables.length} tables, ${rows} rows.`]
})
