import { MikroORM, type Options } from '@mikro-orm/postgresql'
import { Migrator } from '@mikro-orm/migrations'
import { migrationsList } from '../../migrations/index.ts'
import { setting } from './config-schema.server.ts'
import { config } from './config.server.ts'
import { entities } from '../models/index.ts'

type Orm = MikroORM

/**
 * The ORM options for a database URL. Connections give up after a few seconds and queries
 * after ten (`statementTimeoutMs`), so that requests answer with a clear 503 while the database is
 * away instead of hanging; the pool itself survives the outage and reconnects when PostgreSQL is
 * back. A script doing bulk work nobody waits on may pass 0 (no limit).
 */
function ormOptions(clientUrl: string, statementTimeoutMs: number): Options {
	return {
		clientUrl,
		entities,
		extensions: [Migrator],
		migrations: {
			path: 'migrations',
			emit: 'ts',
			migrationsList,
			snapshot: false,
			transactional: true,
			allOrNothing: true,
		},
		pool: { min: 0, max: config.databasePoolSize, idleTimeoutMillis: 30_000 },
		driverOptions: {
			connectionTimeoutMillis: 3_000,
			statement_timeout: statementTimeoutMs,
			query_timeout: statementTimeoutMs ? statementTimeoutMs + 2_000 : undefined,
			application_name: 'warrington-jobs',
		},
		// Entities are listed explicitly and carry their own types: no reflection at start-up.
		discovery: { warnWhenNoEntities: true },
		ensureDatabase: false,
		debug: setting('DEBUG_SQL'),
	}
}

export function initOrm(clientUrl: string, { statementTimeoutMs = 10_000 } = {}) {
	return MikroORM.init(ormOptions(clientUrl, statementTimeoutMs))
}

let shared: Promise<Orm> | undefined

/** The process's one ORM, made on first use from DATABASE_URL. */
export function getOrm(): Promise<Orm> {
	if (!shared) {
		const url = process.env.DATABASE_URL
		if (!url) throw new Error('DATABASE_URL is not set')
		shared = initOrm(url).catch((error: unknown) => {
			shared = undefined
			throw error
		})
	}
	return shared
}

export async function closeSharedOrm() {
	const orm = await shared?.catch(() => undefined)
	shared = undefined
	await orm?.close(true)
}
