// What the benchmark scripts share about the servers they start.
import { readFileSync } from 'node:fs'

/** Resolves once `url` answers 2xx, polling every 200 ms; throws after `seconds`. */
export async function waitFor(url: string, seconds = 60) {
	for (let i = 0; i < seconds * 5; i++) {
		try {
			if ((await fetch(url)).ok) return
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 200))
	}
	throw new Error(`${url} did not come up`)
}

/** An API token for an account, as a client signs in (POST /api/login). */
export async function apiToken(origin: string, account: { email: string; password: string }) {
	const response = await fetch(`${origin}/api/login`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ email: account.email, password: account.password }),
	})
	if (!response.ok) throw new Error(`Signing in as ${account.email} answered ${response.status}`)
	return ((await response.json()) as { token: string }).token
}

/** A process's peak resident memory (VmHWM) in MB, rounded; null where /proc does not tell it. */
export function peakRssMb(pid: number) {
	try {
		const kilobytes = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmHWM:\s*(\d+) kB/m)?.[1]
		return kilobytes ? Math.round(Number(kilobytes) / 1024) : null
	} catch {
		return null
	}
}
