import type { Config } from '@react-router/dev/config'

export default {
	ssr: true,
	// A route's module in one file: the listing's loader and screen, and the island they share, in one
	// gzip rather than three (decision 180).
	splitRouteModules: false,
	// BUILD_DIR lets overlapping test runs build side by side (scripts/test.ts); the server reads the same variable.
	buildDirectory: process.env.BUILD_DIR ?? 'build',
	// React Router's own check (a page action whose Origin names another host answers 400) is left
	// to ours, which refuses the same posts and more, on every route, with one 403: the root
	// middleware's Origin rule (app/platform/origin-check.server.ts, decision 104). `**` matches every host.
	allowedActionOrigins: ['**'],
} satisfies Config
