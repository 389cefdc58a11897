import { describe, expect, test } from 'vitest'
import {
	docBytes,
	docxBytes,
	jpegBytes,
	mp4Bytes,
	pdfBytes,
	pngBytes,
	webmBytes,
	webpBytes,
	zipBytes,
} from '../../tests/fixtures/files.ts'
import { detectFileType } from './file-types.ts'

const text = (value: string) => new TextEncoder().encode(value)

describe('detectFileType', () => {
	test('each type the product takes, by its content', () => {
		expect(detectFileType(pdfBytes())).toEqual({ mimeType: 'application/pdf', extension: 'pdf' })
		expect(detectFileType(docBytes())).toEqual({ mimeType: 'application/msword', extension: 'doc' })
		expect(detectFileType(docxBytes())).toEqual({
			mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
			extension: 'docx',
		})
		expect(detectFileType(jpegBytes())).toEqual({ mimeType: 'image/jpeg', extension: 'jpg' })
		expect(detectFileType(pngBytes())).toEqual({ mimeType: 'image/png', extension: 'png' })
		expect(detectFileType(webpBytes())).toEqual({ mimeType: 'image/webp', extension: 'webp' })
		expect(detectFileType(webmBytes())).toEqual({ mimeType: 'video/webm', extension: 'webm' })
		expect(detectFileType(mp4Bytes())).toEqual({ mimeType: 'video/mp4', extension: 'mp4' })
		expect(detectFileType(mp4Bytes('mp42'))?.mimeType).toBe('video/mp4')
	})

	test('a text file is nothing, whatever it is called', () => {
		expect(detectFileType(text('Jane Smith\nWarehouse operative, Birchwood\n'))).toBeNull()
		expect(detectFileType(text('<html><script>alert(1)</script></html>'))).toBeNull()
		expect(detectFileType(new Uint8Array())).toBeNull()
	})

	test('a PDF header may follow a little junk, as readers allow, but not beyond 1024 bytes', () => {
		expect(detectFileType(text(`\n\n%PDF-1.7\n%%EOF`))?.extension).toBe('pdf')
		expect(detectFileType(text(`${' '.repeat(1100)}%PDF-1.7\n%%EOF`))).toBeNull()
	})

	test('a compound file without a WordDocument stream (an old Excel file) is not a DOC', () => {
		expect(detectFileType(docBytes('Workbook'))).toBeNull()
	})

	test('a ZIP that is not a Word package is not a DOCX', () => {
		expect(detectFileType(zipBytes({ 'notes.txt': 'hello' }))).toBeNull()
		expect(detectFileType(zipBytes({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' }))).toBeNull()
		expect(
			detectFileType(zipBytes({ '[Content_Types].xml': '<Types/>', 'word/main.xml': '<w:document/>' }))?.extension,
		).toBe('docx')
		// A ZIP signature with no central directory.
		expect(detectFileType(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]))).toBeNull()
	})

	test('Matroska, QuickTime and HEIF pictures share headers with WebM and MP4 but are refused', () => {
		expect(detectFileType(webmBytes('matroska'))).toBeNull()
		expect(detectFileType(mp4Bytes('qt  '))).toBeNull()
		expect(detectFileType(mp4Bytes('heic'))).toBeNull()
		expect(detectFileType(mp4Bytes('avif'))).toBeNull()
	})

	test('a RIFF file that is not WebP (a WAV) is refused', () => {
		expect(detectFileType(new Uint8Array([...text('RIFF'), 0, 0, 0, 0, ...text('WAVEfmt ')]))).toBeNull()
	})
})
