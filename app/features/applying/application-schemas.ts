// A custom application as the apply form and POST /api/jobs/{id}/apply send it (docs/product.md §22.17:
// the form's field names are the API's). The CV is a file, checked on the server by its content
// (app/platform/uploads.server.ts), so it is not part of this schema; which CV to send is.
import { z } from 'zod'
import type { UploadMessage } from '../../platform/upload-kinds.ts'

const APPLICANT_NAME_MAX = 255
const MESSAGE_MAX = 5000
const COVERING_LETTER_MAX = 10_000

/** A refused CV as the form field's error: "File too large. Please upload a file smaller than 5MB." */
export function cvFieldError(message: UploadMessage) {
	return `${message.title}. ${message.description}`
}

const text = (required: string, label: string) =>
	z.string({
		error: (issue) => (issue.input === undefined || issue.input === null ? required : `${label} must be text`),
	})

const optionalText = (label: string, max: number) =>
	text('', label)
		.trim()
		.max(max, `${label} must be at most ${max.toLocaleString('en-GB')} characters`)
		.optional()
		.transform((value) => value || undefined)

/**
 * Which CV a custom application sends: the seeker's saved CV, a file chosen with the
 * form (`cv`), or none. Left out, the file if one came, else none, as before there was a choice.
 */
const CV_SOURCES = ['saved', 'upload', 'none'] as const
export type CvSource = (typeof CV_SOURCES)[number]

/** Why a CV choice cannot be met: "upload" with no file, "saved" with no saved CV. */
export const CV_CHOICE_PROBLEMS = {
	noFileChosen: 'Please choose a file to upload, or use your saved CV.',
	noSavedCv: 'You have no saved CV: upload one on My Profile, or choose a file.',
} as const

export const CustomApplicationSchema = z.object({
	applicantName: text('Your name is required', 'Name')
		.trim()
		.min(1, 'Your name is required')
		.max(APPLICANT_NAME_MAX, `Name must be at most ${APPLICANT_NAME_MAX} characters`),
	applicantEmail: text('Your email is required', 'Email')
		.trim()
		.min(1, 'Your email is required')
		.max(254, 'Email must be at most 254 characters')
		.pipe(z.email('Please enter a valid email address'))
		.transform((value) => value.toLowerCase()),
	message: optionalText('Message', MESSAGE_MAX),
	coveringLetter: optionalText('Covering letter', COVERING_LETTER_MAX),
	cvSource: z.enum(CV_SOURCES, { error: 'cvSource must be saved, upload or none' }).optional(),
})
