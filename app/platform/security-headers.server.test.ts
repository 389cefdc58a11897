import { describe, expect, test } from 'vitest'
import { contentSecurityPolicy } from './security-headers.server.ts'

describe('the Content-Security-Policy', () => {
	test('a no-store page trusts its nonce and what it adds', () => {
		expect(contentSecurityPolicy('abc')).toContain("script-src 'nonce-abc' 'strict-dynamic' https://js.stripe.com")
	})

	test('a cacheable page lists its inline scripts by hash, and this site and Stripe for files', () => {
		const policy = contentSecurityPolicy({ hashes: ['AAA=', 'BBB='] })
		expect(policy).toContain("script-src 'self' 'sha256-AAA=' 'sha256-BBB=' https://js.stripe.com")
		expect(policy).not.toMatch(/nonce|strict-dynamic/)
	})
})
