// npm run drill:deploy [-- --no-build]: the production recipe of deploy/ run for real on this machine
// (docs/deploy.md, decision 226). It installs nginx and PostgreSQL when missing (apt, as root),
// builds, and brings up on loopback ports: a PostgreSQL cluster from Debian's packages, an
// S3-compatible bucket (s3rver) and an SMTP stand-in, two app processes and the worker started
// exactly as deploy/systemd's units say, and nginx with deploy/nginx/warrington-jobs.conf. Then a
// smoke journey through nginx, one app process killed (nginx keeps answering from the other), a
// backup restored into an empty database and bucket, and everything torn down, also on failure or
// Ctrl-C. Each step is printed with its time; the exit code is 0 only if every step passed.
// Not part of npm test: it installs system packages and takes a few minutes.
import { randomBytes } from 'node:crypto'
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { userInfo } from 'node:os'
import path from 'node:path'
import { S3Client } from '@aws-sdk/client-s3'
import { startSmtpStandIn } from '../tests/fixtures/smtp.ts'
import { backupAndRestore } from './drill/backup.ts'
import { smokeJourney } from './drill/journey.ts'
import { installMissingPackages } from './drill/packages.ts'
import { createCluster, createDatabase, debianPostgresVersion, dropCluster } from './drill/postgres.ts'
import { freePort, logTail, run, startService, waitForStatus, type Service } from './drill/processes.ts'
import { drillMainConfig, drillSite } from './drill/site.ts'
import { readEnvironmentFile, readUnit } from './drill/units.ts'
import { Visitor } from './drill/visitor.ts'

const appDir = path.resolve(import.meta.dirname, '..')
const deployDir = path.join(appDir, 'deploy')
const BUCKET = 'warrington-jobs-files'
const RESTORED_BUCKET = 'warrington-jobs-restored'
const PREFIX = 'files'
const ALERT_WAIT_SECONDS = 2
/** What systemd gives a service: its default PATH, no login environment. */
const SERVICE_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'

if (process.platform !== 'linux' || userInfo().uid !== 0) {
	console.error(
		'The drill needs root on Debian (it installs packages and runs PostgreSQL and nginx as their users): sudo npm run drill:deploy',
	)
	process.exit(1)
}

const began = performance.now()
const timings: { step: string; seconds: number; passed: boolean }[] = []
const cleanups: { name: string; run: () => Promise<unknown> }[] = []
const services: Service[] = []
const elapsed = () => `+${((performance.now() - began) / 1000).toFixed(1)}s`
const say = (line: string) => console.log(`    ${line}`)

async function step<T>(name: string, body: () => Promise<T>): Promise<T> {
	console.log(`[${elapsed()}] ${name}`)
	const started = performance.now()
	try {
		const value = await body()
		timings.push({ step: name, seconds: (performance.now() - started) / 1000, passed: true })
		console.log(`    ✓ ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
		return value
	} catch (error) {
		timings.push({ step: name, seconds: (performance.now() - started) / 1000, passed: false })
		console.log(`    ✗ ${name}: ${error instanceof Error ? error.message : String(error)}`)
		throw error
	}
}

let interrupted = false
let tearingDown: Promise<void> | undefined
/** Stops everything started, once: a Ctrl-C and the failing step it causes share the one run. */
function tearDown() {
	tearingDown ??= (async () => {
		const started = performance.now()
		console.log(`[${elapsed()}] tearing down`)
		for (const cleanup of [...cleanups].reverse()) {
			try {
				await cleanup.run()
			} catch (error) {
				console.log(`    ! ${cleanup.name}: ${error instanceof Error ? error.message : String(error)}`)
			}
		}
		timings.push({ step: 'tear down', seconds: (performance.now() - started) / 1000, passed: true })
	})()
	return tearingDown
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
	process.on(signal, () => {
		if (interrupted) return
		interrupted = true
		console.log(`\n${signal}: tearing down before exiting`)
		void tearDown().then(() => process.exit(130))
	})

const workDir = mkdtempSync('/tmp/wj-drill-')
// PostgreSQL (as postgres) and nginx's workers (as www-data) reach their folders inside it.
chmodSync(workDir, 0o755)
/** --keep: a failed run leaves the folder with every process's log. */
let keepFolder = false
cleanups.push({
	name: 'removing the drill folder',
	run: async () =>
		keepFolder ? console.log(`    kept ${workDir} (--keep)`) : rmSync(workDir, { recursive: true, force: true }),
})

let passed = false
try {
	const version = await step('packages: nginx and PostgreSQL from apt', async () => {
		await installMissingPackages(say)
		const found = debianPostgresVersion()
		if (found === null) throw new Error('no PostgreSQL server from Debian packages after installing')
		say(`PostgreSQL ${found} (/usr/lib/postgresql/${found}), ${(await run('nginx', ['-v'])).stderr.trim()}`)
		return found
	})

	if (process.argv.includes('--no-build')) say('--no-build: using the build already in build/')
	else await step('build', () => run('npm', ['run', 'build'], { cwd: appDir }))

	const ports = {
		nginx: await freePort(),
		apps: [await freePort(), await freePort()] as [number, number],
		postgres: await freePort(),
		bucket: await freePort(),
	}
	const origin = `http://127.0.0.1:${ports.nginx}`
	say(
		`loopback ports: nginx ${ports.nginx}, app ${ports.apps.join(' and ')}, PostgreSQL ${ports.postgres}, bucket ${ports.bucket}`,
	)

	const database = await step(`PostgreSQL ${version}: a cluster, a role and two databases`, async () => {
		const dataDir = path.join(workDir, 'postgres')
		cleanups.push({ name: 'dropping the PostgreSQL cluster', run: () => dropCluster(version) })
		const cluster = await createCluster(version, ports.postgres, dataDir)
		const password = randomBytes(12).toString('base64url')
		const url = await createDatabase(cluster, 'warrington_jobs', password, 'warrington_jobs')
		const restoreUrl = await createDatabase(cluster, 'warrington_jobs', password, 'warrington_jobs_restored')
		say(
			`cluster ${version}/warrington-drill in ${dataDir}; databases warrington_jobs and warrington_jobs_restored (empty)`,
		)
		return { cluster, url, restoreUrl }
	})

	const standIns = await step('the bucket (s3rver) and the SMTP stand-in', async () => {
		const folder = path.join(workDir, 'bucket')
		mkdirSync(folder)
		const bucket = startService(
			'bucket',
			process.execPath,
			['scripts/drill/bucket.ts', String(ports.bucket), folder, BUCKET, RESTORED_BUCKET],
			{
				cwd: appDir,
				env: { PATH: process.env.PATH },
				logFile: path.join(workDir, 'bucket.log'),
			},
		)
		services.push(bucket)
		cleanups.push({ name: 'stopping the bucket', run: () => bucket.stop() })
		const smtp = await startSmtpStandIn()
		cleanups.push({ name: 'stopping the SMTP stand-in', run: () => smtp.close() })
		const endpoint = `http://127.0.0.1:${ports.bucket}`
		await waitForStatus(`${endpoint}/${BUCKET}`, { alive: [bucket], timeoutMs: 20_000 })
		const client = new S3Client({
			endpoint,
			region: 'eu-west-2',
			forcePathStyle: true,
			credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
		})
		say(`bucket s3://${BUCKET} at ${endpoint}; SMTP at ${smtp.url}`)
		return { endpoint, client, smtp }
	})

	const envFile = path.join(workDir, 'env')
	const paths = { '/srv/warrington-jobs': appDir, '/etc/warrington-jobs/env': envFile }
	const units = await step('the env file and the systemd units', async () => {
		// deploy/env.example as shipped, with the values naming real services replaced by the drill's.
		const example = readEnvironmentFile(readFileSync(path.join(deployDir, 'env.example'), 'utf8'))
		const drill: Record<string, string> = {
			APP_ORIGIN: origin,
			DATABASE_URL: database.url,
			FILE_STORAGE_URL: `s3://${BUCKET}/${PREFIX}`,
			S3_ENDPOINT: standIns.endpoint,
			AWS_REGION: 'eu-west-2',
			AWS_ACCESS_KEY_ID: 'S3RVER',
			AWS_SECRET_ACCESS_KEY: 'S3RVER',
			SMTP_URL: standIns.smtp.url,
			BACKUP_TARGET: path.join(workDir, 'scheduled-backups'),
			METRICS_TOKEN: randomBytes(24).toString('base64url'),
			// The drill's own: the alert's mail within seconds rather than 30.
			INSTANT_ALERT_WAIT_SECONDS: String(ALERT_WAIT_SECONDS),
		}
		const env = { ...example, ...drill }
		writeFileSync(
			envFile,
			Object.entries(env)
				.map(([name, value]) => `${name}=${value}`)
				.join('\n') + '\n',
			{ mode: 0o640 },
		)
		const kept = Object.keys(example).filter((name) => !(name in drill))
		say(
			`${envFile}: deploy/env.example with ${Object.keys(drill).length} values the drill's; kept as shipped: ${kept.join(', ')}`,
		)
		const web = ports.apps.map((port) =>
			readUnit(path.join(deployDir, 'systemd', 'warrington-jobs@.service'), { instance: String(port), paths }),
		)
		const worker = readUnit(path.join(deployDir, 'systemd', 'warrington-jobs-worker.service'), { paths })
		if (existsSync('/usr/bin/systemd-analyze')) {
			for (const unit of ['warrington-jobs@.service', 'warrington-jobs-worker.service']) {
				const copy = path.join(workDir, unit)
				let text = readFileSync(path.join(deployDir, 'systemd', unit), 'utf8')
				for (const [from, to] of Object.entries(paths)) text = text.replaceAll(from, to)
				writeFileSync(copy, text)
			}
			await run('systemd-analyze', [
				'verify',
				path.join(workDir, `warrington-jobs@${ports.apps[0]}.service`),
				path.join(workDir, 'warrington-jobs-worker.service'),
			])
			say('systemd-analyze verify: both units valid')
		}
		say(
			`not applied without systemd: ${[...new Set(worker.notApplied.map((setting) => setting.split('=')[0]))].join(', ')}`,
		)
		return { web, worker }
	})

	const serviceEnv = (unitEnv: Record<string, string>) => ({
		PATH: SERVICE_PATH,
		HOME: workDir,
		LANG: 'C.UTF-8',
		...unitEnv,
	})
	const readiness = await step('two app processes and the worker, as the units start them', async () => {
		for (const unit of [...units.web, units.worker]) {
			say(`${unit.name}: ${unit.command} ${unit.args.join(' ')} (in ${unit.cwd})`)
			const service = startService(unit.name, unit.command, unit.args, {
				cwd: unit.cwd,
				env: serviceEnv(unit.env),
				logFile: path.join(workDir, `${unit.name}.log`),
			})
			services.push(service)
			cleanups.push({ name: `stopping ${unit.name}`, run: () => service.stop() })
		}
		const first = `http://127.0.0.1:${ports.apps[0]}`
		await waitForStatus(`${first}/healthz`, { alive: services, timeoutMs: 120_000 })
		// /readyz (migrated, database reachable, worker started where it should be) once it exists.
		const probe = (await fetch(`${first}/readyz`)).status === 404 ? '/healthz' : '/readyz'
		for (const port of ports.apps)
			await waitForStatus(`http://127.0.0.1:${port}${probe}`, { alive: services, timeoutMs: 120_000 })
		say(`both answer ${probe} with 200`)
		return probe
	})

	await step('nginx with deploy/nginx/warrington-jobs.conf', async () => {
		const nginxDir = path.join(workDir, 'nginx')
		mkdirSync(nginxDir)
		const { uid, gid } = await wwwData()
		chownSync(nginxDir, uid, gid)
		const sitePath = path.join(nginxDir, 'warrington-jobs.conf')
		writeFileSync(
			sitePath,
			drillSite(readFileSync(path.join(deployDir, 'nginx', 'warrington-jobs.conf'), 'utf8'), {
				port: ports.nginx,
				appPorts: ports.apps,
				appDir,
				workDir: nginxDir,
			}),
		)
		const mainConfig = path.join(nginxDir, 'nginx.conf')
		writeFileSync(mainConfig, drillMainConfig(sitePath, nginxDir))
		const nginxArgs = ['-c', mainConfig, '-e', path.join(nginxDir, 'error.log')]
		await run('nginx', [...nginxArgs, '-t'])
		await run('nginx', nginxArgs)
		cleanups.push({
			name: 'stopping nginx',
			run: () => run('nginx', [...nginxArgs, '-s', 'quit']).then(() => waitForExit(path.join(nginxDir, 'nginx.pid'))),
		})
		await waitForStatus(`${origin}${readiness}`, { timeoutMs: 20_000 })
		say(`nginx -t passed; ${origin}${readiness} answers 200 through it`)
		// Prometheus's view: each process on its own port with the token; nothing from outside.
		const token = readEnvironmentFile(readFileSync(envFile, 'utf8')).METRICS_TOKEN
		const scraped = await fetch(`http://127.0.0.1:${ports.apps[1]}/metrics`, {
			headers: { Authorization: `Bearer ${token}` },
		})
		const text = await scraped.text()
		if (scraped.status !== 200 || !text.includes('wj_http_request_duration_seconds'))
			throw new Error(`/metrics on port ${ports.apps[1]} with the token: ${scraped.status} ${text.slice(0, 200)}`)
		const outside = await fetch(`${origin}/metrics`, { headers: { Authorization: `Bearer ${token}` } })
		if (outside.status !== 404) throw new Error(`/metrics through nginx answered ${outside.status}, not 404`)
		say(
			`/metrics scraped on port ${ports.apps[1]} with METRICS_TOKEN (${text.split('\n').length} lines); through nginx 404`,
		)
	})

	const journey = await step('smoke journey through nginx', () =>
		smokeJourney(
			{
				origin,
				mail: standIns.smtp.received,
				bucket: { client: standIns.client, name: BUCKET, prefix: PREFIX },
				alertWaitSeconds: ALERT_WAIT_SECONDS,
				assetsDir: path.join(appDir, 'build', 'client', 'assets'),
			},
			say,
		),
	)

	await step('one app process killed (SIGKILL): nginx answers from the other', async () => {
		const victim = services.find((service) => service.name === units.web[0]!.name)!
		victim.child.kill('SIGKILL')
		await victim.exited
		const requests = 40
		const statuses: number[] = []
		for (let i = 0; i < requests; i++) statuses.push((await journey.employer.get('/employer-dashboard')).status)
		const anonymous = await new Visitor(origin).get(`/jobs/${journey.jobId}?after-kill`)
		statuses.push(anonymous.status)
		const failed = statuses.filter((status) => status !== 200)
		if (failed.length) throw new Error(`${failed.length} of ${statuses.length} requests failed: ${failed.join(', ')}`)
		const log = readFileSync(path.join(workDir, 'nginx', 'warrington-jobs.access.log'), 'utf8')
			.trim()
			.split('\n')
			.slice(-statuses.length)
		const retried = log.filter((line) => line.includes(`127.0.0.1:${ports.apps[0]}, 127.0.0.1:${ports.apps[1]}`)).length
		say(
			`${statuses.length} of ${statuses.length} requests answered 200 (${ports.apps[0]} killed); ${retried} reached the dead process first and were passed on by nginx`,
		)
	})

	await step('backup and restore into an empty database and bucket', () =>
		backupAndRestore(
			{
				appDir,
				env: serviceEnv(units.worker.env),
				cluster: database.cluster,
				database: 'warrington_jobs',
				restoreDatabase: 'warrington_jobs_restored',
				restoreDatabaseUrl: database.restoreUrl,
				folder: path.join(workDir, 'backups'),
				bucket: { client: standIns.client, name: BUCKET, restoredName: RESTORED_BUCKET, prefix: PREFIX },
			},
			say,
		),
	)
	passed = true
} catch {
	keepFolder = process.argv.includes('--keep')
	for (const service of services)
		console.log(`\n--- last lines of ${service.name} (${service.logFile}) ---\n${logTail(service)}`)
} finally {
	await tearDown()
}

console.log(`\n${'step'.padEnd(66)} seconds`)
for (const timing of timings)
	console.log(`${timing.passed ? '✓' : '✗'} ${timing.step.padEnd(64)} ${timing.seconds.toFixed(1).padStart(7)}`)
console.log(
	`\ndrill ${passed ? 'passed' : interrupted ? 'interrupted' : 'FAILED'} in ${((performance.now() - began) / 1000).toFixed(1)} s`,
)
process.exit(interrupted ? 130 : passed ? 0 : 1)

async function wwwData() {
	const { stdout } = await run('id', ['-u', 'www-data'])
	const { stdout: group } = await run('id', ['-g', 'www-data'])
	return { uid: Number(stdout.trim()), gid: Number(group.trim()) }
}

/** Waits until nginx's master has gone (its pid file removed). */
async function waitForExit(pidFile: string) {
	for (let i = 0; i < 100 && existsSync(pidFile); i++) await new Promise((resolve) => setTimeout(resolve, 100))
}
