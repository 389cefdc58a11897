import { config } from './config.server.ts'

/** The Content-Security-Policy of an HTML document rendered with this nonce. */
export function contentSecurityPolicy(nonce: string) {
	return [
		"default-src 'self'",
		`script-src 'nonce-${nonce}' 'strict-dynamic'`,
		"style-src 'self' 'unsafe-inline'",
		"img-src 'self' data:",
		// The video pitch recorder plays back its recording from a blob: URL before it is uploaded.
		"media-src 'self' blob:",
		"font-src 'self'",
		"connect-src 'self'",
		"object-src 'none'",
		"base-uri 'none'",
		"frame-ancestors 'none'",
		"form-action 'self'",
	].join('; ')
}

/** Headers every response carries; a route's own Referrer-Policy (the reset page) wins. */
export function applySecurityHeaders(headers: Headers) {
	headers.set('X-Content-Type-Options', 'nosniff')
	if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
	if (config.isHttps) headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
}
