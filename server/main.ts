// The Node server: finds or starts PostgreSQL, migrates and seeds it, then serves the app.
import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import compression from 'compression'
import express from 'express'
import { createRequestHandler } from '@react-router/express'
import type { ServerBuild } from 'react-router'
import { initOrm } from '../app/platform/db.server.ts'
import { seedIfEmpty } from '../app/seed/seed.server.ts'
import { DEFAULT_DATABASE, ensureDatabase, openDatabaseServer } from './database.ts'
import { refuseUnservedMethods } from './http-methods.ts'

const isDevelopment = process.env.NODE_ENV === 'development'
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '0.0.0.0'

const database = await openDatabaseServer((message) => {
	if (process.env.DEBUG_POSTGRES === '1') console.log(`[postgres] ${message}`)
})
if (!database.configuredUrl) {
	const name = process.env.EMBEDDED_DATABASE_NAME ?? DEFAULT_DATABASE
	await ensureDatabase(database, name)
	process.env.DATABASE_URL = database.urlFor(name)
	console.log(`Embedded PostgreSQL is running (database "${name}")`)
}

await prepareDatabase(process.env.DATABASE_URL!)

const app = express()
app.disable('x-powered-by')
app.set('trust proxy', process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true')
app.use(refuseUnservedMethods)
app.use(compression())

type EntryModule = {
	createLoadContext: (
		clientIp: string,
	) => ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getLoadContext']>>
}
let build: () => Promise<ServerBuild>
if (isDevelopment) {
	const vite = await import('vite').then((m) => m.createServer({ server: { middlewareMode: true } }))
	app.use(vite.middlewares)
	build = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
} else {
	const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build')
	if (!existsSync(path.join(buildDir, 'server', 'index.js'))) {
		console.error('No build found: run `npm run build` first (npm start does this for you).')
		process.exit(1)
	}
	app.use('/assets', express.static(path.join(buildDir, 'client', 'assets'), { immutable: true, maxAge: '1y' }))
	app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h', index: false }))
	const serverBuild = (await import(path.join(buildDir, 'server', 'index.js'))) as ServerBuild
	build = async () => serverBuild
}

app.all(
	'*splat',
	createRequestHandler({
		build,
		mode: process.env.NODE_ENV,
		getLoadContext: async (req) => {
			const entry = (await build()).entry.module as unknown as EntryModule
			return entry.createLoadContext(req.ip ?? req.socket.remoteAddress ?? 'unknown')
		},
	}),
)

const server: Server = app.listen(port, host, () => {
	console.log(`Warrington Jobs is serving on http://localhost:${port}`)
})

let stopping = false
async function shutdown(signal: string) {
	if (stopping) return
	stopping = true
	console.log(`${signal}: shutting down`)
	server.close()
	server.closeAllConnections()
	await database.stop().catch((error: unknown) => console.error(error))
	process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

async function prepareDatabase(url: string) {
	const orm = await initOrm(url)
	try {
		await orm.migrator.up()
		if (await seedIfEmpty(orm.em.fork())) console.log('Seeded the empty database with demo data')
	} finally {
		await orm.close(true)
	}
}
