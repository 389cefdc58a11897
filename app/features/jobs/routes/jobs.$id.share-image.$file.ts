// GET /jobs/{id}/share-image/{version}.png: the picture a shared job link's card shows (decision 212).
// Its address carries the version of what it shows, so it may be kept for a year; an older version
// is sent on to the current one, and a job that is not listed has no picture (404).
import { redirect } from 'react-router'
import { emContext } from '../../../context.ts'
import { parseJobId } from '../../../platform/route-params.ts'
import { jobShareImage } from '../job-share-image.server.ts'
import type { Route } from './+types/jobs.$id.share-image.$file'

const notFound = () =>
	new Response('This job has no share picture: it may have been filled or taken down.', {
		status: 404,
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
	})

export async function loader({ params, context }: Route.LoaderArgs) {
	const id = parseJobId(params.id)
	if (id === null) return notFound()
	const image = await jobShareImage(context.get(emContext), id, params.file)
	if (image.kind === 'not-found') return notFound()
	if (image.kind === 'moved') return redirect(image.path, { headers: { 'Cache-Control': 'public, max-age=300' } })
	return new Response(new Uint8Array(image.png), {
		headers: {
			'Content-Type': 'image/png',
			'Content-Length': String(image.png.byteLength),
			'Cache-Control': 'public, max-age=31536000, immutable',
		},
	})
}
