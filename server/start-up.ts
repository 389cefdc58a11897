// What the server does to a database before it serves: migrate it, and seed the demo data where
// that is allowed (docs/product.md §22.22), under one PostgreSQL advisory lock (decision 102); the
// background queue's schema is installed there too (decision 155).
import pg from 'pg'
import { initOrm } from '../app/platform/db.server.ts'
import { installQueueSchema } from '../app/platform/queue/queue.server.ts'
import { seedIfEmpty } from '../app/seed/seed.server.ts'

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
		const orm = await initOrm(url)
		try {
			await orm.migrator.up()
			// pg-boss keeps its own schema and versions; it is brought up to date here, under the same lock.
			await installQueueSchema(url)
			return options.seed ? await seedIfEmpty(orm.em.fork()) : false
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
