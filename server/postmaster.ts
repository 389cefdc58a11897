// What a data folder's lock file says about the PostgreSQL running on it, read without being its
// parent: the embedded PostgreSQL may have been started by another process of ours (decision 187).
import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'

export type Postmaster = { pid: number; port: number }

/**
 * The live postmaster of `dataDir`, from its `postmaster.pid` (line 1 its pid, line 4 its port), or
 * null. With `clearStale` (only under the start lock, where no postmaster is being started), a lock
 * file naming no live postmaster (left by one killed with SIGKILL, or a pid reused after a reboot) is
 * removed, as PostgreSQL itself would on its next start; without it the file is only read, since one
 * read while a postmaster writes it may be half there.
 */
export function postmasterOf(dataDir: string, { clearStale = false } = {}): Postmaster | null {
	const lockFile = path.join(dataDir, 'postmaster.pid')
	let lines: string[]
	try {
		lines = readFileSync(lockFile, 'utf8').split('\n')
	} catch {
		return null
	}
	const pid = Number.parseInt(lines[0] ?? '', 10)
	const port = Number.parseInt(lines[3] ?? '', 10)
	if (!Number.isInteger(pid) || pid <= 0 || !isPostmaster(pid)) {
		if (clearStale) rmSync(lockFile, { force: true })
		return null
	}
	// The port comes a moment after the pid: a postmaster this young is not taking connections yet anyway.
	return { pid, port: Number.isInteger(port) ? port : 0 }
}

/** Whether PostgreSQL on `port` lets the embedded cluster's user in and answers a query within two seconds. */
export async function acceptsConnections(port: number, user: string, password: string) {
	if (!port) return false
	const client = new pg.Client({
		host: '127.0.0.1',
		port,
		user,
		password,
		database: 'postgres',
		connectionTimeoutMillis: 2_000,
		application_name: 'warrington-jobs-probe',
	})
	client.on('error', () => {})
	try {
		await client.connect()
		await client.query('select 1')
		return true
	} catch {
		return false
	} finally {
		await client.end().catch(() => {})
	}
}

/** Stops a postmaster this process did not start: fast shutdown, then SIGKILL after 15 s. */
export async function stopPostmaster(pid: number, dataDir: string) {
	signal(pid, 'SIGINT')
	for (let waited = 0; waited < 15_000; waited += 100) {
		if (!isAlive(pid)) return
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	signal(pid, 'SIGKILL')
	await new Promise((resolve) => setTimeout(resolve, 500))
	rmSync(path.join(dataDir, 'postmaster.pid'), { force: true })
}

function signal(pid: number, name: NodeJS.Signals) {
	try {
		process.kill(pid, name)
	} catch {
		// Gone already.
	}
}

export function isAlive(pid: number) {
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
 * When the process started, in clock ticks since boot (/proc/PID/stat, field 22), or '' without
 * /proc: a pid written in a file names the same process only while this still matches.
 */
export function startTimeOf(pid: number) {
	try {
		const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
		// "pid (comm) state ppid ...": comm may hold spaces, so count from after the ')'.
		return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? ''
	} catch {
		return ''
	}
}
