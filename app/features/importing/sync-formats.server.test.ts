// The sync over each kind of source: the formats' fixtures as they are, a feed paged by its Link
// header, and a sitemap of careers pages, one of which fails.
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import type { SourceKind } from './imported-job.ts'
import { forgetRobots } from '../../platform/safe-fetch.server.ts'
import * as sources from '../../../tests/fixtures/source-sync.ts'
import { sync } from '../../../tests/fixtures/source-sync.ts'
import { withLocalOutbox } from '../../../tests/fixtures/mail.ts'
import {
	boardJob,
	fixtureAnswer,
	jobPostingPage,
	jobSitemap,
	startImportServer,
	type ImportServer,
} from '../../../tests/fixtures/import-server.ts'

withLocalOutbox()

let server: ImportServer
beforeAll(async () => {
	server = await startImportServer()
})
afterEach(() => forgetRobots())
afterAll(async () => {
	await server.close()
})

async function sourceAt(kind: SourceKind, path: string) {
	return (await sources.sourceAt(server, kind, path, { industry: 'Transport & Delivery' })).source
}

test.each([
	['greenhouse', 'greenhouse-jobs.json', 'application/json'],
	['lever', 'lever-postings.json', 'application/json'],
	['workable', 'workable-account.json', 'application/json'],
	['xml-feed', 'aggregator-feed.xml', 'application/xml'],
] as const)('a %s source as its fixture lists it is imported', async (kind, fixture, contentType) => {
	const path = `/fixtures/${fixture}`
	server.serve(path, fixtureAnswer(fixture, contentType))
	const source = await sourceAt(kind, path)
	const outcome = await sync(source.id)
	expect(outcome.status).toBe('synced')
	expect(outcome.found).toBeGreaterThan(0)
	expect(outcome.added).toBeGreaterThan(0)
	// What could not be listed here is said, one line a job.
	expect(outcome.added + outcome.matched + outcome.problems.length).toBeGreaterThanOrEqual(outcome.found)
	expect((await sync(source.id)).added).toBe(0)
})

test('a sitemap’s careers pages are each read; while one fails, nothing ends', async () => {
	const pages = [1, 2, 3].map((n) => ({ path: `/careers/${n}`, job: boardJob(n) }))
	for (const page of pages) server.serve(page.path, { contentType: 'text/html', body: jobPostingPage(page.job) })
	const sitemap = (listed: typeof pages) => ({
		contentType: 'application/xml',
		body: jobSitemap(listed.map((page) => `${server.origin}${page.path}`)),
	})
	server.serve('/careers-sitemap.xml', sitemap(pages))
	const source = await sourceAt('jsonld-sitemap', '/careers-sitemap.xml')
	expect(await sync(source.id)).toMatchObject({ status: 'synced', found: 3, added: 3 })

	server.serve('/careers/2', { status: 500, body: 'Internal Server Error' })
	server.serve('/careers-sitemap.xml', sitemap([pages[0]!, pages[1]!]))
	const partial = await sync(source.id)
	expect(partial).toMatchObject({ status: 'synced', found: 1, ended: 0 })
	expect(partial.problems.join('\n')).toContain(`${server.origin}/careers/2 could not be read`)

	server.serve('/careers/2', { contentType: 'text/html', body: jobPostingPage(pages[1]!.job) })
	expect(await sync(source.id)).toMatchObject({ found: 2, ended: 1 })
})

test('a feed’s further pages, named in its Link header, are followed', async () => {
	const feed = fixtureAnswer('aggregator-feed.xml', 'application/xml')
	server.serve('/paged-feed.xml', { ...feed, headers: { Link: '</paged-feed-2.xml>; rel="next"' } })
	server.serve('/paged-feed-2.xml', { contentType: 'application/xml', body: '<jobs></jobs>' })
	const source = await sourceAt('xml-feed', '/paged-feed.xml')
	await sync(source.id)
	expect(server.requests('/paged-feed-2.xml')).toBe(1)
})
