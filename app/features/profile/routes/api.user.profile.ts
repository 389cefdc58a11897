// GET and POST /api/user/profile: the signed-in seeker's Quick Apply profile (docs/product.md
// §19, "Profile and CV"). POST takes JSON or a multipart form (decision 085).
import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import { emContext } from '../../../context.ts'
import {
	ApiError,
	apiError,
	apiHandler,
	methodNotAllowed,
	readJsonObject,
	requireApiAuth,
} from '../../../platform/api.server.ts'
import {
	findQuickApplyProfile,
	QUICK_APPLY_UPLOADS,
	quickApplyProfileView,
	saveQuickApplySubmission,
	videoPitchLength,
} from '../../applying/quick-apply.server.ts'
import {
	parseUploadForm,
	safeFileName,
	UploadRefusedError,
	type UploadedFile,
	type UploadKind,
} from '../../../platform/uploads.server.ts'
import { detectFileType } from '../../../platform/file-types.ts'
import { QuickApplyFormSchema, QuickApplyProfileJsonSchema } from '../../applying/quick-apply-schema.ts'
import type { Route } from './+types/api.user.profile'

const ALLOW = 'GET, POST'
export const NO_PROFILE = 'No Quick Apply profile yet'
const CHECK_FIELDS = 'Please check the highlighted fields'

/** The largest JSON body read: both files at their limits as base64, and room for the fields. */
const JSON_BODY_LIMIT =
	Math.ceil(((QUICK_APPLY_UPLOADS.cv.maxBytes + QUICK_APPLY_UPLOADS.videoPitch.maxBytes) * 4) / 3) + 1024 * 1024

export async function loader({ context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiAuth(context)
		const profile = await findQuickApplyProfile(context.get(emContext), user)
		if (!profile) return apiError(404, NO_PROFILE)
		return Response.json(quickApplyProfileView(profile), { headers: { 'Cache-Control': 'private, no-store' } })
	})
}

export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method.toUpperCase() !== 'POST') return methodNotAllowed(ALLOW)
		const { user } = requireApiAuth(context)
		const em = context.get(emContext)
		const contentType = request.headers.get('Content-Type') ?? ''
		const { value, uploads } = /^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(contentType)
			? await readForm(request)
			: await readJson(request)
		const profile = await saveQuickApplySubmission(em, user, value, uploads)
		return Response.json(quickApplyProfileView((await findQuickApplyProfile(em, user)) ?? profile))
	})
}

type Submission = {
	value: z.output<typeof QuickApplyFormSchema>
	uploads: { cv?: UploadedFile; videoPitch?: UploadedFile }
}

/** A multipart post: the fields, and the files `cv` and `videoPitch` through the one upload path. */
async function readForm(request: Request): Promise<Submission> {
	let upload
	try {
		upload = await parseUploadForm(request, QUICK_APPLY_UPLOADS, { api: true })
	} catch (error) {
		if (error instanceof UploadRefusedError) throw new ApiError(apiError(error.status, error.message, error.errors))
		throw error
	}
	const submission = parseWithZod(upload.form, { schema: QuickApplyFormSchema })
	const recorded = submission.status === 'success' ? submission.value.videoPitchDuration : undefined
	const length = upload.files.videoPitch ? videoPitchLength(upload.files.videoPitch, recorded) : { seconds: null }
	const errors: Record<string, string[]> = {
		...(submission.status === 'error' ? cleanErrors(submission.error) : {}),
		...upload.errors,
		...('error' in length ? { videoPitch: [length.error] } : {}),
	}
	if (submission.status !== 'success' || 'error' in length || Object.keys(errors).length) {
		throw new ApiError(apiError(400, firstFailure(upload.failures) ?? CHECK_FIELDS, errors))
	}
	return { value: { ...submission.value, videoPitchDuration: length.seconds ?? undefined }, uploads: upload.files }
}

async function readJson(request: Request): Promise<Submission> {
	const body = await readJsonObject(request, JSON_BODY_LIMIT)
	const parsed = QuickApplyProfileJsonSchema.safeParse(body)
	const errors: Record<string, string[]> = {}
	if (!parsed.success) {
		for (const issue of parsed.error.issues) (errors[issue.path.join('.') || 'body'] ??= []).push(issue.message)
		throw new ApiError(apiError(400, CHECK_FIELDS, errors))
	}
	const { cvFileData, cvFileName, cvMimeType: _claimed, videoPitchData, ...value } = parsed.data
	const uploads: Submission['uploads'] = {}
	const failures: string[] = []
	if (cvFileData) {
		const checked = checkInlineFile(QUICK_APPLY_UPLOADS.cv, stripDataUrl(cvFileData), cvFileName ?? 'cv', 'cv')
		if ('error' in checked) {
			errors.cvFileData = [checked.error.description]
			failures.push(checked.error.title)
		} else uploads.cv = checked
	}
	let seconds = value.videoPitchDuration
	if (videoPitchData) {
		const checked = checkInlineFile(
			QUICK_APPLY_UPLOADS.videoPitch,
			stripDataUrl(videoPitchData),
			'video-pitch',
			'video-pitch',
		)
		const length = 'error' in checked ? null : videoPitchLength(checked, value.videoPitchDuration)
		if ('error' in checked) {
			errors.videoPitchData = [checked.error.description]
			failures.push(checked.error.title)
		} else if (length && 'error' in length) errors.videoPitchData = [length.error]
		else {
			uploads.videoPitch = checked
			seconds = length?.seconds ?? undefined
		}
	}
	if (Object.keys(errors).length) throw new ApiError(apiError(400, failures[0] ?? CHECK_FIELDS, errors))
	return { value: { ...value, videoPitchDuration: seconds }, uploads }
}

/** `data:video/webm;base64,AAAA` gives `AAAA`; plain base64 stays as it is. */
function stripDataUrl(value: string) {
	const comma = value.indexOf(',')
	return value.startsWith('data:') && comma !== -1 ? value.slice(comma + 1) : value
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** An inline file, checked as an uploaded one is: by size, then by its content. */
function checkInlineFile(
	kind: UploadKind,
	base64: string,
	fileName: string,
	fallbackName: string,
): UploadedFile | { error: { title: string; description: string } } {
	const compact = base64.replace(/\s+/g, '')
	if (!BASE64.test(compact) || compact.length % 4 === 1)
		return { error: { title: 'Upload failed', description: 'The file must be base64 encoded.' } }
	if (
		Math.floor((compact.length * 3) / 4) - (compact.endsWith('==') ? 2 : compact.endsWith('=') ? 1 : 0) >
		kind.maxBytes
	) {
		return { error: kind.messages.tooLarge }
	}
	const data = new Uint8Array(Buffer.from(compact, 'base64'))
	const detected = detectFileType(data)
	const accepted = detected && kind.types.find((type) => type.mimeType === detected.mimeType)
	if (!accepted || data.byteLength === 0) return { error: kind.messages.invalidType }
	return { fileName: safeFileName(fileName, accepted, fallbackName), mimeType: accepted.mimeType, data }
}

/** Conform's errors without the empty entries it keeps for fields that are fine. */
function cleanErrors(errors: Record<string, string[] | null> | null | undefined) {
	return Object.fromEntries(
		Object.entries(errors ?? {}).filter((entry): entry is [string, string[]] => Boolean(entry[1]?.length)),
	)
}

function firstFailure(failures: Partial<Record<string, { title: string }>>) {
	return Object.values(failures)[0]?.title
}
