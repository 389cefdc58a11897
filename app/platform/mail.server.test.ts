import { afterEach, describe, expect, test, vi } from 'vitest'
import { jobsOf } from '../../tests/fixtures/queue.ts'
import { freshEm } from '../../tests/fixtures/route.ts'
import { OutboxMessage } from '../models/outbox-message.ts'
import { sendMail } from './mail.server.ts'

const message = {
	to: 'claire.whitfield@example.co.uk',
	subject: 'Your application to Birchwood Logistics',
	text: 'Hello Claire,\n\nThanks for applying. See https://warringtonjobs.co.uk/reset-password?token=abc_DEF-123 for details.',
	html: '<p>Hello Claire,</p><p>Thanks for applying. See <a href="https://warringtonjobs.co.uk/reset-password?token=abc_DEF-123">your application</a> for details.</p>',
}

afterEach(() => {
	vi.unstubAllEnvs()
})

describe('sendMail', () => {
	test('stores the message in the outbox, queued, and queues one delivery job for it, SMTP or not', async () => {
		for (const smtp of ['', 'smtp://127.0.0.1:2525']) {
			vi.stubEnv('SMTP_URL', smtp)
			const to = `queued${smtp ? '.smtp' : ''}@example.co.uk`
			await sendMail(await freshEm(), { ...message, to })

			const stored = await (await freshEm()).findOneOrFail(OutboxMessage, { to })
			expect(stored).toMatchObject({
				subject: message.subject,
				text: message.text,
				html: message.html,
				status: 'queued',
				attempts: 0,
			})
			expect(stored.sentAt).toBeNull()
			const jobs = await jobsOf('mail-delivery', { outboxId: stored.id })
			expect(jobs).toMatchObject([{ state: 'created', singleton_key: `outbox-${stored.id}` }])
		}
	})

	test('keeps extra headers with the message', async () => {
		const headers = { 'List-Unsubscribe': '<https://warringtonjobs.co.uk/unsubscribe/abc>' }
		const to = 'headers.outbox@example.co.uk'
		await sendMail(await freshEm(), { ...message, to, headers })
		expect((await (await freshEm()).findOneOrFail(OutboxMessage, { to })).headers).toEqual(headers)
	})

	test('inside a transaction that rolls back, neither the message nor its job remains', async () => {
		const to = 'rolled.back@example.co.uk'
		const em = await freshEm()
		let outboxId = 0
		await expect(
			em.transactional(async (tx) => {
				await sendMail(tx, { ...message, to })
				outboxId = (await tx.findOneOrFail(OutboxMessage, { to })).id
				throw new Error('the request failed after sending mail')
			}),
		).rejects.toThrow('the request failed')
		expect(outboxId).toBeGreaterThan(0)
		expect(await (await freshEm()).count(OutboxMessage, { to })).toBe(0)
		expect(await jobsOf('mail-delivery', { outboxId })).toEqual([])
	})
})
