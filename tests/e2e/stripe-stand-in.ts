// A local stand-in for Stripe's HTTP API under the browser tests: a small HTTP server that
// answers with the same msw handlers the Vitest tests use (tests/mocks/stripe.ts), so the app
// server's Stripe client (pointed here by STRIPE_API_BASE) creates and retrieves PaymentIntents
// without the network. Started by playwright.config.ts as a second web server.
//
//   node tests/e2e/stripe-stand-in.ts <port>
//
// Besides Stripe's paths it answers, for the tests only:
//   GET  /health                              200 when ready
//   POST /test/payment_intents/{id}/succeed   the customer paid (what Stripe.js would do)
import { createServer, type IncomingMessage } from 'node:http'
import { getResponse } from 'msw'
import { stripeHandlers, stripeMock } from '../mocks/stripe.ts'

const port = Number(process.argv[2] ?? process.env.STRIPE_STAND_IN_PORT)
if (!Number.isInteger(port) || port <= 0) {
	console.error('Usage: node tests/e2e/stripe-stand-in.ts <port>')
	process.exit(1)
}

async function toRequest(incoming: IncomingMessage) {
	const chunks: Buffer[] = []
	for await (const chunk of incoming) chunks.push(chunk as Buffer)
	const headers = new Headers()
	for (const [name, value] of Object.entries(incoming.headers)) {
		if (typeof value === 'string') headers.set(name, value)
		else if (Array.isArray(value)) for (const item of value) headers.append(name, item)
	}
	const method = incoming.method ?? 'GET'
	return new Request(`http://127.0.0.1:${port}${incoming.url ?? '/'}`, {
		method,
		headers,
		body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
	})
}

const server = createServer((incoming, outgoing) => {
	void (async () => {
		const request = await toRequest(incoming)
		const url = new URL(request.url)
		let response: Response | undefined
		const succeed = /^\/test\/payment_intents\/([^/]+)\/succeed$/.exec(url.pathname)
		if (url.pathname === '/health') response = Response.json({ status: 'ok' })
		else if (succeed && request.method === 'POST') {
			const id = succeed[1]!
			response = stripeMock.intents.has(id)
				? Response.json(stripeMock.succeed(id))
				: Response.json({ error: 'unknown intent' }, { status: 404 })
		} else response = await getResponse(stripeHandlers, request)
		response ??= Response.json(
			{
				error: {
					type: 'invalid_request_error',
					message: `Unrecognized request URL (${request.method}: ${url.pathname})`,
				},
			},
			{ status: 404 },
		)
		outgoing.writeHead(response.status, Object.fromEntries(response.headers))
		outgoing.end(Buffer.from(await response.arrayBuffer()))
	})().catch((error: unknown) => {
		console.error(error)
		outgoing.writeHead(500).end()
	})
})

server.listen(port, '127.0.0.1', () => console.log(`Stripe stand-in on http://127.0.0.1:${port}`))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)))
