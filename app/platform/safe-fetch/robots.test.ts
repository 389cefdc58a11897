import { describe, expect, test } from 'vitest'
import { isAllowedPath, robotsRules } from './robots.ts'

const allowed = (text: string, path: string) => isAllowedPath(robotsRules(text), path)

describe('robots.txt rules for the board importer', () => {
	test('our own group is chosen over *, and groups naming us are merged', () => {
		const text = [
			'User-agent: *',
			'Disallow: /',
			'',
			'User-agent: OtherBot',
			'User-agent: WarringtonJobsBot # us',
			'Disallow: /private',
			'',
			'User-agent: warringtonjobsbot',
			'Disallow: /drafts',
		].join('\n')
		expect(allowed(text, '/careers')).toBe(true)
		expect(allowed(text, '/private/jobs')).toBe(false)
		expect(allowed(text, '/drafts/1')).toBe(false)
	})

	test('without a group of ours, * applies; without either, everything is allowed', () => {
		expect(allowed('User-agent: *\nDisallow: /jobs', '/jobs/1')).toBe(false)
		expect(allowed('User-agent: Googlebot\nDisallow: /', '/jobs/1')).toBe(true)
		expect(allowed('', '/jobs/1')).toBe(true)
	})

	test('the longest match wins, Allow on a tie, and an empty Disallow allows', () => {
		const text = 'User-agent: *\nDisallow: /careers\nAllow: /careers/jobs\nAllow: /page\nDisallow: /page\nDisallow:'
		expect(allowed(text, '/careers/about')).toBe(false)
		expect(allowed(text, '/careers/jobs/12')).toBe(true)
		expect(allowed(text, '/page')).toBe(true)
		expect(allowed('User-agent: *\nDisallow:', '/anything')).toBe(true)
	})

	test('* matches any run of characters and a final $ anchors the end', () => {
		const text = 'User-agent: *\nDisallow: /*.pdf$\nDisallow: /*?session=\nAllow: /fish*.php'
		expect(allowed(text, '/files/job.pdf')).toBe(false)
		expect(allowed(text, '/files/job.pdf?x=1')).toBe(true)
		expect(allowed(text, '/jobs?session=abc')).toBe(false)
		expect(allowed(text, '/jobs?page=2')).toBe(true)
		expect(allowed('User-agent: *\nDisallow: /\nAllow: /$', '/')).toBe(true)
		expect(allowed('User-agent: *\nDisallow: /\nAllow: /$', '/jobs')).toBe(false)
	})

	test('robots.txt itself is always allowed, and the file may use CRLF and odd case', () => {
		expect(allowed('USER-AGENT: *\r\nDISALLOW: /', '/robots.txt')).toBe(true)
		expect(allowed('USER-AGENT: *\r\nDISALLOW: /', '/jobs')).toBe(false)
	})
})
