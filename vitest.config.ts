import { defineConfig } from 'vitest/config'

// Kept apart from vite.config.ts so the React Router plugin is not loaded in tests.
export default defineConfig({
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
		globalSetup: ['./tests/setup/global-setup.ts'],
		setupFiles: ['./tests/setup/setup-file.ts'],
		environment: 'node',
		testTimeout: 20_000,
		hookTimeout: 60_000,
		pool: 'forks',
	},
})
