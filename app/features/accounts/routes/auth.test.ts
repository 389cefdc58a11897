import { describe, expect, test } from 'vitest'
import {
	apiRequest,
	callRoute,
	formRequest,
	newAccount,
	nextIp,
	ORIGIN,
	registeredAccount,
} from '../../../../tests/fixtures/route.ts'
import * as register from './api.register.ts'
import * as authRoute from './auth.tsx'

const HOSTILE = [
	'/\t/evil.com',
	'/\r\n/evil.com',
	'/\\evil.com',
	'//evil.com',
	'javascript:alert(1)',
	'https://evil.com/',
]

function signIn(fields: Record<string, string>) {
	return callRoute(authRoute.action, formRequest('/auth', { intent: 'signin', ...fields }), { ip: nextIp() })
}

describe('/auth and redirectTo', () => {
	test.each(HOSTILE)('sign-in with redirectTo %j goes home, on this site', async (redirectTo) => {
		const account = await registeredAccount()
		const response = await signIn({ email: account.email, password: account.password, redirectTo })
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/')
	})

	test('registration with a hostile redirectTo goes to the new account’s home', async () => {
		const response = await callRoute(
			authRoute.action,
			formRequest('/auth', { intent: 'register', ...newAccount({ userType: 'employer' }), redirectTo: '/\t/evil.com' }),
			{ ip: nextIp() },
		)
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/employer-dashboard')
	})

	test('a local redirectTo is kept, query and hash included', async () => {
		const account = await registeredAccount()
		const response = await signIn({
			email: account.email,
			password: account.password,
			redirectTo: '/?search=warehouse#jobs',
		})
		expect(response.headers.get('Location')).toBe('/?search=warehouse#jobs')
	})

	test('the page hands its forms only the normalised path, or nothing', async () => {
		const load = async (redirectTo: string) => {
			const url = `${ORIGIN}/auth?redirectTo=${encodeURIComponent(redirectTo)}`
			const response = await callRoute(authRoute.loader, new Request(url))
			return ((await response.json()) as { redirectTo: string }).redirectTo
		}
		expect(await load('/\t/evil.com')).toBe('')
		expect(await load('/jobs/12?x=1')).toBe('/jobs/12?x=1')
		expect(await load(`${ORIGIN}/jobs/12`)).toBe('/jobs/12')
	})
})

/** What zxcvbn says of each (decision 195): the reason, then a suggestion. */
const TOO_EASY: Record<string, string> = {
	password:
		'This password is too easy to guess. This is one of the most used passwords. Add more words that are less common.',
	'12345678':
		'This password is too easy to guess. This is one of the most used passwords. Add more words that are less common.',
	PassWord:
		'This password is too easy to guess. This is one of the most used passwords. Add more words that are less common.',
	aaaaaaaa:
		'This password is too easy to guess. A repeated character such as "aaa" is easy to guess. Add more words that are less common.',
	abcdefgh:
		'This password is too easy to guess. A sequence such as "abc" or "1234" is easy to guess. Add more words that are less common.',
	warrington:
		'This password is too easy to guess. It uses your name, your email address or the name of this site. Add more words that are less common.',
}

describe('registration refuses passwords easy to guess (decisions 106 and 195)', () => {
	test.each(Object.keys(TOO_EASY))('the form refuses %j on the password field, saying why', async (password) => {
		const response = await callRoute(
			authRoute.action,
			formRequest('/auth', { intent: 'register', ...newAccount({ password }) }),
			{ ip: nextIp() },
		)
		expect(response.status).toBe(400)
		const body = (await response.json()) as { result: { error: Record<string, string[]> } }
		expect(body.result.error.password).toEqual([TOO_EASY[password]])
	})

	test.each(['aaaaaaaa', 'abcdefgh', 'warrington'])('the API refuses %j with a field error', async (password) => {
		const response = await callRoute(
			register.action,
			apiRequest('POST', '/api/register', { body: newAccount({ password }) }),
			{ ip: nextIp() },
		)
		expect(response.status).toBe(400)
		expect(await response.json()).toEqual({
			message: 'Please check the highlighted fields',
			errors: { password: [TOO_EASY[password]] },
		})
	})

	test('a strong password registers, on the form and the API', async () => {
		const form = await callRoute(
			authRoute.action,
			formRequest('/auth', { intent: 'register', ...newAccount({ password: 'Walton Hall Gardens 1' }) }),
			{ ip: nextIp() },
		)
		expect(form.status).toBe(302)
		const api = await callRoute(
			register.action,
			apiRequest('POST', '/api/register', { body: newAccount({ password: 'Walton Hall Gardens 1' }) }),
			{ ip: nextIp() },
		)
		expect(api.status).toBe(201)
	})
})
