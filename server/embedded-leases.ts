// Which live processes use an embedded PostgreSQL data folder, and one at a time to start or stop
// it (decision 187). Kept in a folder beside the data folder (`.data/postgres.leases/`):
//   <pid>.<n>   a lease: a process of ours uses the cluster (its start time inside, against pid reuse)
//   start.lock  held while a process decides whether to adopt, start or stop the postmaster
//   port        the port the cluster was last started on, so a restart keeps its clients' URL
// A lease whose process is gone (killed with SIGKILL) no longer counts; nor does the lock it held.
// The last process to stop the cluster removes the folder: nobody is left holding its URL.
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { isAlive, startTimeOf } from './postmaster.ts'

export const leasesDirOf = (dataDir: string) => `${dataDir}.leases`

/** How long a process waits for another one starting the cluster (an initdb on a slow disk included). */
const START_LOCK_TIMEOUT_MS = 120_000

let leasesTaken = 0

/** Takes a lease on `dataDir`'s cluster for this process; returns the lease's file. */
export function takeLease(dataDir: string) {
	const dir = leasesDirOf(dataDir)
	mkdirSync(dir, { recursive: true })
	const file = path.join(dir, `${process.pid}.${++leasesTaken}`)
	writeFileSync(file, startTimeOf(process.pid))
	return file
}

export function dropLease(file: string) {
	rmSync(file, { force: true })
}

/**
 * The pids of the live processes holding a lease on `dataDir`'s cluster other than `own` (this
 * process is among them when it holds another); leases of processes gone are removed.
 */
export function otherUsers(dataDir: string, own: string): number[] {
	const dir = leasesDirOf(dataDir)
	if (!existsSync(dir)) return []
	const users = new Set<number>()
	for (const name of readdirSync(dir)) {
		const match = /^(\d+)\.\d+$/.exec(name)
		const file = path.join(dir, name)
		if (!match || file === own) continue
		const pid = Number(match[1])
		if (isSameProcess(pid, readQuietly(file))) users.add(pid)
		else rmSync(file, { force: true })
	}
	return [...users]
}

export function rememberedPort(dataDir: string) {
	const port = Number.parseInt(readQuietly(path.join(leasesDirOf(dataDir), 'port')), 10)
	return Number.isInteger(port) && port > 0 ? port : undefined
}

export function rememberPort(dataDir: string, port: number) {
	mkdirSync(leasesDirOf(dataDir), { recursive: true })
	writeFileSync(path.join(leasesDirOf(dataDir), 'port'), String(port))
}

// One holder at a time inside this process too: the file lock alone would see its own pid as live.
const queues = new Map<string, Promise<unknown>>()

/**
 * Runs `fn` holding `dataDir`'s start lock: no other process of ours adopts, starts or stops the
 * cluster meanwhile. A lock left by a process that died holding it is taken over.
 */
export function withStartLock<T>(dataDir: string, fn: () => Promise<T>): Promise<T> {
	const dir = leasesDirOf(dataDir)
	const previous = queues.get(dir) ?? Promise.resolve()
	const run = previous
		.catch(() => {})
		.then(async () => {
			const lock = await acquire(dir)
			try {
				return await fn()
			} finally {
				if (readQuietly(lock) === holderLine()) rmSync(lock, { force: true })
			}
		})
	queues.set(
		dir,
		run.catch(() => {}),
	)
	return run
}

const holderLine = () => `${process.pid} ${startTimeOf(process.pid)}`

async function acquire(dir: string) {
	mkdirSync(dir, { recursive: true })
	const lock = path.join(dir, 'start.lock')
	const started = Date.now()
	for (;;) {
		try {
			const fd = openSync(lock, 'wx')
			writeFileSync(fd, holderLine())
			closeSync(fd)
			return lock
		} catch (error) {
			const code = (error as NodeJS.ErrnoException).code
			// The last process out removes the folder, its lock with it: make it again and try again.
			if (code === 'ENOENT') mkdirSync(dir, { recursive: true })
			if (code === 'ENOENT') continue
			if (code !== 'EEXIST') throw error
		}
		const holder = readQuietly(lock)
		const [pid, startTime] = holder.split(' ')
		// A holder still writing its line leaves it empty for a moment: wait for it like a live one.
		if (holder && !isSameProcess(Number(pid), startTime ?? '')) {
			if (readQuietly(lock) === holder) rmSync(lock, { force: true })
			continue
		}
		if (Date.now() - started > START_LOCK_TIMEOUT_MS) {
			throw new Error(
				`Process ${pid} has been starting the embedded PostgreSQL for ${START_LOCK_TIMEOUT_MS / 1000} s (lock ${lock}): stop it, or remove the lock if no such process runs.`,
			)
		}
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
}

function isSameProcess(pid: number, startTime: string) {
	if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return false
	return !startTime || startTimeOf(pid) === startTime
}

function readQuietly(file: string) {
	try {
		return readFileSync(file, 'utf8').trim()
	} catch {
		return ''
	}
}

/** The port the cluster last ran on, so that processes still holding its URL reach it again; else a free one. */
export async function portFor(dataDir: string) {
	const last = rememberedPort(dataDir)
	if (last && (await isFree(last))) return last
	return findFreePort()
}

function isFree(port: number) {
	return new Promise<boolean>((resolve) => {
		const probe = createServer()
		probe.unref()
		probe.once('error', () => resolve(false))
		probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
	})
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
