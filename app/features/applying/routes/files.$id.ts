// GET /files/{id}: a stored file (a CV, a video pitch) as a download, for those allowed to read it
// (app/features/applying/file-access.server.ts; docs/decisions/081-who-may-download-a-file.md). Anyone
// else, and any unknown id, gets the same 404, so the answer never tells whether a file exists.
// A signed-out browser following a link is sent to sign in and comes back here.
import { redirect } from 'react-router'
import { emContext } from '../../../context.ts'
import { getOptionalUser } from '../../../platform/auth.server.ts'
import { mayReadFile } from '../file-access.server.ts'
import { fileDownloadResponse, readFile } from '../../../platform/files.server.ts'
import type { Route } from './+types/files.$id'

const notFound = () =>
	new Response('File not found', {
		status: 404,
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
	})

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const user = getOptionalUser(context)
	if (!user) {
		const wantsPage = (request.headers.get('Accept') ?? '').includes('text/html')
		if (wantsPage) throw redirect(`/auth?redirectTo=${encodeURIComponent(new URL(request.url).pathname)}`)
		return notFound()
	}
	const em = context.get(emContext)
	if (!(await mayReadFile(em, user, params.id))) return notFound()
	const file = await readFile(em, params.id)
	return file ? fileDownloadResponse(file) : notFound()
}

export function action() {
	return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } })
}
