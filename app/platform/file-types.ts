// What an uploaded file is, told from its bytes, never from its name or the type the browser
// claimed (docs/product.md §22.12): a text file renamed cv.pdf is not a PDF. Only the types the
// product takes are recognised; anything else is null.

export type DetectedFileType = { mimeType: string; extension: string }

export const FILE_TYPES = {
	pdf: { mimeType: 'application/pdf', extension: 'pdf' },
	doc: { mimeType: 'application/msword', extension: 'doc' },
	docx: { mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
	jpeg: { mimeType: 'image/jpeg', extension: 'jpg' },
	png: { mimeType: 'image/png', extension: 'png' },
	webp: { mimeType: 'image/webp', extension: 'webp' },
	webm: { mimeType: 'video/webm', extension: 'webm' },
	mp4: { mimeType: 'video/mp4', extension: 'mp4' },
} as const satisfies Record<string, DetectedFileType>

/** The file's type from its content, or null when it is none of the types the product takes. */
export function detectFileType(bytes: Uint8Array): DetectedFileType | null {
	if (isPdf(bytes)) return FILE_TYPES.pdf
	if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
		return isWordCompoundFile(bytes) ? FILE_TYPES.doc : null
	if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return isWordZip(bytes) ? FILE_TYPES.docx : null
	if (startsWith(bytes, [0xff, 0xd8, 0xff])) return FILE_TYPES.jpeg
	if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return FILE_TYPES.png
	if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return FILE_TYPES.webp
	if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return ebmlDocType(bytes) === 'webm' ? FILE_TYPES.webm : null
	if (ascii(bytes, 4, 4) === 'ftyp' && MP4_VIDEO_BRANDS.has(ascii(bytes, 8, 4))) return FILE_TYPES.mp4
	return null
}

function startsWith(bytes: Uint8Array, signature: number[], at = 0) {
	if (bytes.length < at + signature.length) return false
	return signature.every((byte, index) => bytes[at + index] === byte)
}

function ascii(bytes: Uint8Array, start: number, length: number) {
	if (bytes.length < start + length) return ''
	return String.fromCharCode(...bytes.subarray(start, start + length))
}

/** `%PDF-` opens the file; readers accept it anywhere in the first 1024 bytes, and so do we. */
function isPdf(bytes: Uint8Array) {
	const head = bytes.subarray(0, 1024)
	for (let index = 0; index + 5 <= head.length; index++) {
		if (head[index] === 0x25 && ascii(head, index, 5) === '%PDF-') return true
	}
	return false
}

/**
 * An OLE2 compound file is also what old Excel, PowerPoint and Outlook files are; a Word
 * document is the one with a `WordDocument` stream, whose name the directory keeps in UTF-16LE.
 */
function isWordCompoundFile(bytes: Uint8Array) {
	return indexOf(bytes, utf16le('WordDocument')) !== -1
}

function utf16le(text: string) {
	const out = new Uint8Array(text.length * 2)
	for (let index = 0; index < text.length; index++) out[index * 2] = text.charCodeAt(index)
	return out
}

function indexOf(haystack: Uint8Array, needle: Uint8Array, from = 0) {
	outer: for (let index = from; index + needle.length <= haystack.length; index++) {
		for (let offset = 0; offset < needle.length; offset++) {
			if (haystack[index + offset] !== needle[offset]) continue outer
		}
		return index
	}
	return -1
}

/**
 * A DOCX is a ZIP whose central directory lists `word/document.xml` (or, for a package that
 * names its main part differently, `[Content_Types].xml` beside a `word/` folder). Other ZIPs
 * (XLSX, a plain archive) are refused.
 */
function isWordZip(bytes: Uint8Array) {
	const names = zipEntryNames(bytes)
	if (names.includes('word/document.xml')) return true
	return names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'))
}

/** The entry names of a ZIP's central directory; empty when the archive is malformed. */
function zipEntryNames(bytes: Uint8Array): string[] {
	const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
	// The end-of-central-directory record is 22 bytes plus a comment of at most 65,535 bytes.
	const lowest = Math.max(0, bytes.length - 22 - 0xffff)
	let end = -1
	for (let index = bytes.length - 22; index >= lowest; index--) {
		if (view.getUint32(index, true) === 0x06054b50) {
			end = index
			break
		}
	}
	if (end === -1) return []
	const count = view.getUint16(end + 10, true)
	let offset = view.getUint32(end + 16, true)
	const names: string[] = []
	const decoder = new TextDecoder()
	for (let entry = 0; entry < count; entry++) {
		if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) break
		const nameLength = view.getUint16(offset + 28, true)
		const extraLength = view.getUint16(offset + 30, true)
		const commentLength = view.getUint16(offset + 32, true)
		if (offset + 46 + nameLength > bytes.length) break
		names.push(decoder.decode(bytes.subarray(offset + 46, offset + 46 + nameLength)))
		offset += 46 + nameLength + extraLength + commentLength
	}
	return names
}

/**
 * The DocType of an EBML header (`webm` for WebM, `matroska` for MKV): element 0x4282 inside
 * the header, whose size is an EBML variable-length integer.
 */
function ebmlDocType(bytes: Uint8Array) {
	const head = bytes.subarray(0, 64)
	const at = indexOf(head, new Uint8Array([0x42, 0x82]), 4)
	if (at === -1 || at + 2 >= head.length) return null
	const first = head[at + 2]!
	let width = 1
	while (width <= 8 && !(first & (0x80 >> (width - 1)))) width++
	if (width > 8) return null
	let size = first & (0xff >> width)
	for (let index = 1; index < width; index++) size = size * 256 + (head[at + 2 + index] ?? 0)
	return ascii(head, at + 2 + width, size) || null
}

/**
 * Major brands of MP4 video (ISO base media). QuickTime (`qt  `), HEIF/AVIF pictures and M4A
 * audio share the `ftyp` box and are refused.
 */
const MP4_VIDEO_BRANDS = new Set([
	'isom',
	'iso2',
	'iso3',
	'iso4',
	'iso5',
	'iso6',
	'iso8',
	'iso9',
	'mp41',
	'mp42',
	'mp71',
	'avc1',
	'dash',
	'M4V ',
	'MSNV',
	'f4v ',
])
