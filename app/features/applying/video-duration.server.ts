// How long a video pitch is, read from its container without decoding it (decision 086): WebM
// from the blocks' timecodes (browsers' MediaRecorder writes no Duration and clusters of unknown
// size, so the elements are walked, skipping every frame's bytes), MP4 from the movie header.
// A walk over 50 MB visits a few thousand element headers: cheap enough for every upload.

const EBML = {
	segment: 0x18538067,
	info: 0x1549a966,
	timecodeScale: 0x2ad7b1,
	duration: 0x4489,
	cluster: 0x1f43b675,
	clusterTimecode: 0xe7,
	blockGroup: 0xa0,
	block: 0xa1,
	simpleBlock: 0xa3,
	blockDuration: 0x9b,
} as const

/** Elements whose children are walked; everything else is skipped by its size. */
const CONTAINERS = new Set<number>([EBML.segment, EBML.info, EBML.cluster, EBML.blockGroup])

/** The length in seconds, or null when the file does not say (a fragmented MP4, a damaged file). */
export function videoDurationSeconds(bytes: Uint8Array, mimeType: string): number | null {
	try {
		if (mimeType === 'video/webm') return webmDurationSeconds(bytes)
		if (mimeType === 'video/mp4') return mp4DurationSeconds(bytes)
	} catch {
		return null
	}
	return null
}

type Vint = { value: number; length: number; unknown: boolean }

/** An EBML variable-length integer; `keepMarker` for element IDs, which are read whole. */
function readVint(bytes: Uint8Array, at: number, keepMarker: boolean): Vint | null {
	const first = bytes[at]
	if (first === undefined || first === 0) return null
	const length = Math.clz32(first) - 23
	if (length > 8 || at + length > bytes.length) return null
	let value = keepMarker ? first : first & (0xff >> length)
	let allOnes = value === 0xff >> length
	for (let index = 1; index < length; index++) {
		const byte = bytes[at + index]!
		value = value * 256 + byte
		if (byte !== 0xff) allOnes = false
	}
	return { value, length, unknown: !keepMarker && allOnes }
}

function readUint(bytes: Uint8Array, at: number, size: number) {
	let value = 0
	for (let index = 0; index < size; index++) value = value * 256 + bytes[at + index]!
	return value
}

function webmDurationSeconds(bytes: Uint8Array): number | null {
	const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
	let scale = 1_000_000 // nanoseconds per tick, the WebM default
	let declared: number | null = null
	let clusterTime = 0
	let lastTick = -1
	let at = 0
	while (at < bytes.length) {
		const id = readVint(bytes, at, true)
		if (!id) break
		const size = readVint(bytes, at + id.length, false)
		if (!size) break
		const start = at + id.length + size.length
		if (CONTAINERS.has(id.value)) {
			at = start
			continue
		}
		if (size.unknown || start + size.value > bytes.length) break
		if (id.value === EBML.timecodeScale) scale = readUint(bytes, start, size.value)
		else if (id.value === EBML.duration) {
			const ticks = size.value === 4 ? view.getFloat32(start) : size.value === 8 ? view.getFloat64(start) : 0
			if (ticks > 0) declared = ticks
		} else if (id.value === EBML.clusterTimecode) clusterTime = readUint(bytes, start, size.value)
		else if (id.value === EBML.simpleBlock || id.value === EBML.block) {
			const track = readVint(bytes, start, false)
			if (track && size.value >= track.length + 2)
				lastTick = Math.max(lastTick, clusterTime + view.getInt16(start + track.length))
		}
		at = start + size.value
	}
	const ticks = declared ?? (lastTick >= 0 ? lastTick : null)
	return ticks === null ? null : (ticks * scale) / 1e9
}

function mp4DurationSeconds(bytes: Uint8Array): number | null {
	const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
	// A fragmented MP4 (what MediaRecorder writes) has no movie duration, but may say in `mehd`.
	const movie = { timescale: 0, duration: 0, fragmentDuration: 0 }
	const walk = (from: number, to: number) => {
		let at = from
		while (at + 8 <= to) {
			let size = view.getUint32(at)
			const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8))
			let header = 8
			if (size === 1) {
				size = Number(view.getBigUint64(at + 8))
				header = 16
			} else if (size === 0) size = to - at
			if (size < header || at + size > to) return
			const body = at + header
			if (type === 'moov' || type === 'mvex') walk(body, at + size)
			else if (type === 'mvhd') {
				const version = bytes[body]
				movie.timescale = view.getUint32(body + (version === 1 ? 20 : 12))
				const duration = version === 1 ? Number(view.getBigUint64(body + 24)) : view.getUint32(body + 16)
				movie.duration = duration === 0xffffffff ? 0 : duration
			} else if (type === 'mehd') {
				movie.fragmentDuration = bytes[body] === 1 ? Number(view.getBigUint64(body + 4)) : view.getUint32(body + 4)
			}
			at += size
		}
	}
	walk(0, bytes.length)
	if (!movie.timescale) return null
	const duration = movie.duration || movie.fragmentDuration
	return duration ? duration / movie.timescale : null
}
