import { describe, expect, test } from 'vitest'
import { safeRedirect } from './safe-redirect.ts'

const ORIGIN = 'https://jobs.example.co.uk'

describe('safeRedirect', () => {
	test.each([
		// Good paths come back as they are, query and hash included.
		['/jobs/12?x=1', '/jobs/12?x=1'],
		['/?search=warehouse&sort=newest#jobs', '/?search=warehouse&sort=newest#jobs'],
		['/employee-dashboard?tab=saved', '/employee-dashboard?tab=saved'],
		// ... normalised: dot segments resolved, spaces and non-ASCII percent-encoded.
		['/a/../jobs?q=a b#é', '/jobs?q=a%20b#%C3%A9'],
		// Our own origin written out in full is allowed and becomes its path.
		[`${ORIGIN}/ok?x=1#y`, '/ok?x=1#y'],
		[`${ORIGIN}`, '/'],
		// Other origins, and our host on another scheme or port.
		['https://evil.com/', '/home'],
		['http://evil.com', '/home'],
		['http://jobs.example.co.uk/ok', '/home'],
		['https://jobs.example.co.uk:8443/ok', '/home'],
		['https://jobs.example.co.uk.evil.com/', '/home'],
		['https://jobs.example.co.uk@evil.com/', '/home'],
		// Protocol-relative, and the backslash forms browsers read as slashes.
		['//evil.com', '/home'],
		['///evil.com', '/home'],
		['/\\evil.com', '/home'],
		['\\\\evil.com', '/home'],
		['/\\/evil.com', '/home'],
		// Tabs, CR and LF, which browsers drop before resolving.
		['/\t/evil.com', '/home'],
		['/\r/evil.com', '/home'],
		['/\n/evil.com', '/home'],
		['/\r\n/evil.com', '/home'],
		['\t//evil.com', '/home'],
		// A path that would resolve to `//host`.
		['/.//evil.com', '/home'],
		['/..//evil.com', '/home'],
		[`${ORIGIN}//evil.com`, '/home'],
		// Encoded forms stay encoded, inside our own path: never a host, never a header break.
		['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
		['/%09/evil.com', '/%09/evil.com'],
		['/%0d%0aSet-Cookie:x=1', '/%0d%0aSet-Cookie:x=1'],
		['/%5Cevil.com', '/%5Cevil.com'],
		// Other schemes and text that is not a path.
		['javascript:alert(1)', '/home'],
		['JavaScript:alert(1)', '/home'],
		[' javascript:alert(1)', '/home'],
		['data:text/html,<script>alert(1)</script>', '/home'],
		['jobs', '/home'],
		['evil.com', '/home'],
		['', '/home'],
		[undefined, '/home'],
		[null, '/home'],
		[42, '/home'],
	])('%j goes to %j', (input, expected) => {
		expect(safeRedirect(input, '/home', ORIGIN)).toBe(expected)
	})

	test('what comes back carries no tab, CR, LF or backslash, whatever came in', () => {
		const hostile = ['/a\tb', '/a\r\nb', '/a\\b', '/ok?x=\r\ny', '/ok#\t\n']
		for (const input of hostile) {
			expect(safeRedirect(input, '/home', ORIGIN)).not.toMatch(/[\t\r\n\\]/)
		}
	})
})
