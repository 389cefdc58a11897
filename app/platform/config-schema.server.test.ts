import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, parseEnv, setting } from './config-schema.server.ts'
import { config } from './config.server.ts'

const messageOf = (env: Record<string, string>) => {
	try {
		parseEnv(env)
	} catch (error) {
		expect(error).toBeInstanceOf(ConfigError)
		return (error as Error).message
	}
	throw new Error('expected a ConfigError')
}

describe('parseEnv', () => {
	it('gives the defaults for an empty environment, and treats an empty variable as unset', () => {
		const env = parseEnv({ PORT: '', RATE_LIMIT_FACTOR: '' })
		expect(env).toMatchObject({
			PORT: 3000,
			HOST: '0.0.0.0',
			DATABASE_POOL_SIZE: 10,
			RATE_LIMIT_FACTOR: 1,
			LISTING_CACHE_SECONDS: 30,
			TRUST_PROXY: 0,
			SEED_DEMO: false,
			MAIL_FROM: 'Warrington Jobs <no-reply@warringtonjobs.co.uk>',
			SITE_INBOX_EMAIL: 'hello@warringtonjobs.co.uk',
		})
		expect(env.DATABASE_URL).toBeUndefined()
		expect(env.APP_ORIGIN).toBeUndefined()
	})

	it('reads good values into their types', () => {
		const env = parseEnv({
			NODE_ENV: 'production',
			PORT: '8080',
			HOST: '127.0.0.1',
			DATABASE_URL: 'postgres://app:secret@db.internal:5432/jobs',
			DATABASE_POOL_SIZE: '25',
			APP_ORIGIN: 'https://jobs.example.co.uk',
			RATE_LIMIT_FACTOR: '0.5',
			LISTING_CACHE_SECONDS: '0',
			TRUST_PROXY: 'true',
			SEED_DEMO: '1',
			SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
			STRIPE_SECRET_KEY: 'sk_test_abc',
			STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
			STRIPE_WEBHOOK_SECRET: 'whsec_abc',
			STRIPE_API_BASE: 'http://127.0.0.1:12111',
			UNRELATED: 'ignored',
		})
		expect(env).toMatchObject({
			PORT: 8080,
			DATABASE_POOL_SIZE: 25,
			RATE_LIMIT_FACTOR: 0.5,
			LISTING_CACHE_SECONDS: 0,
			TRUST_PROXY: 1,
			SEED_DEMO: true,
			APP_ORIGIN: 'https://jobs.example.co.uk',
		})
		expect(env).not.toHaveProperty('UNRELATED')
	})

	it.each([
		[{ PORT: 'abc' }, 'PORT must be a whole number from 1 to 65535 (got "abc")'],
		[{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535 (got "70000")'],
		[{ PORT: '80.5' }, 'PORT must be a whole number from 1 to 65535 (got "80.5")'],
		[{ HOST: '   ' }, 'HOST must be an address to listen on'],
		[{ RATE_LIMIT_FACTOR: '-1' }, 'RATE_LIMIT_FACTOR must be a number above 0 (got "-1")'],
		[{ RATE_LIMIT_FACTOR: '0' }, 'RATE_LIMIT_FACTOR must be a number above 0 (got "0")'],
		[{ RATE_LIMIT_FACTOR: 'fast' }, 'RATE_LIMIT_FACTOR must be a number above 0 (got "fast")'],
		[{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE must be a whole number from 1 to 1000 (got "0")'],
		[{ LISTING_CACHE_SECONDS: '-5' }, 'LISTING_CACHE_SECONDS must be a number of seconds from 0 (off) to 86400'],
		[
			{ TRUST_PROXY: 'yes' },
			'TRUST_PROXY must be the number of proxies in front of the app, 0 to 10 (true is 1, false 0) (got "yes")',
		],
		[{ TRUST_PROXY: '-1' }, 'TRUST_PROXY must be the number of proxies'],
		[{ SEED_DEMO: 'please' }, 'SEED_DEMO must be 1 or 0 (true or false) (got "please")'],
		[{ NODE_ENV: 'prod' }, 'NODE_ENV must be production, development or test (got "prod")'],
		[{ APP_ORIGIN: 'jobs.example.co.uk' }, 'APP_ORIGIN must be an origin such as https://jobs.example.co.uk'],
		[{ APP_ORIGIN: 'https://jobs.example.co.uk/path' }, 'APP_ORIGIN must be an origin'],
		[{ APP_ORIGIN: 'ftp://jobs.example.co.uk' }, 'APP_ORIGIN must be an origin'],
		[{ MAIL_FROM: ' ' }, 'MAIL_FROM must be a sender'],
		[{ SITE_INBOX_EMAIL: 'hello' }, 'SITE_INBOX_EMAIL must be an email address such as hello@example.co.uk'],
		[{ STRIPE_PUBLISHABLE_KEY: 'sk_test_swapped' }, 'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_...)'],
		[{ STRIPE_API_BASE: 'not a url' }, 'STRIPE_API_BASE must be an http or https URL'],
	])('refuses %j with one line naming the variable', (env, expected) => {
		const message = messageOf(env)
		expect(message.split('\n')).toHaveLength(1)
		expect(message).toMatch(/^Invalid configuration: /)
		expect(message).toContain(expected)
	})

	it.each([
		['DATABASE_URL', 'mysql://root:hunter2@db/jobs', 'a PostgreSQL URL'],
		['SMTP_URL', 'http://user:hunter2@mail', 'an SMTP URL'],
		['STRIPE_SECRET_KEY', 'hunter2', 'a Stripe secret key'],
		['STRIPE_WEBHOOK_SECRET', 'hunter2', 'a Stripe webhook signing secret'],
	])('names a bad %s without repeating its secret value', (name, value, rule) => {
		const message = messageOf({ [name]: value })
		expect(message).toContain(`${name} must be ${rule}`)
		expect(message).not.toContain('hunter2')
	})

	it('reads the background queue settings: the worker on and 6 mail attempts a minute apart by default (decision 155)', () => {
		expect(parseEnv({})).toMatchObject({ QUEUE_WORKER: true, MAIL_MAX_ATTEMPTS: 6, MAIL_RETRY_DELAY_SECONDS: 60 })
		expect(parseEnv({ QUEUE_WORKER: '0', MAIL_MAX_ATTEMPTS: '3', MAIL_RETRY_DELAY_SECONDS: '5' })).toMatchObject({
			QUEUE_WORKER: false,
			MAIL_MAX_ATTEMPTS: 3,
			MAIL_RETRY_DELAY_SECONDS: 5,
		})
		expect(messageOf({ QUEUE_WORKER: 'off' })).toContain('QUEUE_WORKER must be 1 or 0 (true or false)')
		expect(messageOf({ MAIL_MAX_ATTEMPTS: '0' })).toContain(
			'MAIL_MAX_ATTEMPTS must be a whole number of attempts from 1 to 20',
		)
		expect(messageOf({ MAIL_RETRY_DELAY_SECONDS: '1.5' })).toContain('MAIL_RETRY_DELAY_SECONDS must be a whole number')
	})

	it('gives a shutdown 20 s by default, and refuses a deadline under a second (decision 194)', () => {
		expect(parseEnv({}).SHUTDOWN_TIMEOUT_SECONDS).toBe(20)
		expect(parseEnv({ SHUTDOWN_TIMEOUT_SECONDS: '2.5' }).SHUTDOWN_TIMEOUT_SECONDS).toBe(2.5)
		expect(messageOf({ SHUTDOWN_TIMEOUT_SECONDS: '0' })).toContain(
			'SHUTDOWN_TIMEOUT_SECONDS must be a number of seconds from 1 to 600',
		)
	})

	it('reads IMPORT_ALLOWED_HOSTS as hosts or host:port pairs, none by default (decision 229)', () => {
		expect(parseEnv({}).IMPORT_ALLOWED_HOSTS).toEqual([])
		expect(
			parseEnv({ IMPORT_ALLOWED_HOSTS: ' 127.0.0.1:43123, Feeds.Internal ,[::1]:8080' }).IMPORT_ALLOWED_HOSTS,
		).toEqual(['127.0.0.1:43123', 'feeds.internal', '[::1]:8080'])
		expect(messageOf({ IMPORT_ALLOWED_HOSTS: 'http://127.0.0.1:43123' })).toBe(
			'Invalid configuration: IMPORT_ALLOWED_HOSTS must be comma-separated hosts or host:port pairs, such as 127.0.0.1:43123 or feeds.internal (got "http://127.0.0.1:43123")',
		)
	})

	it('reads the retention periods: 6, 12 and 24 months and 30 days by default (decisions 222, 223)', () => {
		expect(parseEnv({})).toMatchObject({
			RETENTION_APPLICATION_MONTHS: 6,
			RETENTION_ACTIVITY_MONTHS: 12,
			RETENTION_INACTIVE_ACCOUNT_MONTHS: 24,
			RETENTION_WARNING_DAYS: 30,
		})
		expect(parseEnv({ RETENTION_APPLICATION_MONTHS: '3' }).RETENTION_APPLICATION_MONTHS).toBe(3)
		expect(messageOf({ RETENTION_APPLICATION_MONTHS: '6.5', RETENTION_WARNING_DAYS: '0' }).split('\n')).toEqual([
			'Invalid configuration: RETENTION_APPLICATION_MONTHS must be a whole number of months from 1 to 120 (got "6.5")',
			'Invalid configuration: RETENTION_WARNING_DAYS must be a whole number of days from 7 to 60 (got "0")',
		])
	})

	it('reads where /metrics is served (decision 220): nowhere by default, a port on 127.0.0.1, or a token', () => {
		expect(parseEnv({})).toMatchObject({ METRICS_PORT: undefined, METRICS_HOST: '127.0.0.1', METRICS_TOKEN: undefined })
		expect(parseEnv({ METRICS_PORT: '9464', METRICS_TOKEN: 'a-token-of-sixteen+' })).toMatchObject({
			METRICS_PORT: 9464,
			METRICS_TOKEN: 'a-token-of-sixteen+',
		})
		expect(messageOf({ METRICS_PORT: '70000' })).toMatch(/^Invalid configuration: METRICS_PORT must be/)
		const short = messageOf({ METRICS_TOKEN: 'short-secret' })
		expect(short).toMatch(/^Invalid configuration: METRICS_TOKEN must be a token of at least 16/)
		expect(short).not.toContain('short-secret')
	})

	it('reads the queue batch, concurrency and instant-alert wait: 20, 4 and 30 s by default (decision 185)', () => {
		expect(parseEnv({})).toMatchObject({ QUEUE_BATCH_SIZE: 20, QUEUE_CONCURRENCY: 4, INSTANT_ALERT_WAIT_SECONDS: 30 })
		expect(parseEnv({ QUEUE_BATCH_SIZE: '50', QUEUE_CONCURRENCY: '8', INSTANT_ALERT_WAIT_SECONDS: '0' })).toMatchObject(
			{
				QUEUE_BATCH_SIZE: 50,
				QUEUE_CONCURRENCY: 8,
				INSTANT_ALERT_WAIT_SECONDS: 0,
			},
		)
		expect(messageOf({ QUEUE_BATCH_SIZE: '0' })).toContain(
			'QUEUE_BATCH_SIZE must be a whole number of jobs from 1 to 500',
		)
		expect(messageOf({ QUEUE_CONCURRENCY: 'lots' })).toContain('QUEUE_CONCURRENCY must be a whole number from 1 to 64')
	})

	it('reads where files go (decision 173): PostgreSQL by default, or a bucket with an optional prefix', () => {
		expect(parseEnv({}).FILE_STORAGE_URL).toEqual({ kind: 'postgres' })
		expect(parseEnv({ FILE_STORAGE_URL: 'postgres:' }).FILE_STORAGE_URL).toEqual({ kind: 'postgres' })
		expect(parseEnv({ FILE_STORAGE_URL: 's3://warrington-files' }).FILE_STORAGE_URL).toEqual({
			kind: 's3',
			bucket: 'warrington-files',
			prefix: '',
		})
		expect(parseEnv({ FILE_STORAGE_URL: 's3://wj.files/uploads/2026/' }).FILE_STORAGE_URL).toEqual({
			kind: 's3',
			bucket: 'wj.files',
			prefix: 'uploads/2026/',
		})
		const env = parseEnv({
			FILE_STORAGE_URL: 's3://wj-files',
			S3_ENDPOINT: 'https://fsn1.your-objectstorage.com',
			AWS_REGION: 'eu-west-2',
			AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
			AWS_SECRET_ACCESS_KEY: 'hunter2',
			S3_FORCE_PATH_STYLE: '0',
		})
		expect(env).toMatchObject({ AWS_REGION: 'eu-west-2', S3_FORCE_PATH_STYLE: false })
	})

	it.each([
		's3://',
		's3://ab',
		's3://Warrington_Files',
		`s3://${'a'.repeat(64)}`,
		's3://wj-files/../etc',
		's3://wj-files/a//b',
		'https://wj-files.s3.amazonaws.com',
		'/var/files',
	])('refuses FILE_STORAGE_URL=%s, saying what it must be', (value) => {
		expect(messageOf({ FILE_STORAGE_URL: value })).toBe(
			`Invalid configuration: FILE_STORAGE_URL must be postgres: (files in the database) or s3://bucket or s3://bucket/prefix (a bucket name of 3-63 lowercase letters, digits, dots and dashes) (got ${JSON.stringify(value)})`,
		)
	})

	it('refuses a bad endpoint, region or half a key pair, never repeating the secret', () => {
		expect(messageOf({ S3_ENDPOINT: 'minio:9000' })).toContain("S3_ENDPOINT must be the S3-compatible service's URL")
		expect(messageOf({ AWS_ENDPOINT_URL_S3: 'ftp://x' })).toContain('AWS_ENDPOINT_URL_S3 must be')
		expect(messageOf({ AWS_REGION: 'London' })).toContain(
			'AWS_REGION must be a region such as eu-west-2 (or auto) (got "London")',
		)
		expect(messageOf({ AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toBe(
			'Invalid configuration: AWS_SECRET_ACCESS_KEY must be a secret access key, set together with AWS_ACCESS_KEY_ID',
		)
		const message = messageOf({ AWS_SECRET_ACCESS_KEY: 'hunter2', S3_FORCE_PATH_STYLE: 'maybe' })
		expect(message.split('\n')).toEqual([
			'Invalid configuration: S3_FORCE_PATH_STYLE must be 1 or 0 (true or false) (got "maybe")',
			'Invalid configuration: AWS_ACCESS_KEY_ID must be an access key id, set together with AWS_SECRET_ACCESS_KEY',
		])
		expect(message).not.toContain('hunter2')
	})

	it('reads RENDER_OFF as the rendering mechanisms to turn off: none by default, a known name each (decision 181)', () => {
		expect(parseEnv({}).RENDER_OFF).toEqual([])
		expect(parseEnv({ RENDER_OFF: ' island, delegated-navigation ,' }).RENDER_OFF).toEqual([
			'island',
			'delegated-navigation',
		])
		expect(parseEnv({ RENDER_OFF: 'whole-page,deferred-hydration' }).RENDER_OFF).toEqual([
			'whole-page',
			'deferred-hydration',
		])
		expect(messageOf({ RENDER_OFF: 'island,page-cache' })).toBe(
			'Invalid configuration: RENDER_OFF must be a comma-separated list of whole-page, deferred-hydration, island, delegated-navigation, personal-parts (the caches are PAGE_CACHE_MB=0 and LISTING_CACHE_SECONDS=0) (got "island,page-cache")',
		)
	})

	it('reads TRUST_PROXY as the number of proxies in front, so that a client cannot pick its own address (§22.55)', () => {
		expect(['0', 'false', '1', 'true', '2'].map((value) => parseEnv({ TRUST_PROXY: value }).TRUST_PROXY)).toEqual([
			0, 0, 1, 1, 2,
		])
	})

	it('reads the backup settings: a folder or bucket, how many to keep, a five-field cron', () => {
		expect(parseEnv({})).toMatchObject({ BACKUP_KEEP: 7, BACKUP_CRON: '30 2 * * *' })
		expect(parseEnv({}).BACKUP_TARGET).toBeUndefined()
		const env = parseEnv({ BACKUP_TARGET: 's3://wj-backups/nightly', BACKUP_KEEP: '14', BACKUP_CRON: '15 3 * * 1-5' })
		expect(env).toMatchObject({
			BACKUP_TARGET: 's3://wj-backups/nightly',
			BACKUP_KEEP: 14,
			BACKUP_CRON: '15 3 * * 1-5',
		})
		expect(parseEnv({ BACKUP_TARGET: '/var/backups/wj' }).BACKUP_TARGET).toBe('/var/backups/wj')
		expect(messageOf({ BACKUP_TARGET: 's3://No_Bucket', BACKUP_KEEP: '0', BACKUP_CRON: 'daily' })).toBe(
			[
				'Invalid configuration: BACKUP_TARGET must be a folder such as /var/backups/warrington-jobs or s3://bucket/prefix (got "s3://No_Bucket")',
				'Invalid configuration: BACKUP_KEEP must be a whole number of backups from 1 to 1000 (got "0")',
				'Invalid configuration: BACKUP_CRON must be a cron expression of five fields, such as 30 2 * * * (Europe/London time) (got "daily")',
			].join('\n'),
		)
	})

	it('lists every bad variable, one line each', () => {
		const message = messageOf({ PORT: 'abc', RATE_LIMIT_FACTOR: '-1', TRUST_PROXY: 'yes' })
		expect(message.split('\n').map((line) => line.split(' ')[2])).toEqual(['PORT', 'RATE_LIMIT_FACTOR', 'TRUST_PROXY'])
	})
})

describe('setting', () => {
	const saved = process.env.RATE_LIMIT_FACTOR
	afterEach(() => {
		if (saved === undefined) delete process.env.RATE_LIMIT_FACTOR
		else process.env.RATE_LIMIT_FACTOR = saved
	})

	it('reads one variable now, by the same rules', () => {
		process.env.RATE_LIMIT_FACTOR = '50'
		expect(setting('RATE_LIMIT_FACTOR')).toBe(50)
		delete process.env.RATE_LIMIT_FACTOR
		expect(setting('RATE_LIMIT_FACTOR')).toBe(1)
		process.env.RATE_LIMIT_FACTOR = '-1'
		expect(() => setting('RATE_LIMIT_FACTOR')).toThrow('RATE_LIMIT_FACTOR must be a number above 0')
	})
})

describe('config.s3', () => {
	const names = ['S3_ENDPOINT', 'AWS_ENDPOINT_URL_S3', 'AWS_REGION', 'AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY']
	const saved = Object.fromEntries([...names, 'S3_FORCE_PATH_STYLE'].map((name) => [name, process.env[name]]))
	afterEach(() => {
		for (const [name, value] of Object.entries(saved)) {
			if (value === undefined) delete process.env[name]
			else process.env[name] = value
		}
	})

	it('addresses a service other than AWS path-style, and leaves AWS itself (no endpoint) to its own defaults', () => {
		for (const name of [...names, 'S3_FORCE_PATH_STYLE']) delete process.env[name]
		expect(config.s3).toEqual({
			endpoint: undefined,
			region: 'us-east-1',
			forcePathStyle: false,
			credentials: undefined,
		})
		Object.assign(process.env, {
			AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9000',
			AWS_REGION: 'eu-west-2',
			AWS_ACCESS_KEY_ID: 'minio',
			AWS_SECRET_ACCESS_KEY: 'minio-secret',
		})
		expect(config.s3).toEqual({
			endpoint: 'http://127.0.0.1:9000',
			region: 'eu-west-2',
			forcePathStyle: true,
			credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
		})
		process.env.S3_ENDPOINT = 'https://s3.example.net'
		process.env.S3_FORCE_PATH_STYLE = '0'
		expect(config.s3).toMatchObject({ endpoint: 'https://s3.example.net', forcePathStyle: false })
	})
})
