// POST /api/jobs/{id}/apply: a custom application, multipart with applicantName, applicantEmail,
// message, coveringLetter, an optional file `cv` and `cvSource` (`saved` sends a copy of the
// caller's saved CV, decision 111; urlencoded works too, without a file). Anyone may send one; a
// signed-in caller's application is also linked to their account. An Idempotency-Key makes a
// retry safe (decision 108). Only a signed-in caller applying with their own email gets the
// application back (201) or its first date (409); anyone else gets the same 202 receipt whether
// or not the address applied before (decision 115). A job applied for on its employer's site
// (imported, issue 32) takes no application: 409 with its applyUrl.
import { authContext, clientIpContext, emContext } from '../../../context.ts'
import { apiError, apiHandler, methodNotAllowed } from '../../../platform/api.server.ts'
import {
	AlreadyAppliedError,
	AppliedElsewhereError,
	APPLICATION_RECEIVED,
	applyWithDetails,
	CvChoiceError,
	JobNotListedError,
	readApplicationForm,
} from '../applications.server.ts'
import { withIdempotency } from '../../../platform/idempotency.server.ts'
import { parseJobId } from '../../../platform/route-params.ts'
import { hit, RATE_LIMITS } from '../../../platform/rate-limit.server.ts'
import { UploadRefusedError } from '../../../platform/uploads.server.ts'
import { CustomApplicationSchema } from '../application-schemas.ts'
import { HONEYPOT_FIELD } from '../../../platform/honeypot.ts'
import type { Route } from './+types/api.jobs.$id.apply'

export function loader() {
	return methodNotAllowed('POST')
}

export async function action({ request, params, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method.toUpperCase() !== 'POST') return methodNotAllowed('POST')
		const auth = context.get(authContext)
		const em = context.get(emContext)
		const jobId = parseJobId(params.id)
		if (jobId === null) return apiError(404, 'Job not found')
		if (!auth) await hit(em, RATE_LIMITS.applyPerIp, context.get(clientIpContext))

		// A retry with the same Idempotency-Key gets the first answer; anonymous keys are the address's.
		const owner = auth ? `user:${auth.user.id}` : `ip:${context.get(clientIpContext)}`
		return withIdempotency(em, request, owner, async () => {
			let upload: Awaited<ReturnType<typeof readApplicationForm>>
			try {
				upload = await readApplicationForm(request, { api: true })
			} catch (error) {
				if (error instanceof UploadRefusedError) return apiError(error.status, error.message, error.errors)
				throw error
			}
			const honeypot = upload.form.get(HONEYPOT_FIELD)
			if (typeof honeypot === 'string' && honeypot.trim() !== '')
				return apiError(400, 'Your submission could not be accepted.')

			const parsed = CustomApplicationSchema.safeParse(
				Object.fromEntries([...upload.form].filter(([, value]) => typeof value === 'string')),
			)
			const errors: Record<string, string[]> = {}
			for (const issue of parsed.error?.issues ?? [])
				(errors[String(issue.path[0] ?? 'body')] ??= []).push(issue.message)
			if (upload.cvErrors) errors.cv = upload.cvErrors
			if (!parsed.success || Object.keys(errors).length)
				return apiError(400, 'Please check the highlighted fields', errors)

			try {
				const application = await applyWithDetails(em, {
					jobId,
					user: auth?.user ?? null,
					...parsed.data,
					cv: upload.cv,
				})
				const ownEmail = auth && parsed.data.applicantEmail.trim().toLowerCase() === auth.user.email.toLowerCase()
				if (application && ownEmail) return Response.json(application, { status: 201 })
				return Response.json({ message: APPLICATION_RECEIVED, jobId }, { status: 202 })
			} catch (error) {
				if (error instanceof JobNotListedError) return apiError(404, 'Job not found')
				if (error instanceof AppliedElsewhereError)
					return Response.json({ message: error.message, applyUrl: error.applyUrl }, { status: 409 })
				if (error instanceof CvChoiceError) return apiError(400, error.message, { [error.field]: [error.message] })
				// The API's error shape, with the first application's date also as a field.
				if (error instanceof AlreadyAppliedError)
					return Response.json({ message: error.message, appliedAt: error.appliedAt.toISOString() }, { status: 409 })
				throw error
			}
		})
	})
}
