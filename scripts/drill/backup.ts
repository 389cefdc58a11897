// The drill's backup step: `npm run backup -- FOLDER` against the drill's PostgreSQL and bucket, as
// an operator runs it, then `npm run restore -- PATH` into a second, empty database and bucket, and
// every table's row count and every object compared.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3'
import type { Cluster } from './postgres.ts'
import { run } from './processes.ts'

export type BackupContext = {
	appDir: string
	/** The environment the units give the app, with PATH. */
	env: NodeJS.ProcessEnv
	cluster: Cluster
	database: string
	restoreDatabase: string
	restoreDatabaseUrl: string
	folder: string
	bucket: { client: S3Client; name: string; restoredName: string; prefix: string }
}

export async function backupAndRestore(context: BackupContext, say: (line: string) => void) {
	for (const script of ['backup', 'restore'])
		if (!existsSync(path.join(context.appDir, 'scripts', `${script}.ts`)))
			throw new Error(`npm run ${script} is not in this checkout yet (scripts/${script}.ts)`)

	let started = performance.now()
	const backup = await run('npm', ['run', '--silent', 'backup', '--', context.folder], {
		cwd: context.appDir,
		env: context.env,
	})
	const backupPath = backup.stdout.trim().split('\n').at(-1)!.trim()
	say(`backed up to ${backupPath} in ${seconds(started)}`)

	started = performance.now()
	const restoredFiles = `s3://${context.bucket.restoredName}/${context.bucket.prefix}`
	await run('npm', ['run', '--silent', 'restore', '--', backupPath], {
		cwd: context.appDir,
		env: { ...context.env, DATABASE_URL: context.restoreDatabaseUrl, FILE_STORAGE_URL: restoredFiles },
	})
	say(`restored into the empty database ${context.restoreDatabase} and ${restoredFiles} in ${seconds(started)}`)

	const [before, after] = await Promise.all([
		rowCounts(context.cluster, context.database),
		rowCounts(context.cluster, context.restoreDatabase),
	])
	const differences = [...new Set([...before.keys(), ...after.keys()])].filter(
		(table) => before.get(table) !== after.get(table),
	)
	if (differences.length)
		throw new Error(
			`row counts differ: ${differences.map((table) => `${table} ${before.get(table)} → ${after.get(table)}`).join(', ')}`,
		)
	const rows = [...before.values()].reduce((sum, count) => sum + count, 0)
	const [objects, restoredObjects] = await Promise.all([
		objectSizes(context.bucket.client, context.bucket.name, context.bucket.prefix),
		objectSizes(context.bucket.client, context.bucket.restoredName, context.bucket.prefix),
	])
	if (JSON.stringify([...objects]) !== JSON.stringify([...restoredObjects]))
		throw new Error(`the restored bucket holds ${restoredObjects.size} objects, the first ${objects.size}`)
	say(`the same ${rows} rows in ${before.size} tables, and the same ${objects.size} objects (keys and sizes)`)
}

/**
 * Every table of `public` with its exact row count. The queue's own tables (`pgboss`) are left
 * out: the worker keeps writing them while the drill compares.
 */
async function rowCounts(cluster: Cluster, database: string) {
	const tables = (
		await cluster.psql(
			`select quote_ident(schemaname) || '.' || quote_ident(tablename) from pg_tables where schemaname = 'public' order by 1`,
			database,
		)
	)
		.split('\n')
		.filter(Boolean)
	if (tables.length === 0) return new Map<string, number>()
	const counts = await cluster.psql(
		tables.map((table) => `select '${table.replaceAll("'", "''")}', count(*) from ${table}`).join(' union all '),
		database,
	)
	return new Map(
		counts
			.split('\n')
			.filter(Boolean)
			.map((line) => {
				const [table, count] = line.split('|')
				return [table!, Number(count)] as const
			}),
	)
}

async function objectSizes(client: S3Client, bucket: string, prefix: string) {
	const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/` }))
	const sizes = (listed.Contents ?? []).map((object): [string, number] => [object.Key!, object.Size ?? 0])
	return new Map(sizes.sort(([a], [b]) => a.localeCompare(b)))
}

const seconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(1)} s`
