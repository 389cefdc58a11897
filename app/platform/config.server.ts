/** Settings read from the environment; see the README for each variable. */
export const config = {
	get isProduction() {
		return process.env.NODE_ENV === 'production'
	},
	/** The public origin, used for links in mail and to decide on Secure cookies and HSTS. */
	get appOrigin() {
		return (process.env.APP_ORIGIN ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '')
	},
	/** A site served only on this machine (`npm start` without APP_ORIGIN). */
	get isLocalOrigin() {
		const host = new URL(this.appOrigin).hostname
		return host === 'localhost' || host === '127.0.0.1' || host === '[::1]'
	},
	get isHttps() {
		return this.appOrigin.startsWith('https://')
	},
	get smtpUrl() {
		return process.env.SMTP_URL || undefined
	},
	get mailFrom() {
		return process.env.MAIL_FROM ?? 'Warrington Jobs <no-reply@warringtonjobs.co.uk>'
	},
	/** Multiplies every rate limit; the browser tests raise it, since all their requests share one address. */
	get rateLimitFactor() {
		const factor = Number(process.env.RATE_LIMIT_FACTOR ?? 1)
		return Number.isFinite(factor) && factor > 0 ? factor : 1
	},
	/** Stripe's secret key (sk_test_...): with the publishable key, card payments for sponsorships are on. */
	get stripeSecretKey() {
		return process.env.STRIPE_SECRET_KEY || undefined
	},
	/** Stripe's publishable key (pk_test_...), handed to Stripe.js on the payment page. */
	get stripePublishableKey() {
		return process.env.STRIPE_PUBLISHABLE_KEY || undefined
	},
	/** The signing secret (whsec_...) of the webhook endpoint /api/stripe/webhook. */
	get stripeWebhookSecret() {
		return process.env.STRIPE_WEBHOOK_SECRET || undefined
	},
	/**
	 * Tests only: where the Stripe client sends its API calls instead of https://api.stripe.com
	 * (a local stand-in answering like Stripe's HTTP API).
	 */
	get stripeApiBase() {
		return process.env.STRIPE_API_BASE || undefined
	},
	/** Origins of API clients whose pages may call /api across origins (CORS, decision 104); none by default. */
	get corsOrigins() {
		return (process.env.CORS_ORIGINS ?? '')
			.split(',')
			.map((origin) => origin.trim().replace(/\/+$/, ''))
			.filter(Boolean)
	},
	/** Trust X-Forwarded-For from a proxy in front of the app. */
	get trustProxy() {
		return process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true'
	},
}

export const SITE_NAME = 'Warrington Jobs'
