// My Profile's picture forms as a browser without JavaScript sends them (decision 153): a
// multipart post to /profile/picture, back to /profile with a toast, or this page with the refusal.
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { photoWithGps } from '../../../../tests/fixtures/pictures.ts'
import { callRoute, formRequest, freshEm, ORIGIN, toastOf } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { User } from '../../../models/user.ts'
import * as profile from './profile.tsx'
import * as picturePage from './profile.picture.tsx'

type Refused = {
	result: { status: string; error: Record<string, string[]> }
	toast: { title: string; description: string; type: string }
}

function post(cookie: string | undefined, file: { name: string; bytes: Uint8Array; type?: string } | null) {
	const form = new FormData()
	form.set('intent', 'upload')
	form.set(
		'profilePicture',
		file
			? new File([file.bytes as BlobPart], file.name, { type: file.type ?? 'image/jpeg' })
			: new File([], '', { type: 'application/octet-stream' }),
	)
	const headers = new Headers({ Origin: ORIGIN })
	if (cookie) headers.set('Cookie', cookie)
	return callRoute(
		picturePage.action,
		new Request(`${ORIGIN}/profile/picture`, { method: 'POST', headers, body: form }),
	)
}

const loadProfile = async (cookie: string) =>
	(await (
		await callRoute(profile.loader, new Request(`${ORIGIN}/profile`, { headers: { Cookie: cookie } }))
	).json()) as { profileImageUrl: string | null; firstName: string; lastName: string }

/** The text and markup of /profile/picture's page as the server renders it with this data. */
async function renderPage(loaderData: unknown, actionData?: unknown) {
	const Screen = () =>
		createElement(picturePage.default, { loaderData, actionData } as unknown as Parameters<
			typeof picturePage.default
		>[0])
	const handler = createStaticHandler([{ path: '/profile/picture', Component: Screen }])
	const context = await handler.query(new Request(`${ORIGIN}/profile/picture`))
	if (context instanceof Response) throw new Error('unexpected redirect')
	return renderToString(
		createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }),
	)
}

describe('/profile/picture without JavaScript', () => {
	test('upload: back to /profile with a toast; the profile shows the picture; remove: "Profile picture removed"', async () => {
		const { user, cookie } = await signedIn('employee')
		const uploaded = await post(cookie, { name: 'Emma.jpg', bytes: await photoWithGps() })
		expect(uploaded.status).toBe(302)
		expect(uploaded.headers.get('Location')).toBe('/profile')
		expect((await toastOf(uploaded))?.title).toBe('Profile picture uploaded successfully!')

		const stored = await (await freshEm()).findOneOrFail(User, user.id)
		const loaded = await loadProfile(cookie)
		expect(loaded.profileImageUrl).toBe(`/profile-pictures/${stored.profilePictureFile!.id}`)
		const html = await renderPage(loaded)
		expect(html).toContain(`src="${loaded.profileImageUrl}"`)
		expect(html).toContain('alt="Your profile picture, Emma Stockton"')
		expect(html).toContain('Replace picture')
		expect(html).toContain('Remove picture')
		expect(html).toMatch(/<form[^>]*action="\/profile\/picture"[^>]*enctype="multipart\/form-data"/i)

		const removed = await callRoute(
			picturePage.action,
			formRequest('/profile/picture', { intent: 'remove' }, { cookie }),
		)
		expect(removed.status).toBe(302)
		expect((await toastOf(removed))?.title).toBe('Profile picture removed')
		expect((await loadProfile(cookie)).profileImageUrl).toBeNull()
	})

	test('a text file named .jpg: 400 with the field error, shown on the page under the file input', async () => {
		const { user, cookie } = await signedIn('employee')
		const response = await post(cookie, { name: 'me.jpg', bytes: new TextEncoder().encode('hello') })
		expect(response.status).toBe(400)
		const body = (await response.json()) as Refused
		expect(body.result.error).toEqual({ profilePicture: ['Please upload a JPEG, PNG, or WebP picture.'] })
		expect(body.toast).toEqual({
			title: 'Invalid file type',
			description: 'Please upload a JPEG, PNG, or WebP picture.',
			type: 'error',
		})
		expect((await (await freshEm()).findOneOrFail(User, user.id)).profilePictureFile).toBeNull()
		const html = await renderPage({ firstName: 'Emma', lastName: 'Stockton', profileImageUrl: null }, body)
		expect(html).toContain('Please upload a JPEG, PNG, or WebP picture.')
		expect(html).toContain('aria-invalid="true"')
		expect(html).toContain('Emma Stockton: no picture yet')
	})

	test('no file chosen: 400 asking for one', async () => {
		const { cookie } = await signedIn('employee')
		const response = await post(cookie, null)
		expect(response.status).toBe(400)
		expect(((await response.json()) as Refused).result.error).toEqual({
			profilePicture: ['Please choose a JPEG, PNG, or WebP picture to upload.'],
		})
	})

	test('signed out: sent to sign in; an employer: the 403 page naming who My Profile is for', async () => {
		const png = { name: 'me.jpg', bytes: await photoWithGps() }
		const signedOut = await post(undefined, png)
		expect(signedOut.status).toBe(302)
		expect(signedOut.headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
		const { cookie } = await signedIn('employer')
		expect((await post(cookie, png)).status).toBe(403)
	})
})
