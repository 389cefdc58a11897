import { config } from './config.server.ts'

/**
 * Stripe.js and its Payment Element, as Stripe documents them for a Content-Security-Policy:
 * the script and its frames from js.stripe.com, 3-D Secure from hooks.stripe.com, API calls
 * to api.stripe.com and fraud signals to m.stripe.network. They are allowed on every page, not
 * only /payment, because the app moves there without a new document (after the post-job
 * form with JavaScript on) and a document keeps the policy it was loaded with.
 */
const STRIPE = {
	script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
	frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://m.stripe.network'],
	connect: ['https://api.stripe.com', 'https://m.stripe.network'],
	img: ['https://*.stripe.com'],
}

/**
 * The Content-Security-Policy of an HTML document: rendered with a nonce, or, for a page a shared
 * cache may keep, with the hashes of its inline scripts (decision 105: a cached nonce would be
 * every visitor's). Browsers that understand 'strict-dynamic' ignore the host list in script-src
 * and trust only the nonce (and scripts those add, such as @stripe/stripe-js adding Stripe.js);
 * the hosts are for older ones. With hashes there is no 'strict-dynamic': it would refuse the
 * app's own modules imported by a hash-matched inline script (only a nonce is passed on to
 * imports), so 'self' and Stripe's hosts list where scripts may come from.
 */
export function contentSecurityPolicy(scripts: string | { hashes: readonly string[] }) {
	const scriptSrc =
		typeof scripts === 'string'
			? `'nonce-${scripts}' 'strict-dynamic'`
			: ["'self'", ...scripts.hashes.map((hash) => `'sha256-${hash}'`)].join(' ')
	return [
		"default-src 'self'",
		`script-src ${scriptSrc} ${STRIPE.script.join(' ')}`,
		"style-src 'self' 'unsafe-inline'",
		`img-src 'self' data: ${STRIPE.img.join(' ')}`,
		// The video pitch recorder plays back its recording from a blob: URL before it is uploaded.
		"media-src 'self' blob:",
		"font-src 'self'",
		`connect-src 'self' ${STRIPE.connect.join(' ')}`,
		`frame-src ${STRIPE.frame.join(' ')}`,
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
