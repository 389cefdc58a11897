// A job seeker's own records, a skill, a training record or a career path (decisions 139 and 151):
// the question pages that add, edit and delete one (/profile/skills/new, /career-paths/3/edit ...)
// and the JSON routes that list, create, change and delete them. Only the seeker's own record is
// ever found: anyone else's, or none, is a 404, which does not tell that it exists.
//
// How to use it: the record's service module describes it once (SeekerRecords: its service calls,
// its not-found text, the conflicts its writes refuse with), and each route module builds its loader
// and action from that with what is its own: the guard's message, the schema, what the page shows
// of the record, where a save goes and its toast.
//
//   const page = editRecordPage(skillRecords, { forSeekers, schema, shown, saved })
//   export const loader = page.loader
//   export const action = page.action
import { parseWithZod } from '@conform-to/zod/v4'
import type { EntityManager } from '@mikro-orm/postgresql'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { z } from 'zod'
import { emContext } from '../context.ts'
import type { User } from '../models/user.ts'
import { apiError, apiHandler, methodNotAllowed, readJsonBody, requireApiUserType } from './api.server.ts'
import { requireSeeker } from './auth.server.ts'
import { pagedJson, readPage, type Page, type Paged } from './paging.server.ts'
import { parseRecordId } from './route-params.ts'
import { toastHeaders, type ToastInput } from './toast.server.ts'

type Owner = Pick<User, 'id'>

/** A write refused for what the seeker already has: its message, and the field it concerns if one. */
type RecordConflict = { message: string; field?: string }

/** A kind of record a job seeker owns, as its service module keeps it. */
export type SeekerRecords<View, Input> = {
	/** "Skill not found": the 404's text, and the toast's when a record to delete is already gone. */
	notFound: string
	list(em: EntityManager, user: Owner, page: Page): Promise<Paged<View>>
	find(em: EntityManager, user: Owner, id: number): Promise<View | null>
	add(em: EntityManager, user: Owner, input: Input): Promise<View>
	/** Null when the seeker has no such record. */
	update(em: EntityManager, user: Owner, id: number, input: Input): Promise<View | null>
	/** False when the seeker had no such record. */
	remove(em: EntityManager, user: Owner, id: number): Promise<boolean>
	/** The domain errors a write refuses with (a 51st skill, a name listed twice); null for any other error. */
	conflict?(error: unknown): RecordConflict | null
}

type RouteArgs = { request: Request; params: { id?: string }; context: Readonly<RouterContextProvider> }

/** Where a page goes once the record is saved or deleted, and the toast it shows there. */
type Outcome = { to: string; toast: ToastInput }

type Guarded = {
	/** The guard's message to a signed-in account of another kind: the 403 page's. */
	forSeekers: string
}

type FormPage<View, Input> = Guarded & {
	schema: z.ZodType<Input>
	saved(record: View): Outcome
}

// The message above a refused form's fields, as on every form of the site.
const CHECK_FIELDS = 'Please check the highlighted fields.'

/** The form's submission checked and written: 400 with the field errors, 409 for a conflict, else the redirect. */
async function savedForm<View, Input>(
	records: SeekerRecords<View, Input>,
	page: FormPage<View, Input>,
	request: Request,
	write: (input: Input) => Promise<View | null>,
) {
	const submission = parseWithZod(await request.formData(), { schema: page.schema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ formErrors: [CHECK_FIELDS] }) }, { status: 400 })
	}
	let record: View | null
	try {
		record = await write(submission.value)
	} catch (error) {
		const conflict = records.conflict?.(error)
		if (!conflict) throw error
		const reply = conflict.field
			? { formErrors: [CHECK_FIELDS], fieldErrors: { [conflict.field]: [conflict.message] } }
			: { formErrors: [conflict.message] }
		return data({ result: submission.reply(reply) }, { status: 409 })
	}
	if (!record) throw data(records.notFound, { status: 404 })
	const { to, toast } = page.saved(record)
	return redirect(to, { headers: await toastHeaders(toast) })
}

/** The seeker's record named by the URL, or a 404 thrown. */
async function recordOf<View, Input>(
	records: SeekerRecords<View, Input>,
	page: Guarded,
	{ request, params, context }: RouteArgs,
) {
	const user = await requireSeeker(context, request, { message: page.forSeekers })
	const id = parseRecordId(params.id)
	const record = id === null ? null : await records.find(context.get(emContext), user, id)
	if (!record) throw data(records.notFound, { status: 404 })
	return record
}

/** The page that adds a record (/profile/skills/new), and the action its dialog posts to. */
export function addRecordPage<View, Input>(records: SeekerRecords<View, Input>, page: FormPage<View, Input>) {
	return {
		loader: async ({ request, context }: RouteArgs) => {
			await requireSeeker(context, request, { message: page.forSeekers })
			return null
		},
		action: async ({ request, context }: RouteArgs) => {
			const user = await requireSeeker(context, request, { message: page.forSeekers })
			return savedForm(records, page, request, (input) => records.add(context.get(emContext), user, input))
		},
	}
}

/** The page that edits a record (/profile/skills/3/edit), and the action its dialog posts to. */
export function editRecordPage<View, Input, Shown>(
	records: SeekerRecords<View, Input>,
	page: FormPage<View, Input> & { shown(record: View): Shown },
) {
	return {
		loader: async (args: RouteArgs) => page.shown(await recordOf(records, page, args)),
		action: async ({ request, params, context }: RouteArgs) => {
			const user = await requireSeeker(context, request, { message: page.forSeekers })
			const id = parseRecordId(params.id)
			return savedForm(records, page, request, async (input) =>
				id === null ? null : records.update(context.get(emContext), user, id, input),
			)
		},
	}
}

/**
 * The question asked before a record is deleted, as a page (/profile/skills/3/delete), and the
 * action both it and the dialog post to. A record already gone (deleted in another tab) says so
 * rather than failing.
 */
export function deleteRecordPage<View, Input, Shown>(
	records: SeekerRecords<View, Input>,
	page: Guarded & { shown(record: View): Shown; deleted: Outcome },
) {
	return {
		loader: async (args: RouteArgs) => page.shown(await recordOf(records, page, args)),
		action: async ({ request, params, context }: RouteArgs) => {
			const user = await requireSeeker(context, request, { message: page.forSeekers })
			const id = parseRecordId(params.id)
			const deleted = id !== null && (await records.remove(context.get(emContext), user, id))
			const toast: ToastInput = deleted ? page.deleted.toast : { title: records.notFound, type: 'info' }
			return redirect(page.deleted.to, { headers: await toastHeaders(toast) })
		},
	}
}

/** A conflict as the API answers it: 409, naming its field if it has one. */
function conflictAnswer(conflictOf: SeekerRecords<unknown, unknown>['conflict']) {
	return (error: unknown) => {
		const conflict = conflictOf?.(error)
		if (!conflict) return null
		return apiError(409, conflict.message, conflict.field ? { [conflict.field]: [conflict.message] } : undefined)
	}
}

type ApiRoute<Input> = {
	/** The 403's message to a signed-in account of another kind. */
	forSeekers: string
	schema: z.ZodType<Input>
}

/** GET (one page of the list: `limit`, `offset`, X-Total-Count, Link) and POST (201 with the new record) of a seeker's records. */
export function seekerRecordsApi<View, Input>(records: SeekerRecords<View, Input>, route: ApiRoute<Input>) {
	const refusal = { message: route.forSeekers }
	return {
		loader: ({ request, context }: RouteArgs) =>
			apiHandler(async () => {
				const { user } = requireApiUserType(context, 'employee', refusal)
				const url = new URL(request.url)
				const page = readPage(url)
				return pagedJson(url, page, await records.list(context.get(emContext), user, page))
			}),
		action: ({ request, context }: RouteArgs) =>
			apiHandler(async () => {
				if (request.method.toUpperCase() !== 'POST') return methodNotAllowed('GET, POST')
				const { user } = requireApiUserType(context, 'employee', refusal)
				const input = await readJsonBody(request, route.schema)
				return Response.json(await records.add(context.get(emContext), user, input), { status: 201 })
			}, conflictAnswer(records.conflict)),
	}
}

/**
 * PATCH and DELETE (and GET where `readable`) of one of a seeker's records by id. PATCH replaces
 * the fields sent, keeps the rest and checks the whole as a new record is checked.
 */
export function seekerRecordApi<View, Input, Readable extends boolean = false>(
	records: SeekerRecords<View, Input>,
	route: ApiRoute<Input> & {
		/** The stored fields a PATCH keeps unless it sends them. */
		kept(record: View): object
		/** The answer's message to a DELETE: "Skill deleted". */
		deleted: string
		/** Whether GET answers the record; without it GET is a 405. */
		readable?: Readable
	},
) {
	const allow = route.readable ? 'GET, PATCH, DELETE' : 'PATCH, DELETE'
	const refusal = { message: route.forSeekers }
	const notFound = () => apiError(404, records.notFound)
	const read = ({ params, context }: RouteArgs) =>
		apiHandler(async () => {
			const { user } = requireApiUserType(context, 'employee', refusal)
			const id = parseRecordId(params.id)
			const record = id === null ? null : await records.find(context.get(emContext), user, id)
			return record ? Response.json(record) : notFound()
		})
	const readRefused = () => methodNotAllowed(allow)
	return {
		loader: (route.readable ? read : readRefused) as Readable extends true ? typeof read : typeof readRefused,
		action: ({ request, params, context }: RouteArgs) =>
			apiHandler(async () => {
				const method = request.method.toUpperCase()
				if (method !== 'PATCH' && method !== 'DELETE') return methodNotAllowed(allow)
				const { user } = requireApiUserType(context, 'employee', refusal)
				const em = context.get(emContext)
				const id = parseRecordId(params.id)
				const current = id === null ? null : await records.find(em, user, id)
				if (id === null || !current) return notFound()
				if (method === 'DELETE') {
					if (!(await records.remove(em, user, id))) return notFound()
					return Response.json({ message: route.deleted, id })
				}
				const kept = route.kept(current)
				const merged = z.preprocess((body) => ({ ...kept, ...(body as object) }), route.schema)
				const updated = await records.update(em, user, id, (await readJsonBody(request, merged)) as Input)
				return updated ? Response.json(updated) : notFound()
			}, conflictAnswer(records.conflict)),
	}
}
