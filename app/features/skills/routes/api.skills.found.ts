import { apiHandler, methodNotAllowed, readJsonBody, requireApiUserType } from '../../../platform/api.server.ts'
import { AdvertTextSchema } from '../skill-choice.ts'
import { emContext } from '../../../context.ts'
import { foundSkillsOf, otherAdvertsOf } from '../skill-choice.server.ts'
import type { Route } from './+types/api.skills.found'

/**
 * POST /api/skills/found { title, description }: the skills an advert being written names, each with
 * where it was found, for the post-a-job form to show as the employer types; paragraphs the employer
 * repeats from their other adverts are boilerplate, as when the job is stored. Employers only;
 * nothing is stored.
 */
export async function action({ request, context }: Route.ActionArgs) {
	return apiHandler(async () => {
		if (request.method.toUpperCase() !== 'POST') return methodNotAllowed('POST')
		const { user } = requireApiUserType(context, 'employer', {
			message: 'Only employer accounts can look for skills in an advert',
		})
		const advert = await readJsonBody(request, AdvertTextSchema)
		return Response.json(foundSkillsOf(advert, await otherAdvertsOf(context.get(emContext), user.id)))
	})
}
