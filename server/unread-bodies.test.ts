// A body the route never read to its end must not spoil the connection: on a real server, a raw
// socket sends a refused upload and then a second request on the same connection.
import type { Server } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import express from 'express'
import { createReadableStreamFromReadable } from '@react-router/node'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { parseUploadForm, UPLOAD_KINDS } from '../app/platform/uploads.server.ts'
import { DRAIN_LIMIT, finishUnreadBodies } from './unread-bodies.ts'

let server: Server
let port: number

beforeAll(async () => {
	const app = express()
	app.use(finishUnreadBodies)
	// As POST /api/upload-cv answers through React Router's adapter: the body wrapped in a stream,
	// then refused before it is read to the end (a JSON body is not the multipart it takes).
	app.post('/api/upload-cv', async (req, res) => {
		const request = new Request(`http://localhost${req.url}`, {
			method: 'POST',
			headers: req.headers as Record<string, string>,
			body: createReadableStreamFromReadable(req),
			duplex: 'half',
		} as RequestInit)
		const { files } = await parseUploadForm(request, { cv: UPLOAD_KINDS.cv })
		if (!files.cv) res.status(400).json({ message: 'No file uploaded' })
	})
	app.get('/healthz', (_req, res) => res.json({ ok: true }))
	server = app.listen(0, '127.0.0.1')
	await new Promise((resolve) => server.once('listening', resolve))
	port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

type Answer = { status: number; headers: Record<string, string>; body: string }

/** Reads HTTP/1.1 answers (each with a Content-Length) off a socket, and whether the server closed it. */
function answersFrom(socket: Socket) {
	let buffered = Buffer.alloc(0)
	const answers: Answer[] = []
	const state = { closed: false }
	const parse = () => {
		for (;;) {
			const end = buffered.indexOf('\r\n\r\n')
			if (end < 0) return
			const [statusLine, ...lines] = buffered.subarray(0, end).toString('latin1').split('\r\n')
			const headers = Object.fromEntries(
				lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
			)
			const length = Number(headers['content-length'] ?? 0)
			if (buffered.length < end + 4 + length) return
			answers.push({
				status: Number(statusLine!.split(' ')[1]),
				headers,
				body: buffered.subarray(end + 4, end + 4 + length).toString(),
			})
			buffered = buffered.subarray(end + 4 + length)
		}
	}
	socket.on('data', (chunk: Buffer) => {
		buffered = Buffer.concat([buffered, chunk])
		parse()
	})
	socket.on('close', () => (state.closed = true))
	socket.on('error', () => (state.closed = true))
	const until = async (done: () => boolean, ms = 10_000) => {
		const start = Date.now()
		while (!done() && Date.now() - start < ms) await new Promise((resolve) => setTimeout(resolve, 10))
	}
	return { answers, state, until }
}

const opened = async () => {
	const socket = connect(port, '127.0.0.1')
	await new Promise((resolve) => socket.once('connect', resolve))
	return socket
}
const uploadHead = (headers: string) =>
	`POST /api/upload-cv HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${headers}\r\n`
const nextRequest = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n'

describe('a body the route did not read to its end', () => {
	test('a 2 MB JSON body refused by an upload route: the next request on the connection is answered', async () => {
		const socket = await opened()
		const { answers, state, until } = answersFrom(socket)
		const body = `{"cv":"${'a'.repeat(2 * 1024 * 1024)}"}`
		socket.write(uploadHead(`Content-Length: ${Buffer.byteLength(body)}\r\n`))
		socket.write(body)
		socket.write(nextRequest)
		await until(() => answers.length === 2 || state.closed)
		expect(answers.map((answer) => answer.status)).toEqual([400, 200])
		expect(answers[0]!.headers.connection).toBe('keep-alive')
		expect(JSON.parse(answers[1]!.body)).toEqual({ ok: true })
		expect(state.closed).toBe(false)
		socket.destroy()
	})

	test('a body declared larger than the drain limit, or chunked, is answered with Connection: close', async () => {
		const large = await opened()
		const first = answersFrom(large)
		large.write(uploadHead(`Content-Length: ${DRAIN_LIMIT + 1}\r\n`))
		large.write('{"cv":"aaaa')
		await first.until(() => first.state.closed)
		expect(first.answers.map((answer) => answer.status)).toEqual([400])
		expect(first.answers[0]!.headers.connection).toBe('close')
		expect(first.state.closed).toBe(true)

		const chunked = await opened()
		const second = answersFrom(chunked)
		chunked.write(uploadHead('Transfer-Encoding: chunked\r\n'))
		chunked.write('10\r\n{"cv":"aaaaaaaaa\r\n')
		await second.until(() => second.state.closed)
		expect(second.answers.map((answer) => answer.status)).toEqual([400])
		expect(second.answers[0]!.headers.connection).toBe('close')
	})

	test('a body read to its end keeps the connection as before', async () => {
		const socket = await opened()
		const { answers, state, until } = answersFrom(socket)
		socket.write(nextRequest + nextRequest)
		await until(() => answers.length === 2)
		expect(answers.map((answer) => [answer.status, answer.headers.connection])).toEqual([
			[200, 'keep-alive'],
			[200, 'keep-alive'],
		])
		expect(state.closed).toBe(false)
		socket.destroy()
	})
})
