// What a careless or hostile client sends, against the real server (Express in front of React
// Router): a huge declared body is refused before it is read, TRACE is a 405, a NUL byte a 400,
// every answer carries a request id (decisions 103 and 109), HEAD carries GET's headers, and a body
// refused before it was read leaves the connection usable. The browser plays no part, so the
// no-js project skips these.
import http from 'node:http'
import { connect } from 'node:net'
import { expect, test } from '@playwright/test'

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'server-level requests: once is enough')

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** One raw request; `declaredLength` is sent as Content-Length, and none of that body follows. */
function rawRequest(
	baseURL: string,
	options: {
		method: string
		path: string
		headers?: Record<string, string>
		declaredLength?: number
	},
) {
	const url = new URL(options.path, baseURL)
	return new Promise<Answer>((resolve, reject) => {
		const request = http.request(
			url,
			{
				method: options.method,
				headers: {
					...options.headers,
					...(options.declaredLength === undefined ? {} : { 'Content-Length': String(options.declaredLength) }),
				},
			},
			(response) => {
				let body = ''
				response.setEncoding('utf8')
				response.on('data', (chunk: string) => (body += chunk))
				response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
			},
		)
		// The server closes the connection once it has answered; only an error before any answer fails.
		let answered = false
		request.on('response', () => (answered = true))
		request.on('error', (error) => (answered ? undefined : reject(error)))
		// A declared body is never sent: the server must answer from the headers alone.
		if (options.declaredLength === undefined) request.end()
		else request.flushHeaders()
	})
}

test('a 300 MB body to /api/login is refused with 413 before it is read', async ({ baseURL }) => {
	const answer = await rawRequest(baseURL!, {
		method: 'POST',
		path: '/api/login',
		headers: { 'Content-Type': 'application/json' },
		declaredLength: 300 * 1024 * 1024,
	})
	expect(answer.status).toBe(413)
	expect(JSON.parse(answer.body)).toEqual({ message: expect.any(String) })
	expect(answer.headers.connection).toBe('close')
})

test('TRACE answers 405 with Allow, on a page and on the API', async ({ baseURL }) => {
	for (const path of ['/', '/api/jobs']) {
		const answer = await rawRequest(baseURL!, { method: 'TRACE', path })
		expect(answer.status, path).toBe(405)
		expect(answer.headers.allow, path).toBeTruthy()
	}
})

test('a NUL byte in a search answers 400, never 500, and every answer has a request id', async ({ request }) => {
	const page = await request.get('/?search=%00')
	expect(page.status()).toBe(400)
	expect(page.headers()['x-request-id']).toMatch(/\S/)

	const api = await request.get('/api/jobs?search=%00')
	expect(api.status()).toBe(400)
	expect((await api.json()) as unknown).toEqual({ message: expect.any(String), errors: { search: expect.any(Array) } })
	expect(api.headers()['x-request-id']).toMatch(/\S/)
	expect(api.headers()['x-request-id']).not.toBe(page.headers()['x-request-id'])
})

test('HEAD answers with the headers GET has: the CSP, Content-Type and ETag', async ({ request }) => {
	const [job] = (await (await request.get('/api/jobs?limit=1')).json()) as { id: number }[]
	for (const path of ['/', '/jobs', `/jobs/${job!.id}`, '/blog']) {
		let get = await request.get(path, { maxRedirects: 0 })
		let head = get
		// Other specs post jobs meanwhile, which changes the listing (and so its ETag and inline
		// script hashes) between two requests: the pair is asked again until the page held still.
		await expect(async () => {
			get = await request.get(path, { maxRedirects: 0 })
			head = await request.head(path, { maxRedirects: 0 })
			expect(head.status(), path).toBe(get.status())
			for (const name of ['content-security-policy', 'content-type', 'etag', 'cache-control', 'vary', 'location']) {
				expect(head.headers()[name], `${path}: ${name}`).toBe(get.headers()[name])
			}
		}).toPass({ timeout: 15_000 })
		if (get.status() === 200) {
			expect(head.headers()['content-type'], path).toMatch(/^text\/html/)
			expect(head.headers()['content-security-policy'], path).toMatch(/script-src/)
			expect(head.headers()['etag'], path).toMatch(/^W\//)
			expect(await head.body(), path).toHaveLength(0)
		}
	}
})

test('a 2 MB JSON body refused by an upload route leaves the connection fit for the next request', async ({
	baseURL,
}) => {
	const { port, hostname } = new URL(baseURL!)
	const socket = connect(Number(port), hostname)
	await new Promise((resolve) => socket.once('connect', resolve))
	let received = ''
	socket.setEncoding('latin1')
	socket.on('data', (chunk: string) => (received += chunk))
	const body = `{"cv":"${'a'.repeat(2 * 1024 * 1024)}"}`
	socket.write(
		`POST /api/upload-cv HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
	)
	socket.write(body)
	socket.write(`GET /healthz HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`)
	await expect
		.poll(() => [...received.matchAll(/^HTTP\/1\.1 (\d+)/gm)].map((match) => match[1]))
		.toEqual(['401', '200'])
	expect(received).toContain('"status":"ok"')
	socket.destroy()
})
