// Reading a fetched body: decompressed, counted against the size cap as it arrives, decoded to text.
import type http from 'node:http'
import { pipeline, type Readable, type Transform } from 'node:stream'
import zlib from 'node:zlib'
import { SafeFetchError } from './error.ts'

function decoder(encoding: string | undefined): Transform | null {
	switch (encoding?.trim().toLowerCase()) {
		case 'gzip':
		case 'x-gzip':
			return zlib.createGunzip()
		case 'br':
			return zlib.createBrotliDecompress()
		case 'deflate':
			return zlib.createInflate()
		default:
			return null
	}
}

/** The body's decoded bytes, cut off with `too-large` past `maxBytes` (counted after decompressing). */
export async function readBody(response: http.IncomingMessage, maxBytes: number) {
	const tooLarge = () => new SafeFetchError('too-large', `The document is larger than ${formatSize(maxBytes)}`)
	const length = Number(response.headers['content-length'])
	if (Number.isFinite(length) && length > maxBytes) {
		response.destroy()
		throw tooLarge()
	}
	const unzip = decoder(response.headers['content-encoding'])
	// pipeline, not pipe: a connection cut or timed out mid-body must end the decoder's stream too.
	const stream: Readable = unzip ? pipeline(response, unzip, () => {}) : response
	const chunks: Buffer[] = []
	let size = 0
	try {
		for await (const chunk of stream) {
			size += (chunk as Buffer).length
			if (size > maxBytes) throw tooLarge()
			chunks.push(chunk as Buffer)
		}
	} catch (error) {
		if (error instanceof SafeFetchError) throw error
		if ((error as { code?: string }).code?.startsWith('Z_')) {
			throw new SafeFetchError('network', 'The document could not be decompressed')
		}
		throw error
	} finally {
		response.destroy()
		unzip?.destroy()
	}
	return Buffer.concat(chunks)
}

function formatSize(bytes: number) {
	return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.ceil(bytes / 1024)} KB`
}

export function decodeText(body: Buffer, contentType: string | null) {
	const charset = /charset="?([\w-]+)/i.exec(contentType ?? '')?.[1]
	try {
		return new TextDecoder(charset ?? 'utf-8').decode(body)
	} catch {
		return new TextDecoder('utf-8').decode(body)
	}
}
