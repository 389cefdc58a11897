import { describe, expect, test } from 'vitest'
import { withLocalOutbox } from '../../../tests/fixtures/mail.ts'
import { apiUser, postedJob, uniqueWord } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { JobAlert } from '../../models/job-alert.ts'
import { JobAlertUnsubscribe } from '../../models/job-alert-unsubscribe.ts'
import { hashToken } from '../../platform/tokens.server.ts'
import { OutboxMessage } from '../../models/outbox-message.ts'
import { User } from '../../models/user.ts'
import { JobAlertSchema } from './job-alert-schemas.ts'
import { sendDueJobAlerts, sendJobAlert } from './job-alert-sending.server.ts'
import { sweep } from '../../../tests/fixtures/job-alerts.ts'
import { createJobAlert } from './job-alerts.server.ts'

withLocalOutbox()

const HOUR = 60 * 60 * 1000

async function mailTo(email: string) {
	return (await freshEm()).find(OutboxMessage, { to: email }, { orderBy: { id: 'asc' } })
}

async function alertFor(search: string, frequency: 'instant' | 'daily' | 'weekly', now = new Date()) {
	const { user } = await apiUser('employee')
	const alert = await createJobAlert(await freshEm(), user, JobAlertSchema.parse({ search, frequency }), now)
	return { user, alert }
}

describe('instant alerts', () => {
	test('a job posted after the alert is mailed once, with the unsubscribe headers; older and unmatched jobs never', async () => {
		const { user: employer } = await apiUser('employer')
		const word = uniqueWord()
		await postedJob(employer, { title: `${word} Care Assistant (before the alert)` })
		const { user } = await alertFor(word, 'instant')

		await postedJob(employer, { title: 'Forklift Driver' })
		await sweep()
		expect(await mailTo(user.email)).toHaveLength(0)

		const job = await postedJob(employer, {
			title: `${word} Support Worker`,
			company: 'Sankey Brook Care',
			location: 'Orford',
		})
		await sweep()
		const [mail, ...more] = await mailTo(user.email)
		expect(more).toHaveLength(0)
		expect(mail!.subject).toBe(`1 new job: “${word}” jobs in Warrington`)
		expect(mail!.text).toMatch(new RegExp(`${word} Support Worker <\\S+/jobs/${job.id}>\\n+Sankey Brook Care, Orford`))
		expect(mail!.text).toContain(`/jobs/${job.id}`)
		expect(mail!.text).not.toContain('before the alert')
		const token = mail!.text.match(/\/alerts\/unsubscribe\?token=([A-Za-z0-9_-]{43})/)?.[1]
		expect(mail!.headers).toEqual({
			'List-Unsubscribe': `<http://localhost:3000/alerts/unsubscribe?token=${token}>`,
			'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
		})
		// Stored as its hash only (decision 195), and it names this alert.
		const link = await (await freshEm()).findOneOrFail(JobAlertUnsubscribe, { tokenHash: hashToken(token!) })
		expect(link.jobAlert.id).toBe((await (await freshEm()).findOneOrFail(JobAlert, { user: user.id })).id)
		const rows = await (await freshEm()).getConnection().execute('select * from job_alert_unsubscribe')
		expect(JSON.stringify(rows)).not.toContain(token)

		// Swept again: no job is mailed twice.
		await sweep()
		await sweep()
		expect(await mailTo(user.email)).toHaveLength(1)
		const stored = await (await freshEm()).findOneOrFail(JobAlert, { user: user.id })
		expect(stored.lastJobId).toBe(job.id)
		expect(stored.lastSentAt).not.toBeNull()
	})

	test('a paused alert sends nothing, and once resumed sends only what is new', async () => {
		const { user: employer } = await apiUser('employer')
		const word = uniqueWord()
		const { user, alert } = await alertFor(word, 'instant')
		const em = await freshEm()
		await em.nativeUpdate(JobAlert, { id: alert.id }, { paused: true })
		await postedJob(employer, { title: `${word} Cleaner` })
		expect((await sweep()).sent).toBe(0)
		expect(await sendJobAlert(await freshEm(), alert.id)).toBe('skipped')
		expect(await mailTo(user.email)).toHaveLength(0)
	})

	test('two workers at once send one mail', async () => {
		const { user: employer } = await apiUser('employer')
		const word = uniqueWord()
		const { user, alert } = await alertFor(word, 'instant')
		await postedJob(employer, { title: `${word} Chef` })
		const outcomes = await Promise.all([
			sendJobAlert(await freshEm(), alert.id),
			sendJobAlert(await freshEm(), alert.id),
			sendJobAlert(await freshEm(), alert.id),
		])
		expect(outcomes.filter((outcome) => outcome === 'sent')).toHaveLength(1)
		expect(await mailTo(user.email)).toHaveLength(1)
	})

	test('a mail says how many jobs are new when it lists only the first ten', async () => {
		const { user: employer } = await apiUser('employer')
		const word = uniqueWord()
		const { user } = await alertFor(word, 'instant')
		for (let i = 1; i <= 12; i++) await postedJob(employer, { title: `${word} Porter ${i}` })
		await sweep()
		const [mail] = await mailTo(user.email)
		expect(mail!.subject).toBe(`12 new jobs: “${word}” jobs in Warrington`)
		expect(mail!.text.match(/\/jobs\/\d+/g)).toHaveLength(10)
		expect(mail!.text).toContain('and 2 more.')
	})
})

describe('daily and weekly alerts', () => {
	test('sent when due with the new jobs, not again until the next day, and not at all when nothing is new', async () => {
		const { user: employer } = await apiUser('employer')
		const word = uniqueWord()
		const created = new Date(Date.now() - 30 * HOUR)
		const { user, alert } = await alertFor(word, 'daily', created)
		const weekly = await alertFor(word, 'weekly', created)
		const first = await postedJob(employer, { title: `${word} Receptionist` })
		const second = await postedJob(employer, { title: `${word} Porter` })

		const now = new Date()
		await sendDueJobAlerts(await freshEm(), now)
		const mails = await mailTo(user.email)
		expect(mails).toHaveLength(1)
		expect(mails[0]!.subject).toBe(`2 new jobs: “${word}” jobs in Warrington`)
		expect(mails[0]!.text).toContain(`/jobs/${first.id}`)
		expect(mails[0]!.text).toContain(`/jobs/${second.id}`)
		// The weekly alert is not due for another five days.
		expect(await mailTo(weekly.user.email)).toHaveLength(0)

		// An hour later: not due. A day later with nothing new: looked at, nothing sent.
		await sendDueJobAlerts(await freshEm(), new Date(now.getTime() + HOUR))
		await sendDueJobAlerts(await freshEm(), new Date(now.getTime() + 24 * HOUR))
		expect(await mailTo(user.email)).toHaveLength(1)
		const stored = await (await freshEm()).findOneOrFail(JobAlert, alert.id)
		expect(stored.checkedAt.getTime()).toBe(now.getTime() + 24 * HOUR)
		expect(stored.lastSentAt!.getTime()).toBe(now.getTime())

		// A week after it was made, the weekly alert sends both jobs once.
		await sendDueJobAlerts(await freshEm(), new Date(created.getTime() + 7 * 24 * HOUR))
		expect(await mailTo(weekly.user.email)).toHaveLength(1)
	})

	test('a paused daily alert is skipped', async () => {
		const { user: employer } = await apiUser('employer')
		const word = uniqueWord()
		const { user, alert } = await alertFor(word, 'daily', new Date(Date.now() - 30 * HOUR))
		await (await freshEm()).nativeUpdate(JobAlert, { id: alert.id }, { paused: true })
		await postedJob(employer, { title: `${word} Gardener` })
		await sendDueJobAlerts(await freshEm())
		expect(await mailTo(user.email)).toHaveLength(0)
	})
})

test('deleting a job seeker deletes their alerts', async () => {
	const { user, alert } = await alertFor(uniqueWord(), 'daily')
	const em = await freshEm()
	await em.nativeDelete(User, { id: user.id })
	expect(await em.count(JobAlert, { id: alert.id })).toBe(0)
})
