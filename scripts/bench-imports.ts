// The `imports` target of `npm run bench` (issue 32, decision 235), alone with `npm run bench -- imports`:
// SOURCES Greenhouse-shaped job boards of JOBS_PER_SOURCE jobs each, served by a local HTTP server
// in this process (varied titles, Warrington addresses and postcodes, HTML descriptions escaped as
// Greenhouse escapes them; no ETag, so that a second sync reads, maps and compares every job),
// one trusted source for each of SOURCES employers, synced by one background worker process
// (`npm run worker`, default QUEUE_CONCURRENCY) through the real queue: `requestSync` for each,
// timed from the first enqueue to the last source's recorded run. Meanwhile a mail is sent every
// MAIL_EVERY_MS and its latency from enqueued (sendMail returned) to delivered to the local SMTP
// server is measured, against the same mail stream measured with no sync running (the baseline).
// Then a second sync with nothing changed: its time, and nothing added, updated or ended.
// Its own database (wj_bench_imports). BENCH_IMPORT_SCALE=0.1 scales the jobs a board down.
import { spawn } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { MikroORM } from '@mikro-orm/postgresql'
import { requestSync } from '../app/features/importing/sync-task.server.ts'
import { JobSource } from '../app/models/job-source.ts'
import { User } from '../app/models/user.ts'
import { initOrm } from '../app/platform/db.server.ts'
import { sendMail } from '../app/platform/mail.server.ts'
import { installQueueSchema, stopQueue } from '../app/platform/queue/queue.server.ts'
import { recreateDatabase, type DatabaseServer } from '../server/database.ts'
import { seconds, startSmtpSink, until } from './bench-queue.ts'

const IMPORTS_DATABASE = 'wj_bench_imports'
const SOURCES = 10
const JOBS_PER_SOURCE = Math.round(500 * Number(process.env.BENCH_IMPORT_SCALE ?? 1))
const MAIL_EVERY_MS = 200
const BASELINE_SECONDS = 20
const TARGET_SECONDS = 60

type Smtp = Awaited<ReturnType<typeof startSmtpSink>>

/** Runs the imports target on `database`'s server and prints its figures. */
export async function benchImports(database: DatabaseServer) {
	await recreateDatabase(database, IMPORTS_DATABASE)
	const url = database.urlFor(IMPORTS_DATABASE)
	process.env.DATABASE_URL = url
	const orm = await initOrm(url)
	const smtp = await startSmtpSink()
	const boards = await startBoards()
	let worker: ReturnType<typeof spawn> | undefined
	try {
		await orm.migrator.up()
		await installQueueSchema(url)
		const sourceIds = await makeSources(orm, boards.origin)
		worker = spawn(
			process.execPath,
			[
				...(process.env.BENCH_WORKER_PROFILE
					? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_WORKER_PROFILE]
					: []),
				'scripts/worker.ts',
			],
			{
				env: {
					...process.env,
					DATABASE_URL: url,
					SMTP_URL: smtp.url,
					NODE_ENV: 'production',
					LOG_LEVEL: 'warn',
					IMPORT_ALLOWED_HOSTS: boards.host,
				},
				// Its warnings (a failed job, retried) show: a run with any is not a clean measurement.
				stdio: ['ignore', 'inherit', 'inherit'],
			},
		)
		const mail = mailStream(orm, smtp)
		await mail.during(() => until(() => smtp.received.length > 0, 120))
		console.log(
			`\nImports: ${SOURCES} Greenhouse boards of ${JOBS_PER_SOURCE} jobs (${boards.kilobytes} KB each), one worker process; a mail every ${MAIL_EVERY_MS} ms`,
		)

		const baseline = await mail.during(() => new Promise((resolve) => setTimeout(resolve, BASELINE_SECONDS * 1000)))
		console.log(`  mail with no sync running: ${latencies(baseline)}`)

		let first: SyncRun | undefined
		const duringFirst = await mail.during(async () => {
			first = await syncAll(orm, sourceIds)
		})
		const listed = await count(orm, 'select count(*)::int as n from job where source_id is not null and is_active')
		console.log(
			`  first sync: ${first!.found.toLocaleString('en-GB')} jobs found, ${first!.added.toLocaleString('en-GB')} added (${listed.toLocaleString('en-GB')} listed) in ${seconds(first!.ms)} from the first enqueue to the last source's run (target ≤ ${TARGET_SECONDS} s); ${first!.retried} of ${SOURCES} syncs retried${first!.errors}`,
		)
		console.log(`  mail during it: ${latencies(duringFirst)}; p95 ${ratio(duringFirst, baseline)} (target ≤ 2x)`)

		let second: SyncRun | undefined
		const duringSecond = await mail.during(async () => {
			second = await syncAll(orm, sourceIds)
		})
		console.log(
			`  second sync, nothing changed: ${seconds(second!.ms)}; ${second!.added} added, ${second!.updated} updated, ${second!.ended} ended of ${second!.found.toLocaleString('en-GB')} found; ${second!.retried} retried${second!.errors}`,
		)
		console.log(`  mail during it: ${latencies(duringSecond)}; p95 ${ratio(duringSecond, baseline)}`)
	} finally {
		if (worker && worker.exitCode === null) {
			worker.kill('SIGTERM')
			await new Promise((resolve) => worker!.once('exit', resolve))
		}
		await stopQueue()
		await boards.close()
		await smtp.close()
		await orm.close(true)
	}
}

type SyncRun = {
	ms: number
	found: number
	added: number
	updated: number
	ended: number
	/** Sync jobs the queue had to run again (a run that failed part-way; its first batches stay written). */
	retried: number
	errors: string
}

/** Requests every source's sync, as "Sync now" does, and waits until each has recorded a run since. */
async function syncAll(orm: MikroORM, sourceIds: number[]): Promise<SyncRun> {
	const started = new Date()
	for (const id of sourceIds) {
		const em = orm.em.fork()
		await requestSync(em, await em.findOneOrFail(JobSource, id))
	}
	const since = started.toISOString()
	await until(
		async () =>
			(await count(orm, `select count(*)::int as n from job_source where last_run_at >= '${since}'`)) ===
			sourceIds.length,
		15 * 60,
	)
	const ms = Date.now() - started.getTime()
	// Counted from the rows rather than the sources' last run: a retried sync records only its own share.
	const [totals] = await orm.em
		.getConnection()
		.execute<
			[{ found: number; added: number; updated: number; ended: number; retried: number; errors: string | null }]
		>(
			`select (select sum(last_found)::int from job_source) as found,
			(select count(*)::int from job_import where first_seen_at >= '${since}') as added,
			(select count(*)::int from job where source_id is not null and updated_at >= '${since}'
				and created_at < '${since}') as updated,
			(select count(*)::int from job_import where gone_at >= '${since}') as ended,
			(select count(*)::int from pgboss.job where name = 'job-source-sync' and created_on >= '${since}'
				and retry_count > 0) as retried,
			(select string_agg(distinct last_error, '; ') from job_source) as errors`,
		)
	return { ms, ...totals!, errors: totals!.errors ? ` (errors: ${totals!.errors})` : '' }
}

/**
 * Mail at a steady rate while `work` runs: each mail's wait from enqueued to delivered, once every
 * mail sent during it has arrived.
 */
function mailStream(orm: MikroORM, smtp: Smtp) {
	let sent = 0
	return {
		async during(work: () => Promise<unknown>) {
			const queued = new Map<string, number>()
			const sending = new Set<Promise<void>>()
			const timer = setInterval(() => {
				const to = `bench.mail.${sent++}@example.co.uk`
				const send = sendMail(orm.em.fork(), {
					to,
					subject: 'Your application for Warehouse Operative',
					text: 'Thank you for applying to Omega Distribution Ltd. The employer will be in touch.',
					html: '<p>Thank you for applying to Omega Distribution Ltd. The employer will be in touch.</p>',
				})
					.then(() => void queued.set(to, Date.now()))
					.finally(() => sending.delete(send))
				sending.add(send)
			}, MAIL_EVERY_MS)
			try {
				await work()
			} finally {
				clearInterval(timer)
			}
			await Promise.all(sending)
			const delivered = () => smtp.received.filter((mail) => queued.has(mail.to))
			await until(() => delivered().length >= queued.size, 5 * 60)
			return delivered().map((mail) => mail.at - queued.get(mail.to)!)
		},
	}
}

function percentile(values: number[], share: number) {
	const sorted = [...values].sort((a, b) => a - b)
	return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? NaN
}

function latencies(waits: number[]) {
	const ms = (value: number) => `${Math.round(value)} ms`
	return `${waits.length} mails, p50 ${ms(percentile(waits, 0.5))}, p95 ${ms(percentile(waits, 0.95))}, max ${ms(Math.max(...waits))}`
}

function ratio(waits: number[], baseline: number[]) {
	return `${(percentile(waits, 0.95) / percentile(baseline, 0.95)).toFixed(1)}x the baseline's`
}

async function count(orm: MikroORM, sql: string) {
	const [row] = await orm.em.getConnection().execute<[{ n: number }]>(sql)
	return row!.n
}

/** SOURCES employers with a verified address, each with one source an admin trusted. */
export async function makeSources(orm: MikroORM, origin: string) {
	const em = orm.em.fork()
	const sources = Array.from({ length: SOURCES }, (_, board) => {
		const employer = em.create(User, {
			email: `bench.employer.${board}@example.co.uk`,
			password: 'not-a-hash',
			firstName: 'Bench',
			lastName: `Employer ${board}`,
			userType: 'employer',
			emailVerifiedAt: new Date(),
		})
		return em.create(JobSource, {
			employer,
			kind: 'greenhouse',
			url: `${origin}/boards/employer-${board}`,
			fetchUrl: `${origin}/v1/boards/employer-${board}/jobs?content=true`,
			industry: INDUSTRIES[board % INDUSTRIES.length]!,
			companyName: `Bench Employer ${board} Ltd`,
			trust: 'admin',
			trustedAt: new Date(),
			// Not due: only the syncs the bench requests run.
			nextSyncAt: new Date(Date.now() + 24 * 3_600_000),
		})
	})
	await em.flush()
	return sources.map((source) => source.id)
}

const INDUSTRIES = ['Technology', 'Healthcare', 'Retail', 'Manufacturing', 'Hospitality', 'Construction']
const ROLES = [
	'Warehouse Operative',
	'Care Assistant',
	'Electrical Design Engineer',
	'Customer Support Adviser',
	'HGV Class 1 Driver',
	'Payroll Officer',
	'Sous Chef',
	'Site Manager',
	'Software Developer',
	'Retail Supervisor',
	'Maintenance Technician',
	'Purchase Ledger Clerk',
]
const GRADES = ['', 'Senior ', 'Junior ', 'Lead ', 'Trainee ']
const SHIFTS = ['Days', 'Nights', 'Weekends', 'Mornings', 'Flexible hours']
const PLACES = [
	['Birchwood Park, Warrington', 'WA3 6YN'],
	['Warrington', 'WA1 1QX'],
	['Stockton Heath, Warrington', 'WA4 6HB'],
	['Great Sankey', 'WA5 3AB'],
	['Omega, Warrington', 'WA5 7TY'],
	['Warrington', 'WA2 8RE'],
	['Latchford, Warrington', 'WA4 1AA'],
	['Culcheth, Warrington', 'WA3 4DN'],
] as const
const TYPES = ['Full-time', 'Part-time', 'Permanent', 'Fixed term contract', null]

/** Board `board`'s job `n`, as Greenhouse's Job Board API lists it with `content=true`. */
function boardJob(origin: string, board: number, n: number) {
	const role = ROLES[(n + board) % ROLES.length]!
	const title = `${GRADES[n % GRADES.length]}${role} (${SHIFTS[n % SHIFTS.length]}) ${board + 1}-${n + 1}`
	const [place, postcode] = PLACES[n % PLACES.length]!
	const low = 22_000 + ((n * 500) % 14_000)
	const html = `<p><strong>Bench Employer ${board}</strong> is hiring a ${role.toLowerCase()} for our ${place} site &ndash; ${SHIFTS[n % SHIFTS.length]!.toLowerCase()}.</p>
<h3>What you&rsquo;ll do</h3><ul><li>Work with a friendly team of ${5 + (n % 20)} people &amp; keep our customers happy</li><li>Follow our safety &amp; quality procedures<ul><li>Training given from day one</li></ul></li><li>Keep clear records</li></ul>
<h3>What we offer</h3><ul><li>&pound;${low.toLocaleString('en-GB')} to &pound;${(low + 4_000).toLocaleString('en-GB')} a year</li><li>25 days&#39; holiday plus bank holidays</li><li>Free parking and a staff canteen</li></ul>
<p>Apply online; we reply to every application within a week.<br>Questions? Call our recruitment team.</p><!-- ref ${board}-${n} -->`
	const type = TYPES[n % TYPES.length]
	return {
		absolute_url: `${origin}/boards/employer-${board}/jobs/${n + 1}`,
		id: 7_000_000 + board * 10_000 + n,
		internal_job_id: 3_000_000 + board * 10_000 + n,
		title,
		company_name: `Bench Employer ${board} Ltd`,
		location: { name: `${place} ${postcode}` },
		first_published: new Date(Date.now() - ((n % 20) + 1) * 86_400_000).toISOString(),
		updated_at: new Date(Date.now() - 3_600_000).toISOString(),
		requisition_id: `REQ-${board}-${n}`,
		content: html.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;'),
		metadata: [
			{ id: 1, name: 'Employment Type', value: type, value_type: 'single_select' },
			{
				id: 2,
				name: 'Salary',
				value: `£${low.toLocaleString('en-GB')} - £${(low + 4_000).toLocaleString('en-GB')} a year`,
				value_type: 'short_text',
			},
		],
		departments: [{ id: 10 + (n % 4), name: 'Operations', child_ids: [], parent_id: null }],
		offices: [{ id: 20, name: 'Warrington', location: `${place} ${postcode}` }],
	}
}

/** The boards, each answered from a body made once: what a board would serve while nothing changes. */
export async function startBoards() {
	const bodies = new Map<string, string>()
	const server = http.createServer((request, response) => {
		const body = bodies.get(request.url ?? '')
		if (!body) {
			response.writeHead(404).end()
			return
		}
		response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(body)
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	const origin = `http://127.0.0.1:${port}`
	for (let board = 0; board < SOURCES; board++) {
		const jobs = Array.from({ length: JOBS_PER_SOURCE }, (_, n) => boardJob(origin, board, n))
		bodies.set(`/v1/boards/employer-${board}/jobs?content=true`, JSON.stringify({ jobs, meta: { total: jobs.length } }))
	}
	return {
		origin,
		host: `127.0.0.1:${port}`,
		kilobytes: Math.round(Buffer.byteLength(bodies.values().next().value!) / 1024),
		close: () => {
			server.closeAllConnections()
			return new Promise((resolve) => server.close(resolve))
		},
	}
}
