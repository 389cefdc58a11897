// /verify-email as a browser without JavaScript uses it (decision 183): opening the link shows a
// button and verifies nothing; the button's POST verifies once; a signed-in owner asks for a new
// link, 3 an hour, then 429 with Retry-After. The dashboards say when the address is unverified.
import { describe, expect, test } from 'vitest'
import { withLocalOutbox } from '../../../../tests/fixtures/mail.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import {
	callRoute,
	formRequest,
	freshEm,
	nextIp,
	ORIGIN,
	registeredAccount,
	toastOf,
} from '../../../../tests/fixtures/route.ts'
import { EmailVerificationToken } from '../../../models/email-verification-token.ts'
import { OutboxMessage } from '../../../models/outbox-message.ts'
import { User } from '../../../models/user.ts'
import { hashToken } from '../../../platform/tokens.server.ts'
import * as employeeDashboard from '../../seeker-dashboard/routes/employee-dashboard.tsx'
import * as employerDashboard from '../../employer/routes/employer-dashboard.tsx'
import * as verifyEmail from './verify-email.tsx'

withLocalOutbox()

type LoaderBody = {
	token: string
	problem: 'invalid' | 'expired' | 'used' | null
	account: { verified: boolean } | null
}
type ActionBody = { outcome: string; message: string }

async function mailedToken(email: string) {
	const [mail] = await (await freshEm()).find(OutboxMessage, { to: email }, { orderBy: { id: 'desc' }, limit: 1 })
	return mail!.text.match(/\/verify-email\?token=([A-Za-z0-9_-]+)/)![1]!
}

function open(search: string, cookie?: string) {
	return callRoute(
		verifyEmail.loader,
		new Request(`${ORIGIN}/verify-email${search}`, { headers: cookie ? { Cookie: cookie } : {} }),
	)
}

function post(fields: Record<string, string>, cookie?: string) {
	return callRoute(verifyEmail.action, formRequest('/verify-email', fields, { cookie }), { ip: nextIp() })
}

async function verifiedAt(email: string) {
	return (await (await freshEm()).findOneOrFail(User, { email })).emailVerifiedAt ?? null
}

describe('/verify-email', () => {
	test('opening the link only shows the button; its POST verifies, once', async () => {
		const account = await registeredAccount({ verified: false })
		const token = await mailedToken(account.email)

		const page = await open(`?token=${token}`)
		expect(page.status).toBe(200)
		expect(((await page.json()) as LoaderBody).token).toBe(token)
		expect(await verifiedAt(account.email)).toBeNull()

		const done = await post({ intent: 'verify', token })
		expect(done.status).toBe(200)
		expect(((await done.json()) as ActionBody).outcome).toBe('verified')
		expect(await verifiedAt(account.email)).not.toBeNull()

		const reopened = (await (await open(`?token=${token}`)).json()) as LoaderBody
		expect(reopened).toMatchObject({ token: '', problem: 'used' })
		const again = await post({ intent: 'verify', token })
		expect(again.status).toBe(400)
		expect(((await again.json()) as ActionBody).outcome).toBe('used')
	})

	test('an unknown, expired or missing token says which, with a 400 on POST', async () => {
		expect(((await (await open(`?token=${'q'.repeat(43)}`)).json()) as LoaderBody).problem).toBe('invalid')
		const unknown = await post({ intent: 'verify', token: 'q'.repeat(43) })
		expect(unknown.status).toBe(400)
		expect(await unknown.json()).toEqual({
			outcome: 'invalid',
			message: 'This verification link is not valid. Sign in and ask for a new one from your dashboard.',
		})

		const account = await registeredAccount({ verified: false })
		const token = await mailedToken(account.email)
		await (
			await freshEm()
		).nativeUpdate(EmailVerificationToken, { token: hashToken(token) }, { expiresAt: new Date(Date.now() - 1000) })
		expect(((await (await open(`?token=${token}`)).json()) as LoaderBody).problem).toBe('expired')
		const expired = await post({ intent: 'verify', token })
		expect(expired.status).toBe(400)
		expect(((await expired.json()) as ActionBody).outcome).toBe('expired')

		expect((await post({ intent: 'verify' })).status).toBe(400)
		expect((await post({ intent: 'something-else', token })).status).toBe(400)
		expect(await verifiedAt(account.email)).toBeNull()
	})

	test('the page keeps the token out of Referer headers and caches, and passes on a refusal’s Retry-After', () => {
		const none = new Headers()
		const plain = verifyEmail.headers({
			actionHeaders: none,
			loaderHeaders: none,
			parentHeaders: none,
			errorHeaders: undefined,
		} as Parameters<typeof verifyEmail.headers>[0])
		expect(Object.fromEntries(plain.entries())).toEqual({
			'referrer-policy': 'strict-origin',
			'cache-control': 'no-store',
		})
		const refused = verifyEmail.headers({
			actionHeaders: new Headers({ 'Retry-After': '120' }),
			loaderHeaders: none,
			parentHeaders: none,
			errorHeaders: undefined,
		} as Parameters<typeof verifyEmail.headers>[0])
		expect(refused.get('Retry-After')).toBe('120')
	})

	test('a signed-in owner asks for a new link: back where they were with a toast, then 429 with Retry-After', async () => {
		const { user, cookie } = await signedIn('employee', { verified: false })
		const asked = { intent: 'resend', redirectTo: '/employee-dashboard?tab=alerts' }
		for (let sent = 1; sent <= 3; sent += 1) {
			const response = await post(asked, cookie)
			expect(response.status).toBe(302)
			expect(response.headers.get('Location')).toBe('/employee-dashboard?tab=alerts')
			expect(await toastOf(response)).toMatchObject({
				title: 'Verification link sent',
				description: `We have sent a new verification link to ${user.email}. It expires in 48 hours.`,
			})
		}
		expect(await (await freshEm()).count(OutboxMessage, { to: user.email })).toBe(3)

		const refused = await post(asked, cookie)
		expect(refused.status).toBe(429)
		expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
		expect(((await refused.json()) as ActionBody).message).toMatch(/^Too many attempts/)
		expect(await (await freshEm()).count(OutboxMessage, { to: user.email })).toBe(3)

		// The link the owner got works.
		const done = await post({ intent: 'verify', token: await mailedToken(user.email) })
		expect(((await done.json()) as ActionBody).outcome).toBe('verified')
	})

	test('a resend goes back only to this site; signed out it asks to sign in; verified it says so', async () => {
		const { cookie } = await signedIn('employee', { verified: false })
		const elsewhere = await post({ intent: 'resend', redirectTo: 'https://evil.example/' }, cookie)
		expect(elsewhere.headers.get('Location')).toBe('/verify-email')

		const signedOut = await post({ intent: 'resend' })
		expect(signedOut.status).toBe(302)
		expect(signedOut.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent('/verify-email')}`)

		const verified = await signedIn('employee')
		const already = await post({ intent: 'resend', redirectTo: '/employee-dashboard' }, verified.cookie)
		expect(already.headers.get('Location')).toBe('/employee-dashboard')
		expect((await toastOf(already))?.title).toBe('Your email address is already verified.')
		expect(await (await freshEm()).count(OutboxMessage, { to: verified.user.email })).toBe(0)
	})
})

describe('the dashboards', () => {
	test('say when the address is unverified, and only then', async () => {
		const seeker = await signedIn('employee', { verified: false })
		const dashboard = (cookie: string) =>
			callRoute(employeeDashboard.loader, new Request(`${ORIGIN}/employee-dashboard`, { headers: { Cookie: cookie } }))
		expect(await (await dashboard(seeker.cookie)).json()).toMatchObject({ unverifiedEmail: seeker.user.email })
		expect(await (await dashboard((await signedIn('employee')).cookie)).json()).toMatchObject({
			unverifiedEmail: null,
		})

		const employer = await signedIn('employer', { verified: false })
		const employerPage = await callRoute(
			employerDashboard.loader,
			new Request(`${ORIGIN}/employer-dashboard`, { headers: { Cookie: employer.cookie } }),
		)
		expect(await employerPage.json()).toMatchObject({ unverifiedEmail: employer.user.email })
	})
})
