import { describe, expect, test } from 'vitest'
import { uploadRequest } from '../../tests/fixtures/applications.ts'
import { docxBytes, largePdfBytes, mp4Bytes, pdfBytes, pngBytes, webmBytes } from '../../tests/fixtures/files.ts'
import { freshEm } from '../../tests/fixtures/route.ts'
import { readFile } from './files.server.ts'
import { parseUploadForm, safeFileName, storeUpload, UPLOAD_KINDS } from './uploads.server.ts'

const encoder = new TextEncoder()

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
