import { expect, test } from 'vitest'
import { domainTrust } from './trust.ts'

const verified = new Date('2026-11-20T09:00:00Z')
const brightwire = { email: 'hiring@brightwire.co.uk', emailVerifiedAt: verified }

test.each([
	['https://brightwire.co.uk/careers', true],
	['https://www.brightwire.co.uk/jobs/feed.xml', true],
	['http://careers.brightwire.co.uk/job-sitemap.xml', true],
	['https://BrightWire.CO.UK./careers', true],
	['https://brightwire.co.uk:8443/careers', true],
	['https://notbrightwire.co.uk/careers', false],
	['https://brightwire.co.uk.example/careers', false],
	['https://co.uk/careers', false],
	['ftp://brightwire.co.uk/jobs.xml', false],
	['not a url', false],
])('%s on brightwire.co.uk: %s', (url, trusted) => {
	expect(domainTrust(url, brightwire)).toBe(trusted)
})

test('an address not yet verified proves nothing', () => {
	expect(domainTrust('https://brightwire.co.uk/careers', { ...brightwire, emailVerifiedAt: null })).toBe(false)
})

test.each([
	['recruiter@gmail.com', 'https://gmail.com/jobs'],
	['recruiter@googlemail.com', 'https://mail.googlemail.com/jobs'],
	['recruiter@outlook.com', 'https://outlook.com/careers'],
	['recruiter@hotmail.co.uk', 'https://hotmail.co.uk/careers'],
	['recruiter@yahoo.co.uk', 'https://yahoo.co.uk/careers'],
	['recruiter@yahoo.com', 'https://jobs.yahoo.com/careers'],
	['recruiter@icloud.com', 'https://icloud.com/careers'],
	['recruiter@btinternet.com', 'https://btinternet.com/careers'],
])('a free-mail address (%s) never vouches for %s', (email, url) => {
	expect(domainTrust(url, { email, emailVerifiedAt: verified })).toBe(false)
})

test('a company whose name starts like a free-mail brand is still its own domain', () => {
	const live = { email: 'jobs@livewire-electrical.co.uk', emailVerifiedAt: verified }
	expect(domainTrust('https://livewire-electrical.co.uk/careers', live)).toBe(true)
	const outlook = { email: 'jobs@outlook.warrington-consulting.co.uk', emailVerifiedAt: verified }
	expect(domainTrust('https://outlook.warrington-consulting.co.uk/jobs.xml', outlook)).toBe(true)
})

test.each([
	'https://boards.greenhouse.io/brightwire',
	'https://boards-api.greenhouse.io/v1/boards/brightwire/jobs?content=true',
	'https://jobs.lever.co/brightwire',
	'https://apply.workable.com/brightwire/',
])('a board hosted by an applicant-tracking system (%s) needs an admin', (url) => {
	expect(domainTrust(url, brightwire)).toBe(false)
	// Not even for the system's own staff: every customer's board lives under the same domain.
	expect(domainTrust(url, { email: 'talent@greenhouse.io', emailVerifiedAt: verified })).toBe(false)
	expect(domainTrust(url, { email: 'talent@lever.co', emailVerifiedAt: verified })).toBe(false)
})

test.each([
	['https://127.0.0.1/careers', 'jobs@127.0.0.1'],
	['https://[::1]/careers', 'jobs@[::1]'],
	['https://localhost/careers', 'jobs@localhost'],
])('an address without a domain (%s) is nobody’s', (url, email) => {
	expect(domainTrust(url, { email, emailVerifiedAt: verified })).toBe(false)
})

test('a malformed mail address trusts nothing', () => {
	expect(domainTrust('https://brightwire.co.uk/', { email: 'brightwire.co.uk', emailVerifiedAt: verified })).toBe(false)
	expect(domainTrust('https://brightwire.co.uk/', { email: '@brightwire.co.uk', emailVerifiedAt: verified })).toBe(
		false,
	)
})
