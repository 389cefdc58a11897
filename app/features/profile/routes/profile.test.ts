import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { largePdfBytes, pdfBytes } from '../../../../tests/fixtures/files.ts'
import { callRoute, formRequest, freshEm, ORIGIN, toastOf } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { User } from '../../../models/user.ts'
import { readFileInfo } from '../../../platform/files.server.ts'
import { setProfileCv } from '../../applying/profile-cv.server.ts'
import * as profile from './profile.tsx'

type Loaded = {
	signedIn: boolean
	firstName?: string
	lastName?: string
	email?: string
	cv?: { hasCV: boolean; cvFileName: string | null }
	cvFileUrl?: string | null
	confirmDelete?: boolean
}
type Refused = {
	result: { status: string; error: Record<string, string[]> }
	toast: { title: string; description?: string; type?: string }
}

const load = (cookie?: string, search = '') =>
	callRoute(profile.loader, new Request(`${ORIGIN}/profile${search}`, { headers: cookie ? { Cookie: cookie } : {} }))

function uploadCv(cookie: string | undefined, file: { name: string; bytes: Uint8Array } | null) {
	const form = new FormData()
	form.set('intent', 'upload')
	form.set(
		'cv',
		file
			? new File([file.bytes as BlobPart], file.name, { type: 'application/pdf' })
			: new File([], '', { type: 'application/octet-stream' }),
	)
	const headers = new Headers({ Origin: ORIGIN })
	if (cookie) headers.set('Cookie', cookie)
	return callRoute(profile.action, new Request(`${ORIGIN}/profile`, { method: 'POST', headers, body: form }))
}

async function render(loaderData: Loaded) {
	const Screen = () =>
		createElement(profile.default, { loaderData, actionData: undefined } as unknown as Parameters<
			typeof profile.default
		>[0])
	const handler = createStaticHandler([{ path: '/profile', Component: Screen }])
	const context = await handler.query(new Request(`${ORIGIN}/profile`))
	if (context instanceof Response) throw new Error('unexpected redirect')
	const html = renderToString(
		createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }),
	)
	return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
}

describe('/profile', () => {
	test('signed out: a 401 page saying "Sign in required" with a link to sign in, not a redirect', async () => {
		const response = await load()
		expect(response.status).toBe(401)
		const loaderData = (await response.json()) as Loaded
		expect(loaderData).toEqual({ signedIn: false })
		const text = await render(loaderData)
		expect(text).toContain('Sign in required')
		expect(text).toContain('Sign In')
	})

	test('signed in: the account name and email, read-only, no CV yet, and the Quick Apply link', async () => {
		const { user, cookie } = await signedIn('employee')
		const response = await load(cookie)
		expect(response.status).toBe(200)
		const loaderData = (await response.json()) as Loaded
		expect(loaderData).toMatchObject({
			signedIn: true,
			firstName: user.firstName,
			lastName: user.lastName,
			email: user.email,
			cv: { hasCV: false },
			cvFileUrl: null,
		})
		const text = await render(loaderData)
		expect(text).toContain('My Profile')
		expect(text).toContain('No CV uploaded yet')
		expect(text).toContain('Quick Apply profile')
		expect(text).toContain('Upload CV')
	})

	test('upload: back to /profile with "CV uploaded successfully!"; the card shows the file and its download link', async () => {
		const { user, cookie } = await signedIn('employee')
		const response = await uploadCv(cookie, { name: 'Grace Thelwall CV.pdf', bytes: pdfBytes() })
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/profile')
		expect((await toastOf(response))?.title).toBe('CV uploaded successfully!')

		const stored = await (await freshEm()).findOneOrFail(User, user.id)
		expect(stored.cvFileName).toBe('Grace Thelwall CV.pdf')
		const loaderData = (await (await load(cookie)).json()) as Loaded
		expect(loaderData.cv).toMatchObject({ hasCV: true, cvFileName: 'Grace Thelwall CV.pdf' })
		expect(loaderData.cvFileUrl).toBe(`/files/${stored.cvFile!.id}`)
		const text = await render(loaderData)
		expect(text).toContain('Grace Thelwall CV.pdf')
		expect(text).toContain('Download CV')
		expect(text).toContain('Delete CV')
		expect(text).toContain('Replace CV')
	})

	test('a text file named .pdf: 400, the field error and the "Invalid file type" toast; nothing stored', async () => {
		const { user, cookie } = await signedIn('employee')
		const response = await uploadCv(cookie, { name: 'cv.pdf', bytes: new TextEncoder().encode('plain text') })
		expect(response.status).toBe(400)
		const body = (await response.json()) as Refused
		expect(body.result.error.cv).toEqual(['Please upload a PDF, DOC, or DOCX file.'])
		expect(body.toast).toEqual({
			title: 'Invalid file type',
			description: 'Please upload a PDF, DOC, or DOCX file.',
			type: 'error',
		})
		expect((await (await freshEm()).findOneOrFail(User, user.id)).cvFile).toBeNull()
	})

	test('a 6 MB file: 400 with "File too large"', async () => {
		const { cookie } = await signedIn('employee')
		const response = await uploadCv(cookie, { name: 'big.pdf', bytes: largePdfBytes(6 * 1024 * 1024) })
		expect(response.status).toBe(400)
		const body = (await response.json()) as Refused
		expect(body.result.error.cv).toEqual(['Please upload a file smaller than 5MB.'])
		expect(body.toast.title).toBe('File too large')
	})

	test('no file chosen: 400 asking for one', async () => {
		const { cookie } = await signedIn('employee')
		const response = await uploadCv(cookie, null)
		expect(response.status).toBe(400)
		expect(((await response.json()) as Refused).result.error.cv).toEqual([
			'Please choose a PDF, DOC, or DOCX file to upload.',
		])
	})

	test('delete (a plain urlencoded form): "CV deleted", the file is gone', async () => {
		const { user, cookie } = await signedIn('employee')
		await setProfileCv(await freshEm(), user, { fileName: 'cv.pdf', mimeType: 'application/pdf', data: pdfBytes() })
		const fileId = (await (await freshEm()).findOneOrFail(User, user.id)).cvFile!.id
		const response = await callRoute(profile.action, formRequest('/profile', { intent: 'delete' }, { cookie }))
		expect(response.status).toBe(302)
		expect((await toastOf(response))?.title).toBe('CV deleted')
		expect(await readFileInfo(await freshEm(), fileId)).toBeNull()
		expect(((await (await load(cookie)).json()) as Loaded).cv).toMatchObject({ hasCV: false })
	})

	test('"Delete CV" asks first: a link to /profile?confirm=delete-cv, which shows the question and the delete form', async () => {
		const { user, cookie } = await signedIn('employee')
		await setProfileCv(await freshEm(), user, {
			fileName: 'Grace CV.pdf',
			mimeType: 'application/pdf',
			data: pdfBytes(),
		})
		const plain = (await (await load(cookie)).json()) as Loaded
		expect(plain.confirmDelete).toBe(false)
		const plainText = await render(plain)
		expect(plainText).not.toContain('Delete your CV?')
		expect(plainText).not.toContain('Yes, delete my CV')

		const asking = (await (await load(cookie, '?confirm=delete-cv')).json()) as Loaded
		expect(asking.confirmDelete).toBe(true)
		const text = await render(asking)
		expect(text).toContain('Delete your CV?')
		expect(text).toContain('Yes, delete my CV')
		expect(text).toContain('Cancel')

		// Without a CV there is nothing to ask about.
		const other = await signedIn('employee')
		expect(((await (await load(other.cookie, '?confirm=delete-cv')).json()) as Loaded).confirmDelete).toBe(false)
	})

	test('signed out, a post goes to sign in and back; an unknown intent is a 400', async () => {
		const signedOut = await uploadCv(undefined, { name: 'cv.pdf', bytes: pdfBytes() })
		expect(signedOut.status).toBe(302)
		expect(signedOut.headers.get('Location')).toBe('/auth?redirectTo=%2Fprofile')
		const { cookie } = await signedIn('employee')
		expect((await callRoute(profile.action, formRequest('/profile', { intent: 'shred' }, { cookie }))).status).toBe(400)
	})
})
