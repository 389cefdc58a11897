// What the server answers for its operator before the app (decision 220): /healthz (alive: no
// query, 200 while the event loop answers), /readyz (ready for traffic: the app's readiness check)
// and /metrics (Prometheus's text format). /metrics is served on METRICS_PORT's own listener
// (METRICS_HOST, 127.0.0.1 by default) when that is set; otherwise on the main port only with
// `Authorization: Bearer $METRICS_TOKEN`; with neither it is the app's 404. With WEB_CONCURRENCY > 1
// the numbers are every server process's added up by the cluster's first process (prom-client's
// AggregatorRegistry): it runs the METRICS_PORT listener, and a server process asked on the main
// port asks it.
import cluster from 'node:cluster'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { AggregatorRegistry } from 'prom-client'
import { noteRequestRoute } from '../app/platform/logger.server.ts'
import { bearerMatches, metrics } from '../app/platform/metrics.server.ts'

/** What the app's build offers these endpoints (app/entry.server.tsx). */
export type OperatorEntry = {
	readyzResponse: () => Promise<Response>
	metricsText: () => Promise<{ contentType: string; text: string }>
}
type Metrics = { contentType: string; text: string }
type Next = (error?: unknown) => void

const NO_STORE = { 'Cache-Control': 'no-store' }

async function send(res: ServerResponse, response: Response) {
	res.writeHead(response.status, Object.fromEntries(response.headers))
	res.end(await response.text())
}

/**
 * The middleware answering /healthz, /readyz and (token mode) /metrics; anything else goes on.
 * `metricsPort`: /metrics has its own listener, so the main port does not serve it.
 */
export function operatorEndpoints(options: {
	entry: () => Promise<OperatorEntry>
	metricsToken?: string
	metricsPort?: number
}) {
	return (req: IncomingMessage, res: ServerResponse, next: Next) => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return next()
		const path = (req.url ?? '/').split('?')[0]
		if (path === '/healthz') {
			noteRequestRoute('/healthz', { quiet: true })
			return void send(res, Response.json({ status: 'ok' }, { headers: NO_STORE }))
		}
		if (path === '/readyz') {
			noteRequestRoute('/readyz', { quiet: true })
			options
				.entry()
				.then((entry) => entry.readyzResponse())
				.then((response) => send(res, response))
				.catch(next)
			return
		}
		if (path !== '/metrics' || options.metricsPort || !options.metricsToken) return next()
		noteRequestRoute('/metrics', { quiet: true })
		if (!bearerMatches(req.headers.authorization, options.metricsToken)) {
			const refusal = Response.json(
				{ message: 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>.' },
				{ status: 401, headers: { ...NO_STORE, 'WWW-Authenticate': 'Bearer realm="metrics"' } },
			)
			return void send(res, refusal)
		}
		const text = cluster.isWorker ? askPrimaryForMetrics() : options.entry().then((entry) => entry.metricsText())
		text.then((answer) => send(res, metricsResponse(answer))).catch(next)
	}
}

const metricsResponse = ({ contentType, text }: Metrics) =>
	new Response(text, { headers: { ...NO_STORE, 'Content-Type': contentType } })

/** The METRICS_PORT listener: GET /metrics, and 404 for anything else. */
export function metricsListener(port: number, host: string, read: () => Promise<Metrics>): Server {
	return createServer((req, res) => {
		const path = (req.url ?? '/').split('?')[0]
		if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
			res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: the metrics are at /metrics\n')
			return
		}
		read().then(
			(answer) => send(res, metricsResponse(answer)),
			(error: unknown) => {
				res.writeHead(500, { 'Content-Type': 'text/plain' }).end(`The metrics could not be read: ${String(error)}\n`)
			},
		)
	}).listen(port, host)
}

const REQUEST = 'warrington-jobs:metrics-request'
const ANSWER = 'warrington-jobs:metrics-answer'
type ClusterMessage = { type?: string; id?: number; text?: string; error?: string }

/**
 * In a server process of a cluster: answers prom-client's requests from the first process with this
 * process's registry (the aggregation's other half).
 */
export function joinClusterMetrics() {
	AggregatorRegistry.setRegistries([metrics().registry])
	// Its constructor adds the listener that answers the first process.
	new AggregatorRegistry()
}

/**
 * In the cluster's first process: every server process's metrics added up, for the METRICS_PORT
 * listener and for a server process asked on the main port.
 */
export function aggregateClusterMetrics(): () => Promise<Metrics> {
	const aggregator = new AggregatorRegistry()
	const read = async () => ({ contentType: aggregator.contentType, text: await aggregator.clusterMetrics() })
	cluster.on('message', (worker, message: ClusterMessage) => {
		if (message?.type !== REQUEST) return
		read().then(
			({ text }) => worker.send({ type: ANSWER, id: message.id, text }),
			(error: unknown) => worker.send({ type: ANSWER, id: message.id, error: String(error) }),
		)
	})
	return read
}

let asked = 0
async function askPrimaryForMetrics(): Promise<Metrics> {
	const id = ++asked
	const text = await new Promise<string>((resolve, reject) => {
		const timer = setTimeout(() => done({ type: ANSWER, id, error: 'the first process did not answer' }), 6_000)
		const done = (message: ClusterMessage) => {
			if (message?.type !== ANSWER || message.id !== id) return
			clearTimeout(timer)
			process.off('message', done)
			if (message.error !== undefined) reject(new Error(message.error))
			else resolve(message.text ?? '')
		}
		process.on('message', done)
		process.send?.({ type: REQUEST, id })
	})
	return { contentType: metrics().registry.contentType, text }
}
