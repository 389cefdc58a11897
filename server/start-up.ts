// What the server does to a database before it serves: migrate it, and seed the demo data where
// that is allowed (docs/product.md §22.22), under one PostgreSQL advisory lock (decision 102); the
// background queue's schema is installed there too (decision 155).
import pg from 'pg'
import { ConfigError, parseEnv, type Env } from '../app/platform/config-schema.server.ts'
import { initOrm } from '../app/platform/db.server.ts'
import { log } from '../app/platform/logger.server.ts'
import { installQueueSchema } from '../app/platform/queue/queue.server.ts'
import { appDatabaseUrl, openDatabaseServer, type DatabaseServer } from './database.ts'

/**
 * The key of the session-level advisory lock held while migrating and seeding. Fixed, so every
 * instance of the app (and `npm run seed`, `npm run create-admin`) waits for the same one;
 * "WJMG" in ASCII, unlikely to clash with another application's keys on a shared server.
 */
const MIGRATION_LOCK_KEY = 0x574a4d47

/**
 * Demo data (accounts whose passwords the README prints, an admin among them) goes only into the
 * embedded database the app started itself; a database named by DATABASE_URL gets it only when
 * asked, with SEED_DEMO=1 or `npm run seed`.
 */
export function shouldSeedDemo(options: { embedded: boolean; seedDemo: boolean }) {
	return options.embedded || options.seedDemo
}

/**
 * Migrates the database at `url` (the app's migrations and pg-boss's schema) and, when `seed` is set, fills it with demo data if it has no
 * user. Both run while this process holds an advisory lock on one dedicated connection, so two
 * instances starting together on one empty database take turns: the second finds the
 * migrations applied and the users there, and does nothing. Returns whether it seeded.
 */
export async function prepareDatabase(url: string, options: { seed: boolean }): Promise<boolean> {
	const lock = new pg.Client({ connectionString: url, application_name: 'warrington-jobs-migrate' })
	await lock.connect()
	try {
		await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
		// Migrating and seeding are bulk work nobody waits on: no statement limit (the taxonomy's
		// 150,000 rows outlast the request limit on a busy machine).
		const orm = await initOrm(url, { statementTimeoutMs: 0 })
		try {
			await orm.migrator.up()
			// pg-boss keeps its own schema and versions; it is brought up to date here, under the same lock.
			await installQueueSchema(url)
			if (!options.seed) return false
			// Loaded only to seed: the demo data's modules are most of what a script (npm run admin,
			// backup, create-admin) would otherwise load before its first line of work.
			const { seedIfEmpty } = await import('../app/seed/seed.server.ts')
			return await seedIfEmpty(orm.em.fork())
		} finally {
			await orm.close(true)
		}
	} finally {
		// Ending the session releases its advisory locks too; unlocking first says so plainly
		// and frees the next instance without waiting for the connection to close.
		await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {})
		await lock.end()
	}
}

/** Every setting checked before anything starts: a bad one stops here with one line per variable. */
export function checkedEnv(): Env {
	try {
		return parseEnv(process.env)
	} catch (error) {
		if (!(error instanceof ConfigError)) throw error
		console.error(error.message)
		process.exit(1)
	}
}

/**
 * The database the server runs on, ready to serve: DATABASE_URL's, or the embedded PostgreSQL,
 * started, kept up (started again within seconds if it dies) and its database created,
 * its URL then set as DATABASE_URL; migrated, and seeded where that is allowed.
 */
export async function readyDatabase(env: Env): Promise<DatabaseServer> {
	const database = await openDatabaseServer(
		(message) => {
			if (env.DEBUG_POSTGRES) log().debug({ postgres: message }, 'postgres')
		},
		{ keepRunning: (message) => log().warn(message) },
	)
	if (!database.configuredUrl) {
		process.env.DATABASE_URL = await appDatabaseUrl(database)
		const name = decodeURIComponent(new URL(process.env.DATABASE_URL).pathname.slice(1))
		log().info({ database: name }, `Embedded PostgreSQL is running (database "${name}")`)
	}
	const seed = shouldSeedDemo({ embedded: !database.configuredUrl, seedDemo: env.SEED_DEMO })
	if (await prepareDatabase(process.env.DATABASE_URL!, { seed })) log().info('Seeded the empty database with demo data')
	return database
}
