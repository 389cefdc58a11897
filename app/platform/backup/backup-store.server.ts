// Where backups live: a folder on this machine, or a prefix in an S3-compatible bucket reached
// with the site's S3 settings (S3_ENDPOINT, AWS_*). A backup is built in a local folder either
// way; for a bucket it is then uploaded file by file, manifest.json last, and a restore downloads
// it first. A backup is complete once its manifest is there: written last, by a rename locally.
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { Readable } from 'node:stream'
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3'
import { s3 } from '../object-storage.server.ts'

export type BackupTarget = { kind: 'folder'; path: string } | { kind: 's3'; bucket: string; prefix: string }

export const MANIFEST = 'manifest.json'

/** A backup's name: its UTC time, sortable as text (20261128T023000Z). */
export const BACKUP_NAME = /^\d{8}T\d{6}Z$/

export function backupName(at: Date) {
	return at.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(/[-:]/g, '')
}

const S3_URL = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/

/** A folder path or s3://bucket/prefix; the prefix, when given, ends with a slash. */
export function parseTarget(value: string): BackupTarget {
	const match = S3_URL.exec(value)
	if (match) {
		const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '')
		return { kind: 's3', bucket: match[1]!, prefix: prefix ? `${prefix}/` : '' }
	}
	if (value.startsWith('s3:')) throw new Error(`Not a bucket URL: ${value} (s3://bucket/prefix)`)
	return { kind: 'folder', path: path.resolve(value) }
}

/** Where the backup `name` is in `target`: its folder, or its s3:// prefix. */
export function backupLocation(target: BackupTarget, name: string) {
	return target.kind === 'folder'
		? path.join(target.path, name)
		: `s3://${target.bucket}/${target.prefix}${name}/`
}

/** The backups in `target`, oldest first, and whether each is complete (its manifest written). */
export async function listBackups(target: BackupTarget): Promise<{ name: string; complete: boolean }[]> {
	const found = new Map<string, boolean>()
	if (target.kind === 'folder') {
		const entries = await readdir(target.path, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
			if (error.code === 'ENOENT') return []
			throw error
		})
		for (const entry of entries) {
			if (!entry.isDirectory() || !BACKUP_NAME.test(entry.name)) continue
			const manifest = await stat(path.join(target.path, entry.name, MANIFEST)).catch(() => null)
			found.set(entry.name, manifest !== null)
		}
	} else {
		for await (const key of objectKeys(target.bucket, target.prefix)) {
			const [name, ...rest] = key.slice(target.prefix.length).split('/')
			if (!name || !BACKUP_NAME.test(name)) continue
			found.set(name, (found.get(name) ?? false) || rest.join('/') === MANIFEST)
		}
	}
	return [...found].sort(([a], [b]) => a.localeCompare(b)).map(([name, complete]) => ({ name, complete }))
}

export async function removeBackup(target: BackupTarget, name: string) {
	if (target.kind === 'folder') {
		await rm(path.join(target.path, name), { recursive: true, force: true })
		return
	}
	let batch: string[] = []
	const flush = async () => {
		if (batch.length === 0) return
		const objects = batch.map((Key) => ({ Key }))
		batch = []
		await s3().send(new DeleteObjectsCommand({ Bucket: target.bucket, Delete: { Objects: objects, Quiet: true } }))
	}
	for await (const key of objectKeys(target.bucket, `${target.prefix}${name}/`)) {
		batch.push(key)
		if (batch.length === 1000) await flush()
	}
	await flush()
}

/** The folder a backup is built in: its place in a folder target, or a temporary one for a bucket. */
export async function buildFolder(target: BackupTarget, name: string) {
	if (target.kind === 'folder') {
		await mkdir(target.path, { recursive: true })
		const folder = path.join(target.path, name)
		// Fails when a backup of this second is already there, rather than mixing two.
		await mkdir(folder)
		return folder
	}
	return mkdtemp(path.join(tmpdir(), `wj-backup-${name}-`))
}

/** Uploads the built backup's files (relative paths), the manifest after all the others. */
export async function uploadBackup(target: BackupTarget & { kind: 's3' }, name: string, folder: string, files: string[]) {
	for (const file of [...files.filter((file) => file !== MANIFEST), MANIFEST]) {
		const local = path.join(folder, file)
		await s3().send(
			new PutObjectCommand({
				Bucket: target.bucket,
				Key: `${target.prefix}${name}/${file}`,
				Body: createReadStream(local),
				ContentLength: (await stat(local)).size,
			}),
		)
	}
}

/**
 * A local folder holding the backup at `location` (a folder, or an s3:// prefix downloaded into a
 * temporary folder); `cleanup` removes what was downloaded.
 */
export async function openBackup(location: string): Promise<{ folder: string; cleanup: () => Promise<void> }> {
	const target = parseTarget(location.replace(/\/+$/, ''))
	if (target.kind === 'folder') return { folder: target.path, cleanup: async () => {} }
	const folder = await mkdtemp(path.join(tmpdir(), 'wj-restore-'))
	try {
		let count = 0
		for await (const key of objectKeys(target.bucket, target.prefix)) {
			const relative = key.slice(target.prefix.length)
			if (!relative || relative.split('/').some((part) => part === '..' || part === '.')) continue
			const local = path.join(folder, relative)
			await mkdir(path.dirname(local), { recursive: true })
			const answer = await s3().send(new GetObjectCommand({ Bucket: target.bucket, Key: key }))
			await pipeline(answer.Body as Readable, createWriteStream(local))
			count++
		}
		if (count === 0) throw new Error(`No backup at ${location}`)
	} catch (error) {
		await rm(folder, { recursive: true, force: true })
		throw error
	}
	return { folder, cleanup: () => rm(folder, { recursive: true, force: true }) }
}

async function* objectKeys(bucket: string, prefix: string) {
	let token: string | undefined
	do {
		const page = await s3().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }))
		for (const object of page.Contents ?? []) if (object.Key) yield object.Key
		token = page.IsTruncated ? page.NextContinuationToken : undefined
	} while (token)
}
