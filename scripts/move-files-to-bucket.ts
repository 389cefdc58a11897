// Moves the files kept in PostgreSQL into the bucket FILE_STORAGE_URL names (decision 173):
//   FILE_STORAGE_URL=s3://bucket/prefix S3_ENDPOINT=... AWS_ACCESS_KEY_ID=... AWS_SECRET_ACCESS_KEY=... \
//     npm run files:move-to-bucket
// The site may keep running meanwhile (every file stays readable), and a second run finishes an
// interrupted one. Uses DATABASE_URL, or the embedded PostgreSQL `npm start` runs.
import { initOrm } from '../app/platform/db.server.ts'
import { parseEnv } from '../app/platform/config-schema.server.ts'
import { moveFilesToBucket } from '../app/platform/file-move.server.ts'
import { appDatabaseUrl, openDatabaseServer } from '../server/database.ts'
import { prepareDatabase } from '../server/start-up.ts'

let storageKind: string
try {
	storageKind = parseEnv(process.env).FILE_STORAGE_URL.kind
} catch (error) {
	console.error((error as Error).message)
	process.exit(2)
}
// One line, before PostgreSQL is started, rather than the service's error with its stack.
if (storageKind !== 's3') {
	console.error('Set FILE_STORAGE_URL to the bucket first (s3://bucket/prefix), with its endpoint and keys.')
	process.exit(2)
}

const server = await openDatabaseServer()
const url = await appDatabaseUrl(server)
// Migrated under the start-up lock first: the object_url column is a migration's.
await prepareDatabase(url, { seed: false })
const orm = await initOrm(url)
try {
	const moved = await moveFilesToBucket(orm.em.fork(), {
		progress: (count) => console.log(`${count} files moved so far`),
	})
	console.log(`Done: ${moved} files moved to ${process.env.FILE_STORAGE_URL}.`)
} finally {
	await orm.close(true)
	await server.stop()
}
