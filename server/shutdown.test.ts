import { afterEach, describe, expect, it, vi } from 'vitest'
import { activeResources, shutDownWithin } from './shutdown.ts'

/** process.exit stopped from ending the test run: the code it was given. */
function exits() {
	let resolve: (code: number) => void = () => {}
	const exited = new Promise<number>((done) => (resolve = done))
	vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
		resolve(code ?? 0)
		return undefined as never
	}) as typeof process.exit)
	return exited
}

afterEach(() => {
	vi.restoreAllMocks()
})

describe('shutDownWithin', () => {
	it('runs every step in order, past one that fails, and exits with the code asked for', async () => {
		const exited = exits()
		const ran: string[] = []
		void shutDownWithin({
			deadlineMs: 2_000,
			steps: [
				{ name: 'one', run: async () => ran.push('one') },
				{ name: 'two', run: () => Promise.reject(new Error('the queue would not stop')) },
				{ name: 'three', run: async () => ran.push('three') },
			],
			exitCode: () => 3,
		})
		expect(await exited).toBe(3)
		expect(ran).toEqual(['one', 'three'])
	})

	it('exits 1 at the deadline when a step never finishes, having asked what was still open', async () => {
		const exited = exits()
		const stillOpen = vi.fn(() => ({ openHttpConnections: 2 }))
		const started = Date.now()
		void shutDownWithin({
			deadlineMs: 300,
			steps: [{ name: 'closing the ORM', run: () => new Promise(() => {}) }],
			stillOpen,
		})
		expect(await exited).toBe(1)
		expect(Date.now() - started).toBeGreaterThanOrEqual(290)
		expect(stillOpen).toHaveBeenCalledOnce()
	})
})

describe('activeResources', () => {
	it('counts what keeps the event loop busy by kind', () => {
		const timer = setTimeout(() => {}, 10_000)
		try {
			expect(activeResources().counts.Timeout).toBeGreaterThanOrEqual(1)
		} finally {
			clearTimeout(timer)
		}
	})
})
