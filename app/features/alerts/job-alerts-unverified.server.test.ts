// Job alerts wait for a verified address (decision 183): nothing is mailed to an unverified owner,
// their alert's mark does not move, and once verified the jobs posted meanwhile are mailed.
import { describe, expect, test } from 'vitest'
import { withLocalOutbox } from '../../../tests/fixtures/mail.ts'
import { apiUser, postedJob, uniqueWord } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { JobAlert } from '../../models/job-alert.ts'
import { OutboxMessage } from '../../models/outbox-message.ts'
import { User } from '../../models/user.ts'
import { markVerified } from '../accounts/email-verification.server.ts'
import { JobAlertSchema } from './job-alert-schemas.ts'
import { sweep } from '../../../tests/fixtures/job-alerts.ts'
import { sendDueJobAlerts, sendJobAlert } from './job-alert-sending.server.ts'
import { createJobAlert } from './job-alerts.server.ts'

withLocalOutbox()

const HOUR = 60 * 60 * 1000

async function mailTo(email: string) {
	return (await freshEm()).find(OutboxMessage, { to: email }, { orderBy: { id: 'asc' } })
}

async function unverifiedAlert(search: string, frequency: 'instant' | 'daily', now = new Date()) {
	const { user } = await apiUser('employee', { verified: false })
	const alert = await createJobAlert(await freshEm(), user, JobAlertSchema.parse({ search, frequency }), now)
	return { user, alert }
}

async function storedAlert(id: number) {
	return (await freshEm()).findOneOrFail(JobAlert, id)
}

describe('an unverified owner’s alerts', () => {
	test('an instant alert waits, its mark unmoved, and sends what it missed once the address is verified', async () => {
		const { user: employer } = await apiUser('employer')
		const word = uniqueWord()
		const { user, alert } = await unverifiedAlert(word, 'instant')
		const before = await storedAlert(alert.id)

		const first = await postedJob(employer, { title: `${word} Care Assistant` })
		expect((await sweep()).sent).toBe(0)
		expect(await sendJobAlert(await freshEm(), alert.id)).toBe('skipped')
		const second = await postedJob(employer, { title: `${word} Night Carer` })
		await sweep()
		expect(await mailTo(user.email)).toHaveLength(0)
		const waiting = await storedAlert(alert.id)
		expect(waiting.instantThrough).toBe(before.instantThrough)
		expect(waiting.checkedAt).toEqual(before.checkedAt)

		await markVerified(await freshEm(), user.id, user.email)
		expect((await sweep()).sent).toBe(1)
		const [mail, ...more] = await mailTo(user.email)
		expect(more).toHaveLength(0)
		expect(mail!.text).toContain(`/jobs/${first.id}`)
		expect(mail!.text).toContain(`/jobs/${second.id}`)
		expect(BigInt((await storedAlert(alert.id)).instantThrough)).toBeGreaterThan(BigInt(before.instantThrough))
	})

	test('a due daily alert is not looked at until the address is verified', async () => {
		const { user: employer } = await apiUser('employer')
		const word = uniqueWord()
		const start = new Date(Date.now() - 25 * HOUR)
		const { user, alert } = await unverifiedAlert(word, 'daily', start)
		const job = await postedJob(employer, { title: `${word} Warehouse Operative` })

		const run = await sendDueJobAlerts(await freshEm())
		expect(run.sent).toBe(0)
		expect(await mailTo(user.email)).toHaveLength(0)
		expect((await storedAlert(alert.id)).checkedAt).toEqual(start)

		await (await freshEm()).nativeUpdate(User, { id: user.id }, { emailVerifiedAt: new Date() })
		await sendDueJobAlerts(await freshEm())
		const mails = await mailTo(user.email)
		expect(mails).toHaveLength(1)
		expect(mails[0]!.text).toContain(`/jobs/${job.id}`)
	})
})
