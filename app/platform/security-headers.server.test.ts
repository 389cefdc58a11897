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
		// The same from the page's bytes (the entry's whole render), whatever characters the scripts hold.
		expect(inlineScriptHashes(Buffer.from(html))).toEqual([sha('a()'), sha('import "/x.js"; é()')])
		const page = '<p>café ✓</p><script>x("€ ✓ 𝄞")</script><script data-é="ü">y()</script>'
		expect(inlineScriptHashes(Buffer.from(page))).toEqual(inlineScriptHashes(page))
	})
})
