import { expect, test } from 'vitest'
import { bypassesPageCache, carriesOwnCookie, pageKeyOf, preferredEncoding, variantKeyOf, varyOf } from './page-key.ts'

test('a page is keyed by host, path and its parameters in name order, empty ones dropped', () => {
	const key = pageKeyOf('LOCALHOST:3000', '/?search=warehouse&location=&jobType=Full-time&jobType=Part-time')
	expect(key).toBe('localhost:3000/?jobType=Full-time&jobType=Part-time&search=warehouse')
	// The listing's form sends every field; the same search in another order or spelling is the same page.
	expect(pageKeyOf('localhost:3000', '/?search=warehouse&jobType=Full-time&sort=&jobType=Part-time')).toBe(key)
	expect(pageKeyOf('localhost:3000', '/?search=warehouse&jobType=Part-time&jobType=Full-time')).not.toBe(key)
	expect(pageKeyOf('localhost:3000', '/?search=warehouse%20staff')).toBe(
		pageKeyOf('localhost:3000', '/?search=warehouse+staff'),
	)
	expect(pageKeyOf('localhost:3000', '/?')).toBe('localhost:3000/')
	expect(pageKeyOf('localhost:3000', '/jobs/12')).not.toBe(pageKeyOf('localhost:3000', '/jobs/13'))
	expect(pageKeyOf('localhost:3000', '/pricing')).not.toBe(pageKeyOf('example.com', '/pricing'))
})

test('a page that varies by a header is kept once per value of it; Cookie and Accept-Encoding never count', () => {
	expect(varyOf('Cookie, Accept-Encoding, Referer')).toEqual(['referer'])
	expect(varyOf('Cookie')).toEqual([])
	expect(varyOf(null)).toEqual([])
	const fromListing = variantKeyOf('page', ['referer'], () => 'http://localhost:3000/?search=cook')
	const fromElsewhere = variantKeyOf('page', ['referer'], () => 'https://search.example/')
	const direct = variantKeyOf('page', ['referer'], () => null)
	expect(new Set([fromListing, fromElsewhere, direct]).size).toBe(3)
	expect(variantKeyOf('page', [], () => 'anything')).toBe('page')
})

test('a bearer token, our session or toast cookie, or any method but GET bypasses the cache', () => {
	const headers =
		(values: Record<string, string>) =>
		(name: string): string | undefined =>
			values[name]
	expect(bypassesPageCache('GET', headers({}))).toBe(false)
	expect(bypassesPageCache('GET', headers({ cookie: 'theme=dark; _ga=GA1.2' }))).toBe(false)
	expect(bypassesPageCache('GET', headers({ authorization: 'Bearer abc' }))).toBe(true)
	expect(bypassesPageCache('GET', headers({ cookie: 'theme=dark; session=s%3Aabc' }))).toBe(true)
	expect(bypassesPageCache('GET', headers({ cookie: '__Host-session=abc' }))).toBe(true)
	expect(bypassesPageCache('GET', headers({ cookie: 'toast=eyJ0aXRsZSI6Ik9rIn0' }))).toBe(true)
	expect(bypassesPageCache('GET', headers({ cookie: '__Host-toast=x' }))).toBe(true)
	expect(bypassesPageCache('HEAD', headers({}))).toBe(true)
	expect(bypassesPageCache('POST', headers({}))).toBe(true)
	expect(carriesOwnCookie('sessionid=1; my-toast=2')).toBe(false)
})

test('the encoding sent is Brotli, else gzip, as the client accepts, else none', () => {
	expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br')
	expect(preferredEncoding('gzip, deflate')).toBe('gzip')
	expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
	expect(preferredEncoding('*')).toBe('br')
	expect(preferredEncoding('identity')).toBe('identity')
	expect(preferredEncoding(undefined)).toBe('identity')
})
