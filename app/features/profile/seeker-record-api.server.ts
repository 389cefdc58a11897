import type { EntityManager } from '@mikro-orm/postgresql'
import type { RouterContextProvider } from 'react-router'
import { z } from 'zod'
import { emContext } from '../../context.ts'
import type { User } from '../../models/user.ts'
import { apiError, apiHandler, methodNotAllowed, readJsonBody, requireApiUserType } from '../../platform/api.server.ts'
import { parseRecordId } from '../../platform/route-params.ts'

// PATCH and DELETE of one of a job seeker's own records by id (a skill, a training record; decision
// 139): only the seeker's own (anyone else's, or none, is a 404), PATCH replacing the fields sent
// and checking the whole record as a new one is checked.

const ALLOW = 'PATCH, DELETE'

type Spec<View, Input> = {
	/** "Skill", "Training record": the 404's and the delete answer's subject. */
	noun: string
	/** Who the records are for, the 403's message to other accounts. */
	forSeekers: string
	/** The schema a new record is checked with. */
	schema: z.ZodType<Input>
	find(em: EntityManager, user: Pick<User, 'id'>, id: number): Promise<View | null>
	/** The stored fields a PATCH keeps unless it sends them. */
	kept(view: View): object
	update(em: EntityManager, user: Pick<User, 'id'>, id: number, input: Input): Promise<View | null>
	remove(em: EntityManager, user: Pick<User, 'id'>, id: number): Promise<boolean>
	/** The answer to a domain error of the update (409), or null for the usual handling. */
	refused?: (error: unknown) => Response | null
}

export function seekerRecordApi<View, Input>(spec: Spec<View, Input>) {
	const notFound = () => apiError(404, `${spec.noun} not found`)
	return {
		loader: () => methodNotAllowed(ALLOW),
		action: ({
			request,
			params,
			context,
		}: {
			request: Request
			params: { id?: string }
			context: Readonly<RouterContextProvider>
		}) =>
			apiHandler(async () => {
				const method = request.method.toUpperCase()
				if (method !== 'PATCH' && method !== 'DELETE') return methodNotAllowed(ALLOW)
				const { user } = requireApiUserType(context, 'employee', { message: spec.forSeekers })
				const em = context.get(emContext)
				const id = parseRecordId(params.id)
				const current = id === null ? null : await spec.find(em, user, id)
				if (id === null || !current) return notFound()
				if (method === 'DELETE') {
					if (!(await spec.remove(em, user, id))) return notFound()
					return Response.json({ message: `${spec.noun} deleted`, id })
				}
				const kept = spec.kept(current)
				const merged = z.preprocess((body) => ({ ...kept, ...(body as object) }), spec.schema)
				const updated = await spec.update(em, user, id, (await readJsonBody(request, merged)) as Input)
				return updated ? Response.json(updated) : notFound()
			}, spec.refused),
	}
}
