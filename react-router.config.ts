import type { Config } from '@react-router/dev/config'

export default {
	ssr: true,
	// BUILD_DIR lets overlapping test runs build side by side (scripts/test.ts); the server reads the same variable.
	buildDirectory: process.env.BUILD_DIR ?? 'build',
	// React Router's own check (a page action whose Origin names another host answers 400) is left
	// to ours, which refuses the same posts and more, on every route, with one 403: the root
	// middleware's Origin rule (app/platform/origin-check.server.ts, decision 104). `**` matches every host.
	allowedActionOrigins: ['**'],
} satisfies Config
