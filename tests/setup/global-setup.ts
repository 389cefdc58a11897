// Vitest global setup: a PostgreSQL server (DATABASE_URL's, or an embedded one kept apart
// from the development data) and a migrated template database that each test file copies.
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { initOrm } from '../../app/platform/db.server.ts'
import { installQueueSchema } from '../../app/platform/queue/queue.server.ts'
import { openDatabaseServer, recreateDatabase, type DatabaseServer } from '../../server/database.ts'
import { TEMPLATE_DATABASE } from './template-database.ts'

let server: DatabaseServer | undefined

export async function setup(project: TestProject) {
	process.env.EMBEDDED_POSTGRES_DIR ??= path.resolve('.data', 'test-postgres')
	server = await openDatabaseServer(undefined, { exclusive: true })
	await recreateDatabase(server, TEMPLATE_DATABASE)
	// No statement limit: the skills taxonomy's migration loads about 150,000 rows in three
	// statements, which outlast a request's ten seconds on a busy machine.
	const orm = await initOrm(server.urlFor(TEMPLATE_DATABASE), { statementTimeoutMs: 0 })
	try {
		await orm.migrator.up()
	} finally {
		await orm.close(true)
	}
	// So that any test can send background jobs (mail among them) without starting a worker.
	await installQueueSchema(server.urlFor(TEMPLATE_DATABASE))
	project.provide('databaseTemplateUrl', server.urlFor(TEMPLATE_DATABASE))
}

export async function teardown() {
	await server?.stop()
}

declare module 'vitest' {
	export interface ProvidedContext {
		databaseTemplateUrl: string
	}
}
