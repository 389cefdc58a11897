// The one upload path: every form or API call that takes a file (profile CV, application CV,
// Quick Apply CV and video pitch, pictures) reads its request body here.
//
// How to use it, in an action or a resource route:
//
//   const { form, files, errors, failures } = await parseUploadForm(request, { cv: UPLOAD_KINDS.cv })
//   // form:     the text fields, as FormData (give it to parseWithZod(form, { schema }))
//   // files.cv: { fileName, mimeType, data } when a valid file came, undefined when none did
//   // errors:   { cv: ['Please upload a PDF, DOC, or DOCX file.'] } for a refused file, ready to
//   //           merge into Conform's reply or the API's { message, errors }
//   // failures: { cv: { title: 'Invalid file type', description: '...' } } for the toast
//   if (files.cv) { const stored = await storeUpload(em, files.cv); entity.cvFile = stored }
//
// parseUploadForm throws UploadRefusedError (status 413 or 400, with a message and, when it can
// tell the field, `errors`) for a body it will not read: far over the limits, malformed, a file in
// a field the caller did not list. Catch it and answer; see app/features/applying/routes/api.upload-cv.ts.
// An API call passes `{ api: true }`: then a body that is not a form (JSON, say) is a 415 and a
// file over its kind's size a 413 naming the field, both thrown, so every multipart call of the
// API answers them alike; a page keeps a too-large file as a field error beside the form's others.
//
// What it guarantees (docs/decisions/080-uploads-streamed-and-checked-by-content.md):
// - Files are checked by their content (app/platform/file-types.ts), never by name or claimed type;
//   `mimeType` is the detected one and the file name gets the matching extension.
// - Size limits hold while the body streams: at most limit + 1 bytes of a file are kept, the rest
//   of that file is discarded as it arrives, so a 6 MB CV never sits whole in memory. A body
//   (by Content-Length, or counted as it arrives) over twice the files' limits plus 1 MB is
//   refused with 413 without reading the rest.
// - An empty file input is no file. Non-multipart posts give their urlencoded fields, no files.
// The kinds live in app/platform/upload-kinds.ts so pages can pre-check a file (precheckUpload)
// before sending it. Customise a kind's messages by spreading it: { ...UPLOAD_KINDS.cv, messages: { ... } }.
import type { EntityManager } from '@mikro-orm/postgresql'
import {
	FormDataParseError,
	MaxFileSizeExceededError,
	MaxFilesExceededError,
	MaxPartsExceededError,
	MaxTotalSizeExceededError,
	parseFormData,
	type FileUpload,
} from '@remix-run/form-data-parser'
import { detectFileType, type DetectedFileType } from './file-types.ts'
import type { UploadKind, UploadMessage } from './upload-kinds.ts'
import { saveFile } from './files.server.ts'
import { limitMultipartParts, type PartLimit } from './multipart-limits.server.ts'
import { fieldWithNul, LARGE_BODY_LIMIT, nulRefusal, readCapped } from './request-limits.server.ts'

export { UPLOAD_KINDS, type UploadKind } from './upload-kinds.ts'

/** A file that passed its kind's checks; `mimeType` is the detected type. */
export type UploadedFile = { fileName: string; mimeType: string; data: Uint8Array }

type UploadForm<Field extends string> = {
	form: FormData
	files: Partial<Record<Field, UploadedFile>>
	/** Field errors for refused files, in the API's and Conform's shape. */
	errors: Partial<Record<Field, string[]>>
	/** Why each refused file was refused, as a toast's title and description. */
	failures: Partial<Record<Field, UploadMessage>>
}

/** A request body that was not read: too large (413), not a form (415, API calls) or not a form this path takes (400). */
export class UploadRefusedError extends Error {
	readonly status: 400 | 413 | 415
	readonly errors?: Record<string, string[]>
	constructor(status: 400 | 413 | 415, message: string, errors?: Record<string, string[]>) {
		super(message)
		this.name = 'UploadRefusedError'
		this.status = status
		this.errors = errors
	}
}

/** The most any one text field may hold (a covering letter is a few kilobytes). */
const TEXT_FIELD_LIMIT = 256 * 1024
const FORM_OVERHEAD = 1024 * 1024

/** What an API call answers a body that is not a form. */
export const NOT_A_FORM = 'Send this call as multipart/form-data'

type UploadOptions = {
	/**
	 * An API call: a body that is neither multipart nor urlencoded is refused with 415, and a file
	 * over its kind's size with 413 (its field named in `errors`), instead of a field error.
	 */
	api?: boolean
}

/**
 * Reads a form post: text fields, and files only in the listed fields, each checked by content
 * and size against its kind. See the comment at the top of this file.
 */
export async function parseUploadForm<Field extends string>(
	request: Request,
	fileFields: Record<Field, UploadKind>,
	options: UploadOptions = {},
): Promise<UploadForm<Field>> {
	const result: UploadForm<Field> = { form: new FormData(), files: {}, errors: {}, failures: {} }
	const kinds = new Map<string, UploadKind>(Object.entries(fileFields) as [string, UploadKind][])
	const fileBudget = [...kinds.values()].reduce((sum, kind) => sum + kind.maxBytes, 0)
	const bodyLimit = 2 * fileBudget + FORM_OVERHEAD
	const contentType = request.headers.get('Content-Type') ?? ''

	const tooLarge = () => {
		// With one file field, the only file that can have made the body this large is that one.
		const [only] = kinds.size === 1 ? [...kinds] : []
		return new UploadRefusedError(
			413,
			only ? only[1].messages.tooLarge.title : 'Request too large',
			only ? { [only[0]]: [only[1].messages.tooLarge.description] } : undefined,
		)
	}
	const declaredLength = Number(request.headers.get('Content-Length'))
	if (Number.isFinite(declaredLength) && declaredLength > bodyLimit) throw tooLarge()

	const multipart = /^multipart\/form-data/i.test(contentType)
	if (!multipart && !/^application\/x-www-form-urlencoded/i.test(contentType)) {
		if (options.api && contentType.trim() !== '') throw new UploadRefusedError(415, NOT_A_FORM)
		return result
	}
	if (!request.body) return result

	const seen = new Set<string>()
	let body: Request = request
	if (!multipart) {
		// Counted as it arrives: a chunked urlencoded body has no Content-Length to refuse early.
		const bytes = await readCapped(request.body, LARGE_BODY_LIMIT)
		if (bytes === null) throw new UploadRefusedError(413, 'Request too large')
		body = new Request(request.url, { method: request.method, headers: request.headers, body: bytes })
	} else {
		const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType)
		if (!boundary) throw new UploadRefusedError(400, 'Malformed form data')
		const limits = (name: string | undefined): PartLimit => {
			const kind = name === undefined ? undefined : kinds.get(name)
			return kind ? { max: kind.maxBytes + 1, over: 'truncate' } : { max: TEXT_FIELD_LIMIT, over: 'refuse' }
		}
		body = new Request(request.url, {
			method: request.method,
			headers: request.headers,
			body: limitMultipartParts(request.body, (boundary[1] ?? boundary[2]!).trim(), limits, bodyLimit, {
				tooLarge,
				malformed: () => new UploadRefusedError(400, 'Malformed form data'),
			}),
			duplex: 'half',
		} as RequestInit)
	}

	const largestFile = Math.max(0, ...[...kinds.values()].map((kind) => kind.maxBytes + 1))
	const handleFile = async (upload: FileUpload) => {
		const field = upload.fieldName
		const kind = kinds.get(field)
		const noFile = upload.size === 0 && (upload.name === '' || upload.name === 'file-upload')
		if (!kind) {
			if (noFile) return null
			throw new UploadRefusedError(400, `This form takes no file in "${field}"`)
		}
		if (noFile) return null
		const refuse = (message: UploadMessage) => {
			;(result.errors as Record<string, string[]>)[field] = [message.description]
			;(result.failures as Record<string, UploadMessage>)[field] = message
			delete (result.files as Record<string, UploadedFile>)[field]
		}
		if (seen.has(field)) {
			refuse({ title: 'Upload failed', description: 'Please upload one file.' })
			return null
		}
		seen.add(field)
		if (upload.size > kind.maxBytes) {
			if (options.api)
				throw new UploadRefusedError(413, kind.messages.tooLarge.title, {
					[field]: [kind.messages.tooLarge.description],
				})
			refuse(kind.messages.tooLarge)
			return null
		}
		const data = new Uint8Array(await upload.arrayBuffer())
		const detected = detectFileType(data)
		const accepted = detected && kind.types.find((type) => type.mimeType === detected.mimeType)
		if (!accepted) {
			refuse(kind.messages.invalidType)
			return null
		}
		;(result.files as Record<string, UploadedFile>)[field] = {
			fileName: safeFileName(upload.name, accepted, field),
			mimeType: accepted.mimeType,
			data,
		}
		return null
	}

	try {
		const form = await parseFormData(
			body,
			{
				maxFiles: kinds.size + 10,
				maxParts: 500,
				maxFileSize: Math.max(largestFile, TEXT_FIELD_LIMIT),
				maxTotalSize: bodyLimit,
			},
			handleFile,
		)
		result.form = form
	} catch (error) {
		if (error instanceof UploadRefusedError) throw error
		if (error instanceof FormDataParseError && error.cause instanceof UploadRefusedError) throw error.cause
		if (error instanceof MaxTotalSizeExceededError || error instanceof MaxFileSizeExceededError) throw tooLarge()
		if (error instanceof MaxFilesExceededError || error instanceof MaxPartsExceededError) {
			throw new UploadRefusedError(413, 'Too many fields or files')
		}
		if (error instanceof FormDataParseError || (error instanceof Error && error.name === 'MultipartParseError')) {
			throw new UploadRefusedError(400, 'Malformed form data')
		}
		throw error
	}
	// PostgreSQL refuses NUL in text: a 400 naming the field, not a 500.
	const nul = fieldWithNul(result.form)
	if (nul !== null) {
		const refusal = nulRefusal(nul)
		throw new UploadRefusedError(400, refusal.message, refusal.errors)
	}
	return result
}

/** Keeps a checked upload through the one storage interface (app/platform/files.server.ts). */
export async function storeUpload(em: EntityManager, file: UploadedFile) {
	return saveFile(em, file)
}

/**
 * The name to keep: without a client's folder path or control characters, at most 255
 * characters, and ending in the extension of the type the content really is.
 */
export function safeFileName(name: string, type: DetectedFileType, fallback: string) {
	let base = name.split(/[\\/]/).pop() ?? ''
	base = [...base]
		.filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
		.join('')
		.trim()
	const extensions = type.extension === 'jpg' ? ['jpg', 'jpeg'] : [type.extension]
	const dot = base.lastIndexOf('.')
	const current = dot > 0 ? base.slice(dot + 1).toLowerCase() : ''
	if (!extensions.includes(current)) base = `${base || fallback}.${type.extension}`
	if (base.length > 255) {
		const ending = base.slice(base.lastIndexOf('.'))
		base = base.slice(0, 255 - ending.length) + ending
	}
	return base
}
