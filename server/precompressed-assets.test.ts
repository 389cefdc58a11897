import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressedAsset } from './precompressed-assets.ts'

const SCRIPT = `export const words = ${JSON.stringify('a local job '.repeat(400))}\n`
let server: Server
let port: number
let dir: string

beforeAll(async () => {
	dir = mkdtempSync(path.join(tmpdir(), 'wj-assets-'))
	writeFileSync(path.join(dir, 'page-abc.js'), SCRIPT)
	// Marked so that the test can tell which file was sent.
	writeFileSync(path.join(dir, 'page-abc.js.gz'), gzipSync(`${SCRIPT}// gz`))
	writeFileSync(path.join(dir, 'page-abc.js.br'), brotliCompressSync(`${SCRIPT}// br`))
	writeFileSync(path.join(dir, 'app-abc.css'), 'body{color:red}'.repeat(200))
	writeFileSync(path.join(dir, 'app-abc.css.gz'), gzipSync('body{color:red}'.repeat(200)))
	const app = express()
	app.use(compression())
	app.use('/assets', precompressedAsset(new Set(readdirSync(dir))))
	app.use('/assets', express.static(dir, { immutable: true, maxAge: '1y' }))
	server = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	port = (server.address() as AddressInfo).port
})
afterAll(async () => {
	await new Promise((resolve) => server.close(resolve))
	rmSync(dir, { recursive: true, force: true })
})

// fetch would decode the body and hide what was sent, so these go through node:http.
function get(file: string, acceptEncoding?: string) {
	return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
		(resolve, reject) => {
			const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }
			const req = httpRequest({ host: '127.0.0.1', port, path: `/assets/${file}`, headers }, (res) => {
				const chunks: Buffer[] = []
				res.on('data', (chunk: Buffer) => chunks.push(chunk))
				res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
			})
			req.on('error', reject)
			req.end()
		},
	)
}

describe('precompressed assets', () => {
	it('sends the Brotli file to a browser that accepts br, with the script’s type and its length', async () => {
		const response = await get('page-abc.js', 'gzip, deflate, br, zstd')
		expect(response.status).toBe(200)
		expect(response.headers['content-encoding']).toBe('br')
		expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8')
		expect(response.headers.vary).toBe('Accept-Encoding')
		expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
		expect(Number(response.headers['content-length'])).toBe(response.body.length)
		expect(brotliDecompressSync(response.body).toString()).toBe(`${SCRIPT}// br`)
	})

	it('sends the Zopfli gzip file to one that accepts gzip only, or refuses br', async () => {
		for (const accept of ['gzip', 'br;q=0, gzip']) {
			const response = await get('page-abc.js', accept)
			expect(response.headers['content-encoding']).toBe('gzip')
			expect(gunzipSync(response.body).toString()).toBe(`${SCRIPT}// gz`)
		}
	})

	it('falls back to the encodings a file has: a stylesheet with only a .gz', async () => {
		const response = await get('app-abc.css', 'br, gzip')
		expect(response.headers['content-encoding']).toBe('gzip')
		expect(response.headers['content-type']).toBe('text/css; charset=utf-8')
		expect(gunzipSync(response.body).toString()).toBe('body{color:red}'.repeat(200))
	})

	it('sends the file as it is without Accept-Encoding or with identity only, still varying on it', async () => {
		for (const accept of [undefined, 'identity']) {
			const response = await get('page-abc.js', accept)
			expect(response.headers['content-encoding']).toBeUndefined()
			expect(response.headers.vary).toBe('Accept-Encoding')
			expect(response.body.toString()).toBe(SCRIPT)
		}
	})

	it('leaves a file without compressed siblings, and an unknown one, to the rest of the app', async () => {
		expect((await get('missing-abc.js', 'br')).status).toBe(404)
		expect((await get('page-abc.js.br', 'br')).headers['content-encoding']).toBeUndefined()
	})
})
