// Restores a backup made by `npm run backup` (decision 218; README "Backups"):
//   npm run restore -- /var/backups/wj/20261128T023000Z
//   npm run restore -- s3://bucket/prefix/20261128T023000Z/
// into the database DATABASE_URL names, or the embedded one, which must be empty (no tables);
// files from a bucket go into the bucket FILE_STORAGE_URL names. Nothing is written before every
// file of the backup has matched its checksum.
import { ConfigError, parseEnv } from '../app/platform/config-schema.server.ts'
import { BackupError } from '../app/platform/backup/manifest.ts'
import { restoreBackup } from '../app/platform/backup/restore.server.ts'
import { appDatabaseUrl, openDatabaseServer } from '../server/database.ts'

const location = process.argv[2]
if (!location) {
	console.error('Usage: npm run restore -- PATH (a backup folder or s3://bucket/prefix/NAME/)')
	process.exit(2)
}
try {
	parseEnv(process.env)
} catch (error) {
	if (!(error instanceof ConfigError)) throw error
	console.error(error.message)
	process.exit(2)
}

const server = await openDatabaseServer()
try {
	const url = await appDatabaseUrl(server)
	const manifest = await restoreBackup(url, location, {
		progress: (message, fields) => console.error(JSON.stringify({ time: new Date().toISOString(), msg: message, ...fields })),
	})
	const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
	console.log(`Restored the backup of ${manifest.createdAt}: ${manifest.tables.length} tables, ${rows} rows.`)
} catch (error) {
	console.error(error instanceof BackupError ? error.message : `Restore failed: ${(error as Error).message}`)
	process.exitCode = 1
} finally {
	await server.stop()
}
