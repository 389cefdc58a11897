// PostgreSQL from Debian's packages for the drill: a cluster of its own (pg_createcluster, as
// docs/deploy.md's server has its `main`), on a loopback port, its data in the drill's folder, run
// by the postgres user; a role and databases made with psql as a real server's are.
import { existsSync, mkdirSync, readdirSync } from 'node:fs'
import { run } from './processes.ts'

/** The cluster's name; one left by a drill that was killed is dropped before a new one is made. */
export const CLUSTER = 'warrington-drill'

/** The newest PostgreSQL server Debian's packages installed (15 on Debian 12), or null. */
export function debianPostgresVersion() {
	if (!existsSync('/usr/bin/pg_createcluster') || !existsSync('/usr/lib/postgresql')) return null
	const versions = readdirSync('/usr/lib/postgresql')
		.filter((version) => existsSync(`/usr/lib/postgresql/${version}/bin/postgres`))
		.map(Number)
		.filter((version) => Number.isInteger(version))
		.sort((a, b) => b - a)
	return versions[0] ?? null
}

export type Cluster = {
	version: number
	port: number
	/** A psql as the postgres superuser; its output, unaligned and without headers. */
	psql: (sql: string, database?: string) => Promise<string>
	drop: () => Promise<void>
}

export async function createCluster(version: number, port: number, dataDir: string): Promise<Cluster> {
	await dropCluster(version)
	// The socket folder postgresql-common makes at boot; a container may not have it yet.
	mkdirSync('/var/run/postgresql', { recursive: true })
	await run('chown', ['postgres:postgres', '/var/run/postgresql'])
	await run('pg_createcluster', [
		String(version),
		CLUSTER,
		'--port',
		String(port),
		'--datadir',
		dataDir,
		'--start-conf',
		'manual',
		'-o',
		'listen_addresses=localhost',
		'--',
		'--auth-host=scram-sha-256',
		'--auth-local=peer',
	])
	await run('pg_ctlcluster', [String(version), CLUSTER, 'start'])
	const psql = async (sql: string, database = 'postgres') =>
		(
			await run('runuser', [
				'-u',
				'postgres',
				'--',
				'psql',
				'--cluster',
				`${version}/${CLUSTER}`,
				'-X',
				'-q',
				'-A',
				'-t',
				'-v',
				'ON_ERROR_STOP=1',
				'-d',
				database,
				'-c',
				sql,
			])
		).stdout.trim()
	return { version, port, psql, drop: () => dropCluster(version) }
}

/** A login role owning a new database, as docs/deploy.md makes them. */
export async function createDatabase(cluster: Cluster, role: string, password: string, database: string) {
	const exists = await cluster.psql(`select 1 from pg_roles where rolname = '${role}'`)
	if (!exists) await cluster.psql(`create role "${role}" login password '${password}'`)
	await cluster.psql(`create database "${database}" owner "${role}"`)
	return `postgres://${role}:${password}@127.0.0.1:${cluster.port}/${database}`
}

export async function dropCluster(version: number) {
	const { stdout } = await run('pg_lsclusters', ['--no-header'])
	const listed = stdout.split('\n').some((line) => {
		const [clusterVersion, name] = line.trim().split(/\s+/)
		return clusterVersion === String(version) && name === CLUSTER
	})
	if (listed) await run('pg_dropcluster', ['--stop', String(version), CLUSTER])
}
