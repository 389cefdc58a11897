// Address verification through the API (decision 183): registration leaves the address unverified
// and mails a link; the link's token verifies once, within 48 hours; a reset link proves it too;
// a new link is limited to 3 an hour with Retry-After.
import { describe, expect, test, vi } from 'vitest'
import { withLocalOutbox } from '../../../../tests/fixtures/mail.ts'
import { apiUser } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, freshEm, newAccount, nextIp } from '../../../../tests/fixtures/route.ts'
import { EmailVerificationToken } from '../../../models/email-verification-token.ts'
import { OutboxMessage } from '../../../models/outbox-message.ts'
import { User } from '../../../models/user.ts'
import { hashToken } from '../../../platform/tokens.server.ts'
import * as forgotPassword from './api.forgot-password.ts'
import * as register from './api.register.ts'
import * as resendVerification from './api.resend-verification.ts'
import * as resetPassword from './api.reset-password.ts'
import * as verifyEmail from './api.verify-email.ts'

withLocalOutbox()

const INVALID = 'This verification link is not valid. Sign in and ask for a new one from your dashboard.'
const EXPIRED = 'This verification link has expired. Sign in and ask for a new one from your dashboard.'
const USED =
	'This verification link has already been used. If your dashboard still asks you to verify your address, ask for a new link there.'

async function mailsTo(email: string) {
	return (await freshEm()).find(OutboxMessage, { to: email }, { orderBy: { id: 'asc' } })
}

/** The token of the newest verification link mailed to `email`, as its owner reads it. */
async function mailedToken(email: string) {
	const mails = (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Verify your email address'))
	const token = mails.at(-1)?.text.match(/\/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1]
	expect(token).toBeTruthy()
	return token!
}

async function registered() {
	const account = newAccount()
	const response = await callRoute(register.action, apiRequest('POST', '/api/register', { body: account }), {
		ip: nextIp(),
	})
	expect(response.status).toBe(201)
	const body = (await response.json()) as { token: string; user: { emailVerifiedAt: string | null } }
	return { account, token: body.token, user: body.user }
}

function verify(body: unknown, ip = nextIp()) {
	return callRoute(verifyEmail.action, apiRequest('POST', '/api/verify-email', { body }), { ip })
}

function resend(token: string) {
	return callRoute(resendVerification.action, apiRequest('POST', '/api/resend-verification', { token }))
}

async function verifiedAt(email: string) {
	return (await (await freshEm()).findOneOrFail(User, { email })).emailVerifiedAt ?? null
}

describe('POST /api/register', () => {
	test('leaves the address unverified and mails one verification link, whose token is stored hashed', async () => {
		const { account, user } = await registered()
		expect(user.emailVerifiedAt).toBeNull()
		expect(await verifiedAt(account.email)).toBeNull()

		const mails = await mailsTo(account.email)
		expect(mails).toHaveLength(1)
		expect(mails[0]!.subject).toBe('Verify your email address for Warrington Jobs')
		expect(mails[0]!.text).toContain('http://localhost:3000/verify-email?token=')
		expect(mails[0]!.text).toContain('It expires in 48 hours')
		const token = await mailedToken(account.email)
		const row = await (await freshEm()).findOneOrFail(EmailVerificationToken, { token: hashToken(token) })
		expect(row.email).toBe(account.email)
		expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(47 * 60 * 60 * 1000)
		expect(await (await freshEm()).count(EmailVerificationToken, { token })).toBe(0)
	})
})

describe('POST /api/verify-email', () => {
	test('a good token verifies the address once; used again it says so', async () => {
		const { account } = await registered()
		const token = await mailedToken(account.email)

		const first = await verify({ token })
		expect(first.status).toBe(200)
		expect(await first.json()).toEqual({ message: 'Your email address is verified. Thank you.' })
		const at = await verifiedAt(account.email)
		expect(at).not.toBeNull()

		const again = await verify({ token })
		expect(again.status).toBe(400)
		expect(await again.json()).toEqual({ message: USED })
		expect(await verifiedAt(account.email)).toEqual(at)
	})

	test('an expired token is refused as expired and verifies nothing', async () => {
		const { account } = await registered()
		const token = await mailedToken(account.email)
		await (
			await freshEm()
		).nativeUpdate(EmailVerificationToken, { token: hashToken(token) }, { expiresAt: new Date(Date.now() - 1000) })
		const response = await verify({ token })
		expect(response.status).toBe(400)
		expect(await response.json()).toEqual({ message: EXPIRED })
		expect(await verifiedAt(account.email)).toBeNull()
	})

	test('an unknown, missing, non-string or absurdly long token is a 400 with the invalid-link message', async () => {
		for (const body of [{ token: 'not-a-real-token' }, {}, { token: 42 }, { token: '' }, { token: 'x'.repeat(5000) }]) {
			const response = await verify(body)
			expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400)
			expect(await response.json()).toEqual({ message: INVALID })
		}
	})

	test('a link for an address the account no longer has verifies nothing', async () => {
		const { account } = await registered()
		const token = await mailedToken(account.email)
		const changed = newAccount().email
		await (await freshEm()).nativeUpdate(User, { email: account.email }, { email: changed })
		const response = await verify({ token })
		expect(response.status).toBe(400)
		expect(await response.json()).toEqual({ message: INVALID })
		expect(await verifiedAt(changed)).toBeNull()
	})

	test('following a password reset link proves the address too', async () => {
		const { account } = await registered()
		await callRoute(
			forgotPassword.action,
			apiRequest('POST', '/api/forgot-password', { body: { email: account.email } }),
			{ ip: nextIp() },
		)
		const mails = await mailsTo(account.email)
		expect(mails.map((mail) => mail.subject)).toEqual([
			'Verify your email address for Warrington Jobs',
			'Reset your Warrington Jobs password',
		])
		const resetToken = mails[1]!.text.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/)![1]
		const response = await callRoute(
			resetPassword.action,
			apiRequest('POST', '/api/reset-password', { body: { token: resetToken, newPassword: 'Walton Hall Gardens 1' } }),
			{ ip: nextIp() },
		)
		expect(response.status).toBe(200)
		expect(await verifiedAt(account.email)).not.toBeNull()
	})
})

describe('POST /api/resend-verification', () => {
	test('mails a new link that works, up to 3 an hour, then 429 with Retry-After', async () => {
		const { account, token } = await registered()
		for (let sent = 1; sent <= 3; sent += 1) {
			const response = await resend(token)
			expect(response.status).toBe(202)
			expect(await response.json()).toEqual({
				message: `We have sent a new verification link to ${account.email}. It expires in 48 hours.`,
			})
		}
		expect(await mailsTo(account.email)).toHaveLength(4)

		const refused = await resend(token)
		expect(refused.status).toBe(429)
		const retryAfter = Number(refused.headers.get('Retry-After'))
		expect(retryAfter).toBeGreaterThan(0)
		expect(retryAfter).toBeLessThanOrEqual(3600)
		expect(await mailsTo(account.email)).toHaveLength(4)

		// The newest link verifies; so would the first, until it expires.
		expect((await verify({ token: await mailedToken(account.email) })).status).toBe(200)
	})

	test('409 once the address is verified, and 401 signed out', async () => {
		const { token } = await apiUser('employee')
		const response = await resend(token)
		expect(response.status).toBe(409)
		expect(await response.json()).toEqual({ message: 'Your email address is already verified.' })

		const signedOut = await callRoute(resendVerification.action, apiRequest('POST', '/api/resend-verification'))
		expect(signedOut.status).toBe(401)
	})

	test('GET is 405 on both calls', async () => {
		expect((await callRoute(verifyEmail.loader, apiRequest('GET', '/api/verify-email'))).status).toBe(405)
		expect((await callRoute(resendVerification.loader, apiRequest('GET', '/api/resend-verification'))).status).toBe(405)
	})
})

describe('the verification mail', () => {
	test('links to the configured origin, never the request’s Host', async () => {
		vi.stubEnv('APP_ORIGIN', 'https://warringtonjobs.co.uk')
		const { account } = await registered()
		const [mail] = await mailsTo(account.email)
		expect(mail!.text).toMatch(/<https:\/\/warringtonjobs\.co\.uk\/verify-email\?token=[A-Za-z0-9_-]{43}>/)
	})
})
