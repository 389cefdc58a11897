// pg_dump and pg_restore, used when the machine has a pg_dump at least as new as the server
// (decision 218): Debian's PostgreSQL with its own client. The embedded PostgreSQL ships none, and
// an older pg_dump refuses a newer server, so otherwise the backup copies tables itself.
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { setting } from '../config-schema.server.ts'

const run = promisify(execFile)

export type PgTools = { pgDump: string; pgRestore: string; major: number }

/** The major version a PostgreSQL client program reports, or null when it cannot be run. */
async function majorVersion(program: string) {
	try {
		const { stdout } = await run(program, ['--version'])
		const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout)
		return match ? Number(match[1]) : null
	} catch {
		return null
	}
}

/** PG_DUMP (or pg_dump on PATH) and the pg_restore beside it. */
export async function pgTools(): Promise<PgTools | null> {
	const pgDump = setting('PG_DUMP') ?? 'pg_dump'
	const pgRestore = path.dirname(pgDump) === '.' ? 'pg_restore' : path.join(path.dirname(pgDump), 'pg_restore')
	const major = await majorVersion(pgDump)
	if (major === null || (await majorVersion(pgRestore)) !== major) return null
	return { pgDump, pgRestore, major }
}

/** The tools when they can dump a server of `serverVersionNum` (180001 is 18.1), else null. */
export async function pgToolsFor(serverVersionNum: number) {
	const tools = await pgTools()
	return tools && tools.major >= Math.floor(serverVersionNum / 10_000) ? tools : null
}

/**
 * Dumps the app's schema and rows as the exported `snapshot` sees them (the caller holds its
 * transaction open), leaving out the queue's schema as the copy method does.
 */
export async function pgDump(tools: PgTools, databaseUrl: string, snapshot: string, file: string) {
	await run(
		tools.pgDump,
		[
			'--format=custom',
			`--snapshot=${snapshot}`,
			'--exclude-schema=pgboss',
			'--no-owner',
			'--no-privileges',
			`--file=${file}`,
			`--dbname=${databaseUrl}`,
		],
		{ maxBuffer: 16 * 1024 * 1024 },
	)
}

/** Loads a dump into an empty database, in one transaction: all of it or nothing. */
export async function pgRestore(tools: PgTools, databaseUrl: string, file: string) {
	await run(
		tools.pgRestore,
		['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${databaseUrl}`, file],
		{ maxBuffer: 16 * 1024 * 1024 },
	)
}
