import { describe, expect, test } from 'vitest'
import { mp4Bytes, pdfBytes, webmBytes } from '../../../tests/fixtures/files.ts'
import { videoDurationSeconds } from './video-duration.server.ts'

/** An EBML element: its ID's bytes, a size (or unknown), and its content. */
function element(id: number[], content: Uint8Array | number[], options: { unknownSize?: boolean } = {}) {
	const data = content instanceof Uint8Array ? content : new Uint8Array(content)
	// Sizes are written in 8 bytes: 0x01 then seven bytes of length, or all ones for "unknown".
	const size = options.unknownSize ? [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff] : [0x01, ...uint(data.length, 7)]
	return concat([new Uint8Array(id), new Uint8Array(size), data])
}

function concat(parts: Uint8Array[]) {
	const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
	let offset = 0
	for (const part of parts) {
		out.set(part, offset)
		offset += part.length
	}
	return out
}

const uint = (value: number, bytes: number) =>
	Array.from({ length: bytes }, (_, index) => Math.floor(value / 256 ** (bytes - 1 - index)) % 256)
/** A SimpleBlock of track 1 at `relative` ticks into its cluster, with some frame bytes. */
const block = (relative: number) =>
	element([0xa3], [0x81, ...uint(relative & 0xffff, 2), 0x80, ...new Array(200).fill(7)])
const cluster = (timecode: number, relatives: number[]) =>
	element([0x1f, 0x43, 0xb6, 0x75], concat([element([0xe7], uint(timecode, 4)), ...relatives.map(block)]), {
		unknownSize: true,
	})

/** A WebM as MediaRecorder writes it: a Segment and Clusters of unknown size, no Duration. */
function recordedWebm(clusters: Uint8Array[], info: Uint8Array[] = [element([0x2a, 0xd7, 0xb1], uint(1_000_000, 3))]) {
	const header = webmBytes().subarray(0, webmBytes().length - 32)
	return concat([
		header,
		element([0x18, 0x53, 0x80, 0x67], concat([element([0x15, 0x49, 0xa9, 0x66], concat(info)), ...clusters]), {
			unknownSize: true,
		}),
	])
}

function mvhd(version: 0 | 1, timescale: number, duration: number) {
	const body =
		version === 0
			? [0, 0, 0, 0, ...uint(0, 4), ...uint(0, 4), ...uint(timescale, 4), ...uint(duration, 4)]
			: [1, 0, 0, 0, ...uint(0, 8), ...uint(0, 8), ...uint(timescale, 4), ...uint(duration, 8)]
	return box('mvhd', new Uint8Array([...body, ...new Array(80).fill(0)]))
}
function box(type: string, content: Uint8Array) {
	return concat([new Uint8Array(uint(content.length + 8, 4)), new TextEncoder().encode(type), content])
}

describe('video pitch length', () => {
	test('a recorded WebM is measured from its last block: clusters of unknown size, no Duration', () => {
		const webm = recordedWebm([cluster(0, [0, 33, 66]), cluster(30_000, [0, 500]), cluster(61_000, [0, 1500])])
		expect(videoDurationSeconds(webm, 'video/webm')).toBeCloseTo(62.5)
	})

	test('a WebM whose blocks reach past 90 seconds measures so', () => {
		expect(videoDurationSeconds(recordedWebm([cluster(0, [0]), cluster(95_000, [200])]), 'video/webm')).toBeCloseTo(
			95.2,
		)
	})

	test('a declared Duration and another timecode scale are honoured', () => {
		const info = [
			element([0x2a, 0xd7, 0xb1], uint(500_000, 3)),
			element([0x44, 0x89], [0x40, 0x4e, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]),
		]
		// Duration 60.0 (a float64) in ticks of 0.5 ms is 0.03 seconds, whatever the blocks say.
		expect(videoDurationSeconds(recordedWebm([cluster(0, [0, 100])], info), 'video/webm')).toBeCloseTo(0.03)
		expect(
			videoDurationSeconds(
				recordedWebm([cluster(1000, [1000])], [element([0x2a, 0xd7, 0xb1], uint(500_000, 3))]),
				'video/webm',
			),
		).toBeCloseTo(1)
	})

	test('a WebM without blocks has no known length; a cut one measures what it holds', () => {
		expect(videoDurationSeconds(webmBytes(), 'video/webm')).toBeNull()
		const webm = recordedWebm([cluster(0, [0]), cluster(5000, [0])])
		expect(videoDurationSeconds(webm.subarray(0, webm.length - 150), 'video/webm')).toBeCloseTo(0)
	})

	test('an MP4 is measured from its movie header, versions 0 and 1, and from mehd when fragmented', () => {
		const ftyp = mp4Bytes().subarray(0, 24)
		expect(videoDurationSeconds(concat([ftyp, box('moov', mvhd(0, 1000, 42_000))]), 'video/mp4')).toBe(42)
		expect(videoDurationSeconds(concat([ftyp, box('moov', mvhd(1, 600, 600 * 95))]), 'video/mp4')).toBe(95)
		const mehd = box('mehd', new Uint8Array([0, 0, 0, 0, ...uint(30_000, 4)]))
		expect(
			videoDurationSeconds(concat([ftyp, box('moov', concat([mvhd(0, 1000, 0), box('mvex', mehd)]))]), 'video/mp4'),
		).toBe(30)
		expect(videoDurationSeconds(concat([ftyp, box('moov', mvhd(0, 1000, 0))]), 'video/mp4')).toBeNull()
		expect(videoDurationSeconds(mp4Bytes(), 'video/mp4')).toBeNull()
	})

	test('anything else has no length', () => {
		expect(videoDurationSeconds(pdfBytes(), 'application/pdf')).toBeNull()
		expect(videoDurationSeconds(new Uint8Array([0xff, 0xff]), 'video/webm')).toBeNull()
	})
})
