// The Quick Apply profile a seeker keeps (docs/product.md §9 and §18): one schema for the
// /quick-apply-setup form and POST /api/user/profile, plus the list editing both sides share.
import { z } from 'zod'
import { AVAILABILITY_NOTICE_VALUES, DEFAULT_AVAILABILITY_NOTICE } from '../recommendations/seeker-options.ts'

export const FULL_NAME_TOO_SHORT = 'Full name must be at least 2 characters'
export const COVER_LETTER_TOO_SHORT = 'Cover letter should be at least 10 characters'

export const MAX_SKILLS = 30
export const MAX_SKILL_LENGTH = 80
export const MAX_QUALIFICATIONS = 20
export const MAX_QUALIFICATION_LENGTH = 150
const MAX_YEARS_EXPERIENCE = 70
const MAX_COVER_LETTER_LENGTH = 5000
/** Video pitch length in whole seconds (docs/product.md §9: at most 90). */
const MIN_VIDEO_SECONDS = 1
export const MAX_VIDEO_SECONDS = 90

const sameItem = (a: string, b: string) => a.toLocaleLowerCase('en-GB') === b.toLocaleLowerCase('en-GB')

/**
 * The list with `value` added at the end: trimmed, and left out when blank, already there
 * (whatever its case) or when the list already holds `max` items. Never changes `list`.
 */
export function addListItem(list: readonly string[], value: string, max = Number.POSITIVE_INFINITY): string[] {
	const item = value.trim()
	if (!item || list.length >= max || list.some((existing) => sameItem(existing, item))) return [...list]
	return [...list, item]
}

/** The list without `value` (compared trimmed, whatever its case). Never changes `list`. */
export function removeListItem(list: readonly string[], value: string): string[] {
	const item = value.trim()
	return list.filter((existing) => !sameItem(existing, item))
}

/** Trimmed, blanks and case-insensitive repeats dropped, first spelling kept, order kept. */
export function normaliseList(values: readonly string[]): string[] {
	return values.reduce<string[]>((list, value) => addListItem(list, value), [])
}

/** A form sends one value as a string and several as an array; JSON may send null. */
const toList = (value: unknown) =>
	value === undefined || value === null || value === '' ? [] : Array.isArray(value) ? value : [value]

const list = (label: string, maxItems: number, maxLength: number) =>
	z.preprocess(
		toList,
		z
			.array(
				z
					.string({ error: `Each ${label} must be text` })
					.max(maxLength, `Each ${label} must be at most ${maxLength} characters`),
			)
			.transform(normaliseList)
			.pipe(z.array(z.string()).max(maxItems, `Add at most ${maxItems} ${label}s`)),
	)

/** An optional line of text: trimmed; blank, null or missing all mean "not given". */
const optionalText = (label: string, max: number) =>
	z
		.string({ error: `${label} must be text` })
		.trim()
		.max(max, `${label} must be at most ${max} characters`)
		.nullish()
		.transform((value) => value || undefined)

/** docs/product.md §9: a number at least 0, anything non-numeric counting as 0. Whole years are kept. */
function toYears(value: unknown) {
	if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : 0
	if (typeof value === 'string' && value.trim() !== '') {
		const number = Number(value.trim())
		return Number.isFinite(number) ? Math.trunc(number) : 0
	}
	return 0
}

export const QuickApplyProfileSchema = z.object({
	fullName: z
		.string({ error: FULL_NAME_TOO_SHORT })
		.trim()
		.min(2, FULL_NAME_TOO_SHORT)
		.max(255, 'Full name must be at most 255 characters'),
	phone: optionalText('Phone', 50),
	address: optionalText('Address', 255),
	city: optionalText('City', 100),
	postcode: optionalText('Postcode', 20),
	currentJobTitle: optionalText('Current job title', 255),
	yearsExperience: z.preprocess(
		toYears,
		z
			.number()
			.min(0, 'Years of experience cannot be negative')
			.max(MAX_YEARS_EXPERIENCE, `Years of experience must be at most ${MAX_YEARS_EXPERIENCE}`),
	),
	skills: list('skill', MAX_SKILLS, MAX_SKILL_LENGTH),
	qualifications: list('qualification', MAX_QUALIFICATIONS, MAX_QUALIFICATION_LENGTH),
	defaultCoverLetter: optionalText('Cover letter', MAX_COVER_LETTER_LENGTH).pipe(
		z.string().min(10, COVER_LETTER_TOO_SHORT).optional(),
	),
	availabilityNotice: z.preprocess(
		(value) => (value === null || value === '' ? undefined : value),
		z
			.enum(AVAILABILITY_NOTICE_VALUES, { error: 'Choose when you could start from the list' })
			.default(DEFAULT_AVAILABILITY_NOTICE),
	),
})
export type QuickApplyProfileInput = z.output<typeof QuickApplyProfileSchema>

// The schema is the one list of the profile's fields: the form, the store, the API's view and an
// application's snapshot all go through the names and helpers below rather than naming each field.
export type QuickApplyProfileField = keyof typeof QuickApplyProfileSchema.shape
export const QUICK_APPLY_PROFILE_FIELDS = Object.keys(QuickApplyProfileSchema.shape) as QuickApplyProfileField[]

/** The profile's fields as stored and shown: what was not given is null. */
export type QuickApplyProfileFields = {
	[K in QuickApplyProfileField]-?: undefined extends QuickApplyProfileInput[K]
		? Exclude<QuickApplyProfileInput[K], undefined> | null
		: QuickApplyProfileInput[K]
}

/** Whatever holds the profile's fields: a parsed submission, a stored profile, the seed. */
export type QuickApplyProfileSource = {
	[K in keyof QuickApplyProfileInput]: QuickApplyProfileInput[K] extends string[]
		? readonly string[]
		: QuickApplyProfileInput[K] | (undefined extends QuickApplyProfileInput[K] ? null : never)
}

/** The profile's fields picked from `source`, "not given" as null and lists copied. */
export function profileFieldsOf(source: QuickApplyProfileSource): QuickApplyProfileFields {
	return Object.fromEntries(
		QUICK_APPLY_PROFILE_FIELDS.map((field) => {
			const value = source[field]
			return [field, Array.isArray(value) ? [...value] : (value ?? null)]
		}),
	) as QuickApplyProfileFields
}

/** The fields kept as a list (sent as repeated form fields): those whose empty value is a list. */
export const isListField = (field: QuickApplyProfileField) => Array.isArray(emptyValue(field))

/** What a field holds when nothing was given: [] for a list, 0 years, the usual notice, else undefined. */
export function emptyValue(field: QuickApplyProfileField): unknown {
	return QuickApplyProfileSchema.shape[field].safeParse(undefined).data
}

/** Seconds of a recorded pitch, as the browser measured them: whole seconds from 1 to 90. */
const VideoPitchDurationSchema = z.preprocess(
	(value) => (value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value),
	z
		.number({ error: 'Video pitch length must be a number of seconds' })
		.int('Video pitch length must be whole seconds')
		.min(MIN_VIDEO_SECONDS, `Video pitch must be ${MIN_VIDEO_SECONDS} to ${MAX_VIDEO_SECONDS} seconds long`)
		.max(MAX_VIDEO_SECONDS, `Video pitch must be ${MIN_VIDEO_SECONDS} to ${MAX_VIDEO_SECONDS} seconds long`)
		.optional(),
)

/** A yes from a checkbox ("on"), a form ("true") or JSON (true). */
const FlagSchema = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean())

/**
 * What the form posts beside the profile: the pitch's length when it was recorded here, and
 * the ticks that remove the stored CV or video.
 */
export const QuickApplyFormSchema = QuickApplyProfileSchema.extend({
	videoPitchDuration: VideoPitchDurationSchema,
	removeCv: FlagSchema.optional(),
	removeVideoPitch: FlagSchema.optional(),
})
export type QuickApplyFormInput = z.output<typeof QuickApplyFormSchema>

/**
 * POST /api/user/profile's JSON body: the profile's fields, and for the old product's clients (docs/product.md §18) the
 * files inline: `cvFileData` (base64, with `cvFileName`; `cvMimeType` is not trusted, the content
 * decides) and `videoPitchData` (a data URL, or plain base64).
 */
export const QuickApplyProfileJsonSchema = QuickApplyFormSchema.extend({
	cvFileData: z.string({ error: 'cvFileData must be base64 text' }).nullish(),
	cvFileName: z
		.string({ error: 'cvFileName must be text' })
		.max(255, 'cvFileName must be at most 255 characters')
		.nullish(),
	cvMimeType: z.string({ error: 'cvMimeType must be text' }).nullish(),
	videoPitchData: z.string({ error: 'videoPitchData must be a data URL' }).nullish(),
})
