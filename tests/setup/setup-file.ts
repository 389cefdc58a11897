// Each test file gets its own database, copied from the migrated template, so files can
// run in parallel and never touch the development data.
import pg from 'pg'
import { afterAll, beforeAll, inject } from 'vitest'
import { closeSharedOrm } from '../../app/platform/db.server.ts'
import { stopQueue } from '../../app/platform/queue/queue.server.ts'
import { closePageCacheConnection, resetPageCache } from '../../app/platform/render/page-cache/page-cache.server.ts'
import { resetListingCache } from '../../app/platform/render/listing-cache.server.ts'

const templateUrl = new URL(inject('databaseTemplateUrl'))
const template = decodeURIComponent(templateUrl.pathname.slice(1))
const database = `wj_test_${process.env.VITEST_POOL_ID ?? '0'}_${process.pid}`

async function admin(sql: string) {
	const url = new URL(templateUrl)
	url.pathname = '/postgres'
	const client = new pg.Client({ connectionString: url.toString() })
	await client.connect()
	try {
		await client.query(sql)
	} finally {
		await client.end()
	}
}

beforeAll(async () => {
	await admin(`drop database if exists "${database}" with (force)`)
	await admin(`create database "${database}" template "${template}"`)
	const url = new URL(templateUrl)
	url.pathname = `/${database}`
	process.env.DATABASE_URL = url.toString()
	// The files of a worker share its modules (vitest.config.ts): what the caches hold was read from
	// the previous file's database, whose content versions this one's repeat.
	resetListingCache()
	resetPageCache()
})

afterAll(async () => {
	// A test that sent a background job started this file's pg-boss (a producer, never a worker).
	await stopQueue()
	await closeSharedOrm()
	await closePageCacheConnection()
	await admin(`drop database if exists "${database}" with (force)`)
})
