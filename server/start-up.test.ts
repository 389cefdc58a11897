import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { migrationsList } from '../migrations/index.ts'
import { DEMO_ACCOUNTS } from '../app/seed/seed.server.ts'
import { prepareDatabase, shouldSeedDemo } from './start-up.ts'

// Each test gets a new, empty database beside the file's own (which is already migrated).
const made: string[] = []

function serverUrl(database: string) {
	const url = new URL(process.env.DATABASE_URL!)
	url.pathname = `/${database}`
	return url.toString()
}

async function query<T extends pg.QueryResultRow>(database: string, sql: string, values: unknown[] = []) {
	const client = new pg.Client({ connectionString: serverUrl(database) })
	await client.connect()
	try {
		return (await client.query<T>(sql, values)).rows
	} finally {
		await client.end()
	}
}

async function emptyDatabase(name: string) {
	const database = `wj_startup_${name}_${process.pid}`
	await query('postgres', `drop database if exists "${database}" with (force)`)
	await query('postgres', `create database "${database}"`)
	made.push(database)
	return database
}

afterEach(async () => {
	for (const database of made.splice(0)) await query('postgres', `drop database if exists "${database}" with (force)`)
})

const appliedMigrations = async (database: string) =>
	(await query<{ name: string }>(database, 'select name from mikro_orm_migrations order by name')).map((r) => r.name)
const userCount = async (database: string) =>
	Number((await query<{ n: string }>(database, 'select count(*) as n from "user"'))[0]!.n)

describe('shouldSeedDemo', () => {
	it('seeds the embedded database the app started, and a DATABASE_URL one only when asked', () => {
		expect(shouldSeedDemo({ embedded: true, seedDemo: false })).toBe(true)
		expect(shouldSeedDemo({ embedded: false, seedDemo: false })).toBe(false)
		expect(shouldSeedDemo({ embedded: false, seedDemo: true })).toBe(true)
	})
})

describe('prepareDatabase', () => {
	it('migrates an empty database and seeds nothing when seeding is off', async () => {
		const database = await emptyDatabase('noseed')
		expect(await prepareDatabase(serverUrl(database), { seed: false })).toBe(false)
		expect(await appliedMigrations(database)).toEqual(migrationsList.map((m) => m.name).sort())
		expect(await userCount(database)).toBe(0)
		// The background queue's own schema comes with them.
		const [queue] = await query<{ version: number }>(database, 'select version from pgboss.version')
		expect(queue!.version).toBeGreaterThan(0)
		// Every migration from nothing, the skills taxonomy's 150,000 rows among them: 16-19 s on two busy cores.
	}, 60_000)

	it('lets two instances start together on one empty database: migrated once, seeded once', async () => {
		const database = await emptyDatabase('race')
		const url = serverUrl(database)
		const seeded = await Promise.all([prepareDatabase(url, { seed: true }), prepareDatabase(url, { seed: true })])
		expect(seeded.sort()).toEqual([false, true])
		expect(await appliedMigrations(database)).toEqual(migrationsList.map((m) => m.name).sort())
		const admins = await query(database, 'select id from "user" where email = $1', [DEMO_ACCOUNTS.admin.email])
		expect(admins).toHaveLength(1)
		// A later start finds everything done.
		const before = await userCount(database)
		expect(await prepareDatabase(url, { seed: true })).toBe(false)
		expect(await userCount(database)).toBe(before)
	}, 60_000)
})
