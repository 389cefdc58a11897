// /readyz: whether this process should be sent traffic (decision 220). /healthz, which the server
// answers itself without a query, only says the process is alive: a supervisor restarts a process
// that fails it, while a load balancer only stops sending to one that is not ready.
import { setting } from './config-schema.server.ts'
import { getOrm } from './db.server.ts'
import { isDatabaseDown, withTimeout } from './outage.server.ts'
import { workerStarted } from './queue/worker.server.ts'

export type Readiness = {
	status: 'ready' | 'not ready'
	/** What is not ready, by name: `database`, `migrations`, `worker`. */
	notReady: ('database' | 'migrations' | 'worker')[]
	database: 'ok' | 'unreachable'
	/** `unknown` while the database is unreachable. */
	migrations: 'applied' | 'pending' | 'unknown'
	pendingMigrations: string[]
	/** `not run here`: QUEUE_WORKER=0 leaves the jobs to other processes. */
	worker: 'started' | 'not started' | 'not run here'
}

const CHECK_TIMEOUT_MS = 2_000

/**
 * Checks the database answers (two seconds at most), no migration this build knows is left to
 * apply, and, when this process should run the queue's worker (QUEUE_WORKER, not 0), that it
 * has started.
 */
export async function readiness(): Promise<Readiness> {
	const down = await isDatabaseDown()
	let pendingMigrations: string[] = []
	let migrationsKnown = !down
	if (!down) {
		try {
			const orm = await getOrm()
			pendingMigrations = (await withTimeout(orm.migrator.getPending(), CHECK_TIMEOUT_MS)).map((m) => m.name)
		} catch {
			migrationsKnown = false
		}
	}
	const worker = !setting('QUEUE_WORKER') ? 'not run here' : workerStarted() ? 'started' : 'not started'
	const migrations = !migrationsKnown ? 'unknown' : pendingMigrations.length ? 'pending' : 'applied'
	const notReady: Readiness['notReady'] = []
	if (down) notReady.push('database')
	if (migrations !== 'applied') notReady.push('migrations')
	if (worker === 'not started') notReady.push('worker')
	return {
		status: notReady.length ? 'not ready' : 'ready',
		notReady,
		database: down ? 'unreachable' : 'ok',
		migrations,
		pendingMigrations,
		worker,
	}
}

/** The answer to GET /readyz: 200 when ready, else 503; the body says what was checked either way. */
export async function readyzResponse(): Promise<Response> {
	const state = await readiness()
	return Response.json(state, {
		status: state.status === 'ready' ? 200 : 503,
		headers: { 'Cache-Control': 'no-store' },
	})
}
