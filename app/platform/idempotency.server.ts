// Safe retries of writes (decision 108): a request with an Idempotency-Key runs once; the same
// key and body within 24 hours gets the first answer back, the same key with another body 422.
import { createHash } from 'node:crypto'
import type { EntityManager } from '@mikro-orm/postgresql'
import { apiError } from './api.server.ts'

/** How long a key answers with its first response. */
const IDEMPOTENCY_TTL_HOURS = 24
/** A row still without an answer this long after it was taken belongs to a request that died. */
const ABANDONED_AFTER_MINUTES = 5
/** Headers a replay repeats: what a client reads from a create besides the body. */
const KEPT_HEADERS = ['content-type', 'location', 'cache-control']
const VALID_KEY = /^[\x21-\x7e]{1,255}$/

const sha256 = (value: string | Uint8Array) => createHash('sha256').update(value).digest('hex')

/** The row of a key: whose it is, the method and path it was sent to, and the key, hashed. */
export function idempotencyRowId(owner: string, request: Request, key: string) {
	return sha256(`${owner}\n${request.method.toUpperCase()} ${new URL(request.url).pathname}\n${key}`)
}

type Row = {
	request_hash: string
	status: number | null
	response_headers: Record<string, string> | null
	response_body: string | null
}

/**
 * Runs `write` once per Idempotency-Key. `owner` says whose keys these are ("user:12", or
 * "ip:203.0.113.9" for an anonymous caller): one client's key never answers another's request.
 * Without the header, `write` simply runs. Call it before anything reads the request's body.
 */
export async function withIdempotency(
	em: EntityManager,
	request: Request,
	owner: string,
	write: () => Promise<Response>,
): Promise<Response> {
	const key = request.headers.get('Idempotency-Key')
	if (key === null) return write()
	if (!VALID_KEY.test(key)) {
		return apiError(400, 'Idempotency-Key must be 1 to 255 visible ASCII characters', {
			'Idempotency-Key': ['Use a fresh random value, such as a UUID, for each new request'],
		})
	}
	const id = idempotencyRowId(owner, request, key)
	const requestHash = sha256(await bodyFingerprint(request))
	const connection = em.getConnection()

	// Expired keys go whenever a key is stored, and so do rows whose request never finished.
	await connection.execute(
		`delete from idempotency_key where created_at < now() - interval '${IDEMPOTENCY_TTL_HOURS} hours'
			or (status is null and created_at < now() - interval '${ABANDONED_AFTER_MINUTES} minutes')`,
	)
	// The unique row is taken first: of two requests with one key, exactly one goes on to write.
	const taken = await connection.execute<{ id: string }[]>(
		`insert into idempotency_key (id, owner, request_hash, created_at) values (?, ?, ?, now())
			on conflict (id) do nothing returning id`,
		[id, owner, requestHash],
	)
	if (taken.length === 0) return answerFromStore(connection, id, requestHash)

	let response: Response
	try {
		response = await write()
	} catch (error) {
		await release(connection, id)
		throw error
	}
	// Only what the write did is kept: a success, or a conflict with what exists (applied already).
	// A refusal (bad fields, a rate limit, a server error) created nothing, so a retry runs again.
	if (response.status >= 400 && response.status !== 409) {
		await release(connection, id)
		return response
	}
	const body = await response.text()
	const headers: Record<string, string> = {}
	for (const name of KEPT_HEADERS) {
		const value = response.headers.get(name)
		if (value !== null) headers[name] = value
	}
	await connection.execute(
		'update idempotency_key set status = ?, response_headers = ?, response_body = ? where id = ?',
		[response.status, JSON.stringify(headers), body, id],
	)
	return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers })
}

async function answerFromStore(
	connection: ReturnType<EntityManager['getConnection']>,
	id: string,
	requestHash: string,
) {
	const [row] = await connection.execute<Row[]>(
		'select request_hash, status, response_headers, response_body from idempotency_key where id = ?',
		[id],
	)
	if (!row) {
		// Released between our insert and this read (the first request failed): the client may retry.
		return apiError(409, 'A request with this Idempotency-Key is in progress; please retry', undefined, {
			'Retry-After': '1',
		})
	}
	if (row.request_hash !== requestHash) {
		return apiError(422, 'This Idempotency-Key was already used for a different request', {
			'Idempotency-Key': ['Use a new key for a new request'],
		})
	}
	if (row.status === null) {
		return apiError(409, 'A request with this Idempotency-Key is in progress; please retry', undefined, {
			'Retry-After': '1',
		})
	}
	const headers = new Headers(row.response_headers ?? {})
	headers.set('Idempotent-Replayed', 'true')
	return new Response(row.response_body, { status: row.status, headers })
}

async function release(connection: ReturnType<EntityManager['getConnection']>, id: string) {
	await connection.execute('delete from idempotency_key where id = ? and status is null', [id])
}

/** More than any write route takes (an application with a CV is refused above about 11 MB). */
const MAX_FINGERPRINT_BYTES = 32 * 1024 * 1024

/**
 * What identifies a request's body: its bytes, read from a copy of the stream (up to a cap: a
 * larger body is refused by the route anyway). Multipart bodies carry a boundary the client
 * picks afresh on every send, so a retry's bytes differ only there: it is taken out first.
 */
async function bodyFingerprint(request: Request): Promise<string | Uint8Array> {
	const chunks: Uint8Array[] = []
	let size = 0
	const reader = request.clone().body?.getReader()
	while (reader) {
		const { done, value } = await reader.read()
		if (done) break
		chunks.push(value)
		size += value.byteLength
		if (size > MAX_FINGERPRINT_BYTES) {
			await reader.cancel()
			break
		}
	}
	const bytes = Buffer.concat(chunks)
	const contentType = request.headers.get('Content-Type') ?? ''
	const boundary = /^multipart\/form-data/i.test(contentType)
		? /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
		: null
	const marker = boundary?.[1] ?? boundary?.[2]
	return marker ? bytes.toString('latin1').replaceAll(marker, '') : bytes
}
