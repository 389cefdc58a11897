// What a careless or hostile client sends, against the real server (Express in front of React
// Router): a huge declared body is refused before it is read, TRACE is a 405, a NUL byte a 400,
// and every answer carries a request id (decisions 103 and 109). The browser plays no part, so the
// no-js project skips these.
import http from 'node:http'
import { expect, test } from '@playwright/test'

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'server-level requests: once is enough')

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; sentBytes: number }

/** One raw request; `declaredLength` is sent as Content-Length while at most `sendBytes` follow. */
function rawRequest(
	baseURL: string,
	options: {
		method: string
		path: string
		headers?: Record<string, string>
		declaredLength?: number
		sendBytes?: number
	},
) {
	const url = new URL(options.path, baseURL)
	return new Promise<Answer>((resolve, reject) => {
		let sentBytes = 0
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
				response.on('end', () =>
					resolve({ status: response.statusCode ?? 0, headers: response.headers, body, sentBytes }),
				)
			},
		)
		// The server may close the connection on us mid-body once it has answered: that is the point.
		request.on('error', (error) => (sentBytes > 0 ? undefined : reject(error)))
		const chunk = Buffer.alloc(64 * 1024, 'a')
		const total = options.sendBytes ?? 0
		const pump = () => {
			while (sentBytes < total) {
				sentBytes += chunk.length
				if (!request.write(chunk)) return void request.once('drain', pump)
			}
			if (options.declaredLength === undefined || sentBytes >= options.declaredLength) request.end()
		}
		pump()
	})
}

test('a 300 MB body to /api/login is refused with 413 before it is read', async ({ baseURL }) => {
	const answer = await rawRequest(baseURL!, {
		method: 'POST',
		path: '/api/login',
		headers: { 'Content-Type': 'application/json' },
		declaredLength: 300 * 1024 * 1024,
		sendBytes: 1024 * 1024,
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
