import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { describe, expect, test } from 'vitest'
import { createLogger, log, requestIdFor, requestLogging, scrubUrl } from './logger.server.ts'

/** A server whose request logging writes into `lines`; its handler logs what a careless route might. */
async function loggedServer(trustProxy: boolean, quiet = false) {
	const lines: string[] = []
	const sink = new Writable({
		write(chunk: Buffer, _encoding, done) {
			lines.push(...chunk.toString().split('\n').filter(Boolean))
			done()
		},
	})
	process.env.LOG_LEVEL = 'info'
	const logger = createLogger(sink)
	delete process.env.LOG_LEVEL
	const logging = requestLogging({ trustProxy, logger })
	const server = createServer((req, res) => {
		logging(req, res, () => {
			if (quiet) {
				res.statusCode = 503
				res.end('away')
				return
			}
			log().info({ body: { email: 'a@example.co.uk', password: 'hunter2-secret' } }, 'signing in')
			log().warn({ token: 'tok-abcdef-secret', user: { newPassword: 'new-secret-pw' } }, 'reset')
			res.setHeader('Set-Cookie', '__Host-session=cookie-secret-value; Path=/; HttpOnly')
			res.end('ok')
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	return { url, lines, close: () => new Promise((resolve) => server.close(resolve)) }
}

describe('request logs', () => {
	test('every line is JSON with the request id, and no secret reaches the log', async () => {
		const { url, lines, close } = await loggedServer(false)
		try {
			const response = await fetch(`${url}/reset-password?token=url-token-secret&x=1`, {
				headers: {
					Authorization: 'Bearer bearer-token-secret',
					Cookie: '__Host-session=cookie-secret-value',
					'X-Request-Id': 'forged-by-client',
				},
			})
			expect(response.status).toBe(200)
			const id = response.headers.get('X-Request-Id')
			expect(id).toMatch(/^[0-9a-f-]{36}$/)
			await new Promise((resolve) => setTimeout(resolve, 50))

			expect(lines.length).toBe(3)
			const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
			for (const entry of entries) expect(entry.reqId).toBe(id)
			const output = lines.join('\n')
			for (const secret of [
				'hunter2-secret',
				'tok-abcdef-secret',
				'new-secret-pw',
				'cookie-secret-value',
				'bearer-token-secret',
				'url-token-secret',
			])
				expect(output).not.toContain(secret)
			const finished = entries[2] as { req: { url: string; method: string }; res: { statusCode: number } }
			expect(finished.req).toMatchObject({ method: 'GET', url: '/reset-password?token=[Redacted]&x=1' })
			expect(finished.res.statusCode).toBe(200)
			expect(output).toContain('a@example.co.uk')
		} finally {
			await close()
		}
	})

	test('behind a trusted proxy the incoming X-Request-Id is kept', async () => {
		const { url, lines, close } = await loggedServer(true)
		try {
			const response = await fetch(url, { headers: { 'X-Request-Id': 'proxy-id-123' } })
			expect(response.headers.get('X-Request-Id')).toBe('proxy-id-123')
			await new Promise((resolve) => setTimeout(resolve, 50))
			expect(lines.every((line) => (JSON.parse(line) as { reqId: string }).reqId === 'proxy-id-123')).toBe(true)
		} finally {
			await close()
		}
	})

	test('a request that logs nothing has its one line; a 5xx is logged as an error', async () => {
		const { url, lines, close } = await loggedServer(false, true)
		try {
			const response = await fetch(`${url}/jobs?page=2`)
			expect(response.status).toBe(503)
			await new Promise((resolve) => setTimeout(resolve, 50))
			expect(lines.length).toBe(1)
			const entry = JSON.parse(lines[0]!) as Record<string, unknown>
			expect(entry).toMatchObject({
				level: 50,
				reqId: response.headers.get('X-Request-Id'),
				req: { method: 'GET', url: '/jobs?page=2' },
				res: { statusCode: 503 },
				err: { message: 'failed with status code 503' },
				msg: 'request errored',
			})
			expect(Object.keys(entry)).toEqual(['level', 'time', 'pid', 'reqId', 'req', 'res', 'err', 'responseTime', 'msg'])
		} finally {
			await close()
		}
	})

	test('a request id that could forge a log line is replaced, trusted or not', () => {
		expect(requestIdFor('abc\n{"level":60}', true)).toMatch(/^[0-9a-f-]{36}$/)
		expect(requestIdFor('x'.repeat(200), true)).toMatch(/^[0-9a-f-]{36}$/)
		expect(requestIdFor(['first', 'second'], true)).toBe('first')
		expect(requestIdFor('fine', false)).not.toBe('fine')
	})

	test('secret query parameters are scrubbed from logged addresses', () => {
		expect(scrubUrl('/a?token=abc&password=p&page=2')).toBe('/a?token=[Redacted]&password=[Redacted]&page=2')
	})
})
