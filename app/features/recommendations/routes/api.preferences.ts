import { emContext } from '../../../context.ts'
import { apiHandler, methodNotAllowed, readJsonBody, requireApiUserType } from '../../../platform/api.server.ts'
import { preferencesOf, savePreferences } from '../preferences.server.ts'
import { PreferencesSchema } from '../preferences-schema.ts'
import type { Route } from './+types/api.preferences'

const ALLOW = 'GET, POST'

/** GET /api/preferences: the signed-in user's job preferences; empty lists and nulls when none were saved. */
export async function loader({ context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiUserType(context, 'employee', { message: 'Job preferences are for job seeker accounts' })
		return Response.json(await preferencesOf(context.get(emContext), user))
	})
}

/**
 * POST /api/preferences { preferredJobTypes, preferredIndustries, preferredLocations, salaryMin,
 * salaryMax }: replaces them all (a field left out is emptied), validated as the form is.
 */
export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method.toUpperCase() !== 'POST') return methodNotAllowed(ALLOW)
		const { user } = requireApiUserType(context, 'employee', { message: 'Job preferences are for job seeker accounts' })
		const input = await readJsonBody(request, PreferencesSchema)
		return Response.json(await savePreferences(context.get(emContext), user, input))
	})
}
