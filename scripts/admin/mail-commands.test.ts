// The outbox commands of `npm run admin`: mail:retry puts failed mail back in the queue (and a
// worker then delivers it), mail:last prints the last mail to an address with its links intact.
import { describe, expect, test } from 'vitest'
import { admin } from '../../tests/fixtures/admin.ts'
import { withLocalOutbox } from '../../tests/fixtures/mail.ts'
import { eventually, jobsOf, startTestWorker } from '../../tests/fixtures/queue.ts'
import { apiRequest, callRoute, freshEm, nextIp, registeredAccount } from '../../tests/fixtures/route.ts'
import { OutboxMessage } from '../../app/models/outbox-message.ts'
import { deliverMail } from '../../app/platform/mail-delivery.server.ts'
import * as forgotPassword from '../../app/features/accounts/routes/api.forgot-password.ts'

withLocalOutbox()

let counter = 0
/** A mail given up on after its last attempt, as the delivery leaves one. */
async function failedMail(status: 'failed' | 'sent' = 'failed') {
	counter += 1
	const em = await freshEm()
	const mail = em.create(OutboxMessage, {
		to: `hr-${counter}@birchwood-logistics.co.uk`,
		subject: `New application for Warehouse Operative (${counter})`,
		text: 'Tom Orford applied. Read it at http://localhost:3000/employer-dashboard',
		status,
		attempts: 5,
		lastError: status === 'failed' ? 'connect ECONNREFUSED 127.0.0.1:25' : null,
	})
	await em.flush()
	return mail
}

const statusOf = async (id: number) => (await (await freshEm()).findOneOrFail(OutboxMessage, id)).status

describe('mail:retry', () => {
	test('--id N queues that failed mail again, attempts from nothing, and a worker delivers it', async () => {
		const mail = await failedMail()
		const other = await failedMail()
		const run = await admin('mail:retry', '--id', String(mail.id))
		expect(run).toEqual({ code: 0, stdout: 'Queued 1 failed mail for delivery again.', stderr: '' })
		const row = await (await freshEm()).findOneOrFail(OutboxMessage, mail.id)
		expect(row).toMatchObject({ status: 'queued', attempts: 0 })
		expect(await jobsOf('mail-delivery', { outboxId: mail.id })).toHaveLength(1)
		expect(await statusOf(other.id)).toBe('failed')

		const worker = await startTestWorker([deliverMail])
		try {
			await eventually(async () => (await statusOf(mail.id)) === 'sent')
		} finally {
			await worker.stop({ graceful: false })
		}
	})

	test('--all queues every failed mail; without either it lists them and retries none', async () => {
		const mails = [await failedMail(), await failedMail()]
		const sent = await failedMail('sent')
		const listed = await admin('mail:retry')
		expect(listed.code).toBe(0)
		for (const mail of mails) {
			expect(listed.stdout).toContain(`#${mail.id} `)
			expect(listed.stdout).toContain(`to ${mail.to}: ${mail.subject} (connect ECONNREFUSED 127.0.0.1:25)`)
		}
		expect(listed.stdout).not.toContain(`#${sent.id} `)
		expect(listed.stdout).toMatch(/Send one again with --id N, or every failed mail with --all\.$/)
		expect(await statusOf(mails[0]!.id)).toBe('failed')

		const run = await admin('mail:retry', '--all')
		expect(run.code).toBe(0)
		expect(run.stdout).toMatch(/^Queued \d+ failed mails for delivery again\.$/)
		for (const mail of mails) expect(await statusOf(mail.id)).toBe('queued')
		expect(await statusOf(sent.id)).toBe('sent')
		expect(await admin('mail:retry')).toMatchObject({ code: 0, stdout: 'No failed mail.' })
		expect(await admin('mail:retry', '--all')).toMatchObject({ stdout: 'Queued 0 failed mails for delivery again.' })
	})

	test('an id that is not a failed mail, or not a number: exit 1 or 2', async () => {
		const sent = await failedMail('sent')
		expect(await admin('mail:retry', '--id', String(sent.id))).toEqual({
			code: 1,
			stdout: '',
			stderr: `Mail #${sent.id} is sent, not failed: nothing to do`,
		})
		expect(await admin('mail:retry', '--id', '999999')).toMatchObject({
			code: 1,
			stderr: 'No mail #999999 in the outbox',
		})
		for (const argv of [['--id', 'seven'], ['--id', '0'], ['--id', '3', '--all'], ['7']]) {
			expect((await admin('mail:retry', ...argv)).code, argv.join(' ')).toBe(2)
		}
	})
})

describe('mail:last', () => {
	test('prints the last mail to the address, whatever its case: date, status, subject and the reset link', async () => {
		const account = await registeredAccount()
		const ask = await callRoute(
			forgotPassword.action,
			apiRequest('POST', '/api/forgot-password', { body: { email: account.email } }),
			{ ip: nextIp() },
		)
		expect(ask.status).toBe(200)
		const [mail] = await (await freshEm()).find(OutboxMessage, { to: account.email }, { orderBy: { id: 'desc' } })
		const link = mail!.text.match(/http\S+\/reset-password\?token=[A-Za-z0-9_-]+/)![0]

		const run = await admin('mail:last', account.email.toUpperCase())
		expect(run.code).toBe(0)
		const lines = run.stdout.split('\n')
		expect(lines.slice(0, 4)).toEqual([
			`Mail #${mail!.id} to ${account.email}`,
			`Date:    ${mail!.createdAt.toISOString()}`,
			'Status:  queued (0 attempts so far)',
			`Subject: ${mail!.subject}`,
		])
		expect(run.stdout).toContain(mail!.text)
		expect(lines).toContainEqual(expect.stringContaining(link))
	})

	test('a failed mail says why; an address with no mail: one line, exit 1', async () => {
		const mail = await failedMail()
		expect((await admin('mail:last', mail.to)).stdout).toContain(
			'Status:  failed after 5 attempts: connect ECONNREFUSED 127.0.0.1:25',
		)
		expect(await admin('mail:last', 'nobody-mailed@example.co.uk')).toEqual({
			code: 1,
			stdout: '',
			stderr: 'No mail to nobody-mailed@example.co.uk in the outbox',
		})
	})
})
