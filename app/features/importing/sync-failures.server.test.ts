// A sync failing, and what it leaves: the jobs as they were, the error in plain words, the backoff,
// the pause with one mail, and no connection to an address the board does not fetch from.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { OutboxMessage } from '../../models/outbox-message.ts'
import { forgetRobots } from '../../platform/safe-fetch.server.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { withLocalOutbox } from '../../../tests/fixtures/mail.ts'
import { boardJob, startImportServer, type BoardJob, type ImportServer } from '../../../tests/fixtures/import-server.ts'
import * as sources from '../../../tests/fixtures/source-sync.ts'
import { linksOfSource as jobsOfSource, sourceNow, sync } from '../../../tests/fixtures/source-sync.ts'
import { syncJobSource } from './sync.server.ts'

withLocalOutbox()

let server: ImportServer
beforeAll(async () => {
	server = await startImportServer()
})
afterEach(() => forgetRobots())
afterAll(async () => {
	await server.close()
})

const boardSource = (jobs: BoardJob[]) => sources.boardSource(server, jobs)
const three = [boardJob(1), boardJob(2), boardJob(3)]

describe('a sync that fails', () => {
	test('a malformed document keeps every job and records the error', async () => {
		const { source, path } = await boardSource(three)
		await sync(source.id)
		server.serve(path, { body: '{"jobs": [', contentType: 'application/json' })
		const now = new Date()
		const outcome = await sync(source.id, now)
		expect(outcome.status).toBe('failed')
		expect(outcome.error).toMatch(/Greenhouse/)
		const links = await jobsOfSource(source.id)
		expect(links.every((link) => link.job!.isActive && !link.goneAt)).toBe(true)
		const stored = await sourceNow(source.id)
		expect(stored).toMatchObject({ lastError: outcome.error, consecutiveFailures: 1, lastFound: 3, lastAdded: 3 })
		expect(stored.nextSyncAt.getTime() - now.getTime()).toBe(5 * 60_000)
	})

	test('five failures in a row back off, then pause the source and mail its employer once', async () => {
		const { source, path, employer } = await boardSource(three)
		server.serve(path, { status: 503, body: 'Down for maintenance' })
		const start = Date.now()
		const waits: number[] = []
		for (let run = 0; run < 5; run++) {
			const now = new Date(start + run * 3_600_000)
			const outcome = await sync(source.id, now)
			expect(outcome.status).toBe(run < 4 ? 'failed' : 'paused')
			waits.push(((await sourceNow(source.id)).nextSyncAt.getTime() - now.getTime()) / 60_000)
		}
		expect(waits).toEqual([5, 15, 45, 60, 60])
		const stored = await sourceNow(source.id)
		expect(stored).toMatchObject({ pauseReason: 'failures', consecutiveFailures: 5 })
		expect(stored.lastError).toMatch(/503/)
		expect(await sync(source.id)).toMatchObject({ status: 'paused' })
		const mails = await (await freshEm()).find(OutboxMessage, { to: employer.email })
		expect(mails.length).toBe(1)
		expect(mails[0]!.subject).toBe('We have paused one of your job sources')
		expect(mails[0]!.text).toContain('HTTP status 503')
	})

	test('a source redirecting to a private address is refused before any connection', async () => {
		const { source, path } = await boardSource(three)
		server.serve(path, { status: 302, headers: { Location: `${server.forbiddenOrigin}/jobs` } })
		const outcome = await sync(source.id)
		expect(outcome.status).toBe('failed')
		expect(outcome.error).toMatch(/private|local|address/i)
		expect(server.forbiddenConnections()).toBe(0)
	})

	test('a source too large, or too slow, fails without touching its jobs', async () => {
		const { source, path } = await boardSource(three)
		await sync(source.id)
		server.serve(path, { body: `{"jobs": [${'"x",'.repeat(1_500_000)}"x"]}` })
		expect((await sync(source.id)).error).toMatch(/large|big|MB/i)
		server.serve(path, { hang: true, body: '{"jobs": [' })
		const slow = await syncJobSource(await freshEm(), source.id, { timeoutMs: 300 })
		expect(slow.error).toMatch(/long|time/i)
		expect((await jobsOfSource(source.id)).every((link) => link.job!.isActive)).toBe(true)
	})

	test('careers pages are read only where robots.txt allows', async () => {
		server.serve('/robots.txt', { contentType: 'text/plain', body: 'User-agent: *\nDisallow: /careers/' })
		server.serve('/careers/warehouse', { contentType: 'text/html', body: '<html></html>' })
		const { source } = await sources.sourceAt(server, 'jsonld-page', '/careers/warehouse', { industry: 'Retail' })
		const outcome = await sync(source.id)
		expect(outcome.status).toBe('failed')
		expect(outcome.error).toMatch(/robots\.txt/)
		expect(server.requests('/careers/warehouse')).toBe(0)
		server.serve('/robots.txt', { status: 404 })
	})
})
