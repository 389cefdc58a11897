// The app's database for a command-line script (create-admin, admin): the one DATABASE_URL names,
// or the embedded PostgreSQL, shared by lease with a running `npm start` or started here
// (decision 187). Migrated first under the start-up lock, in case the app is starting on it now.
import type { MikroORM } from '@mikro-orm/postgresql'
import { initOrm } from '../app/platform/db.server.ts'
import { appDatabaseUrl, openDatabaseServer } from '../server/database.ts'
import { prepareDatabase } from '../server/start-up.ts'

/** Runs `work` with an ORM on the app's database, closing both afterwards whatever happens. */
export async function withAppDatabase<T>(work: (orm: MikroORM) => Promise<T>): Promise<T> {
	const server = await openDatabaseServer()
	try {
		const url = await appDatabaseUrl(server)
		// What the queue's producer reads, so a job a script sends goes to this database.
		process.env.DATABASE_URL = url
		await prepareDatabase(url, { seed: false })
		const orm = await initOrm(url)
		try {
			return await work(orm)
		} finally {
			await orm.close(true)
		}
	} finally {
		await server.stop()
	}
}
