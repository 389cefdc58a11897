// Restores a backup (backup.server.ts) into an empty database, and its bucket files into the
// bucket FILE_STORAGE_URL names now (decision 218; README "Backups"). Everything is checked before
// anything is written: the manifest, every file's size and sha256, that this code knows every
// migration the backup names, that the database has no tables, and that there is a bucket for the
// backup's bucket files. Then the database is loaded in one transaction, then the files uploaded.
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { createGunzip } from 'node:zlib'
import { PutObjectCommand } from '@aws-sdk/client-s3'
import pg from 'pg'
import { migrationsList } from '../../../migrations/index.ts'
import { config } from '../config.server.ts'
import { initOrm } from '../db.server.ts'
import { s3 } from '../object-storage.server.ts'
import { installQueueSchema } from '../queue/queue.server.ts'
import { MIGRATIONS_TABLE, type Progress } from './backup.server.ts'
import { openBackup } from './backup-store.server.ts'
import { copyIn } from './copy-protocol.server.ts'
import { BackupError, readManifest, verifyFiles, type Manifest } from './manifest.ts'
import { pgRestore, pgTools } from './pg-dump.server.ts'

const quote = (identifier: string) => pg.escapeIdentifier(identifier)

/** Restores the backup at `location` (a folder or s3:// prefix) into the empty database at `databaseUrl`. */
export async function restoreBackup(
	databaseUrl: string,
	location: string,
	{ progress = () => {} }: { progress?: Progress } = {},
) {
	const { folder, cleanup } = await openBackup(location)
	try {
		const manifest = await readManifest(folder)
		const known = new Set(migrationsList.map((migration) => migration.name))
		const unknown = manifest.migrations.find((name) => !known.has(name))
		if (unknown) {
			throw new BackupError(`The backup names migration ${unknown}, which this code does not have: restore with the code that made it`)
		}
		await verifyFiles(folder, manifest)
		progress('Checked every file of the backup', { files: manifest.files.length })
		const bucketFiles = manifest.files.filter((file) => file.storedFile)
		const storage = config.fileStorage
		if (bucketFiles.length > 0 && storage.kind !== 's3') {
			throw new BackupError(
				`The backup holds ${bucketFiles.length} files from a bucket: set FILE_STORAGE_URL to the bucket to restore them into`,
			)
		}
		const tools = manifest.method === 'pg_dump' ? await pgTools() : null
		if (manifest.method === 'pg_dump' && !tools) {
			throw new BackupError('The backup is a pg_dump archive: put pg_restore on PATH (or set PG_DUMP beside it)')
		}
		await requireEmpty(databaseUrl)

		if (tools) {
			progress('Loading the database with pg_restore')
			await pgRestore(tools, databaseUrl, path.join(folder, 'database.dump'))
		} else {
			progress('Migrating to the backup\'s migrations', { migrations: manifest.migrations.length })
			const orm = await initOrm(databaseUrl, { statementTimeoutMs: 0 })
			try {
				await orm.migrator.up({ migrations: manifest.migrations })
			} finally {
				await orm.close(true)
			}
			await loadTables(databaseUrl, folder, manifest, progress)
		}
		await installQueueSchema(databaseUrl)

		if (storage.kind === 's3' && bucketFiles.length > 0) {
			progress('Uploading the files to the bucket', { files: bucketFiles.length, bucket: storage.bucket })
			await restoreBucketFiles(databaseUrl, folder, storage.bucket, bucketFiles)
		}
		progress('Restored', { backup: location })
		return manifest
	} finally {
		await cleanup()
	}
}

async function withClient<T>(databaseUrl: string, fn: (client: pg.Client) => Promise<T>) {
	const client = new pg.Client({ connectionString: databaseUrl, application_name: 'warrington-jobs-restore' })
	await client.connect()
	try {
		return await fn(client)
	} finally {
		await client.end()
	}
}

/** Refuses a database with any table in its public schema: a restore never merges into data. */
async function requireEmpty(databaseUrl: string) {
	await withClient(databaseUrl, async (client) => {
		const { rows } = await client.query(`select count(*)::int as tables from pg_tables where schemaname = 'public'`)
		const tables = rows[0].tables as number
		if (tables > 0) {
			const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1))
			throw new BackupError(`The database "${name}" is not empty (${tables} tables): restore into an empty database`)
		}
	})
}

/**
 * Every table's rows, in one transaction with triggers and foreign-key checks off while they load
 * (session_replication_role = replica: the rows were consistent when copied). Rows the migrations
 * wrote (reference data) are replaced by the backup's.
 */
async function loadTables(databaseUrl: string, folder: string, manifest: Manifest, progress: Progress) {
	await withClient(databaseUrl, async (client) => {
		await client.query('begin')
		try {
			await client.query(`set local session_replication_role = replica`)
			const { rows } = await client.query<{ name: string }>(
				`select tablename as name from pg_tables where schemaname = 'public' and tablename <> $1`,
				[MIGRATIONS_TABLE],
			)
			if (rows.length > 0) await client.query(`truncate ${rows.map((row) => quote(row.name)).join(', ')}`)
			for (const table of manifest.tables) {
				const source = createReadStream(path.join(folder, 'database', `${table.name}.copy.gz`)).pipe(createGunzip())
				const columns = table.columns.map(quote).join(', ')
				const loaded = await copyIn(client, `copy ${quote(table.name)} (${columns}) from stdin`, source)
				if (loaded !== table.rows) throw new BackupError(`${table.name}: loaded ${loaded} rows, the manifest says ${table.rows}`)
			}
			for (const sequence of manifest.sequences) {
				await client.query('select setval($1::regclass, $2::bigint, $3)', [
					quote(sequence.name),
					sequence.value,
					sequence.isCalled,
				])
			}
			await client.query('commit')
			progress('Loaded the tables', { tables: manifest.tables.length })
		} catch (error) {
			await client.query('rollback').catch(() => {})
			throw error
		}
	})
}

/** Uploads each file to `bucket` under its old key, and points its stored_file row there. */
async function restoreBucketFiles(databaseUrl: string, folder: string, bucket: string, files: Manifest['files']) {
	await withClient(databaseUrl, async (client) => {
		for (const file of files) {
			const key = file.path.slice('files/'.length)
			const local = path.join(folder, file.path)
			await s3().send(
				new PutObjectCommand({
					Bucket: bucket,
					Key: key,
					Body: createReadStream(local),
					ContentLength: (await stat(local)).size,
					ContentType: file.storedFile!.mimeType,
				}),
			)
			await client.query('update stored_file set object_url = $1 where id = $2', [
				`s3://${bucket}/${key}`,
				file.storedFile!.id,
			])
		}
	})
}
