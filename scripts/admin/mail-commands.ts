// The outbox commands: send failed mail again, and show the last mail to an address (a reset link
// on a machine without SMTP). Both read mail_outbox, where every mail the site sends is kept
// (sent mail for 30 days, failed for 90: mail-delivery.server.ts).
import type { EntityManager } from '@mikro-orm/postgresql'
import { deliverMail } from '../../app/platform/mail-delivery.server.ts'
import { enqueue } from '../../app/platform/queue/queue.server.ts'
import { command, CommandFailed, readOptions, UsageError } from './command.ts'

type FailedMail = { id: number; to: string; subject: string; last_error: string | null; created_at: Date }

/** How many failed mails mail:retry lists when told neither --id nor --all. */
const LISTED = 20

export const mailRetry = command({
	name: 'mail:retry',
	usage: '[--id N | --all]',
	summary: 'queue failed mail for delivery again (without either: list it)',
	parse(args) {
		const { positional, flags, values } = readOptions(args, { flags: ['--all'], values: ['--id'] })
		if (positional.length > 0) throw new UsageError(`Unexpected argument: ${positional[0]}`)
		const idText = values.get('--id')
		if (idText !== undefined && flags.has('--all')) throw new UsageError('Give --id N or --all, not both')
		if (idText === undefined) return { all: flags.has('--all'), id: null }
		const id = Number(idText)
		if (!/^\d{1,9}$/.test(idText) || id < 1) throw new UsageError(`--id takes a mail's number, not ${idText}`)
		return { all: false, id }
	},
	async run(em, { all, id }, io) {
		if (!all && id === null) {
			const failed = await em.execute<FailedMail[]>(
				`select id, "to", subject, last_error, created_at from mail_outbox where status = 'failed' order by id desc limit ${LISTED}`,
			)
			if (failed.length === 0) {
				io.stdout('No failed mail.')
				return
			}
			io.stdout(
				[
					...failed.map(
						(mail) =>
							`#${mail.id} ${new Date(mail.created_at).toISOString()} to ${mail.to}: ${mail.subject} (${mail.last_error ?? 'no error kept'})`,
					),
					`Send one again with --id N, or every failed mail with --all.`,
				].join('\n'),
			)
			return
		}
		if (id !== null) {
			const [found] = await em.execute<{ status: string }[]>('select status from mail_outbox where id = ?', [id])
			if (!found) throw new CommandFailed(`No mail #${id} in the outbox`)
			if (found.status !== 'failed')
				throw new CommandFailed(`Mail #${id} is ${found.status}, not failed: nothing to do`)
		}
		const retried = await retryFailedMail(em, id)
		io.stdout(`Queued ${retried} failed mail${retried === 1 ? '' : 's'} for delivery again.`)
	},
})

/**
 * Puts failed mail (one, or all when `id` is null) back in the queue with its attempts counted from
 * nothing, and sends each its delivery job in the same transaction, as sendMail does. Returns how many.
 */
export async function retryFailedMail(em: EntityManager, id: number | null) {
	return em.transactional(async (tx) => {
		const requeued = await tx.execute<{ id: number }[]>(
			`update mail_outbox set status = 'queued', attempts = 0 where status = 'failed'${id === null ? '' : ' and id = ?'} returning id`,
			id === null ? [] : [id],
		)
		for (const mail of requeued) await enqueue(tx, deliverMail, { outboxId: mail.id })
		return requeued.length
	})
}

type Mail = {
	id: number
	to: string
	subject: string
	text: string
	status: string
	attempts: number
	last_error: string | null
	created_at: Date
	sent_at: Date | null
}

export const mailLast = command({
	name: 'mail:last',
	usage: 'EMAIL',
	summary: 'print the last mail to an address, its text with the links in it',
	parse(args) {
		const { positional } = readOptions(args, {})
		if (positional.length !== 1) throw new UsageError('Give one email address')
		const email = positional[0]!.trim().toLowerCase()
		if (!email.includes('@')) throw new UsageError('Give one email address')
		return { email }
	},
	async run(em, { email }, io) {
		const [mail] = await em.execute<Mail[]>(
			`select id, "to", subject, text, status, attempts, last_error, created_at, sent_at from mail_outbox
			 where lower("to") = ? order by created_at desc, id desc limit 1`,
			[email],
		)
		if (!mail) throw new CommandFailed(`No mail to ${email} in the outbox`)
		const status =
			mail.status === 'sent'
				? `sent ${new Date(mail.sent_at ?? mail.created_at).toISOString()}`
				: mail.status === 'failed'
					? `failed after ${mail.attempts} attempts: ${mail.last_error ?? 'no error kept'}`
					: `queued (${mail.attempts} attempts so far)`
		io.stdout(
			[
				`Mail #${mail.id} to ${mail.to}`,
				`Date:    ${new Date(mail.created_at).toISOString()}`,
				`Status:  ${status}`,
				`Subject: ${mail.subject}`,
				'',
				mail.text,
			].join('\n'),
		)
	},
})

export const MAIL_COMMANDS = [mailRetry, mailLast]
