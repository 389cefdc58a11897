// Finds the PostgreSQL server to use: DATABASE_URL when set, otherwise the embedded one.
import path from 'node:path'
import pg from 'pg'
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.ts'

export type DatabaseServer = {
	/** A URL for `database` on this server. */
	urlFor: (database: string) => string
	/** The URL the app uses when DATABASE_URL names one, else undefined. */
	configuredUrl?: string
	stop: () => Promise<void>
}

export const DEFAULT_DATABASE = 'warrington_jobs'

export async function openDatabaseServer(
	log: (message: string) => void = () => {},
	options: { exclusive?: boolean; keepRunning?: (message: string) => void; throwaway?: boolean } = {},
): Promise<DatabaseServer> {
	const configuredUrl = process.env.DATABASE_URL
	if (configuredUrl) {
		return {
			configuredUrl,
			urlFor: (database) => {
				const url = new URL(configuredUrl)
				url.pathname = `/${encodeURIComponent(database)}`
				return url.toString()
			},
			stop: async () => {},
		}
	}
	const dataDir = process.env.EMBEDDED_POSTGRES_DIR ?? path.join(process.cwd(), '.data', 'postgres')
	const embedded: EmbeddedDatabase = await startEmbeddedPostgres({
		dataDir,
		log,
		exclusive: options.exclusive,
		keepRunning: options.keepRunning,
		throwaway: options.throwaway,
	})
	return { urlFor: embedded.urlFor, stop: embedded.stop }
}

async function withAdminClient<T>(server: DatabaseServer, fn: (client: pg.Client) => Promise<T>) {
	const client = new pg.Client({ connectionString: server.urlFor('postgres') })
	await client.connect()
	try {
		return await fn(client)
	} finally {
		await client.end()
	}
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`

export async function ensureDatabase(server: DatabaseServer, database: string) {
	await withAdminClient(server, async (client) => {
		const found = await client.query('select 1 from pg_database where datname = $1', [database])
		if (found.rowCount === 0) await client.query(`create database ${quote(database)}`)
	})
}

/**
 * The app's own database on `server`: DATABASE_URL's when set, otherwise the embedded server's
 * EMBEDDED_DATABASE_NAME (warrington_jobs by default), created if it is missing. What the
 * command-line scripts work on, so they find the database the server uses.
 */
export async function appDatabaseUrl(server: DatabaseServer) {
	if (server.configuredUrl) return server.configuredUrl
	const name = process.env.EMBEDDED_DATABASE_NAME || DEFAULT_DATABASE
	await ensureDatabase(server, name)
	return server.urlFor(name)
}

export async function recreateDatabase(server: DatabaseServer, database: string, template?: string) {
	await withAdminClient(server, async (client) => {
		await client.query(`drop database if exists ${quote(database)} with (force)`)
		await client.query(`create database ${quote(database)}${template ? ` template ${quote(template)}` : ''}`)
	})
}

export async function dropDatabase(server: DatabaseServer, database: string) {
	await withAdminClient(server, (client) => client.query(`drop database if exists ${quote(database)} with (force)`))
}

/** Runs `fn` against a new, empty database that is dropped afterwards. */
export async function withScratchDatabase(name: string, fn: (url: string) => Promise<void>) {
	const server = await openDatabaseServer()
	const database = `scratch_${name}_${process.pid}`
	try {
		await recreateDatabase(server, database)
		await fn(server.urlFor(database))
	} finally {
		await dropDatabase(server, database).catch(() => {})
		await server.stop()
	}
}
