import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { completePublicCaching, entityTag, ifNoneMatchHas, PUBLIC_PAGE_CACHE_CONTROL } from './http-cache.server.ts'

const encode = (text: string) => new TextEncoder().encode(text)

/** A rendered page as entry.server.tsx sends it: the nonce in the CSP header and in the body. */
function renderedPage(nonce: string, headers: Record<string, string> = {}) {
	return new Response(`<html><script nonce="${nonce}">start()</script><p>Job Results (4)</p></html>`, {
		headers: {
			'Content-Type': 'text/html; charset=utf-8',
			'Content-Security-Policy': `default-src 'self'; script-src 'nonce-${nonce}' 'strict-dynamic'`,
			'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL,
			...headers,
		},
	})
}

const get = (headers: Record<string, string> = {}) => new Request('http://localhost:3000/', { headers })

describe('completePublicCaching', () => {
	test('two renders differing only in their nonce share one weak ETag; the 304 repeats no CSP', async () => {
		const first = await completePublicCaching(get(), renderedPage('bm9uY2Ux'))
		const second = await completePublicCaching(get(), renderedPage('c2Vjb25k'))
		expect(first.headers.get('ETag')).toMatch(/^W\//)
		expect(second.headers.get('ETag')).toBe(first.headers.get('ETag'))
		expect(await first.text()).not.toContain('nonce=')

		const notModified = await completePublicCaching(
			get({ 'If-None-Match': first.headers.get('ETag')! }),
			renderedPage('dGhpcmQ='),
		)
		expect(notModified.status).toBe(304)
		expect(notModified.headers.get('Content-Security-Policy')).toBeNull()
		expect(notModified.headers.get('Vary')).toBe('Cookie, Accept-Encoding')
		expect(notModified.body).toBeNull()
	})

	test('a page a shared cache keeps carries no nonce: its inline scripts are allowed by their hashes', async () => {
		const page = await completePublicCaching(get(), renderedPage('bm9uY2Ux'))
		const csp = page.headers.get('Content-Security-Policy')!
		expect(csp).not.toContain('nonce')
		expect(csp).not.toContain('strict-dynamic')
		const hash = createHash('sha256').update('start()').digest('base64')
		expect(csp).toContain(`script-src 'self' 'sha256-${hash}' `)
		expect(await page.text()).toBe('<html><script>start()</script><p>Job Results (4)</p></html>')

		// HEAD is rendered as GET, with a nonce of its own: it gets the GET's CSP and ETag, and is not kept.
		const kept: unknown[] = []
		const head = await completePublicCaching(
			new Request('http://localhost:3000/', { method: 'HEAD' }),
			renderedPage('b3RoZXI='),
			(stored) => kept.push(stored),
		)
		expect(head.headers.get('Content-Security-Policy')).toBe(csp)
		expect(head.headers.get('ETag')).toBe(page.headers.get('ETag'))
		expect(kept).toEqual([])
	})

	test('a different body gets a different ETag', () => {
		expect(entityTag(encode('<p>Job Results (4)</p>'))).not.toBe(entityTag(encode('<p>Job Results (5)</p>')))
	})

	test('a response setting a cookie belongs to one visitor: private and no ETag', async () => {
		const response = await completePublicCaching(
			get(),
			renderedPage('bm9uY2Ux', { 'Set-Cookie': 'toast=; Max-Age=0; Path=/' }),
		)
		expect(response.headers.get('Cache-Control')).toBe('private, no-store')
		expect(response.headers.get('ETag')).toBeNull()
	})

	test('errors are not shared; responses without the public opt-in are left alone', async () => {
		const error = await completePublicCaching(
			get(),
			new Response('Oops', { status: 500, headers: { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL } }),
		)
		expect(error.headers.get('Cache-Control')).toBe('no-cache')
		const plain = new Response('hello', { headers: { 'Cache-Control': 'no-cache' } })
		expect(await completePublicCaching(get(), plain)).toBe(plain)
		expect(plain.headers.get('ETag')).toBeNull()
	})

	test('an existing Vary keeps its fields', async () => {
		const response = await completePublicCaching(
			get(),
			renderedPage('bm9uY2Ux', { Vary: 'Accept-Language, accept-encoding' }),
		)
		expect(response.headers.get('Vary')).toBe('Accept-Language, accept-encoding, Cookie')
	})
})

describe('ifNoneMatchHas', () => {
	test('weak comparison over a list, and *', () => {
		expect(ifNoneMatchHas('W/"abc"', 'W/"abc"')).toBe(true)
		expect(ifNoneMatchHas('"abc"', 'W/"abc"')).toBe(true)
		expect(ifNoneMatchHas('"x", W/"abc"', 'W/"abc"')).toBe(true)
		expect(ifNoneMatchHas('*', 'W/"abc"')).toBe(true)
		expect(ifNoneMatchHas('W/"abd"', 'W/"abc"')).toBe(false)
		expect(ifNoneMatchHas(null, 'W/"abc"')).toBe(false)
	})
})
