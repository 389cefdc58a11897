// Child processes for the drill: commands run to their end, services started in the background with
// their output in a log file, free loopback ports, and waiting on a URL.
import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, readFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'

export type Service = {
	name: string
	child: ChildProcess
	logFile: string
	exited: Promise<number | null>
	/** Whether it is still running. */
	running: () => boolean
	/** SIGTERM, then SIGKILL if it is still running after `graceMs`. */
	stop: (graceMs?: number) => Promise<void>
}

/** Runs a command to its end; its output, and a rejection naming the command and its last lines unless it exits 0. */
export async function run(
	command: string,
	args: string[],
	options: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string } = {},
) {
	const child = spawn(command, args, {
		cwd: options.cwd,
		env: options.env ?? process.env,
		stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
	})
	let stdout = ''
	let stderr = ''
	child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
	child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
	if (options.input !== undefined) child.stdin!.on('error', () => {}).end(options.input)
	const code = await new Promise<number | null>((resolve, reject) => {
		child.once('error', reject)
		child.once('close', resolve)
	})
	if (code !== 0) {
		// The lines naming an error first (a tool may print pages of SQL after them), then the last ones.
		const lines = `${stdout}\n${stderr}`.trim().split('\n')
		const errors = lines.filter((line) => /error|fatal/i.test(line)).slice(0, 5)
		const shown = [...errors, ...(errors.length ? ['...'] : []), ...lines.slice(-8)].map((line) => line.slice(0, 400))
		throw new Error(`${command} ${args.join(' ')} exited with ${code}:\n${shown.join('\n')}`)
	}
	return { stdout, stderr }
}

/** Starts a long-running process with its stdout and stderr in `logFile`. */
export function startService(
	name: string,
	command: string,
	args: string[],
	options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): Service {
	const log = createWriteStream(options.logFile, { flags: 'a' })
	const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] })
	child.stdout!.pipe(log, { end: false })
	child.stderr!.pipe(log, { end: false })
	let exitCode: number | null | undefined
	const exited = new Promise<number | null>((resolve) => {
		child.once('error', () => resolve((exitCode = -1)))
		child.once('exit', (code, signal) => resolve((exitCode = code ?? (signal ? null : -1))))
	})
	return {
		name,
		child,
		logFile: options.logFile,
		exited,
		running: () => exitCode === undefined,
		async stop(graceMs = 25_000) {
			if (exitCode !== undefined) return
			child.kill('SIGTERM')
			const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
			await exited
			clearTimeout(timer)
			log.end()
		},
	}
}

/** The last lines of a service's log, for a failure's report. */
export function logTail(service: Service, lines = 20) {
	try {
		return readFileSync(service.logFile, 'utf8').trim().split('\n').slice(-lines).join('\n')
	} catch {
		return '(no log)'
	}
}

/** A port on 127.0.0.1 that was free a moment ago. */
export async function freePort() {
	const probe = createServer()
	await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
	const { port } = probe.address() as AddressInfo
	await new Promise<void>((resolve) => probe.close(() => resolve()))
	return port
}

/** Polls `url` until it answers `status`, or throws after `timeoutMs` with the last answer. */
export async function waitForStatus(
	url: string,
	options: { status?: number; timeoutMs?: number; alive?: Service[] } = {},
) {
	const status = options.status ?? 200
	const deadline = Date.now() + (options.timeoutMs ?? 60_000)
	let last = 'no answer'
	while (Date.now() < deadline) {
		for (const service of options.alive ?? [])
			if (!service.running()) throw new Error(`${service.name} exited while waiting:\n${logTail(service)}`)
		try {
			const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
			last = `${response.status} ${(await response.text()).slice(0, 300)}`
			if (response.status === status) return
		} catch (error) {
			last = String(error)
		}
		await new Promise((resolve) => setTimeout(resolve, 250))
	}
	throw new Error(`${url} did not answer ${status} in time; last: ${last}`)
}

/** Polls `check` every 250 ms until it returns a value, or throws `message` after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs: number, message: string) {
	const deadline = Date.now() + timeoutMs
	while (Date.now() < deadline) {
		const value = await check()
		if (value !== undefined) return value
		await new Promise((resolve) => setTimeout(resolve, 250))
	}
	throw new Error(message)
}
