// The frame `npm run backup` and `npm run restore` share (decision 218): settings checked first
// (a bad one: its line, exit 2), the app's database (DATABASE_URL's, or the embedded one beside a
// running `npm start`), progress as JSON lines on stderr, the result's lines on stdout, and a
// failure as one line on stderr with exit code 1.
import { ConfigError, parseEnv, type Env } from '../app/platform/config-schema.server.ts'
import { BackupError } from '../app/platform/backup/manifest.ts'
import { appDatabaseUrl, openDatabaseServer } from '../server/database.ts'

type Progress = (message: string, fields?: Record<string, unknown>) => void

/** The settings, or their error line and exit code 2. */
export function backupSettings(): Env {
	try {
		return parseEnv(process.env)
	} catch (error) {
		if (!(error instanceof ConfigError)) throw error
		console.error(error.message)
		process.exit(2)
	}
}

/** Runs `work` on the app's database URL; prints the lines it answers, or `<failed>: message`. */
export async function runOnAppDatabase(failed: string, work: (url: string, progress: Progress) => Promise<string[]>) {
	const progress: Progress = (message, fields) =>
		console.error(JSON.stringify({ time: new Date().toISOString(), msg: message, ...fields }))
	const server = await openDatabaseServer()
	try {
		for (const line of await work(await appDatabaseUrl(server), progress)) console.log(line)
	} catch (error) {
		console.error(error instanceof BackupError ? error.message : `${failed}: ${(error as Error).message}`)
		process.exitCode = 1
	} finally {
		await server.stop()
	}
}
