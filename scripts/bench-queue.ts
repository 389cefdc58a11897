// The `queue` target of `npm run bench` (issue 28, decision 185), alone with `npm run bench -- queue`:
// one background worker process (`npm run worker`, default QUEUE_BATCH_SIZE and QUEUE_CONCURRENCY)
// against its own database (wj_bench_queue) and a local SMTP server in this process, measuring
//   (a) mails a minute delivered by the one worker;
//   (b) a burst: POSTINGS jobs posted over BURST_SECONDS while ALERTS instant alerts watch, and
//       password resets asked for during it: how long after the burst's end the last alert mail
//       went, how long each reset mail waited, and whether every alert was mailed each of its
//       matching jobs exactly once.
// BENCH_QUEUE_SCALE=0.1 scales every count and the burst's length down, for a quick look; the
// README's figures come from a full run.
import { spawn } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import type { MikroORM } from '@mikro-orm/postgresql'
import { SMTPServer } from 'smtp-server'
import { requestPasswordReset } from '../app/features/accounts/password-reset.server.ts'
import { JobAlertSchema } from '../app/features/alerts/job-alert-schemas.ts'
import { createJobAlert } from '../app/features/alerts/job-alerts.server.ts'
import { alertSearch } from '../app/features/alerts/job-alert-schemas.ts'
import { searchJobsStoredIn } from '../app/features/jobs/job-search-window.server.ts'
import { POST_AREAS, POST_JOB_TYPES } from '../app/features/jobs/job-options.ts'
import { postJob } from '../app/features/jobs/jobs.server.ts'
import { JobAlert } from '../app/models/job-alert.ts'
import { User } from '../app/models/user.ts'
import { initOrm } from '../app/platform/db.server.ts'
import { sendMail } from '../app/platform/mail.server.ts'
import { installQueueSchema, stopQueue } from '../app/platform/queue/queue.server.ts'
import { recreateDatabase, type DatabaseServer } from '../server/database.ts'
import { ROLES } from './bench-job-words.ts'

const QUEUE_DATABASE = 'wj_bench_queue'
const SCALE = Number(process.env.BENCH_QUEUE_SCALE ?? 1)
const MAILS = Math.round(5_000 * SCALE)
const POSTINGS = Math.round(10_000 * SCALE)
const ALERTS = Math.round(1_000 * SCALE)
const BURST_SECONDS = 120 * SCALE
/** Postings under way at once, as from several app instances. */
const POSTING_CONCURRENCY = 8

type Received = { at: number; to: string; subject: string }

/** Runs the queue target on `database`'s server and prints its figures. */
export async function benchQueue(database: DatabaseServer) {
	await recreateDatabase(database, QUEUE_DATABASE)
	const url = database.urlFor(QUEUE_DATABASE)
	process.env.DATABASE_URL = url
	const orm = await initOrm(url)
	const smtp = await startSmtpSink()
	let worker: ReturnType<typeof spawn> | undefined
	try {
		await orm.migrator.up()
		await installQueueSchema(url)
		const { employer, seekers } = await makeAccounts(orm)
		console.log(`\nQueue: one worker process; ${SCALE === 1 ? 'full run' : `scaled by ${SCALE}`}`)

		// (a) Mail a minute: MAILS bulk mails waiting before the worker starts.
		await queueBulkMail(orm, MAILS)
		const workerStarted = Date.now()
		worker = spawn(process.execPath, ['scripts/worker.ts'], {
			env: { ...process.env, DATABASE_URL: url, SMTP_URL: smtp.url, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
			stdio: ['ignore', 'ignore', 'inherit'],
		})
		await until(() => smtp.received.length >= MAILS, 15 * 60)
		const first = smtp.received[0]!.at
		const last = smtp.received[MAILS - 1]!.at
		console.log(
			`  mail: ${MAILS.toLocaleString('en-GB')} mails in ${seconds(last - first)} from the first to the last: ${Math.round(((MAILS - 1) / (last - first)) * 60_000).toLocaleString('en-GB')} a minute (${seconds(last - workerStarted)} from the worker's start)`,
		)

		// (b) The burst, with resets asked for a quarter, half and three quarters of the way through.
		smtp.received.length = 0
		const resets: { email: string; queuedAt: number }[] = []
		const resetTimers = [0.25, 0.5, 0.75].map((share, index) =>
			setTimeout(
				() => {
					const email = seekers[index]!.email
					void requestPasswordReset(orm.em.fork(), `198.51.100.${index + 1}`, email).then(() =>
						resets.push({ email, queuedAt: Date.now() }),
					)
				},
				share * BURST_SECONDS * 1000,
			),
		)
		const burstStart = Date.now()
		await postBurst(orm, employer)
		const burstEnd = Date.now()
		resetTimers.forEach(clearTimeout)
		await until(async () => (await backlog(orm)) === 0, 15 * 60)
		const alertMails = smtp.received.filter((mail) => /\d+[ _]new[ _]jobs?/.test(mail.subject))
		const lastAlertMail = Math.max(...alertMails.map((mail) => mail.at))
		const waits = resets.map(({ email, queuedAt }) => {
			const mail = smtp.received.find((received) => received.to === email && received.subject.startsWith('Reset'))
			return mail ? mail.at - queuedAt : Infinity
		})
		const [{ sweeps }] = await orm.em
			.getConnection()
			.execute<[{ sweeps: number }]>(
				`select count(*)::int as sweeps from pgboss.job where name like 'job-alerts-instant%' and state = 'completed'`,
			)
		console.log(
			`  burst: ${POSTINGS.toLocaleString('en-GB')} postings in ${seconds(burstEnd - burstStart)} (${ALERTS.toLocaleString('en-GB')} instant alerts): ${sweeps} sweeps, ${alertMails.length.toLocaleString('en-GB')} alert mails`,
		)
		console.log(`  last alert mail: ${seconds(lastAlertMail - burstEnd)} after the burst's end (target ≤ 2 min)`)
		console.log(
			`  reset mails queued during the burst waited ${waits.map((wait) => seconds(wait)).join(', ')} (target ≤ 10 s)`,
		)
		console.log(`  ${await checkAlertMails(orm, alertMails)}`)
	} finally {
		if (worker && worker.exitCode === null) {
			worker.kill('SIGTERM')
			await new Promise((resolve) => worker!.once('exit', resolve))
		}
		await stopQueue()
		await smtp.close()
		await orm.close(true)
	}
}

/**
 * An employer and ALERTS job seekers, each with one instant alert: a role's word, an industry, or an
 * area's full-time jobs. Their addresses are verified: alerts mail only a verified address.
 */
async function makeAccounts(orm: MikroORM) {
	const em = orm.em.fork()
	const verifiedAt = new Date()
	const person = (email: string, userType: 'employer' | 'employee') =>
		em.create(User, {
			email,
			password: 'not-a-hash',
			firstName: 'Bench',
			lastName: 'Account',
			userType,
			emailVerifiedAt: verifiedAt,
		})
	const employer = person('bench.employer@example.co.uk', 'employer')
	const seekers = Array.from({ length: ALERTS }, (_, i) => person(`bench.seeker.${i}@example.co.uk`, 'employee'))
	await em.flush()
	const industries = [...new Set(ROLES.map(([, industry]) => industry))]
	for (const [i, seeker] of seekers.entries()) {
		const criteria =
			i % 3 === 0
				? { search: ROLES[i % ROLES.length]![0].split(' ').at(-1)!.toLowerCase() }
				: i % 3 === 1
					? { industry: [industries[i % industries.length]!] }
					: { location: POST_AREAS[i % (POST_AREAS.length - 1)]!, jobType: ['Full-time'] }
		await createJobAlert(orm.em.fork(), seeker, JobAlertSchema.parse({ ...criteria, frequency: 'instant' }))
	}
	return { employer, seekers }
}

async function queueBulkMail(orm: MikroORM, count: number) {
	for (let start = 0; start < count; start += 20)
		await Promise.all(
			Array.from({ length: Math.min(20, count - start) }, (_, i) =>
				sendMail(orm.em.fork(), {
					to: `bulk.${start + i}@example.co.uk`,
					subject: 'Your application for Warehouse Operative',
					text: 'Thank you for applying to Omega Distribution Ltd. The employer will be in touch.',
					html: '<p>Thank you for applying to Omega Distribution Ltd. The employer will be in touch.</p>',
				}),
			),
		)
}

/** POSTINGS jobs, evenly spread over BURST_SECONDS, POSTING_CONCURRENCY at most under way. */
async function postBurst(orm: MikroORM, employer: User) {
	const start = Date.now()
	const inFlight = new Set<Promise<unknown>>()
	for (let i = 0; i < POSTINGS; i++) {
		const due = start + (i * BURST_SECONDS * 1000) / POSTINGS
		if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()))
		while (inFlight.size >= POSTING_CONCURRENCY) await Promise.race(inFlight)
		const [title, industry] = ROLES[(i * 7) % ROLES.length]!
		const posting = postJob(orm.em.fork(), employer, {
			title: `${title} (${i})`,
			company: `Bench Employer ${i % 50}`,
			location: POST_AREAS[i % POST_AREAS.length]!,
			salary: `£${22 + (i % 15)},000 a year`,
			description: `${title} wanted in Warrington. Full training given; a friendly team and a pension.`,
			jobType: POST_JOB_TYPES[i % POST_JOB_TYPES.length]!,
			industry,
			contactEmail: 'jobs@example.co.uk',
		}).finally(() => inFlight.delete(posting))
		inFlight.add(posting)
	}
	await Promise.all(inFlight)
}

/** Instant alerts not yet swept past every job, plus mail not yet delivered. */
async function backlog(orm: MikroORM) {
	const [row] = await orm.em.getConnection().execute<[{ alerts: number; mails: number }]>(
		`select (select count(*)::int from job_alert a where not a.paused and a.frequency = 'instant'
			and exists (select 1 from job j where j.posted_xid >= a.instant_through)) as alerts,
			(select count(*)::int from mail_outbox where status = 'queued') as mails`,
	)
	return row!.alerts + row!.mails
}

/** Each alert's mails, added up, against the burst's jobs its search finds: none twice, none missed. */
async function checkAlertMails(orm: MikroORM, mails: Received[]) {
	const em = orm.em.fork()
	const [span] = await em
		.getConnection()
		.execute<[{ from: string; to: string }]>(
			`select min(posted_xid)::text as from, (max(posted_xid)::text::bigint + 1)::text as to from job`,
		)
	const mailed = new Map<string, number>()
	for (const mail of mails) {
		const count = Number(/(\d+)[ _]new[ _]jobs?/.exec(mail.subject)![1])
		mailed.set(mail.to, (mailed.get(mail.to) ?? 0) + count)
	}
	let exact = 0
	let over = 0
	let under = 0
	for (const alert of await em.find(JobAlert, {}, { populate: ['user'] })) {
		const { total } = await searchJobsStoredIn(em, alertSearch(alert.criteria, 1), span!, 1)
		const got = mailed.get(alert.user.email) ?? 0
		if (got === total) exact += 1
		else if (got > total) over += 1
		else under += 1
	}
	return `alerts mailed exactly their matching jobs: ${exact} of ${ALERTS} (${over} with a job twice, ${under} with a job missed)`
}

export async function startSmtpSink() {
	const received: Received[] = []
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS', 'AUTH'],
		logger: false,
		closeTimeout: 500,
		onData(stream, session, callback) {
			let head = ''
			stream.setEncoding('utf8')
			stream.on('data', (chunk: string) => {
				if (head.length < 8192) head += chunk
			})
			stream.on('end', () => {
				const subject = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(head)?.[1]?.replace(/\r\n[ \t]/g, ' ') ?? ''
				received.push({ at: Date.now(), to: session.envelope.rcptTo[0]?.address ?? '', subject })
				callback()
			})
		},
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.server.address() as AddressInfo
	return {
		url: `smtp://127.0.0.1:${port}`,
		received,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}

export async function until(check: () => boolean | Promise<boolean>, timeoutSeconds: number) {
	const deadline = Date.now() + timeoutSeconds * 1000
	while (!(await check())) {
		if (Date.now() > deadline) throw new Error(`The queue bench timed out after ${timeoutSeconds} s`)
		await new Promise((resolve) => setTimeout(resolve, 250))
	}
}

export const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'never')
