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
	/** Attempts at delivering one mail before it is marked failed in the outbox. */
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
	/** How many jobs of one queue a worker takes at each fetch (decision 185). */
	get queueBatchSize() {
		return setting('QUEUE_BATCH_SIZE')
	},
	/** How many fetches of one queue (mail, say) a worker process runs at once; also its SMTP connections. */
	get queueConcurrency() {
		return setting('QUEUE_CONCURRENCY')
	},
	/** How long after a posting the instant alerts' sweep runs: the postings in between share it (decision 185). */
	get instantAlertWaitSeconds() {
		return setting('INSTANT_ALERT_WAIT_SECONDS')
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
	/** The most the rendered-page cache holds, in megabytes; 0 turns it off. */
	get pageCacheMb() {
		return setting('PAGE_CACHE_MB')
	},
	/** The rendering mechanisms turned off, none by default (app/platform/render/README.md). */
	get renderOff() {
		return setting('RENDER_OFF')
	},
	/** How long a slow insight waits for its new figures before the previous ones stand in. */
	get insightsStaleWaitMs() {
		return setting('INSIGHTS_STALE_WAIT_MS')
	},
	/** Origins of API clients whose pages may call /api across origins (CORS); none by default. */
	get corsOrigins() {
		return setting('CORS_ORIGINS')
	},
	/** Where new files' bytes go: PostgreSQL's stored_file table (the default) or an S3 bucket. */
	get fileStorage() {
		return setting('FILE_STORAGE_URL')
	},
	/**
	 * How to reach the S3-compatible service that holds files. A service other than AWS (an endpoint
	 * is set) is addressed path-style (http://host/bucket/key), which every such service accepts;
	 * without keys the AWS SDK looks for credentials itself (an instance role, a profile).
	 */
	get s3() {
		const endpoint = setting('S3_ENDPOINT') ?? setting('AWS_ENDPOINT_URL_S3')
		const accessKeyId = setting('AWS_ACCESS_KEY_ID')
		const secretAccessKey = setting('AWS_SECRET_ACCESS_KEY')
		return {
			endpoint,
			region: setting('AWS_REGION') ?? 'us-east-1',
			forcePathStyle: setting('S3_FORCE_PATH_STYLE') ?? endpoint !== undefined,
			credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
		}
	},
	/**
	 * The Google service account that notifies the Indexing API when a job is posted, changed or
	 * ended; unset (the default) sends nothing (decision 210).
	 */
	get googleIndexingCredentials() {
		return setting('GOOGLE_INDEXING_CREDENTIALS')
	},
	/** Where Indexing API notifications go: Google's publish URL, or a stand-in in tests. */
	get googleIndexingEndpoint() {
		return setting('GOOGLE_INDEXING_ENDPOINT')
	},
	/** Where the daily backup goes (a folder or s3://bucket/prefix); unset, there is none (decision 218). */
	get backupTarget() {
		return setting('BACKUP_TARGET')
	},
	/** How many complete backups the daily one keeps in BACKUP_TARGET. */
	get backupKeep() {
		return setting('BACKUP_KEEP')
	},
	/** When the daily backup runs (cron, Europe/London). */
	get backupCron() {
		return setting('BACKUP_CRON')
	},
	/**
	 * How long data is kept (decisions 222, 223): applications after their job closes, job views and
	 * saves after the last, and accounts unused this long, warned `warningDays` before deletion.
	 * The privacy page states these values.
	 */
	get retention() {
		return {
			applicationMonths: setting('RETENTION_APPLICATION_MONTHS'),
			activityMonths: setting('RETENTION_ACTIVITY_MONTHS'),
			inactiveAccountMonths: setting('RETENTION_INACTIVE_ACCOUNT_MONTHS'),
			warningDays: setting('RETENTION_WARNING_DAYS'),
		}
	},
	/** How many proxies in front of the app to trust in X-Forwarded-For (0: none). */
	get trustProxy() {
		return setting('TRUST_PROXY')
	},
}

export const SITE_NAME = 'Warrington Jobs'
