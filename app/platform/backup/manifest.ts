// What manifest.json says about a backup (README "Backups"). Written last: a backup without one is
// incomplete. Restore reads it first, checks every file against it, then loads.
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { Transform, type TransformCallback } from 'node:stream'
import { z } from 'zod'

/** Raised when the format changes in a way an older restore could not read. */
export const BACKUP_FORMAT = 1

const ManifestSchema = z.object({
	format: z.literal(BACKUP_FORMAT),
	createdAt: z.iso.datetime(),
	app: z.object({ version: z.string(), commit: z.string().nullable() }),
	postgres: z.object({ version: z.string(), versionNum: z.number().int() }),
	/** pg_dump's custom format in database.dump, or each table's COPY text under database/. */
	method: z.enum(['pg_dump', 'copy']),
	/** The app's migrations applied to the database, in the order they ran. */
	migrations: z.array(z.string()),
	tables: z.array(z.object({ name: z.string(), rows: z.number().int(), columns: z.array(z.string()) })),
	/** Sequences' values (the copy method; pg_dump keeps its own). */
	sequences: z.array(z.object({ name: z.string(), value: z.string(), isCalled: z.boolean() })),
	/** Every file of the backup but the manifest, by its path inside the backup. */
	files: z.array(
		z.object({
			path: z.string(),
			size: z.number().int(),
			sha256: z.string().regex(/^[0-9a-f]{64}$/),
			/** For an uploaded file from the bucket: its stored_file row and the object's type. */
			storedFile: z.object({ id: z.string(), mimeType: z.string() }).optional(),
		}),
	),
	/** stored_file rows whose object was gone when the backup ran (deleted since the snapshot). */
	missingObjects: z.array(z.string()),
})

export type Manifest = z.output<typeof ManifestSchema>
export type ManifestFile = Manifest['files'][number]

export async function readManifest(folder: string): Promise<Manifest> {
	let text: string
	try {
		text = await readFile(path.join(folder, 'manifest.json'), 'utf8')
	} catch {
		throw new BackupError(`No manifest.json in ${folder}: not a backup, or an incomplete one`)
	}
	const parsed = ManifestSchema.safeParse(JSON.parse(text))
	if (!parsed.success) throw new BackupError(`manifest.json in ${folder} is not a backup manifest this version reads`)
	return parsed.data
}

/** A refusal to say in one line (bad backup, non-empty database): the scripts print its message. */
export class BackupError extends Error {
	override name = 'BackupError'
}

/** A pass-through that counts and hashes what flows through it. */
export class Fingerprint extends Transform {
	readonly hash = createHash('sha256')
	size = 0
	override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
		this.hash.update(chunk)
		this.size += chunk.byteLength
		done(null, chunk)
	}
	digest() {
		return this.hash.digest('hex')
	}
}

/** The size and sha256 of a file on disk. */
export async function fingerprintOf(file: string) {
	const fingerprint = new Fingerprint()
	await pipeline(createReadStream(file), fingerprint, async function* (source) {
		for await (const _ of source);
	})
	return { size: fingerprint.size, sha256: fingerprint.digest() }
}

/** Every file checked against the manifest before anything is written; throws naming the first bad one. */
export async function verifyFiles(backup: string, manifest: Manifest) {
	const folder = path.resolve(backup)
	for (const file of manifest.files) {
		const local = path.join(folder, file.path)
		if (!local.startsWith(folder + path.sep)) throw new BackupError(`manifest.json names a path outside the backup: ${file.path}`)
		const found = await fingerprintOf(local).catch(() => null)
		if (!found) throw new BackupError(`${file.path} is missing from the backup; nothing was restored`)
		if (found.size !== file.size || found.sha256 !== file.sha256) {
			throw new BackupError(`${file.path} does not match its checksum in manifest.json; nothing was restored`)
		}
	}
}
