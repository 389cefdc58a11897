// The profile picture through the API (docs/product.md §19; decision 153): POST
// /api/upload/profile-picture, GET /api/user's profileImageUrl, GET and DELETE
// /api/user/profile-picture, and the picture itself at /profile-pictures/{id}, for its owner only.
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { jpegBytes } from '../../../../tests/fixtures/files.ts'
import { apiUser, withParams } from '../../../../tests/fixtures/jobs.ts'
import { photoWithGps, plainPng } from '../../../../tests/fixtures/pictures.ts'
import { apiRequest, callRoute, freshEm, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { User } from '../../../models/user.ts'
import { readFileInfo } from '../../../platform/files.server.ts'
import { hit, RATE_LIMITS } from '../../../platform/rate-limit.server.ts'
import * as upload from './api.upload.profile-picture.ts'
import * as userPicture from './api.user.profile-picture.ts'
import * as apiUserRoute from '../../accounts/routes/api.user.ts'
import * as picture from './profile-pictures.$id.ts'

const MB = 1024 * 1024
type Auth = { token?: string; cookie?: string; origin?: string | null }

function send(
	file: { name: string; bytes: Uint8Array; type?: string } | null,
	auth: Auth = {},
	field = 'profilePicture',
) {
	const form = new FormData()
	if (file)
		form.set(field, new File([file.bytes as BlobPart], file.name, { type: file.type ?? 'application/octet-stream' }))
	const headers = new Headers()
	if (auth.token) headers.set('Authorization', `Bearer ${auth.token}`)
	if (auth.cookie) headers.set('Cookie', auth.cookie)
	if (auth.origin !== null) headers.set('Origin', auth.origin ?? ORIGIN)
	return callRoute(
		upload.action,
		new Request(`${ORIGIN}/api/upload/profile-picture`, { method: 'POST', headers, body: form }),
	)
}
const me = (auth: Auth) => callRoute(apiUserRoute.loader, apiRequest('GET', '/api/user', auth))
const removePicture = (auth: Auth) =>
	callRoute(userPicture.action, apiRequest('DELETE', '/api/user/profile-picture', auth))
const fetchPicture = (url: string, auth: Auth = {}) => {
	const headers = new Headers()
	if (auth.token) headers.set('Authorization', `Bearer ${auth.token}`)
	if (auth.cookie) headers.set('Cookie', auth.cookie)
	return callRoute(withParams(picture.loader), new Request(`${ORIGIN}${url}`, { headers }), {
		params: { id: url.split('/').pop()! },
	})
}

describe('POST /api/upload/profile-picture', () => {
	test('a JPEG: 200 with profileImageUrl, which GET /api/user repeats; the owner fetches a 256 px WebP without its EXIF', async () => {
		const { token } = await apiUser('employee')
		expect(await (await me({ token })).json()).toMatchObject({ profileImageUrl: null })

		const response = await send({ name: 'me.jpg', bytes: await photoWithGps(), type: 'image/jpeg' }, { token })
		expect(response.status).toBe(200)
		const body = (await response.json()) as { message: string; profileImageUrl: string }
		expect(body).toEqual({
			message: upload.PICTURE_UPLOADED,
			profileImageUrl: expect.stringMatching(/^\/profile-pictures\/[0-9a-f-]{36}$/),
		})
		expect(await (await me({ token })).json()).toMatchObject({ profileImageUrl: body.profileImageUrl })
		const read = await callRoute(userPicture.loader, apiRequest('GET', '/api/user/profile-picture', { token }))
		expect(await read.json()).toEqual({ profileImageUrl: body.profileImageUrl })

		const served = await fetchPicture(body.profileImageUrl, { token })
		expect(served.status).toBe(200)
		expect(served.headers.get('Content-Type')).toBe('image/webp')
		expect(served.headers.get('Cache-Control')).toBe(picture.PICTURE_CACHE_CONTROL)
		expect(served.headers.get('Vary')).toContain('Cookie')
		const bytes = new Uint8Array(await served.arrayBuffer())
		const metadata = await sharp(bytes).metadata()
		expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 })
		expect(metadata.exif).toBeUndefined()
	})

	test('only its owner may fetch a picture: others and signed-out visitors get the same 404 as an unknown id', async () => {
		const owner = await apiUser('employee')
		const other = await apiUser('employer')
		const { profileImageUrl } = (await (
			await send({ name: 'me.png', bytes: await plainPng() }, { token: owner.token })
		).json()) as { profileImageUrl: string }
		for (const auth of [{}, { token: other.token }]) {
			const refused = await fetchPicture(profileImageUrl, auth)
			expect(refused.status).toBe(404)
			expect(refused.headers.get('Cache-Control')).toBe('private, no-store')
		}
		expect((await fetchPicture(`/profile-pictures/${crypto.randomUUID()}`, { token: owner.token })).status).toBe(404)
		expect((await fetchPicture('/profile-pictures/not-a-uuid', { token: owner.token })).status).toBe(404)
	})

	test('a text file named .jpg: 400 "Invalid file type"; a 6 MB file: 413 "File too large"; the picture is unchanged', async () => {
		const { token } = await apiUser('employee')
		const first = (await (await send({ name: 'me.png', bytes: await plainPng() }, { token })).json()) as {
			profileImageUrl: string
		}

		const text = await send(
			{ name: 'me.jpg', bytes: new TextEncoder().encode('just some text'), type: 'image/jpeg' },
			{ token },
		)
		expect(text.status).toBe(400)
		expect(await text.json()).toEqual({
			message: 'Invalid file type',
			errors: { profilePicture: ['Please upload a JPEG, PNG, or WebP picture.'] },
		})

		const big = new Uint8Array(6 * MB)
		big.set(jpegBytes())
		const tooLarge = await send({ name: 'big.jpg', bytes: big }, { token })
		expect(tooLarge.status).toBe(413)
		expect(await tooLarge.json()).toEqual({
			message: 'File too large',
			errors: { profilePicture: ['Please upload a picture smaller than 5MB.'] },
		})

		const broken = await send({ name: 'broken.jpg', bytes: jpegBytes() }, { token })
		expect(broken.status).toBe(400)
		expect(await broken.json()).toMatchObject({ message: 'Invalid file type' })

		expect(await (await me({ token })).json()).toMatchObject({ profileImageUrl: first.profileImageUrl })
	})

	test('no file, or a file under another name: 400; a body far over the limit: 413', async () => {
		const { token } = await apiUser('employee')
		const none = await send(null, { token })
		expect(none.status).toBe(400)
		expect(await none.json()).toEqual({
			message: 'No file uploaded',
			errors: { profilePicture: ['Please choose a JPEG, PNG, or WebP picture to upload.'] },
		})
		expect((await send({ name: 'me.png', bytes: await plainPng() }, { token }, 'picture')).status).toBe(400)
		const huge = new Uint8Array(13 * MB)
		huge.set(jpegBytes())
		const refused = await send({ name: 'huge.jpg', bytes: huge }, { token })
		expect(refused.status).toBe(413)
		expect(await refused.json()).toMatchObject({ message: 'File too large' })
	})

	test('401 signed out; 403 for a cookie write from another site; 405 for GET', async () => {
		const png = { name: 'me.png', bytes: await plainPng() }
		const signedOut = await send(png)
		expect(signedOut.status).toBe(401)
		expect(await signedOut.json()).toEqual({ message: 'Authentication required' })
		expect((await removePicture({})).status).toBe(401)
		const { cookie } = await signedIn('employee')
		expect((await send(png, { cookie, origin: 'https://evil.example' })).status).toBe(403)
		expect((await send(png, { cookie })).status).toBe(200)
		expect((await callRoute(upload.loader, apiRequest('GET', '/api/upload/profile-picture', { cookie }))).status).toBe(
			405,
		)
	})
})

describe('uploads an hour', () => {
	test('past 30 pictures an hour an account gets 429 with Retry-After, before any is drawn', async () => {
		const { token, user } = await apiUser('employee')
		const em = await freshEm()
		for (let count = 0; count < RATE_LIMITS.pictureUploadPerUser.limit; count++)
			await hit(em, RATE_LIMITS.pictureUploadPerUser, String(user.id))
		const refused = await send({ name: 'me.png', bytes: await plainPng() }, { token })
		expect(refused.status).toBe(429)
		expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/)
		expect(await (await me({ token })).json()).toMatchObject({ profileImageUrl: null })
	})
})

describe('DELETE /api/user/profile-picture', () => {
	test('removes the picture and its files; then 404 "No profile picture to remove"', async () => {
		const { token, user } = await apiUser('employee')
		await send({ name: 'me.png', bytes: await plainPng() }, { token })
		const stored = await (await freshEm()).findOneOrFail(User, user.id)
		const ids = [stored.profilePictureFile!.id, stored.profilePictureSmallFile!.id]

		const removed = await removePicture({ token })
		expect(removed.status).toBe(200)
		expect(await removed.json()).toEqual({ message: 'Profile picture removed', profileImageUrl: null })
		for (const id of ids) expect(await readFileInfo(await freshEm(), id)).toBeNull()
		expect(await (await me({ token })).json()).toMatchObject({ profileImageUrl: null })

		const again = await removePicture({ token })
		expect(again.status).toBe(404)
		expect(await again.json()).toEqual({ message: 'No profile picture to remove' })
	})
})
