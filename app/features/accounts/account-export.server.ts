// "Download my data" (UK GDPR access and portability; decisions 163, 184): every row the register
// of personal data finds for the account, as one JSON document with a section per register entry,
// and the files that are theirs. The erasure acts on exactly these rows, so a table added to the
// register is in both; add it there (personal-data-register.server.ts), not here.
import type { EntityManager } from '@mikro-orm/postgresql'
import type { User } from '../../models/user.ts'
import { readFileChunks } from '../../platform/files.server.ts'
import { EXPORT_JSON_NAME } from './account-data.ts'
import { zipStream } from './zip-download.server.ts'
import { FILE_SOURCES, type Owner } from './personal-data-register.server.ts'
import { findPersonalRows, ownerOf, type FoundRows } from './personal-data.server.ts'

type Account = Pick<User, 'id'>

/** Values kept exactly as stored: free-form JSON whose keys are the data, not column names. */
const VERBATIM = new Set(['profile_snapshot', 'assessment_data', 'sess', 'response_headers', 'headers'])

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())

function camelKeys(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(camelKeys)
	if (value === null || typeof value !== 'object') return value
	return Object.fromEntries(
		Object.entries(value).map(([key, inner]) => [camel(key), VERBATIM.has(key) ? inner : camelKeys(inner)]),
	)
}

/** The stored files of `owner`, once each, with where each sits in the ZIP. */
export async function filesOf(em: EntityManager, owner: Owner) {
	const found = await em.execute<{ id: string; folder: string; file_name: string; mime_type: string; size: number }[]>(
		`select * from (select distinct on (f.id) f.id, s.folder, f.file_name, f.mime_type, f.size from (${FILE_SOURCES.map((source) => source.select).join(' union all ')}) s join stored_file f on f.id = s.file_id order by f.id, s.folder) files order by folder, file_name`,
		FILE_SOURCES.flatMap((source) => source.params(owner)),
	)
	return found.map((file) => ({
		id: file.id,
		path: `files/${file.folder}/${safeName(file.file_name)}`,
		fileName: file.file_name,
		mimeType: file.mime_type,
		size: Number(file.size),
	}))
}

/** A stored name as one path segment: no folders, no control characters. */
function safeName(name: string) {
	// eslint-disable-next-line no-control-regex
	return name.replace(/[\u0000-\u001f\u007f/\\]/g, '_').replace(/^\.+/, '_') || 'file'
}

/** The JSON document's sections from the register's rows: one object for a one-row table, else a list. */
export function exportSections(found: FoundRows[]) {
	const sections: Record<string, unknown> = {}
	for (const { entry, rows } of found) {
		const shown = rows.map(camelKeys)
		sections[entry.section] = entry.one ? (shown[0] ?? null) : shown
	}
	return sections
}

/** The export: the JSON document (with the list of files and where each sits in the ZIP) and the files. */
export async function accountExport(em: EntityManager, account: Account, now = new Date()) {
	const owner = (await ownerOf(em, account.id)) ?? { id: account.id, verifiedAddress: null }
	const found = await findPersonalRows(em, owner)
	const files = await filesOf(em, owner)
	const where = new Map(files.map((file) => [file.id, file.path]))
	const sections = exportSections(found)
	const document: Record<string, unknown> = {
		exportedAt: now.toISOString(),
		about:
			'Everything Warrington Jobs holds about your account, as of exportedAt. Dates are UTC; money is in pence. Your files are in the files folder of this ZIP, listed under "files" with their path.',
		...sections,
		// In the ZIP's order (by folder, then name), as `files` lists them.
		files: (sections.files as { id: string }[])
			.map((file) => ({ ...file, path: where.get(file.id) ?? '' }))
			.sort((a, b) => a.path.localeCompare(b.path)),
	}
	return { document, files }
}

/**
 * The export as the ZIP's entries: the JSON document first (deflated), then each file as stored,
 * read chunk by chunk as the archive is read. What "Download my data" streams and what
 * `npm run admin -- user:export --out` writes.
 */
export async function accountExportZipEntries(em: EntityManager, account: Account, now = new Date()) {
	const { document, files } = await accountExport(em, account, now)
	const json = new TextEncoder().encode(JSON.stringify(document, null, 2))
	return [
		{
			path: EXPORT_JSON_NAME,
			compress: true,
			chunks: async function* () {
				yield json
			},
		},
		...files.map((file) => ({ path: file.path, compress: false, chunks: () => readFileChunks(em, file.id) })),
	]
}

/** The export as a ZIP archive's bytes, produced as the stream is read. */
export async function accountExportZip(em: EntityManager, account: Account, now = new Date()) {
	return zipStream(await accountExportZipEntries(em, account, now))
}
