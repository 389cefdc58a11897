import type { IncomingMessage, ServerResponse } from 'node:http'
import { RouterContextProvider, type HandleErrorFunction } from 'react-router'
import { clientIpContext, requestIdContext } from './context.ts'
import { log } from './platform/logger.server.ts'
import { noteFailure } from './platform/outage.server.ts'
import { stopWorker, startWorker } from './platform/queue/worker.server.ts'
import { BACKGROUND_TASKS } from './background-tasks.server.ts'
import { taxonomy } from './features/skills/taxonomy.server.ts'
import { PERSONAL_PAGES } from './personal-pages.server.ts'
import { answerPersonalPage as answerPersonalPageOf } from './platform/render/personal-page.server.ts'

/**
 * Every page React Router renders: whole for an anonymous visitor's public page, otherwise streamed
 * with a nonce (app/platform/render/, whose README says what is special about it and how to turn
 * each part off).
 */
export { renderPage as default, streamTimeout } from './platform/render/page-render.server.tsx'

export const handleError: HandleErrorFunction = (error, { request }) => {
	if (request.signal.aborted) return
	// A lost database connection answers as the outage (503), not as our fault (request-context.server.ts).
	noteFailure(error)
	log().error({ err: error }, 'request failed')
}

/** Called by the Node server for every request: the load context with the client's address and the request id. */
export function createLoadContext(clientIp: string, requestId?: string) {
	const context = new RouterContextProvider()
	context.set(clientIpContext, clientIp)
	if (requestId) context.set(requestIdContext, requestId)
	return context
}

/** Called by the Node server on shutdown, once the last request has been answered. */
export { closeSharedOrm } from './platform/db.server.ts'
/** Called by the Node server on shutdown, before closeSharedOrm: the job page views not yet written. */
export { flushViews } from './features/jobs/interactions.server.ts'

/**
 * Called by the Node server for every request before React Router: answers an anonymous GET from
 * the rendered-page cache when it can; its counters for the logs and the benchmark.
 */
export { answerFromPageCache } from './platform/render/page-cache/serve-cached-page.server.ts'
export { closePageCacheConnection, pageCacheStats } from './platform/render/page-cache/page-cache.server.ts'

/**
 * Called by the Node server for every request after the page cache's look-up: a signed-in
 * person's listing or job page made from the kept shared page, when the cache holds it (decision 248).
 */
export function answerPersonalPage(req: IncomingMessage, res: ServerResponse) {
	return answerPersonalPageOf(PERSONAL_PAGES, req, res)
}

/**
 * Called by the Node server once the database is migrated, unless QUEUE_WORKER=0: the background
 * queue's worker runs in this process, on the app's one ORM.
 */
export async function startBackgroundWorker() {
	await startWorker(BACKGROUND_TASKS)
}

/**
 * Called by the Node server on shutdown, after the last request and before closeSharedOrm: jobs under
 * way finish, for up to `timeoutMs`.
 */
export async function stopBackgroundQueue(timeoutMs?: number) {
	await stopWorker(timeoutMs)
}

/**
 * Called by the Node server: once as it starts (the metrics' database readers, on this ORM), then for
 * /metrics and /readyz (server/operator-endpoints.ts).
 */
export { startMetrics } from './platform/metrics-sources.server.ts'
export { metricsText } from './platform/metrics.server.ts'
export { readyzResponse } from './platform/readiness.server.ts'

/** Called by the Node server when its shutdown overruns its deadline: the jobs it was waiting for. */
export { jobsUnderWay } from './platform/queue/queue.server.ts'

/**
 * Builds, once the server listens, what the first search or job posting would otherwise wait for:
 * the skills taxonomy's phrase index (about a second of CPU; decision 196).
 */
export function warmUp() {
	taxonomy()
}
