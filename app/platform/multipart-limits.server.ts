// Streaming limits on a multipart body, for the upload path (./uploads.server.ts): each part is
// held to its own limit while the bytes arrive, so an oversized file never sits whole in memory.
// Only the parts' boundaries and Content-Disposition names are read here; the parsing proper is
// @remix-run/form-data-parser's.

/** The longest part header taken: real ones are a few hundred bytes. */
const MAX_PART_HEADER = 16 * 1024

/** How much of a part to let through: a file is cut short (`truncate`), a text field stops the body (`refuse`). */
export type PartLimit = { max: number; over: 'truncate' | 'refuse' }

/**
 * Passes a multipart body through, part by part, holding each part to its limit as the bytes
 * arrive: a file part over its limit is cut at limit + 1 bytes (so the parser sees it is too
 * large) and the rest of it is discarded unread-into-memory; any other part over its limit, or
 * the whole body over `bodyLimit`, stops the stream. It never cancels the request's own stream,
 * which would reset the connection before the refusal reaches the browser. The errors it stops
 * with are the caller's (`refuse`): a body too large, or a part header too long to be one.
 */
export function limitMultipartParts(
	source: ReadableStream<Uint8Array>,
	boundary: string,
	limitFor: (name: string | undefined) => PartLimit,
	bodyLimit: number,
	refuse: { tooLarge: () => Error; malformed: () => Error },
): ReadableStream<Uint8Array> {
	const opening = Buffer.from(`--${boundary}`, 'latin1')
	const delimiter = Buffer.from(`\r\n--${boundary}`, 'latin1')
	const headerEnd = Buffer.from('\r\n\r\n', 'latin1')
	let state: 'preamble' | 'afterDelimiter' | 'headers' | 'content' | 'done' = 'preamble'
	let pending: Buffer = Buffer.alloc(0)
	let received = 0
	let limit = limitFor(undefined)
	let partBytes = 0
	const reader = source.getReader()

	function content(bytes: Buffer, out: Buffer[]) {
		if (bytes.length === 0) return
		if (partBytes + bytes.length <= limit.max) {
			out.push(bytes)
			partBytes += bytes.length
			return
		}
		if (limit.over === 'refuse') throw refuse.tooLarge()
		const room = limit.max - partBytes
		if (room > 0) out.push(bytes.subarray(0, room))
		partBytes = limit.max
	}

	function process(chunk: Uint8Array): Buffer[] {
		received += chunk.length
		if (received > bodyLimit) throw refuse.tooLarge()
		const incoming = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
		pending = pending.length ? Buffer.concat([pending, incoming]) : incoming
		const out: Buffer[] = []
		for (;;) {
			if (state === 'preamble') {
				const at = pending.indexOf(opening)
				if (at === -1) {
					const keep = Math.min(pending.length, opening.length - 1)
					out.push(pending.subarray(0, pending.length - keep))
					pending = pending.subarray(pending.length - keep)
					break
				}
				out.push(pending.subarray(0, at + opening.length))
				pending = pending.subarray(at + opening.length)
				state = 'afterDelimiter'
			} else if (state === 'afterDelimiter') {
				if (pending.length < 2) break
				if (pending[0] === 0x2d && pending[1] === 0x2d) {
					state = 'done'
					continue
				}
				state = 'headers'
			} else if (state === 'headers') {
				const at = pending.indexOf(headerEnd, 2)
				if (at === -1) {
					if (pending.length > MAX_PART_HEADER) throw refuse.malformed()
					break
				}
				limit = limitFor(partName(pending.subarray(2, at).toString('latin1')))
				partBytes = 0
				out.push(pending.subarray(0, at + headerEnd.length))
				pending = pending.subarray(at + headerEnd.length)
				state = 'content'
			} else if (state === 'content') {
				const at = pending.indexOf(delimiter)
				if (at === -1) {
					const safe = pending.length - (delimiter.length - 1)
					if (safe > 0) {
						content(pending.subarray(0, safe), out)
						pending = pending.subarray(safe)
					}
					break
				}
				content(pending.subarray(0, at), out)
				out.push(pending.subarray(at, at + delimiter.length))
				pending = pending.subarray(at + delimiter.length)
				state = 'afterDelimiter'
			} else {
				out.push(pending)
				pending = Buffer.alloc(0)
				break
			}
		}
		return out.filter((part) => part.length > 0)
	}

	return new ReadableStream<Uint8Array>({
		async pull(controller) {
			try {
				for (;;) {
					const { done, value } = await reader.read()
					if (done) {
						if (pending.length) {
							const rest: Buffer[] = []
							if (state === 'content') content(pending, rest)
							else rest.push(pending)
							for (const part of rest) controller.enqueue(part)
						}
						reader.releaseLock()
						controller.close()
						return
					}
					const out = process(value)
					for (const part of out) controller.enqueue(part)
					if (out.length) return
				}
			} catch (error) {
				reader.releaseLock()
				controller.error(error)
			}
		},
		cancel() {
			reader.releaseLock()
		},
	})
}

/** The `name` parameter of a part's Content-Disposition header. */
function partName(headers: string) {
	for (const line of headers.split('\r\n')) {
		const colon = line.indexOf(':')
		if (colon === -1 || line.slice(0, colon).trim().toLowerCase() !== 'content-disposition') continue
		const match = /;\s*name\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]*))/i.exec(line.slice(colon + 1))
		if (!match) return undefined
		return match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2]
	}
	return undefined
}
