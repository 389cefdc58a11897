import { expect, test } from 'vitest'
import { importFixture } from '../../../tests/fixtures/imports.ts'
import { detectSourceKind } from './detect-kind.ts'

const greenhouse = 'https://boards-api.greenhouse.io/v1/boards/brightwire/jobs?content=true'
const lever = 'https://api.lever.co/v0/postings/brightwire?mode=json'
const workable = 'https://apply.workable.com/api/v1/widget/accounts/orford-care?details=true'

test.each([
	['https://boards.greenhouse.io/brightwire', 'greenhouse', greenhouse],
	['https://boards.greenhouse.io/brightwire/jobs/4012345007', 'greenhouse', greenhouse],
	['https://job-boards.greenhouse.io/brightwire', 'greenhouse', greenhouse],
	['https://boards.greenhouse.io/embed/job_board?for=brightwire', 'greenhouse', greenhouse],
	['https://boards-api.greenhouse.io/v1/boards/brightwire/jobs', 'greenhouse', greenhouse],
	['https://jobs.lever.co/brightwire', 'lever', lever],
	['https://jobs.lever.co/brightwire/5c1a7e0b-3f2d-4c55-9a61-2b7d0e4f8a11', 'lever', lever],
	['https://api.lever.co/v0/postings/brightwire', 'lever', lever],
	['https://jobs.eu.lever.co/brightwire', 'lever', 'https://api.eu.lever.co/v0/postings/brightwire?mode=json'],
	['https://apply.workable.com/orford-care/', 'workable', workable],
	['https://apply.workable.com/api/v1/widget/accounts/orford-care', 'workable', workable],
	['https://www.workable.com/api/accounts/orford-care?details=true', 'workable', workable],
	['https://orford-care.workable.com/', 'workable', workable],
	['https://cheshire-care.example/feeds/jobs.xml', 'xml-feed', 'https://cheshire-care.example/feeds/jobs.xml'],
	[
		'https://priestley-logistics.example/job-sitemap.xml',
		'jsonld-sitemap',
		'https://priestley-logistics.example/job-sitemap.xml',
	],
	['https://priestley-logistics.example/careers', 'jsonld-page', 'https://priestley-logistics.example/careers'],
])('%s is %s, fetched at %s', (address, kind, fetchUrl) => {
	expect(detectSourceKind(address)).toEqual({ kind, fetchUrl })
})

test('what an address answered decides for an address that does not say', () => {
	const address = 'https://cheshire-care.example/export'
	expect(detectSourceKind(address, { body: importFixture('aggregator-feed.xml'), contentType: 'text/xml' })?.kind).toBe(
		'xml-feed',
	)
	expect(detectSourceKind(address, { body: importFixture('job-sitemap.xml'), contentType: 'text/xml' })?.kind).toBe(
		'jsonld-sitemap',
	)
	expect(
		detectSourceKind(`${address}.xml`, { body: importFixture('careers-page.html'), contentType: null })?.kind,
	).toBe('jsonld-page')
})

test.each([
	'not an address',
	'ftp://cheshire-care.example/jobs.xml',
	'javascript:alert(1)',
	'https://boards.greenhouse.io/',
	'https://jobs.lever.co/',
	'https://apply.workable.com/j/A1B2C3D4E5',
	'https://boards.greenhouse.io/embed/job_board?for=a%2F..%2Fb',
])('%s is not a source', (address) => {
	expect(detectSourceKind(address)).toBeNull()
})
