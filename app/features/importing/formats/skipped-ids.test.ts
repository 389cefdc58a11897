import { describe, expect, test } from 'vitest'
import { fixtureDocument } from '../../../../tests/fixtures/imports.ts'
import { parseSource } from '../parse-source.ts'

const json = (body: unknown, url: string) => ({ url, body: JSON.stringify(body), contentType: 'application/json' })

describe('skippedIds: jobs skipped as unreadable whose id could be read', () => {
	test('the fixtures: a job without a title keeps its id; one without an id has none to keep', () => {
		const url = 'https://example.com/jobs'
		expect(parseSource('greenhouse', fixtureDocument('greenhouse-jobs.json', url)).skippedIds).toEqual(['4012345009'])
		expect(parseSource('xml-feed', fixtureDocument('aggregator-feed.xml', url)).skippedIds).toEqual(['CCR-2213'])
		expect(parseSource('lever', fixtureDocument('lever-postings.json', url))).not.toHaveProperty('skippedIds')
		expect(parseSource('workable', fixtureDocument('workable-account.json', url))).not.toHaveProperty('skippedIds')
	})

	test('a job with an id but no address of its own, in each ATS format', () => {
		const greenhouse = parseSource(
			'greenhouse',
			json({ jobs: [{ id: 7, title: 'Cook', absolute_url: 'mailto:x@example.com' }] }, 'https://example.com/g'),
		)
		expect(greenhouse).toMatchObject({ jobs: [], skippedIds: ['7'] })
		expect(greenhouse.problems).toEqual(['Job 1 ("Cook") was skipped: it has no address of its own.'])
		const lever = parseSource('lever', json([{ id: 'abc', text: 'Cook', hostedUrl: 'ftp://x' }], 'https://e.com/l'))
		expect(lever.skippedIds).toEqual(['abc'])
		const workable = parseSource('workable', json({ jobs: [{ shortcode: 'W1', title: 'Cook' }] }, 'https://e.com/w'))
		expect(workable.skippedIds).toEqual(['W1'])
	})

	test('JSON-LD: a posting with an identifier but no title', () => {
		const page = `<html><head><script type="application/ld+json">${JSON.stringify([
			{ '@type': 'JobPosting', identifier: { '@type': 'PropertyValue', value: 'PL-9' }, description: 'x' },
			{ '@type': 'JobPosting', description: 'no id, no title' },
		])}</script></head></html>`
		const parsed = parseSource('jsonld-page', { url: 'https://e.com/careers', body: page, contentType: 'text/html' })
		expect(parsed.skippedIds).toEqual(['PL-9'])
		expect(parsed.problems).toHaveLength(2)
	})
})
