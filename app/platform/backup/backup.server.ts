// Backs up the site: the database as one consistent snapshot and the uploaded files kept in a
// bucket, into a folder or bucket prefix named by its UTC time, with manifest.json written last
// (decision 218; README "Backups"). `npm run backup` and the daily `backup` task call it.
//
// One REPEATABLE READ READ ONLY transaction sees the database at one moment: its snapshot is
// exported to pg_dump when a new enough one is at hand, and otherwise every table is copied out
// in it with COPY, gzipped. The bucket's files are those its stored_file rows name in that same
// snapshot. Objects never change once written (a new file is a new id), so copying them after the
// snapshot still gives the bytes the rows describe.
import { execFileSync } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { Readable } from 'node:stream'
import { createGzip } from 'node:zlib'
import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3'
import pg from 'pg'
import { s3 } from '../object-storage.server.ts'
import { copyOut } from './copy-protocol.server.ts'
import {
	backupLocation,
	backupName,
	buildFolder,
	listBackups,
	MANIFEST,
	parseTarget,
	removeBackup,
	uploadBackup,
	type BackupTarget,
} from './backup-store.server.ts'
import { BACKUP_FORMAT, Fingerprint, fingerprintOf, type Manifest, type ManifestFile } from './manifest.ts'
import { pgDump, pgToolsFor } from './pg-dump.server.ts'

/** The schema the app's tables live in. pg-boss's own schema is left out (decision 218). */
const APP_SCHEMA = 'public'
/** MikroORM's list of applied migrations: the manifest carries it, a restore makes it again by migrating. */
export const MIGRATIONS_TABLE = 'mikro_orm_migrations'

export type Progress = (message: string, fields?: Record<string, unknown>) => void

const quote = (identifier: string) => pg.escapeIdentifier(identifier)

/** Backs up the database at `databaseUrl` into `targetText` (folder or s3://bucket/prefix); returns where it went. */
export async function createBackup(
	databaseUrl: string,
	targetText: string,
	{ now = new Date(), progress = () => {} }: { now?: Date; progress?: Progress } = {},
) {
	const target = parseTarget(targetText)
	const name = backupName(now)
	const folder = await buildFolder(target, name)
	try {
		const manifest = await writeBackup(databaseUrl, folder, now, progress)
		if (target.kind === 's3') {
			await uploadBackup(target, name, folder, [...manifest.files.map((file) => file.path), MANIFEST])
			await rm(folder, { recursive: true, force: true })
		}
		const location = backupLocation(target, name)
		progress('Backup written', { location, method: manifest.method, files: manifest.files.length })
		return { location, name, manifest }
	} catch (error) {
		// A failed backup leaves nothing behind locally; in a bucket, at most files without a manifest.
		await rm(folder, { recursive: true, force: true })
		throw error
	}
}

async function writeBackup(databaseUrl: string, folder: string, now: Date, progress: Progress): Promise<Manifest> {
	const client = new pg.Client({ connectionString: databaseUrl, application_name: 'warrington-jobs-backup' })
	await client.connect()
	try {
		await client.query('begin isolation level repeatable read read only')
		const [{ snapshot }] = (await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')).rows as [
			{ snapshot: string },
		]
		const version = (await client.query<{ server_version: string }>('show server_version')).rows[0]!.server_version
		const versionNum = Number((await client.query('show server_version_num')).rows[0].server_version_num)
		const migrations = (await client.query<{ name: string }>(`select name from ${MIGRATIONS_TABLE} order by id`)).rows
		const tables = await appTables(client)
		const files: ManifestFile[] = []
		const tools = await pgToolsFor(versionNum)
		let sequences: Manifest['sequences'] = []
		if (tools) {
			progress('Dumping the database with pg_dump', { pgDump: tools.pgDump, major: tools.major })
			await pgDump(tools, databaseUrl, snapshot, path.join(folder, 'database.dump'))
			files.push({ path: 'database.dump', ...(await fingerprintOf(path.join(folder, 'database.dump'))) })
			for (const table of tables) {
				const counted = await client.query(`select count(*)::bigint as rows from ${quote(table.name)}`)
				table.rows = Number(counted.rows[0].rows)
			}
		} else {
			progress('Copying the tables over the driver (no pg_dump for this server)', { postgres: version })
			await mkdir(path.join(folder, 'database'))
			for (const table of tables) {
				const file = `database/${table.name}.copy.gz`
				const fingerprint = new Fingerprint()
				const gzip = createGzip({ level: 1 })
				const written = pipeline(gzip, fingerprint, createWriteStream(path.join(folder, file)))
				const columns = table.columns.map(quote).join(', ')
				table.rows = await copyOut(client, `copy ${quote(table.name)} (${columns}) to stdout`, gzip)
				gzip.end()
				await written
				files.push({ path: file, size: fingerprint.size, sha256: fingerprint.digest() })
			}
			sequences = await sequenceValues(client)
		}
		const objects = await client.query<{ id: string; object_url: string; mime_type: string }>(
			'select id, object_url, mime_type from stored_file where object_url is not null order by id',
		)
		await client.query('commit')
		const missingObjects: string[] = []
		for (const row of objects.rows) {
			const copied = await copyObjectFile(folder, row.object_url)
			if (copied) files.push({ ...copied, storedFile: { id: row.id, mimeType: row.mime_type } })
			else missingObjects.push(row.id)
		}
		if (objects.rowCount) progress('Copied the files in the bucket', { files: objects.rowCount, missingObjects })
		const manifest: Manifest = {
			format: BACKUP_FORMAT,
			createdAt: now.toISOString(),
			app: await appVersion(),
			postgres: { version, versionNum },
			method: tools ? 'pg_dump' : 'copy',
			migrations: migrations.map((row) => row.name),
			tables,
			sequences,
			files,
			missingObjects,
		}
		// Written aside and renamed: a manifest is there whole or not at all.
		await writeFile(path.join(folder, `${MANIFEST}.part`), JSON.stringify(manifest, null, '\t'))
		await rename(path.join(folder, `${MANIFEST}.part`), path.join(folder, MANIFEST))
		return manifest
	} finally {
		await client.end()
	}
}

/** The app's tables (its migrations' list aside) and their stored columns, in a fixed order. */
async function appTables(client: pg.Client) {
	const { rows } = await client.query<{ name: string; columns: string[] }>(
		`select c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
		 from pg_class c
		 join pg_namespace n on n.oid = c.relnamespace
		 join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
		 where n.nspname = $1 and c.relkind = 'r' and c.relname <> $2
		 group by c.relname order by c.relname`,
		[APP_SCHEMA, MIGRATIONS_TABLE],
	)
	return rows.map((row) => ({ ...row, rows: 0 }))
}

async function sequenceValues(client: pg.Client) {
	const { rows } = await client.query<{ name: string }>(
		`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
		 where n.nspname = $1 and c.relkind = 'S' order by c.relname`,
		[APP_SCHEMA],
	)
	const values: Manifest['sequences'] = []
	for (const { name } of rows) {
		const read = await client.query(`select last_value::text as value, is_called from ${quote(name)}`)
		values.push({ name, value: read.rows[0].value, isCalled: read.rows[0].is_called })
	}
	return values
}

/** Copies one object into files/<its key>; null when it is gone (deleted since the snapshot). */
async function copyObjectFile(folder: string, objectUrl: string) {
	const [, bucket, key] = /^s3:\/\/([^/]+)\/(.+)$/.exec(objectUrl) ?? []
	if (!bucket || !key || key.split('/').some((part) => part === '..' || part === '.')) return null
	let body: Readable
	try {
		body = (await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body as Readable
	} catch (error) {
		if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null
		throw error
	}
	const file = `files/${key}`
	await mkdir(path.dirname(path.join(folder, file)), { recursive: true })
	const fingerprint = new Fingerprint()
	await pipeline(body, fingerprint, createWriteStream(path.join(folder, file)))
	return { path: file, size: fingerprint.size, sha256: fingerprint.digest() }
}

/** The app's version from package.json and the commit it runs, when git or SOURCE_COMMIT says. */
async function appVersion() {
	const packageJson = JSON.parse(await readFile(path.join(process.cwd(), 'package.json'), 'utf8').catch(() => '{}'))
	let commit = process.env.SOURCE_COMMIT ?? null
	if (!commit) {
		try {
			commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
		} catch {
			commit = null
		}
	}
	return { version: String(packageJson.version ?? 'unknown'), commit }
}

/**
 * Keeps the newest `keep` complete backups in `target` and removes the older ones, complete or
 * not; an incomplete backup newer than the newest complete one may still be under way and stays.
 */
export async function pruneBackups(target: BackupTarget, keep: number) {
	const backups = await listBackups(target)
	const complete = backups.filter((backup) => backup.complete)
	const kept = new Set(complete.slice(-keep).map((backup) => backup.name))
	const newestComplete = complete.at(-1)?.name ?? ''
	const removed: string[] = []
	for (const backup of backups) {
		if (kept.has(backup.name) || (!backup.complete && backup.name > newestComplete)) continue
		await removeBackup(target, backup.name)
		removed.push(backup.name)
	}
	return removed
}
