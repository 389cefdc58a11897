import { defineConfig } from 'vitest/config'

// Kept apart from vite.config.ts so the React Router plugin is not loaded in tests.
export default defineConfig({
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'eslint/**/*.test.ts'],
		globalSetup: ['./tests/setup/global-setup.ts'],
		setupFiles: ['./tests/setup/setup-file.ts'],
		environment: 'node',
		testTimeout: 20_000,
		hookTimeout: 60_000,
		pool: 'forks',
		// The files of one worker share its modules: the app's graph (MikroORM's metadata, the skills
		// phrase index, React) is loaded three times per run, not 259. 4m36s against 9m37s isolated
		// (2026-11-28). Each file still gets its own database (tests/setup/setup-file.ts); a test that
		// must count calls spies on an object (vi.spyOn), never replaces a module (vi.mock).
		isolate: false,
		// Vitest's default is one worker fewer than the cores: one, on the 2-core machines here, where most
		// of a test's time is spent waiting on PostgreSQL. Three run the suite in about half the time.
		maxWorkers: 3,
		// A slow insight waits this long for its new figures before the previous ones stand in (decision
		// 142): long enough that a busy machine never gives a test the figures from before its change.
		env: { INSIGHTS_STALE_WAIT_MS: '10000' },
	},
})
