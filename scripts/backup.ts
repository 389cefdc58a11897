// Backs up the site now (decision 218; README "Backups"):
//   npm run backup                       into BACKUP_TARGET
//   npm run backup -- /var/backups/wj    into a folder, or s3://bucket/prefix
// Works beside a running `npm start` (the embedded PostgreSQL) or on DATABASE_URL. Progress goes to
// stderr as JSON lines; the backup's folder or s3:// prefix is the last line on stdout.
import { ConfigError, parseEnv } from '../app/platform/config-schema.server.ts'
import { createBackup } from '../app/platform/backup/backup.server.ts'
import { appDatabaseUrl, openDatabaseServer } from '../server/database.ts'

let target: string | undefined
try {
	target = process.argv[2] ?? parseEnv(process.env).BACKUP_TARGET
} catch (error) {
	if (!(error instanceof ConfigError)) throw error
	console.error(error.message)
	process.exit(2)
}
if (!target) {
	console.error('Usage: npm run backup -- FOLDER|s3://bucket/prefix (or set BACKUP_TARGET)')
	process.exit(2)
}

const server = await openDatabaseServer()
try {
	const url = await appDatabaseUrl(server)
	const backup = await createBackup(url, target, {
		progress: (message, fields) => console.error(JSON.stringify({ time: new Date().toISOString(), msg: message, ...fields })),
	})
	const rows = backup.manifest.tables.reduce((sum, table) => sum + table.rows, 0)
	console.log(
		`Backed up ${backup.manifest.tables.length} tables (${rows} rows) and ${backup.manifest.files.filter((file) => file.storedFile).length} bucket files with ${backup.manifest.method === 'pg_dump' ? 'pg_dump' : 'COPY'} to:`,
	)
	console.log(backup.location)
} catch (error) {
	console.error(`Backup failed: ${(error as Error).message}`)
	process.exitCode = 1
} finally {
	await server.stop()
}
