import { setting } from './config-schema.server.ts'

/**
 * Settings read from the environment; see the README for each variable. Each is read when used, by the
 * rules of config-schema.server.ts, which server/main.ts has already checked for all of them at start-up.
 */
export const config = {
	get isProduction() {
		return setting('NODE_ENV') === 'production'
	},
	/** The public origin, used for links in mail and to decide on Secure cookies and HSTS. */
	get appOrigin() {
		return (setting('APP_ORIGIN') ?? `http://localhost:${setting('PORT')}`).replace(/\/$/, '')
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
		return setting('SMTP_URL')
	},
	get mailFrom() {
		return setting('MAIL_FROM')
	},
	/** The site's own inbox: contact messages and partnership enquiries are mailed here. */
	get siteInboxEmail() {
		return setting('SITE_INBOX_EMAIL')
	},
	/** Attempts at delivering one mail before it is marked failed in the outbox (decision 155). */
	get mailMaxAttempts() {
		return setting('MAIL_MAX_ATTEMPTS')
	},
	/** Seconds before a failed mail's first retry; each later retry waits about twice as long, at most an hour. */
	get mailRetryDelaySeconds() {
		return setting('MAIL_RETRY_DELAY_SECONDS')
	},
	/** Whether the app process runs the background queue's worker too (`npm run worker` runs it alone). */
	get queueWorker() {
		return setting('QUEUE_WORKER')
	},
	/** Multiplies every rate limit; the browser tests raise it, since all their requests share one address. */
	get rateLimitFactor() {
		return setting('RATE_LIMIT_FACTOR')
	},
	/** Stripe's secret key (sk_test_...): with the publishable key, card payments for sponsorships are on. */
	get stripeSecretKey() {
		return setting('STRIPE_SECRET_KEY')
	},
	/** Stripe's publishable key (pk_test_...), handed to Stripe.js on the payment page. */
	get stripePublishableKey() {
		return setting('STRIPE_PUBLISHABLE_KEY')
	},
	/** The signing secret (whsec_...) of the webhook endpoint /api/stripe/webhook. */
	get stripeWebhookSecret() {
		return setting('STRIPE_WEBHOOK_SECRET')
	},
	/**
	 * Tests only: where the Stripe client sends its API calls instead of https://api.stripe.com
	 * (a local stand-in answering like Stripe's HTTP API).
	 */
	get stripeApiBase() {
		return setting('STRIPE_API_BASE')
	},
	/** Connections per app instance. */
	get databasePoolSize() {
		return setting('DATABASE_POOL_SIZE')
	},
	/** How long a process reuses a search's results while no job changes; 0 turns it off. */
	get listingCacheSeconds() {
		return setting('LISTING_CACHE_SECONDS')
	},
	/** The most the rendered-page cache holds, in megabytes; 0 turns it off (decision 167). */
	get pageCacheMb() {
		return setting('PAGE_CACHE_MB')
	},
	/** How long a slow insight waits for its new figures before the previous ones stand in (decision 142). */
	get insightsStaleWaitMs() {
		return setting('INSIGHTS_STALE_WAIT_MS')
	},
	/** Origins of API clients whose pages may call /api across origins (CORS, decision 104); none by default. */
	get corsOrigins() {
		return setting('CORS_ORIGINS')
	},
	/** Trust X-Forwarded-For from a proxy in front of the app. */
	get trustProxy() {
		return setting('TRUST_PROXY')
	},
}

export const SITE_NAME = 'Warrington Jobs'
