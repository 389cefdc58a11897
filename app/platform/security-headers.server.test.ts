import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers.server.ts'

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')

describe('the Content-Security-Policy', () => {
	test('a no-store page trusts its nonce and what it adds', () => {
		expect(contentSecurityPolicy('abc')).toContain("script-src 'nonce-abc' 'strict-dynamic' https://js.stripe.com")
	})

	test('a cacheable page lists its inline scripts by hash, and this site and Stripe for files', () => {
		const policy = contentSecurityPolicy({ hashes: ['AAA=', 'BBB='] })
		expect(policy).toContain("script-src 'self' 'sha256-AAA=' 'sha256-BBB=' https://js.stripe.com")
		expect(policy).not.toMatch(/nonce|strict-dynamic/)
	})

	test('inline scripts are hashed as written, each once; scripts with src are not', () => {
		const html =
			'<script>a()</script><script type="module">import "/x.js"; é()</script>' +
			'<script src="/assets/y.js"></script><SCRIPT>a()</SCRIPT >'
		expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('import "/x.js"; é()')])
		// The same from the page's bytes read as Latin-1 (the entry's whole render), whatever characters the scripts hold.
		const latin1 = (text: string) => Buffer.from(text).toString('latin1')
		expect(inlineScriptHashes(latin1(html), 'latin1')).toEqual([sha('a()'), sha('import "/x.js"; é()')])
		const page = '<p>café ✓</p><script>x("€ ✓ 𝄞")</script><script data-é="ü">y()</script>'
		expect(inlineScriptHashes(latin1(page), 'latin1')).toEqual(inlineScriptHashes(page))
	})
})
