// The schemas every area of the API document shares: the one error shape (api.server.ts
// `apiError`), the 500 with its request id, and small building blocks for answers.
import { z } from 'zod'

/** An ISO 8601 instant as Date#toJSON writes it: 2026-11-24T14:34:20.186Z. */
export const dateTime = () => z.iso.datetime({ offset: true })
/** A calendar date: 2027-05-26. */
export const calendarDate = () => z.iso.date()
/** A whole number id. */
export const id = () => z.number().int().positive()
/** An address on this site: /files/{id}, /profile-pictures/{id}, /certificates/{number}. */
export const sitePath = () => z.string().regex(/^\//)

/** The one error shape of the JSON API (app/platform/api.server.ts `apiError`). */
export const ApiErrorSchema = z
	.object({
		message: z.string().meta({ description: 'What went wrong, in words a person can read' }),
		errors: z
			.record(z.string(), z.array(z.string()))
			.optional()
			.meta({ description: 'Per field (a dotted path for nested JSON), the problems with it' }),
	})
	.meta({ description: 'The error shape of every /api answer that is not a success' })

/** The 500 of the API: the error shape with the request id a client can quote. */
export const InternalErrorSchema = z.object({
	message: z.string(),
	requestId: z.string().meta({ description: 'Repeats the X-Request-Id header; the logs carry it on every line' }),
})

/** A 409 to an application sent twice: the error shape with the first application's date. */
export const AlreadyAppliedSchema = z.object({
	message: z.string(),
	appliedAt: dateTime().meta({ description: 'When the first application was sent' }),
})

/** `{ message }` alone: a write that has nothing else to say. */
export const MessageSchema = z.object({ message: z.string() })

/** `{ message, id }`: a record deleted or dismissed. */
export const MessageWithIdSchema = z.object({ message: z.string(), id: id() })
