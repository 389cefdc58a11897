// The environment variables the app reads, each with its rule and default, checked once when the
// server starts (server/main.ts) so that a bad value stops start-up with one line naming it instead
// of surfacing later as a NaN (decision 102). The README's Configuration table lists them.
import { readFileSync } from 'node:fs'
import { z } from 'zod'

const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true')
/** A comma-separated list's entries, trimmed, empty ones dropped. */
const commaList = (value: string) => value.split(',').flatMap((entry) => entry.trim() || [])
const url = (protocols: string[]) => z.url({ protocol: new RegExp(`^(${protocols.join('|')})$`), hostname: /.+/ })

/** Where new files' bytes go: PostgreSQL's stored_file table, or an S3 bucket under a prefix. */
type FileStorage = { kind: 'postgres' } | { kind: 's3'; bucket: string; prefix: string }

/** S3's bucket naming rules (3-63 lowercase letters, digits, dots and dashes); the prefix is a key path. */
const S3_STORAGE = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/([\w!\-.*'()/]*))?$/
const fileStorage = z.string().transform((value, context): FileStorage => {
	if (/^postgres(ql)?:?$/.test(value)) return { kind: 'postgres' }
	const match = S3_STORAGE.exec(value)
	const prefix = (match?.[2] ?? '').replace(/^\/+|\/+$/g, '')
	if (!match || prefix.split('/').some((part) => part === '.' || part === '..' || (prefix && !part))) {
		context.addIssue({ code: 'custom', message: 'not a file storage URL' })
		return z.NEVER
	}
	return { kind: 's3', bucket: match[1]!, prefix: prefix ? `${prefix}/` : '' }
})

/** What the Indexing API's client needs of a Google service account's key file (decision 210). */
const ServiceAccountSchema = z.object({
	client_email: z.email(),
	private_key: z.string().includes('PRIVATE KEY'),
	/** Where its tokens come from; Google's own unless a stand-in is named (tests). */
	token_uri: url(['http', 'https']).optional(),
})
export type ServiceAccount = z.output<typeof ServiceAccountSchema>

/** A service account's JSON key, given inline (it starts with `{`) or as the path of its file. */
const serviceAccount = z.string().transform((value, context): ServiceAccount => {
	const inline = value.trim().startsWith('{')
	let parsed: unknown
	try {
		parsed = JSON.parse(inline ? value : readFileSync(value.trim(), 'utf8'))
	} catch {
		context.addIssue({ code: 'custom', message: inline ? 'not JSON' : 'not a readable JSON file' })
		return z.NEVER
	}
	const result = ServiceAccountSchema.safeParse(parsed)
	if (!result.success) {
		context.addIssue({ code: 'custom', message: 'not a service account key' })
		return z.NEVER
	}
	return result.data
})

/**
 * The rendering mechanisms RENDER_OFF may turn off, each on by default (app/platform/render/README.md,
 * decision 181). The two caches have their own switch, their size: PAGE_CACHE_MB=0, LISTING_CACHE_SECONDS=0.
 */
const RENDER_MECHANISMS = [
	'whole-page',
	'deferred-hydration',
	'island',
	'delegated-navigation',
	'personal-parts',
] as const
export type RenderMechanism = (typeof RENDER_MECHANISMS)[number]

const envSchema = z.object({
	NODE_ENV: z.enum(['production', 'development', 'test']).optional(),
	PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
	HOST: z.string().trim().min(1).default('0.0.0.0'),
	DATABASE_URL: url(['postgres', 'postgresql']).optional(),
	DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
	EMBEDDED_POSTGRES_DIR: z.string().optional(),
	EMBEDDED_DATABASE_NAME: z.string().max(63).optional(),
	SEED_DEMO: flag.default(false),
	APP_ORIGIN: url(['http', 'https'])
		.refine((value) => URL.canParse(value) && new URL(value).origin === value.replace(/\/$/, ''))
		.optional(),
	RATE_LIMIT_FACTOR: z.coerce.number().positive().max(1e9).default(1),
	LISTING_CACHE_SECONDS: z.coerce.number().min(0).max(86_400).default(30),
	INSIGHTS_STALE_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(200),
	// How many proxies in front add to X-Forwarded-For: the client is the address the outermost of
	// them saw, counted from the right, since a client can write anything to the left (§22.55).
	TRUST_PROXY: z
		.union([
			z.enum(['true', 'false']).transform((value) => (value === 'true' ? 1 : 0)),
			z.coerce.number().int().min(0).max(10),
		])
		.default(0),
	// Server processes on this machine sharing its port (node:cluster); 1 = the one process itself.
	WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
	PAGE_CACHE_MB: z.coerce.number().min(0).max(65_536).default(64),
	PAGE_CACHE_STATS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
	RENDER_OFF: z
		.string()
		.transform(commaList)
		.pipe(z.array(z.enum(RENDER_MECHANISMS)))
		.default([]),
	SMTP_URL: url(['smtp', 'smtps']).optional(),
	MAIL_FROM: z.string().trim().min(3).default('Warrington Jobs <no-reply@warringtonjobs.co.uk>'),
	SITE_INBOX_EMAIL: z.email().default('hello@warringtonjobs.co.uk'),
	MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
	MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
	QUEUE_WORKER: flag.default(true),
	// How long a SIGTERM may take before the process exits anyway with code 1 (decision 194).
	SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(20),
	QUEUE_BATCH_SIZE: z.coerce.number().int().min(1).max(500).default(20),
	QUEUE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
	INSTANT_ALERT_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
	STRIPE_SECRET_KEY: z
		.string()
		.regex(/^(sk|rk)_\w+$/)
		.optional(),
	STRIPE_PUBLISHABLE_KEY: z
		.string()
		.regex(/^pk_\w+$/)
		.optional(),
	STRIPE_WEBHOOK_SECRET: z
		.string()
		.regex(/^whsec_\w+$/)
		.optional(),
	STRIPE_API_BASE: url(['http', 'https']).optional(),
	BUILD_DIR: z.string().optional(),
	DEBUG_SQL: flag.default(false),
	DEBUG_POSTGRES: flag.default(false),
	CORS_ORIGINS: z
		.string()
		.transform((value) =>
			value
				.split(',')
				.map((origin) => origin.trim().replace(/\/+$/, ''))
				.filter(Boolean),
		)
		.pipe(z.array(z.string().refine((origin) => URL.canParse(origin) && new URL(origin).origin === origin)))
		.default([]),
	// The operator's metrics (decision 220): their own listener, or the main port behind a token.
	METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
	METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
	METRICS_TOKEN: z
		.string()
		.regex(/^[\w.~+/=-]{16,}$/)
		.optional(),
	LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).optional(),
	FILE_STORAGE_URL: fileStorage.default({ kind: 'postgres' }),
	S3_ENDPOINT: url(['http', 'https']).optional(),
	AWS_ENDPOINT_URL_S3: url(['http', 'https']).optional(),
	AWS_REGION: z
		.string()
		.regex(/^[a-z]{2,}(-[a-z0-9]+)+$|^auto$/)
		.optional(),
	AWS_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
	AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
	S3_FORCE_PATH_STYLE: flag.optional(),
	// Backups (decision 218): where the daily one goes (unset: none), how many are kept, when.
	BACKUP_TARGET: z
		.string()
		.trim()
		.regex(/^(s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[\w!\-.*'()/]*)?|[^:]+)$/)
		.optional(),
	BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
	BACKUP_CRON: z
		.string()
		.trim()
		.regex(/^[\d*/,-]+( [\d*/,-]+){4}$/)
		.default('30 2 * * *'),
	PG_DUMP: z.string().trim().min(1).optional(),
	GOOGLE_INDEXING_CREDENTIALS: serviceAccount.optional(),
	GOOGLE_INDEXING_ENDPOINT: url(['http', 'https']).default(
		'https://indexing.googleapis.com/v3/urlNotifications:publish',
	),
	// Retention (decisions 222, 223): how long data is kept; the privacy page states these values.
	RETENTION_APPLICATION_MONTHS: z.coerce.number().int().min(1).max(120).default(6),
	RETENTION_ACTIVITY_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
	RETENTION_INACTIVE_ACCOUNT_MONTHS: z.coerce.number().int().min(3).max(240).default(24),
	RETENTION_WARNING_DAYS: z.coerce.number().int().min(7).max(60).default(30),
	IMPORT_ALLOWED_HOSTS: z
		.string()
		.transform((value) => commaList(value.toLowerCase()))
		.pipe(z.array(z.string().regex(/^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/)))
		.default([]),
})

export type Env = z.output<typeof envSchema>
type Name = keyof typeof envSchema.shape

/** What each variable must be, in the words of the error line. */
const RULES: Record<Name, string> = {
	NODE_ENV: 'production, development or test',
	PORT: 'a whole number from 1 to 65535',
	HOST: 'an address to listen on, such as 0.0.0.0 or 127.0.0.1',
	DATABASE_URL: 'a PostgreSQL URL such as postgres://user:password@host:5432/database',
	DATABASE_POOL_SIZE: 'a whole number from 1 to 1000',
	EMBEDDED_POSTGRES_DIR: 'a folder',
	EMBEDDED_DATABASE_NAME: 'a database name of at most 63 characters',
	SEED_DEMO: '1 or 0 (true or false)',
	APP_ORIGIN: 'an origin such as https://jobs.example.co.uk (http or https, no path)',
	RATE_LIMIT_FACTOR: 'a number above 0',
	LISTING_CACHE_SECONDS: 'a number of seconds from 0 (off) to 86400',
	INSIGHTS_STALE_WAIT_MS: 'a whole number of milliseconds from 0 to 60000',
	TRUST_PROXY: 'the number of proxies in front of the app, 0 to 10 (true is 1, false 0)',
	WEB_CONCURRENCY: 'a whole number of server processes from 1 to 64',
	PAGE_CACHE_MB: 'a number of megabytes from 0 (off) to 65536',
	PAGE_CACHE_STATS_PORT: 'a whole number from 1 to 65535 (a port on 127.0.0.1)',
	RENDER_OFF: `a comma-separated list of ${RENDER_MECHANISMS.join(', ')} (the caches are PAGE_CACHE_MB=0 and LISTING_CACHE_SECONDS=0)`,
	SMTP_URL: 'an SMTP URL such as smtps://user:password@smtp.example.com:465',
	MAIL_FROM: 'a sender such as Warrington Jobs <no-reply@example.co.uk>',
	SITE_INBOX_EMAIL: 'an email address such as hello@example.co.uk',
	MAIL_MAX_ATTEMPTS: 'a whole number of attempts from 1 to 20',
	MAIL_RETRY_DELAY_SECONDS: 'a whole number of seconds from 1 to 3600',
	QUEUE_WORKER: '1 or 0 (true or false)',
	SHUTDOWN_TIMEOUT_SECONDS: 'a number of seconds from 1 to 600',
	QUEUE_BATCH_SIZE: 'a whole number of jobs from 1 to 500',
	QUEUE_CONCURRENCY: 'a whole number from 1 to 64',
	INSTANT_ALERT_WAIT_SECONDS: 'a whole number of seconds from 0 to 3600',
	STRIPE_SECRET_KEY: 'a Stripe secret key (sk_...)',
	STRIPE_PUBLISHABLE_KEY: 'a Stripe publishable key (pk_...)',
	STRIPE_WEBHOOK_SECRET: 'a Stripe webhook signing secret (whsec_...)',
	STRIPE_API_BASE: 'an http or https URL',
	BUILD_DIR: 'a folder',
	DEBUG_SQL: '1 or 0 (true or false)',
	DEBUG_POSTGRES: '1 or 0 (true or false)',
	CORS_ORIGINS: 'comma-separated origins such as https://app.example.co.uk (no paths)',
	METRICS_PORT: 'a whole number from 1 to 65535 (the port /metrics is served on, apart from the app)',
	METRICS_HOST: 'an address for the metrics listener to listen on, such as 127.0.0.1',
	METRICS_TOKEN: 'a token of at least 16 letters, digits or -._~+/= (sent as Authorization: Bearer ...)',
	LOG_LEVEL: 'trace, debug, info, warn, error, fatal or silent',
	FILE_STORAGE_URL:
		'postgres: (files in the database) or s3://bucket or s3://bucket/prefix (a bucket name of 3-63 lowercase letters, digits, dots and dashes)',
	S3_ENDPOINT: "the S3-compatible service's URL, such as https://s3.eu-west-2.amazonaws.com or http://127.0.0.1:9000",
	AWS_ENDPOINT_URL_S3: "the S3-compatible service's URL, such as http://127.0.0.1:9000",
	AWS_REGION: 'a region such as eu-west-2 (or auto)',
	AWS_ACCESS_KEY_ID: 'an access key id, set together with AWS_SECRET_ACCESS_KEY',
	AWS_SECRET_ACCESS_KEY: 'a secret access key, set together with AWS_ACCESS_KEY_ID',
	S3_FORCE_PATH_STYLE: '1 or 0 (true or false)',
	BACKUP_TARGET: 'a folder such as /var/backups/warrington-jobs or s3://bucket/prefix',
	BACKUP_KEEP: 'a whole number of backups from 1 to 1000',
	BACKUP_CRON: 'a cron expression of five fields, such as 30 2 * * * (Europe/London time)',
	PG_DUMP: 'the path of a pg_dump program, such as /usr/lib/postgresql/18/bin/pg_dump',
	GOOGLE_INDEXING_CREDENTIALS:
		"a Google service account's JSON key (with client_email and private_key), inline or the path of its file",
	GOOGLE_INDEXING_ENDPOINT:
		"the Indexing API's publish URL (https://indexing.googleapis.com/v3/urlNotifications:publish)",
	RETENTION_APPLICATION_MONTHS: 'a whole number of months from 1 to 120',
	RETENTION_ACTIVITY_MONTHS: 'a whole number of months from 1 to 120',
	RETENTION_INACTIVE_ACCOUNT_MONTHS: 'a whole number of months from 3 to 240',
	RETENTION_WARNING_DAYS: 'a whole number of days from 7 to 60',
	IMPORT_ALLOWED_HOSTS: 'comma-separated hosts or host:port pairs, such as 127.0.0.1:43123 or feeds.internal',
}

/** Values never repeated in an error line: they may hold passwords or keys. */
const SECRET: ReadonlySet<Name> = new Set([
	'DATABASE_URL',
	'SMTP_URL',
	'STRIPE_SECRET_KEY',
	'STRIPE_WEBHOOK_SECRET',
	'AWS_SECRET_ACCESS_KEY',
	'METRICS_TOKEN',
	'GOOGLE_INDEXING_CREDENTIALS',
] as const)

export class ConfigError extends Error {
	override name = 'ConfigError'
}

/** An empty variable (`PORT=`) counts as unset, as shells and .env files commonly mean it. */
const present = (value: string | undefined) => (value === '' ? undefined : value)

/** Every variable checked at once; throws a ConfigError with one line per bad variable. */
export function parseEnv(env: Record<string, string | undefined>): Env {
	const input = Object.fromEntries(Object.keys(envSchema.shape).map((name) => [name, present(env[name])]))
	const result = envSchema.safeParse(input)
	const names = result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.path[0] as Name))]
	// An access key is a pair: one half alone would fall back to other credentials, a mistake to say at once.
	const key = input.AWS_ACCESS_KEY_ID === undefined ? 'AWS_ACCESS_KEY_ID' : 'AWS_SECRET_ACCESS_KEY'
	if ((input.AWS_ACCESS_KEY_ID === undefined) !== (input.AWS_SECRET_ACCESS_KEY === undefined) && !names.includes(key)) {
		names.push(key)
	}
	if (result.success && names.length === 0) return result.data
	throw new ConfigError(names.map((name) => problem(name, env[name])).join('\n'))
}

function problem(name: Name, value: string | undefined) {
	const got = SECRET.has(name) || value === undefined ? '' : ` (got ${JSON.stringify(value)})`
	return `Invalid configuration: ${name} must be ${RULES[name]}${got}`
}

/** One variable, read now (tests change some between cases); the same rules as at start-up. */
export function setting<N extends Name>(name: N): Env[N] {
	const raw = process.env[name]
	// Read on every request (the origin, the cache's settings): parsed again only when the text changes.
	const known = parsedSettings.get(name)
	if (known && known.raw === raw) return known.value as Env[N]
	const result = envSchema.shape[name].safeParse(present(raw))
	if (!result.success) throw new ConfigError(problem(name, raw))
	parsedSettings.set(name, { raw, value: result.data })
	return result.data as Env[N]
}

const parsedSettings = new Map<Name, { raw: string | undefined; value: unknown }>()
