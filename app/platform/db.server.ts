import { DefaultLogger, type LogContext, type LoggerNamespace } from '@mikro-orm/core'
import { type EntityManager, MikroORM, type Options } from '@mikro-orm/postgresql'
import { Migrator } from '@mikro-orm/migrations'
import { migrationsList } from '../../migrations/index.ts'
import { setting } from './config-schema.server.ts'
import { config } from './config.server.ts'
import { log } from './logger.server.ts'
import { entities } from '../models/index.ts'

type Orm = MikroORM

/**
 * MikroORM's output (the migrator's steps, DEBUG_SQL's queries) as the app's JSON lines, not
 * coloured text on stdout between them: `orm` names what said it, the message is its text on one line.
 */
class JsonOrmLogger extends DefaultLogger {
	override log(namespace: LoggerNamespace, message: string, context?: LogContext) {
		if (!this.isEnabled(namespace, context)) return
		const level = context?.level === 'error' ? 'error' : context?.level === 'warning' ? 'warn' : 'info'
		const fields = { orm: namespace, ...(context?.took === undefined ? {} : { ms: context.took }) }
		log()[level](fields, message.replace(/\s+/g, ' ').trim())
	}
}

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
		colors: false,
		loggerFactory: (options) => new JsonOrmLogger(options),
	}
}

/** The database an EntityManager works on: several can share a process (tests), so keys held across requests name it. */
export function databaseOf(em: Pick<EntityManager, 'config'>) {
	return `${em.config.get('clientUrl') ?? ''} ${em.config.get('dbName') ?? ''}`
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
