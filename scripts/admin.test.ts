// `npm run admin` end to end, once: the script opens the database DATABASE_URL names (migrated,
// under the start-up lock), runs the command, stops the queue it used and exits with its code.
// Every command's cases run in-process in scripts/admin/*.test.ts.
import { spawn } from 'node:child_process'
import { expect, test } from 'vitest'
import { jobsOf } from '../tests/fixtures/queue.ts'
import { freshEm } from '../tests/fixtures/route.ts'
import { OutboxMessage } from '../app/models/outbox-message.ts'

function runScript(args: string[]) {
	return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
		const child = spawn(process.execPath, ['scripts/admin.ts', ...args], { env: process.env })
		let stdout = ''
		let stderr = ''
		child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
		child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
		child.on('error', reject)
		child.on('close', (code) => resolve({ code, stdout, stderr }))
	})
}

test('node scripts/admin.ts mail:retry --id N queues the mail on the configured database and exits 0', async () => {
	const em = await freshEm()
	const mail = em.create(OutboxMessage, {
		to: 'recruitment@lymm-dental.co.uk',
		subject: 'New application for Dental Nurse',
		text: 'Read it at http://localhost:3000/employer-dashboard',
		status: 'failed',
		attempts: 5,
		lastError: 'Greeting never received',
	})
	await em.flush()

	const run = await runScript(['mail:retry', '--id', String(mail.id)])
	expect(run.stderr).toBe('')
	expect(run.code).toBe(0)
	expect(run.stdout.trim().split('\n').at(-1)).toBe('Queued 1 failed mail for delivery again.')
	expect((await (await freshEm()).findOneOrFail(OutboxMessage, mail.id)).status).toBe('queued')
	expect(await jobsOf('mail-delivery', { outboxId: mail.id })).toHaveLength(1)
}, 60_000)
