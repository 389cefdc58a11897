// /account/delete (decision 164): the question with the password, as a plain form post.
import { describe, expect, test } from 'vitest'
import { callRoute, formRequest, freshEm, nextIp, ORIGIN, toastOf } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import * as page from './account.delete.tsx'

const post = (fields: Record<string, string>, cookie: string) =>
	callRoute(page.action, formRequest('/account/delete', fields, { cookie }), { ip: nextIp() })

describe('/account/delete', () => {
	test('signed out, the page sends the visitor to sign in and back', async () => {
		const response = await callRoute(page.loader, new Request(`${ORIGIN}/account/delete`))
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/auth?redirectTo=%2Faccount%2Fdelete')
	})

	test('shows whose account it is, for any type of account', async () => {
		const { user, cookie } = await signedIn('employer')
		const response = await callRoute(
			page.loader,
			new Request(`${ORIGIN}/account/delete`, { headers: { Cookie: cookie } }),
		)
		expect(await response.json()).toEqual({ userType: 'employer', email: user.email })
	})

	test('no password, or a wrong one, is the field’s error and deletes nothing', async () => {
		const { user, cookie } = await signedIn('employee')
		const empty = await post({ password: '' }, cookie)
		expect(empty.status).toBe(400)
		const wrong = await post({ password: 'not my password' }, cookie)
		expect(wrong.status).toBe(403)
		expect((await wrong.json()).result.error).toEqual({ password: ['That password is not right'] })
		expect(await (await freshEm()).execute('select 1 from "user" where id = ?', [user.id])).toHaveLength(1)
	})

	test('the right password deletes the account, signs out and goes home with a toast', async () => {
		const { user, cookie } = await signedIn('employee')
		const response = await post({ password: 'correct horse battery' }, cookie)
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/')
		expect(response.headers.getSetCookie().some((header) => /^session=;.*Max-Age=0/i.test(header))).toBe(true)
		expect(await toastOf(response)).toMatchObject({ title: 'Account deleted' })
		expect(await (await freshEm()).execute('select 1 from "user" where id = ?', [user.id])).toEqual([])
	})
})
