// Stopping within a deadline (decision 194). A SIGTERM runs the shutdown's steps in order; a
// watchdog armed with it ends the process with exit code 1 if they have not all finished by the
// deadline, after one log line saying which step was under way and what was still open. A process
// stuck on a frozen database, a connection that never closes or a job that never returns would
// otherwise outlive its supervisor's patience (systemd, Docker and Kubernetes send SIGKILL after
// 10 to 90 s, with nothing in the log to say why).
import { log } from '../app/platform/logger.server.ts'

export type ShutdownStep = { name: string; run: () => Promise<unknown> }

/** Counts of what keeps the event loop busy, by kind (TCPSocketWrap, Timeout ...), and the sockets' ends. */
export function activeResources() {
	const counts: Record<string, number> = {}
	for (const kind of process.getActiveResourcesInfo()) counts[kind] = (counts[kind] ?? 0) + 1
	// Which peers the open sockets lead to (a client, PostgreSQL's port, SMTP): not in the public API.
	const handles = (process as unknown as { _getActiveHandles?: () => unknown[] })._getActiveHandles?.() ?? []
	const sockets = handles
		.filter((handle): handle is { remoteAddress?: string; remotePort?: number; localPort?: number } =>
			Boolean(handle && typeof handle === 'object' && 'remotePort' in handle),
		)
		.filter((socket) => socket.remotePort !== undefined)
		.map((socket) => `${socket.localPort ?? '?'}->${socket.remoteAddress ?? '?'}:${socket.remotePort}`)
	return { counts, sockets: sockets.slice(0, 20) }
}

/**
 * Runs `steps` one after another (a step that fails is logged and passed over) and exits with
 * `exitCode` (0 unless told); if they have not finished `deadlineMs` after the call, logs
 * `stillOpen()` with the step under way and the process's open resources, and exits 1.
 */
export async function shutDownWithin(options: {
	deadlineMs: number
	steps: ShutdownStep[]
	stillOpen?: () => Record<string, unknown>
	exitCode?: () => number
}): Promise<never> {
	const { deadlineMs, steps, stillOpen = () => ({}), exitCode = () => 0 } = options
	const started = Date.now()
	let current = 'starting'
	const watchdog = setTimeout(() => {
		log().error(
			{ step: current, deadlineMs, ...stillOpen(), resources: activeResources() },
			`shutdown did not finish within ${deadlineMs / 1000} s (stuck at: ${current}): exiting anyway`,
		)
		process.exit(1)
	}, deadlineMs)
	for (const step of steps) {
		current = step.name
		try {
			await step.run()
		} catch (error) {
			log().error({ err: error, step: step.name }, `shutdown: ${step.name} failed`)
		}
	}
	clearTimeout(watchdog)
	log().info({ ms: Date.now() - started }, 'shutdown finished')
	process.exit(exitCode())
}
