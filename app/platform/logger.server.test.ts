import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { describe, expect, test } from 'vitest'
import * as forgotPassword from '../features/accounts/routes/api.forgot-password.ts'
import { OutboxMessage } from '../models/outbox-message.ts'
import { withLocalOutbox } from '../../tests/fixtures/mail.ts'
import { apiRequest, callRoute, freshEm, nextIp, registeredAccount } from '../../tests/fixtures/route.ts'
import { deliverOutboxMessage } from './mail-delivery.server.ts'
import { createLogger, log, noteRequestRoute, requestIdFor, requestLogging, scrubUrl } from './logger.server.ts'

/**
 * A server whose request logging writes into `lines` (at `level`); its handler logs what a careless
 * route might, or with `quiet` answers 503 and logs nothing itself. `route`: the pattern it notes.
 */
async function loggedServer(
	trustProxy: boolean,
	quiet = false,
	{ level = 'info', route = '/reset-password' }: { level?: string; route?: string | null } = {},
) {
	const lines: string[] = []
	const sink = new Writable({
		write(chunk: Buffer, _encoding, done) {
			lines.push(...chunk.toString().split('\n').filter(Boolean))
			done()
		},
	})
	process.env.LOG_LEVEL = level
	const logger = createLogger(sink)
	delete process.env.LOG_LEVEL
	const logging = requestLogging({ trustProxy, logger })
	const server = createServer((req, res) => {
		logging(req, res, () => {
			if (route) noteRequestRoute(route)
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
			expect(entries[2]).toMatchObject({
				method: 'GET',
				route: '/reset-password',
				url: '/reset-password?token=[Redacted]&x=1',
				status: 200,
				msg: 'request completed',
			})
			expect(entries[2]!.ms).toEqual(expect.any(Number))
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
				method: 'GET',
				route: '/reset-password',
				url: '/jobs?page=2',
				status: 503,
				err: { message: 'failed with status code 503' },
				msg: 'request errored',
			})
			expect(Object.keys(entry)).toEqual([
				'level',
				'time',
				'pid',
				'reqId',
				'method',
				'route',
				'url',
				'status',
				'ms',
				'err',
				'msg',
			])
		} finally {
			await close()
		}
	})

	test('a request line at info carries no headers; at debug it has them, secrets redacted', async () => {
		const headers = { Authorization: 'Bearer bearer-token-secret', 'User-Agent': 'probe/1.0' }
		const info = await loggedServer(false, true)
		const debug = await loggedServer(false, true, { level: 'debug' })
		try {
			await fetch(info.url, { headers })
			await fetch(debug.url, { headers })
			await new Promise((resolve) => setTimeout(resolve, 50))
			const [atInfo] = info.lines.map((line) => JSON.parse(line) as Record<string, unknown>)
			expect(atInfo).not.toHaveProperty('req')
			expect(atInfo).not.toHaveProperty('res')
			expect(info.lines.join('\n')).not.toContain('probe/1.0')
			const [atDebug] = debug.lines.map((line) => JSON.parse(line) as { req: { headers: Record<string, string> } })
			expect(atDebug!.req.headers).toMatchObject({ 'user-agent': 'probe/1.0', authorization: '[Redacted]' })
			expect(debug.lines.join('\n')).not.toContain('bearer-token-secret')
		} finally {
			await info.close()
			await debug.close()
		}
	})

	test('a request no route claims (a file, a probe) is logged only at debug when it succeeds', async () => {
		const info = await loggedServer(false, false, { route: null })
		const debug = await loggedServer(false, false, { route: null, level: 'debug' })
		try {
			await fetch(`${info.url}/assets/app-Dx1.js`)
			await fetch(`${debug.url}/assets/app-Dx1.js`)
			await new Promise((resolve) => setTimeout(resolve, 50))
			const requestLines = (lines: string[]) =>
				lines.map((line) => JSON.parse(line) as { msg: string }).filter((entry) => entry.msg === 'request completed')
			expect(requestLines(info.lines)).toHaveLength(0)
			expect(requestLines(debug.lines)).toMatchObject([{ level: 20, route: null, url: '/assets/app-Dx1.js' }])
		} finally {
			await info.close()
			await debug.close()
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

describe('mail without SMTP_URL', () => {
	withLocalOutbox()

	test('is one JSON line whose text field holds the whole message, reset link and all', async () => {
		const account = await registeredAccount()
		const reset = apiRequest('POST', '/api/forgot-password', { body: { email: account.email } })
		expect((await callRoute(forgotPassword.action, reset, { ip: nextIp() })).status).toBe(200)
		const [message] = await (await freshEm()).find(OutboxMessage, { to: account.email })

		const lines: string[] = []
		const sink = new Writable({
			write(chunk: Buffer, _encoding, done) {
				lines.push(chunk.toString())
				done()
			},
		})
		process.env.LOG_LEVEL = 'info'
		const logger = createLogger(sink)
		delete process.env.LOG_LEVEL
		// Delivered inside a request's logging, so that its log() writes to this logger.
		const em = await freshEm()
		const logging = requestLogging({ trustProxy: false, logger })
		const server = createServer((req, res) =>
			logging(req, res, () => {
				deliverOutboxMessage(em, message!.id).then(
					() => res.end('delivered'),
					() => res.writeHead(500).end(),
				)
			}),
		)
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
		try {
			const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/deliver`)
			expect(response.status).toBe(200)
			await new Promise((resolve) => setTimeout(resolve, 50))
		} finally {
			await new Promise((resolve) => server.close(resolve))
		}

		const output = lines.join('')
		const mailLines = output.split('\n').filter((line) => line.includes('Mail not sent'))
		expect(mailLines).toHaveLength(1)
		const entry = JSON.parse(mailLines[0]!) as { to: string; subject: string; text: string }
		expect(entry.to).toBe(account.email)
		expect(entry.text).toMatch(/\/reset-password\?token=[\w-]+/)
		expect(entry.text).toContain('\n')
		// Every line written is a JSON object: the message's own line breaks are escaped inside it.
		for (const line of output.split('\n').filter(Boolean)) expect(() => JSON.parse(line) as unknown).not.toThrow()
	})
})
