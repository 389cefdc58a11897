// GET /profile-pictures/{id}: a profile picture, to its owner only (decision 153). Anyone else,
// signed out or not, and any unknown id get the same 404, so the answer never tells whether a
// picture exists. The bytes at an id never change (a new picture is a new stored file), so the
// owner's browser may keep them for a year; `private`, so no shared cache does.
import { emContext } from '../../../context.ts'
import { getOptionalUser } from '../../../platform/auth.server.ts'
import { readFile } from '../../../platform/files.server.ts'
import { isOwnPicture } from '../profile-picture.server.ts'
import type { Route } from './+types/profile-pictures.$id'

export const PICTURE_CACHE_CONTROL = 'private, max-age=31536000, immutable'

const notFound = () =>
	new Response('Picture not found', {
		status: 404,
		headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
	})

export async function loader({ params, context }: Route.LoaderArgs) {
	if (!isOwnPicture(getOptionalUser(context), params.id)) return notFound()
	const file = await readFile(context.get(emContext), params.id)
	if (!file) return notFound()
	return new Response(file.data, {
		headers: {
			'Content-Type': file.mimeType,
			'Content-Length': String(file.data.byteLength),
			'Content-Disposition': 'inline; filename="profile-picture.webp"',
			'X-Content-Type-Options': 'nosniff',
			'Content-Security-Policy': "default-src 'none'; sandbox",
			'Cross-Origin-Resource-Policy': 'same-origin',
			'Cache-Control': PICTURE_CACHE_CONTROL,
		},
	})
}

export function action() {
	return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } })
}
