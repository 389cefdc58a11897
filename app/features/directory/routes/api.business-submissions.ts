import { emContext } from '../../../context.ts'
import { apiHandler, methodNotAllowed, readJsonBody, requireApiAuth } from '../../../platform/api.server.ts'
import { submissionJson, submitBusiness } from '../business-submissions.server.ts'
import { BusinessSubmissionSchema } from '../business-directory.ts'
import type { Route } from './+types/api.business-submissions'

/**
 * POST /api/business-submissions: the business submission fields (docs/product.md §16), validated
 * as /submit-business validates them; 201 with the stored submission, pending review.
 */
export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method.toUpperCase() !== 'POST') return methodNotAllowed('POST')
		const { user } = requireApiAuth(context)
		const input = await readJsonBody(request, BusinessSubmissionSchema)
		const submission = await submitBusiness(context.get(emContext), user, input)
		return Response.json(submissionJson(submission), { status: 201 })
	})
}

/** GET and the other read methods are not part of this endpoint. */
export function loader() {
	return methodNotAllowed('POST')
}
