// What a careless or hostile client sends, against the real server (Express in front of React
// Router): a huge declared body is refused before it is read, TRACE is a 405, a NUL byte a 400,
// and every answer carries a request id (decisions 103 and 109). The browser plays no part, so the
// no-js project skips these.
import http from 'node:http'
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
