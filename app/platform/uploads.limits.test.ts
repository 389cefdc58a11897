// The upload parser's limits: a file over its kind's size is refused, a body far over every limit is
// cut off early, and what arrives within them is still read.
import { describe, expect, test } from 'vitest'
import { uploadRequest } from '../../tests/fixtures/applications.ts'
import { largePdfBytes } from '../../tests/fixtures/files.ts'
import { parseUploadForm, UPLOAD_KINDS, UploadRefusedError } from './uploads.server.ts'

const MB = 1024 * 1024

describe('parseUploadForm', () => {
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

	test('a 6 MB CV beside a video field is still held to 5 MB', async () => {
		const { request } = uploadRequest([{ name: 'cv', fileName: 'cv.pdf', data: largePdfBytes(6 * MB) }])
		const { errors } = await parseUploadForm(request, { cv: UPLOAD_KINDS.cv, videoPitch: UPLOAD_KINDS.video })
		expect(errors).toEqual({ cv: ['Please upload a file smaller than 5MB.'] })
	})
})
