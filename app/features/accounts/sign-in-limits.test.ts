// Only failed sign-ins count towards an address's limit, and every 429 says when to try again
// (decision 195).
import { describe, expect, test } from 'vitest'
import { withLocalOutbox } from '../../../tests/fixtures/mail.ts'
import { apiRequest, callRoute, formRequest, nextIp, registeredAccount } from '../../../tests/fixtures/route.ts'
import * as contact from '../directory/routes/contact.tsx'
import * as login from './routes/api.login.ts'
import * as authRoute from './routes/auth.tsx'

withLocalOutbox()

const apiSignIn = (email: string, password: string, ip: string) =>
	callRoute(login.action, apiRequest('POST', '/api/login', { body: { email, password } }), { ip })
const formSignIn = (email: string, password: string, ip: string) =>
	callRoute(authRoute.action, formRequest('/auth', { intent: 'signin', email, password }), { ip })

/** A Retry-After of whole seconds within the 15-minute window. */
function expectRetryAfter(response: Response, windowSeconds: number) {
	const seconds = Number(response.headers.get('Retry-After'))
	expect(Number.isInteger(seconds)).toBe(true)
	expect(seconds).toBeGreaterThan(0)
	expect(seconds).toBeLessThanOrEqual(windowSeconds)
}

describe('the per-address sign-in limit', () => {
	test('successful sign-ins from one address do not count: 35 people behind one router all get in', async () => {
		const office = nextIp()
		const accounts = await Promise.all(Array.from({ length: 5 }, () => registeredAccount()))
		for (let i = 0; i < 35; i++) {
			const account = accounts[i % accounts.length]!
			const response =
				i % 2
					? await apiSignIn(account.email, account.password, office)
					: await formSignIn(account.email, account.password, office)
			expect(response.status, `sign-in ${i + 1}`).toBe(i % 2 ? 200 : 302)
		}
		// The failures still count: 30 wrong passwords at different accounts, then the address waits.
		for (let i = 0; i < 30; i++)
			expect((await apiSignIn(`nobody-${i}-${office}@example.co.uk`, 'wrong', office)).status).toBe(401)
		const api = await apiSignIn(accounts[0]!.email, accounts[0]!.password, office)
		expect(api.status).toBe(429)
		expectRetryAfter(api, 15 * 60)
		const form = await formSignIn(accounts[0]!.email, accounts[0]!.password, office)
		expect(form.status).toBe(429)
		expectRetryAfter(form, 15 * 60)
	}, 180_000)

	test('a 429 from a form that is not a sign-in also carries Retry-After', async () => {
		const ip = nextIp()
		const fields = {
			name: 'Ravi Patel',
			email: 'ravi.patel@example.co.uk',
			subject: 'Posting several jobs',
			message: 'Can I post ten warehouse jobs at once?',
			inquiryType: 'employer',
		}
		for (let i = 0; i < 5; i++)
			expect((await callRoute(contact.action, formRequest('/contact', fields), { ip })).status).toBe(302)
		const refused = await callRoute(contact.action, formRequest('/contact', fields), { ip })
		expect(refused.status).toBe(429)
		expectRetryAfter(refused, 60 * 60)
	})
})
