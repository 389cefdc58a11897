import { describe, expect, test } from 'vitest'
import { docxBytes, largePdfBytes, mp4Bytes, pdfBytes, pngBytes, webmBytes } from '../../tests/fixtures/files.ts'
import { freshEm } from '../../tests/fixtures/route.ts'
import { readFile } from './files.server.ts'
import { parseUploadForm, safeFileName, storeUpload, UPLOAD_KINDS, UploadRefusedError } from './uploads.server.ts'

const MB = 1024 * 1024
const encoder = new TextEncoder()

type Part = { name: string; value: string } | { name: string; fileName: string; type?: string; data: Uint8Array }

/** A multipart/form-data body as a browser sends it. */
function multipartBody(parts: Part[], boundary: string) {
	const chunks: Uint8Array[] = []
	for (const part of parts) {
		if ('value' in part) {
			chunks.push(
				encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
			)
		} else {
			chunks.push(
				encoder.encode(
					`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
				),
				part.data,
				encoder.encode('\r\n'),
			)
		}
	}
	chunks.push(encoder.encode(`--${boundary}--\r\n`))
	const body = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0))
	let offset = 0
	for (const chunk of chunks) {
		body.set(chunk, offset)
		offset += chunk.length
	}
	return body
}

/**
 * A multipart request whose body arrives in chunks of `chunkSize` bytes; `read` counts the
 * bytes the server pulled. Without Content-Length unless `declareLength`.
 */
function uploadRequest(parts: Part[], options: { chunkSize?: number; declareLength?: boolean } = {}) {
	const boundary = `----WarringtonJobs${crypto.randomUUID()}`
	const body = multipartBody(parts, boundary)
	const chunkSize = options.chunkSize ?? 64 * 1024
	const read = { bytes: 0 }
	let offset = 0
	const stream = new ReadableStream<Uint8Array>({
		pull(controller) {
			if (offset >= body.length) return controller.close()
			const chunk = body.slice(offset, offset + chunkSize)
			offset += chunk.length
			read.bytes += chunk.length
			controller.enqueue(chunk)
		},
	})
	const headers = new Headers({ 'Content-Type': `multipart/form-data; boundary=${boundary}` })
	if (options.declareLength) headers.set('Content-Length', String(body.length))
	const request = new Request('http://localhost:3000/profile', {
		method: 'POST',
		headers,
		body: stream,
		duplex: 'half',
	} as RequestInit)
	return { request, read, size: body.length }
}

describe('parseUploadForm', () => {
	test('text fields and a valid CV, with the detected type and exact bytes', async () => {
		const cv = docxBytes()
		const { request } = uploadRequest([
			{ name: 'intent', value: 'upload' },
			{ name: 'cv', fileName: 'Sam Orford CV.docx', type: 'application/octet-stream', data: cv },
		])
		const { form, files, errors } = await parseUploadForm(request, { cv: UPLOAD_KINDS.cv })
		expect(form.get('intent')).toBe('upload')
		expect(form.has('cv')).toBe(false)
		expect(errors).toEqual({})
		expect(files.cv?.fileName).toBe('Sam Orford CV.docx')
		expect(files.cv?.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
		expect(Buffer.from(files.cv!.data).equals(Buffer.from(cv))).toBe(true)
	})

	test('a text file named .pdf is refused as an invalid type, whatever type the browser claimed', async () => {
		const { request } = uploadRequest([
			{
				name: 'cv',
				fileName: 'cv.pdf',
				type: 'application/pdf',
				data: encoder.encode('I am plain text, not a PDF.\n'),
			},
		])
		const { files, errors, failures } = await parseUploadForm(request, { cv: UPLOAD_KINDS.cv })
		expect(files.cv).toBeUndefined()
		expect(errors).toEqual({ cv: ['Please upload a PDF, DOC, or DOCX file.'] })
		expect(failures.cv).toEqual({ title: 'Invalid file type', description: 'Please upload a PDF, DOC, or DOCX file.' })
	})

	test('a picture in the CV field is an invalid type; in a picture field it is taken', async () => {
		const cv = await parseUploadForm(uploadRequest([{ name: 'cv', fileName: 'me.png', data: pngBytes() }]).request, {
			cv: UPLOAD_KINDS.cv,
		})
		expect(cv.errors.cv).toEqual(['Please upload a PDF, DOC, or DOCX file.'])
		const picture = await parseUploadForm(
			uploadRequest([{ name: 'picture', fileName: 'me.png', data: pngBytes() }]).request,
			{
				picture: UPLOAD_KINDS.picture,
			},
		)
		expect(picture.files.picture?.mimeType).toBe('image/png')
	})

	test('a 6 MB CV is too large; the stream is cut at the limit and the fields after it still arrive', async () => {
		const { request, read, size } = uploadRequest([
			{ name: 'applicantName', value: 'Priya Shah' },
			{ name: 'cv', fileName: 'big.pdf', type: 'application/pdf', data: largePdfBytes(6 * MB) },
			{ name: 'message', value: 'Available from Monday' },
		])
		const { form, files, errors, failures } = await parseUploadForm(request, { cv: UPLOAD_KINDS.cv })
		expect(files.cv).toBeUndefined()
		expect(errors).toEqual({ cv: ['Please upload a file smaller than 5MB.'] })
		expect(failures.cv?.title).toBe('File too large')
		expect(form.get('applicantName')).toBe('Priya Shah')
		expect(form.get('message')).toBe('Available from Monday')
		// Read through (so the browser gets its answer), but not kept: see the next test.
		expect(read.bytes).toBe(size)
	})

	test('a file exactly at the limit is taken', async () => {
		const { request } = uploadRequest([{ name: 'cv', fileName: 'exact.pdf', data: largePdfBytes(5 * MB) }], {
			chunkSize: 1000,
		})
		const { files, errors } = await parseUploadForm(request, { cv: UPLOAD_KINDS.cv })
		expect(errors).toEqual({})
		expect(files.cv?.data.byteLength).toBe(5 * MB)
	})

	test('a body far over the limits is refused with 413 after reading little more than the limit', async () => {
		const { request, read } = uploadRequest([{ name: 'cv', fileName: 'huge.pdf', data: largePdfBytes(40 * MB) }])
		const refusal = await parseUploadForm(request, { cv: UPLOAD_KINDS.cv }).catch((error: unknown) => error)
		expect(refusal).toBeInstanceOf(UploadRefusedError)
		expect((refusal as UploadRefusedError).status).toBe(413)
		expect((refusal as UploadRefusedError).errors).toEqual({ cv: ['Please upload a file smaller than 5MB.'] })
		expect(read.bytes).toBeLessThan(12 * MB)
	})

	test('a declared Content-Length far over the limits is refused before any byte is read', async () => {
		const { request, read } = uploadRequest([{ name: 'cv', fileName: 'huge.pdf', data: largePdfBytes(12 * MB) }], {
			declareLength: true,
		})
		await expect(parseUploadForm(request, { cv: UPLOAD_KINDS.cv })).rejects.toMatchObject({
			status: 413,
			message: 'File too large',
		})
		// Only what the test's stream queued by itself when the request was made.
		expect(read.bytes).toBeLessThanOrEqual(64 * 1024)
	})

	test('a text field far over its limit stops the stream with 413', async () => {
		const { request } = uploadRequest([{ name: 'message', value: 'x'.repeat(600 * 1024) }])
		await expect(parseUploadForm(request, { cv: UPLOAD_KINDS.cv })).rejects.toMatchObject({ status: 413 })
	})

	test('an empty file input is no file and no error', async () => {
		const { request } = uploadRequest([
			{ name: 'applicantName', value: 'Jo Bewsey' },
			{ name: 'cv', fileName: '', data: new Uint8Array() },
		])
		const { form, files, errors } = await parseUploadForm(request, { cv: UPLOAD_KINDS.cv })
		expect(form.get('applicantName')).toBe('Jo Bewsey')
		expect(files.cv).toBeUndefined()
		expect(errors).toEqual({})
	})

	test('a file in a field the caller did not list is refused', async () => {
		const { request } = uploadRequest([{ name: 'avatar', fileName: 'cv.pdf', data: pdfBytes() }])
		await expect(parseUploadForm(request, { cv: UPLOAD_KINDS.cv })).rejects.toMatchObject({ status: 400 })
	})

	test('two files in one field: refused, neither kept', async () => {
		const { request } = uploadRequest([
			{ name: 'cv', fileName: 'a.pdf', data: pdfBytes() },
			{ name: 'cv', fileName: 'b.pdf', data: pdfBytes() },
		])
		const { files, errors } = await parseUploadForm(request, { cv: UPLOAD_KINDS.cv })
		expect(files.cv).toBeUndefined()
		expect(errors.cv).toEqual(['Please upload one file.'])
	})

	test('each field is held to its own kind: a CV and a video pitch in one form', async () => {
		const { request } = uploadRequest([
			{ name: 'fullName', value: 'Alex Woolston' },
			{ name: 'cv', fileName: 'cv.pdf', data: pdfBytes() },
			{ name: 'videoPitch', fileName: 'pitch.webm', data: webmBytes() },
		])
		const { form, files, errors } = await parseUploadForm(request, {
			cv: UPLOAD_KINDS.cv,
			videoPitch: UPLOAD_KINDS.video,
		})
		expect(errors).toEqual({})
		expect(form.get('fullName')).toBe('Alex Woolston')
		expect(files.cv?.mimeType).toBe('application/pdf')
		expect(files.videoPitch?.mimeType).toBe('video/webm')

		const swapped = await parseUploadForm(
			uploadRequest([
				{ name: 'cv', fileName: 'pitch.mp4', data: mp4Bytes() },
				{ name: 'videoPitch', fileName: 'cv.pdf', data: pdfBytes() },
			]).request,
			{ cv: UPLOAD_KINDS.cv, videoPitch: UPLOAD_KINDS.video },
		)
		expect(swapped.errors).toEqual({
			cv: ['Please upload a PDF, DOC, or DOCX file.'],
			videoPitch: ['Please upload a WebM or MP4 video.'],
		})
	})

	test('a 6 MB CV beside a video field is still held to 5 MB', async () => {
		const { request } = uploadRequest([{ name: 'cv', fileName: 'cv.pdf', data: largePdfBytes(6 * MB) }])
		const { errors } = await parseUploadForm(request, { cv: UPLOAD_KINDS.cv, videoPitch: UPLOAD_KINDS.video })
		expect(errors).toEqual({ cv: ['Please upload a file smaller than 5MB.'] })
	})

	test('a body arriving a few bytes at a time (boundaries split across chunks) parses byte for byte', async () => {
		const cv = largePdfBytes(20_000)
		const { request } = uploadRequest(
			[
				{ name: 'intent', value: 'upload' },
				{ name: 'cv', fileName: 'slow.pdf', data: cv },
				{ name: 'note', value: 'after' },
			],
			{ chunkSize: 7 },
		)
		const { form, files } = await parseUploadForm(request, { cv: UPLOAD_KINDS.cv })
		expect(form.get('intent')).toBe('upload')
		expect(form.get('note')).toBe('after')
		expect(Buffer.from(files.cv!.data).equals(Buffer.from(cv))).toBe(true)
	})

	test('a form the browser builds from FormData parses the same', async () => {
		const form = new FormData()
		form.set('intent', 'upload')
		form.set('cv', new File([pdfBytes() as BlobPart], 'Jane CV.pdf', { type: 'application/pdf' }))
		const request = new Request('http://localhost:3000/profile', { method: 'POST', body: form })
		const result = await parseUploadForm(request, { cv: UPLOAD_KINDS.cv })
		expect(result.form.get('intent')).toBe('upload')
		expect(result.files.cv?.fileName).toBe('Jane CV.pdf')
	})

	test('a urlencoded post gives its fields and no files; other bodies give nothing', async () => {
		const urlencoded = new Request('http://localhost:3000/profile', {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body: 'intent=delete&cv=cv.pdf',
		})
		const result = await parseUploadForm(urlencoded, { cv: UPLOAD_KINDS.cv })
		expect(result.form.get('intent')).toBe('delete')
		expect(result.files).toEqual({})

		const json = new Request('http://localhost:3000/profile', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: '{"cv":"x"}',
		})
		const empty = await parseUploadForm(json, { cv: UPLOAD_KINDS.cv })
		expect([...empty.form.keys()]).toEqual([])
	})

	test('a malformed multipart body is a 400', async () => {
		const request = new Request('http://localhost:3000/profile', {
			method: 'POST',
			headers: { 'Content-Type': 'multipart/form-data; boundary=abc' },
			body: 'this is not multipart at all',
		})
		await expect(parseUploadForm(request, { cv: UPLOAD_KINDS.cv })).rejects.toMatchObject({ status: 400 })
	})
})

describe('safeFileName', () => {
	const pdf = { mimeType: 'application/pdf', extension: 'pdf' }
	test('keeps a good name, drops folders and control characters, and fixes the extension to the real type', () => {
		expect(safeFileName('Amira CV.pdf', pdf, 'cv')).toBe('Amira CV.pdf')
		expect(safeFileName('C:\\Users\\amira\\Amira CV.PDF', pdf, 'cv')).toBe('Amira CV.PDF')
		expect(safeFileName('../../etc/passwd', pdf, 'cv')).toBe('passwd.pdf')
		expect(safeFileName('cv\u0000.txt', pdf, 'cv')).toBe('cv.txt.pdf')
		expect(safeFileName('', pdf, 'cv')).toBe('cv.pdf')
		expect(safeFileName('photo.jpeg', { mimeType: 'image/jpeg', extension: 'jpg' }, 'picture')).toBe('photo.jpeg')
		const long = safeFileName(`${'a'.repeat(300)}.pdf`, pdf, 'cv')
		expect(long).toHaveLength(255)
		expect(long.endsWith('.pdf')).toBe(true)
	})
})

describe('storeUpload', () => {
	test('keeps the checked file through the storage interface', async () => {
		const stored = await storeUpload(await freshEm(), {
			fileName: 'cv.pdf',
			mimeType: 'application/pdf',
			data: pdfBytes(),
		})
		const read = await readFile(await freshEm(), stored.id)
		expect(read?.mimeType).toBe('application/pdf')
		expect(Buffer.from(read!.data).equals(Buffer.from(pdfBytes()))).toBe(true)
	})
})
