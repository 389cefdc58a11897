// safeFetch and allowedByRobots against a local server on 127.0.0.1 that IMPORT_ALLOWED_HOSTS lets
// through; every other private address must be refused before any connection is made.
import dns from 'node:dns'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { allowedByRobots, forgetRobots, safeFetch, SafeFetchError } from './safe-fetch.server.ts'

const ETAG = '"jobs-v1"'
const LAST_MODIFIED = 'Wed, 25 Nov 2026 09:00:00 GMT'
const NEXT_PAGE = '</feed.xml?page=2>; rel="next"'
const FEED = '<jobs><job><title>Warehouse Operative, Birchwood</title></job></jobs>'
let robotsAnswer: { status: number; body: string } = { status: 404, body: '' }
let robotsRequests = 0
const seen: http.IncomingHttpHeaders[] = []

const server = http.createServer((request, response) => {
	seen.push(request.headers)
	const path = request.url ?? '/'
	if (path === '/feed.xml') {
		if (request.headers['if-none-match'] === ETAG || request.headers['if-modified-since'] === LAST_MODIFIED) {
			response.writeHead(304).end()
			return
		}
		response.writeHead(200, {
			'Content-Type': 'application/xml; charset=utf-8',
			ETag: ETAG,
			'Last-Modified': LAST_MODIFIED,
			Link: NEXT_PAGE,
		})
		response.end(FEED)
	} else if (path === '/declared-large') {
		response.writeHead(200, { 'Content-Length': '2000' }).end('x'.repeat(2000))
	} else if (path === '/streamed-large') {
		response.writeHead(200)
		for (let chunk = 0; chunk < 20; chunk++) response.write('y'.repeat(100))
		response.end()
	} else if (path === '/slow') {
		response.writeHead(200)
		response.write('<html>')
	} else if (path === '/slow-gzip') {
		response.writeHead(200, { 'Content-Encoding': 'gzip' })
		response.write(zlib.gzipSync('<html>'.repeat(1000)).subarray(0, 40))
	} else if (path === '/gzip') {
		response.writeHead(200, { 'Content-Encoding': 'gzip', 'Content-Type': 'text/html' }).end(zlib.gzipSync(FEED))
	} else if (path === '/deflate') {
		response.writeHead(200, { 'Content-Encoding': 'deflate' }).end(zlib.deflateSync(FEED))
	} else if (path === '/brotli') {
		response.writeHead(200, { 'Content-Encoding': 'br' }).end(zlib.brotliCompressSync(FEED))
	} else if (path === '/bomb') {
		response.writeHead(200, { 'Content-Encoding': 'br' }).end(zlib.brotliCompressSync(Buffer.alloc(5_000_000)))
	} else if (path.startsWith('/chain/')) {
		const left = Number(path.slice('/chain/'.length))
		response.writeHead(302, { Location: left > 1 ? `./${left - 1}` : '/feed.xml' }).end()
	} else if (path.startsWith('/to?')) {
		response.writeHead(301, { Location: new URLSearchParams(path.slice(4)).get('location')! }).end()
	} else if (path === '/gone') {
		response.writeHead(410).end('gone')
	} else if (path === '/robots.txt') {
		robotsRequests++
		response.writeHead(robotsAnswer.status, { 'Content-Type': 'text/plain' }).end(robotsAnswer.body)
	} else {
		response.writeHead(404).end()
	}
})

// A server on another loopback address, not allowed: it must never see a connection.
let forbiddenConnections = 0
const forbidden = http.createServer((_request, response) => response.end('secret'))
forbidden.on('connection', () => forbiddenConnections++)

let origin = ''
let forbiddenOrigin = ''
const savedAllowed = process.env.IMPORT_ALLOWED_HOSTS

beforeAll(async () => {
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	await new Promise<void>((resolve) => forbidden.listen(0, '127.0.0.2', resolve))
	origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
	forbiddenOrigin = `http://127.0.0.2:${(forbidden.address() as AddressInfo).port}`
	process.env.IMPORT_ALLOWED_HOSTS = `127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterEach(() => {
	vi.restoreAllMocks()
	forgetRobots()
})

afterAll(async () => {
	if (savedAllowed === undefined) delete process.env.IMPORT_ALLOWED_HOSTS
	else process.env.IMPORT_ALLOWED_HOSTS = savedAllowed
	await new Promise((resolve) => server.close(resolve))
	await new Promise((resolve) => forbidden.close(resolve))
})

async function failure(promise: Promise<unknown>) {
	const error = await promise.then(
		() => null,
		(thrown: unknown) => thrown,
	)
	expect(error).toBeInstanceOf(SafeFetchError)
	return error as SafeFetchError
}

describe('safeFetch', () => {
	test('answers the document with its validators and Link header, naming the board in User-Agent', async () => {
		const document = await safeFetch(`${origin}/feed.xml`, { accept: 'application/xml' })
		expect(document).toEqual({
			kind: 'document',
			url: `${origin}/feed.xml`,
			status: 200,
			contentType: 'application/xml; charset=utf-8',
			body: FEED,
			etag: ETAG,
			lastModified: LAST_MODIFIED,
			linkHeader: NEXT_PAGE,
		})
		const headers = seen.at(-1)!
		expect(headers['user-agent']).toMatch(/^WarringtonJobsBot\/1\.0 \(\+https?:\/\//)
		expect(headers.accept).toBe('application/xml')
	})

	test('a 304 to If-None-Match or If-Modified-Since is not-modified', async () => {
		expect(await safeFetch(`${origin}/feed.xml`, { etag: ETAG })).toEqual({
			kind: 'not-modified',
			url: `${origin}/feed.xml`,
		})
		expect(seen.at(-1)!['if-none-match']).toBe(ETAG)
		expect(await safeFetch(`${origin}/feed.xml`, { lastModified: LAST_MODIFIED })).toMatchObject({
			kind: 'not-modified',
		})
		expect(seen.at(-1)!['if-modified-since']).toBe(LAST_MODIFIED)
		expect(await safeFetch(`${origin}/feed.xml`, { etag: '"old"' })).toMatchObject({ kind: 'document' })
	})

	test('a document over the size cap is refused, by its Content-Length or as it streams', async () => {
		expect((await failure(safeFetch(`${origin}/declared-large`, { maxBytes: 1000 }))).reason).toBe('too-large')
		expect((await failure(safeFetch(`${origin}/streamed-large`, { maxBytes: 1000 }))).reason).toBe('too-large')
		expect(await safeFetch(`${origin}/streamed-large`, { maxBytes: 2000 })).toMatchObject({ body: 'y'.repeat(2000) })
	})

	test('compressed bodies are decoded, and counted once decoded', async () => {
		expect(await safeFetch(`${origin}/gzip`)).toMatchObject({ body: FEED, contentType: 'text/html' })
		expect(await safeFetch(`${origin}/deflate`)).toMatchObject({ body: FEED })
		expect(await safeFetch(`${origin}/brotli`)).toMatchObject({ body: FEED })
		expect(seen.at(-1)!['accept-encoding']).toBe('gzip, deflate, br')
		const bomb = await failure(safeFetch(`${origin}/bomb`, { maxBytes: 100_000 }))
		expect(bomb.reason).toBe('too-large')
	})

	test('a server that does not finish answering in time is a timeout', async () => {
		const started = Date.now()
		const error = await failure(safeFetch(`${origin}/slow`, { timeoutMs: 300 }))
		expect(error.reason).toBe('timeout')
		expect(Date.now() - started).toBeLessThan(2000)
		expect((await failure(safeFetch(`${origin}/slow-gzip`, { timeoutMs: 300 }))).reason).toBe('timeout')
	})

	test('redirects are followed, relative ones too, up to maxRedirects', async () => {
		expect(await safeFetch(`${origin}/chain/3`)).toMatchObject({
			kind: 'document',
			url: `${origin}/feed.xml`,
			body: FEED,
		})
		const error = await failure(safeFetch(`${origin}/chain/4`))
		expect(error.reason).toBe('too-many-redirects')
		expect((await failure(safeFetch(`${origin}/chain/2`, { maxRedirects: 1 }))).reason).toBe('too-many-redirects')
	})

	test.each([
		['another loopback address that is listening', () => `${forbiddenOrigin}/`],
		['IPv6 loopback', () => 'http://[::1]:9/'],
		['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
		['a private network', () => 'http://10.0.0.1/jobs'],
		['an IPv4-mapped loopback', () => 'http://[::ffff:127.0.0.2]:9/'],
	])('a redirect to %s is refused before connecting', async (_name, target) => {
		const error = await failure(safeFetch(`${origin}/to?location=${encodeURIComponent(target())}`, { timeoutMs: 2000 }))
		expect(error.reason).toBe('refused-address')
		expect(error.message).toMatch(/private/)
		expect(forbiddenConnections).toBe(0)
	})

	test('a private address asked for directly, or by a name resolving to one, is refused', async () => {
		expect((await failure(safeFetch(`${forbiddenOrigin}/`))).reason).toBe('refused-address')
		expect((await failure(safeFetch('http://localhost:9/'))).reason).toBe('refused-address')
		// One private address among several answers is enough.
		vi.spyOn(dns.promises, 'lookup').mockResolvedValue([
			{ address: '81.2.69.160', family: 4 },
			{ address: '10.0.0.1', family: 4 },
		] as never)
		expect((await failure(safeFetch('http://jobs.employer.test/'))).reason).toBe('refused-address')
		expect(forbiddenConnections).toBe(0)
	})

	test('connects to the checked address, keeping the URL host in the Host header', async () => {
		const port = new URL(origin).port
		process.env.IMPORT_ALLOWED_HOSTS = `careers.employer.test:${port}`
		try {
			const lookup = vi.spyOn(dns.promises, 'lookup').mockResolvedValue([{ address: '127.0.0.1', family: 4 }] as never)
			const document = await safeFetch(`http://careers.employer.test:${port}/feed.xml`)
			expect(document).toMatchObject({ kind: 'document', body: FEED })
			expect(seen.at(-1)!.host).toBe(`careers.employer.test:${port}`)
			expect(lookup).toHaveBeenCalledTimes(1)
		} finally {
			process.env.IMPORT_ALLOWED_HOSTS = `127.0.0.1:${port}`
		}
	})

	test('only http and https are fetched; error statuses and refused connections are failures', async () => {
		expect((await failure(safeFetch('ftp://127.0.0.1/jobs.xml'))).reason).toBe('refused-scheme')
		expect((await failure(safeFetch('file:///etc/passwd'))).reason).toBe('refused-scheme')
		expect((await failure(safeFetch(`${origin}/to?location=${encodeURIComponent('ftp://127.0.0.1/')}`))).reason).toBe(
			'refused-scheme',
		)
		const port = new URL(origin).port
		process.env.IMPORT_ALLOWED_HOSTS = '127.0.0.1'
		try {
			// Port 9 (discard) is not listening here: an allowed host that refuses is a network failure.
			const refused = await failure(safeFetch('http://127.0.0.1:9/'))
			expect(refused).toMatchObject({ reason: 'network', message: 'The address refused the connection' })
		} finally {
			process.env.IMPORT_ALLOWED_HOSTS = `127.0.0.1:${port}`
		}
		const gone = await failure(safeFetch(`${origin}/gone`))
		expect(gone).toMatchObject({ reason: 'http-status', status: 410 })
		expect(gone.message).toContain('410')
	})
})

describe('allowedByRobots', () => {
	test('follows the rules for our agent, reading robots.txt once an hour per origin', async () => {
		robotsAnswer = {
			status: 200,
			body: 'User-agent: *\nDisallow: /\n\nUser-agent: WarringtonJobsBot\nDisallow: /admin',
		}
		robotsRequests = 0
		expect(await allowedByRobots(`${origin}/careers`)).toBe(true)
		expect(await allowedByRobots(`${origin}/admin/jobs`)).toBe(false)
		expect(robotsRequests).toBe(1)
	})

	test('a missing robots.txt allows; a failing one allows nothing this time', async () => {
		robotsAnswer = { status: 404, body: '' }
		expect(await allowedByRobots(`${origin}/careers`)).toBe(true)
		forgetRobots()
		robotsAnswer = { status: 503, body: '' }
		robotsRequests = 0
		expect(await allowedByRobots(`${origin}/careers`)).toBe(false)
		expect(await allowedByRobots(`${origin}/careers`)).toBe(false)
		expect(robotsRequests).toBe(2)
	})

	test('a careers page on a private address is refused, not read', async () => {
		expect((await failure(allowedByRobots(`${forbiddenOrigin}/careers`))).reason).toBe('refused-address')
		expect(forbiddenConnections).toBe(0)
	})
})
