// What each kind of upload takes: the types (told by content on the server, see
// app/platform/uploads.server.ts), the size limit and the messages. Shared with the browser so a
// page can warn before sending a file that would be refused; the server checks again by content.
import { FILE_TYPES, type DetectedFileType } from './file-types.ts'

const MB = 1024 * 1024

export type UploadMessage = { title: string; description: string }

export type UploadKind = {
	/** The types taken, recognised by content. */
	types: readonly DetectedFileType[]
	/** The largest file taken, in bytes. */
	maxBytes: number
	/** For the file input's `accept`: the usual extensions and MIME types. */
	accept: string
	messages: { invalidType: UploadMessage; tooLarge: UploadMessage }
}

export const UPLOAD_KINDS = {
	cv: {
		types: [FILE_TYPES.pdf, FILE_TYPES.doc, FILE_TYPES.docx],
		maxBytes: 5 * MB,
		accept: `.pdf,.doc,.docx,${FILE_TYPES.pdf.mimeType},${FILE_TYPES.doc.mimeType},${FILE_TYPES.docx.mimeType}`,
		messages: {
			invalidType: { title: 'Invalid file type', description: 'Please upload a PDF, DOC, or DOCX file.' },
			tooLarge: { title: 'File too large', description: 'Please upload a file smaller than 5MB.' },
		},
	},
	video: {
		types: [FILE_TYPES.webm, FILE_TYPES.mp4],
		maxBytes: 50 * MB,
		accept: `.webm,.mp4,${FILE_TYPES.webm.mimeType},${FILE_TYPES.mp4.mimeType}`,
		messages: {
			invalidType: { title: 'Invalid file type', description: 'Please upload a WebM or MP4 video.' },
			tooLarge: { title: 'File too large', description: 'Please upload a video smaller than 50MB.' },
		},
	},
	picture: {
		types: [FILE_TYPES.jpeg, FILE_TYPES.png, FILE_TYPES.webp],
		maxBytes: 5 * MB,
		accept: `.jpg,.jpeg,.png,.webp,${FILE_TYPES.jpeg.mimeType},${FILE_TYPES.png.mimeType},${FILE_TYPES.webp.mimeType}`,
		messages: {
			invalidType: { title: 'Invalid file type', description: 'Please upload a JPEG, PNG, or WebP picture.' },
			tooLarge: { title: 'File too large', description: 'Please upload a picture smaller than 5MB.' },
		},
	},
} as const satisfies Record<string, UploadKind>

/**
 * A quick check in the browser before sending: the name's extension and the size. Null when the
 * file may be sent (the server still checks its content).
 */
export function precheckUpload(kind: UploadKind, file: { name: string; size: number }): UploadMessage | null {
	const extension = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase() : ''
	const extensions = kind.types.flatMap((type) => (type.extension === 'jpg' ? ['jpg', 'jpeg'] : [type.extension]))
	if (!extensions.includes(extension)) return kind.messages.invalidType
	if (file.size > kind.maxBytes) return kind.messages.tooLarge
	return null
}
