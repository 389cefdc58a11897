// A disabled account (decision 224): refused at sign-in through the form and the API whatever the
// password, its sessions and tokens gone and refused, no reset link mailed, a reset made with an
// earlier link not enabling it, and an employer's jobs off the board.
import { describe, expect, test } from 'vitest'
import { apiUser, postedJob, uniqueWord } from '../../../tests/fixtures/jobs.ts'
import { withLocalOutbox } from '../../../tests/fixtures/mail.ts'
import {
	apiRequest,
	callRoute,
	formRequest,
	freshEm,
	nextIp,
	registeredAccount,
} from '../../../tests/fixtures/route.ts'
import { signedIn } from '../../../tests/fixtures/signed-in.ts'
import { Job } from '../../models/job.ts'
import { OutboxMessage } from '../../models/outbox-message.ts'
import { Session } from '../../models/session.ts'
import { User } from '../../models/user.ts'
import { disableAccount, enableAccount } from './account-disabling.server.ts'
import { JobAlertSchema } from '../alerts/job-alert-schemas.ts'
import { sendDueJobAlerts } from '../alerts/job-alert-sending.server.ts'
import { createJobAlert } from '../alerts/job-alerts.server.ts'
import * as forgotPassword from './routes/api.forgot-password.ts'
import * as login from './routes/api.login.ts'
import * as resetPassword from './routes/api.reset-password.ts'
import * as userRoute from './routes/api.user.ts'
import * as authRoute from './routes/auth.tsx'

const DISABLED = 'This account has been disabled. Please contact Warrington Jobs if you think this is a mistake.'

withLocalOutbox()

async function disable(email: string) {
	const em = await freshEm()
	return disableAccount(em, await em.findOneOrFail(User, { email }))
}

function apiSignIn(email: string, password: string) {
	return callRoute(login.action, apiRequest('POST', '/api/login', { body: { email, password } }), { ip: nextIp() })
}

function formSignIn(email: string, password: string) {
	return callRoute(authRoute.action, formRequest('/auth', { intent: 'signin', email, password }), { ip: nextIp() })
}

function whoAmI(options: { token?: string; cookie?: string }) {
	return callRoute(userRoute.loader, apiRequest('GET', '/api/user', options))
}

describe('a disabled account', () => {
	test('the sign-in form says it is disabled, with the right password and with a wrong one', async () => {
		const account = await registeredAccount()
		await disable(account.email)
		for (const password of [account.password, 'not the password at all']) {
			const response = await formSignIn(account.email, password)
			expect(response.status).toBe(403)
			expect(response.headers.get('Set-Cookie') ?? '').not.toMatch(/session=/)
			const body = (await response.json()) as { result: { error: Record<string, string[]> } }
			expect(body.result.error['']).toEqual([DISABLED])
		}
	})

	test('POST /api/login answers 403 whatever the password, and gives no token', async () => {
		const account = await registeredAccount()
		await disable(account.email)
		for (const password of [account.password, 'not the password at all']) {
			const response = await apiSignIn(account.email, password)
			expect(response.status).toBe(403)
			expect(await response.json()).toEqual({ message: DISABLED })
		}
	})

	test('its sessions and API tokens end, and a token left behind is refused', async () => {
		const { user, cookie } = await signedIn('employee')
		const { user: apiAccount, token } = await apiUser('employer')
		expect((await whoAmI({ cookie })).status).toBe(200)
		expect((await whoAmI({ token })).status).toBe(200)

		await disable(user.email)
		expect((await whoAmI({ cookie })).status).toBe(401)
		expect(await (await freshEm()).count(Session, { user: user.id })).toBe(0)

		// A token or a session the disabling did not reach (begun at that very moment) is refused all the same.
		const { user: late, cookie: lateCookie } = await signedIn('employer')
		await (await freshEm()).nativeUpdate(User, { id: { $in: [apiAccount.id, late.id] } }, { disabledAt: new Date() })
		const refused = await whoAmI({ token })
		expect(refused.status).toBe(401)
		expect(refused.headers.get('WWW-Authenticate')).toContain('invalid_token')
		expect((await whoAmI({ cookie: lateCookie })).status).toBe(401)
		expect(await (await freshEm()).count(Session, { user: late.id })).toBe(0)
	})

	test('no reset link is mailed to it, and a reset with an earlier link does not enable it', async () => {
		const account = await registeredAccount()
		const ask = () =>
			callRoute(forgotPassword.action, apiRequest('POST', '/api/forgot-password', { body: { email: account.email } }), {
				ip: nextIp(),
			})
		expect((await ask()).status).toBe(200)
		const em = await freshEm()
		const [mail] = await em.find(OutboxMessage, { to: account.email }, { orderBy: { id: 'desc' } })
		const token = mail!.text.match(/\/reset-password\?token=([A-Za-z0-9_-]+)/)![1]!

		await disable(account.email)
		expect((await ask()).status).toBe(200)
		expect(await em.count(OutboxMessage, { to: account.email })).toBe(1)

		const newPassword = 'Walton Hall Gardens 1'
		const reset = await callRoute(
			resetPassword.action,
			apiRequest('POST', '/api/reset-password', { body: { token, newPassword } }),
			{ ip: nextIp() },
		)
		expect(reset.status).toBe(200)
		expect((await apiSignIn(account.email, newPassword)).status).toBe(403)
	})

	test('enabling lets it sign in again; enabling twice says nothing changed', async () => {
		const account = await registeredAccount()
		await disable(account.email)
		const em = await freshEm()
		const user = await em.findOneOrFail(User, { email: account.email })
		expect(user.disabledAt).toBeInstanceOf(Date)
		expect(await enableAccount(em, user)).toBe(true)
		expect(await enableAccount(em, user)).toBe(false)
		expect((await apiSignIn(account.email, account.password)).status).toBe(200)
		expect((await formSignIn(account.email, account.password)).status).toBe(302)
	})

	test('an employer’s active jobs leave the board; disabling again finds none to hide', async () => {
		const { user } = await apiUser('employer')
		const listed = await postedJob(user, { title: 'Forklift Driver' })
		await postedJob(user, { title: 'Night Picker' }, { isActive: false })
		const first = await disable(user.email)
		expect(first).toEqual({ alreadyDisabled: false, hiddenJobs: [{ id: listed.id, title: 'Forklift Driver' }] })
		expect(await (await freshEm()).count(Job, { user: user.id, isActive: true })).toBe(0)
		expect(await disable(user.email)).toEqual({ alreadyDisabled: true, hiddenJobs: [] })
	})

	test('its due alerts wait until it is enabled, then mail what was posted meanwhile', async () => {
		const { user: employer } = await apiUser('employer')
		const { user } = await apiUser('employee')
		const word = uniqueWord()
		const start = new Date(Date.now() - 25 * 60 * 60 * 1000)
		await createJobAlert(await freshEm(), user, JobAlertSchema.parse({ search: word, frequency: 'daily' }), start)
		const job = await postedJob(employer, { title: `${word} Care Assistant` })

		await disable(user.email)
		await sendDueJobAlerts(await freshEm())
		expect(await (await freshEm()).count(OutboxMessage, { to: user.email })).toBe(0)

		const em = await freshEm()
		await enableAccount(em, user)
		await sendDueJobAlerts(await freshEm())
		const mails = await (await freshEm()).find(OutboxMessage, { to: user.email })
		expect(mails).toHaveLength(1)
		expect(mails[0]!.text).toContain(`/jobs/${job.id}`)
	})
})
