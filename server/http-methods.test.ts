import { request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refuseUnservedMethods } from './http-methods.ts'

let server: Server
let port: number

beforeAll(async () => {
	const app = express()
	app.use(refuseUnservedMethods)
	app.all('*splat', (_req, res) => res.send('served'))
	server = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

// fetch refuses to send TRACE, so these go through node:http.
function send(method: string, path: string) {
	return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
		const req = httpRequest({ host: '127.0.0.1', port, method, path }, (res) => {
			let body = ''
			res.on('data', (chunk: Buffer) => (body += chunk.toString()))
			res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }))
		})
		req.on('error', reject)
		req.end()
	})
}

describe('methods no route serves', () => {
	it('TRACE (and PROPFIND, say) answer 405 with Allow, in the error shape under /api', async () => {
		for (const method of ['TRACE', 'PROPFIND']) {
			const page = await send(method, '/jobs')
			expect(page.status).toBe(405)
			expect(page.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
			const api = await send(method, '/api/jobs')
			expect(api.status).toBe(405)
			expect(JSON.parse(api.body)).toEqual({ message: 'Method not allowed' })
		}
	})

	it('the methods routes take pass on', async () => {
		for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
			expect((await send(method, '/jobs')).status).toBe(200)
		}
	})
})
