// Two app instances on one database behind a load balancer behave as one site (decision 174): two
// real server processes from the run's build, on a database of their own, behind a proxy that
// hands each request to the next instance in turn (tests/fixtures/round-robin-proxy.ts). A session,
// a rate limit, an idempotency key, a payment confirmation, the pages anonymous visitors read
// after a change, and a mail queued on one instance all behave as on one. Server tests without a
// browser: the `js` project only.
import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext } from '@playwright/test'
import pg from 'pg'
import Stripe from 'stripe'
import { RATE_LIMITS } from '../../app/platform/rate-limit.server.ts'
import { dropDatabase, openDatabaseServer, recreateDatabase, type DatabaseServer } from '../../server/database.ts'
import { startRoundRobinProxy, type Answer, type CallOptions } from '../fixtures/round-robin-proxy.ts'
import { startSmtpStandIn } from '../fixtures/smtp.ts'
import { startApp, type AppProcess } from './server-process.ts'
import { e2eStripeEnv, E2E_WEBHOOK_SECRET, stripeStandInBase } from './stripe-settings.ts'

test.describe.configure({ mode: 'serial' })

const DATABASE = 'wj_two_instances'
const PASSWORD = 'a long enough password'

let server: DatabaseServer
let databaseUrl: string
let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>
let starter: APIRequestContext
const instances: AppProcess[] = []

test.beforeAll(async ({ playwright }, testInfo) => {
	test.skip(testInfo.project.name !== 'js', 'server processes without a browser: one run is enough')
	test.setTimeout(60_000)
	server = await openDatabaseServer()
	await recreateDatabase(server, DATABASE)
	databaseUrl = server.urlFor(DATABASE)
	smtp = await startSmtpStandIn()
	proxy = await startRoundRobinProxy()
	starter = await playwright.request.newContext()
	const env = {
		DATABASE_URL: databaseUrl,
		APP_ORIGIN: proxy.origin,
		TRUST_PROXY: '1',
		// The limits as deployed: the rate limit below is counted to its real number.
		RATE_LIMIT_FACTOR: '1',
		SMTP_URL: smtp.url,
		...e2eStripeEnv(),
	}
	// Started together on the empty database, as a deployment would: one migrates under the lock.
	instances.push(...(await Promise.all([startApp(starter, env), startApp(starter, env)])))
	proxy.upstreams.push({ name: 'a', origin: instances[0]!.origin }, { name: 'b', origin: instances[1]!.origin })
})

test.afterAll(async () => {
	await Promise.all(
		instances.map(async (instance) => {
			if (instance.exitCode() !== undefined) return
			instance.child.kill('SIGTERM')
			await instance.exited
		}),
	)
	await proxy?.close()
	await smtp?.close()
	await starter?.dispose()
	if (server) await dropDatabase(server, DATABASE)
})

const call = (path: string, init?: CallOptions) => proxy.call(path, init)
const parsed = <T>(answer: Answer) => JSON.parse(answer.body) as T

let accounts = 0
/** A new account through the API; its email and bearer token. */
async function register(userType: 'employee' | 'employer', firstName: string) {
	accounts += 1
	const email = `${firstName.toLowerCase()}.${accounts}.${Date.now()}@two-instances.example.co.uk`
	const answer = await call('/api/register', {
		method: 'POST',
		json: { email, password: PASSWORD, firstName, lastName: 'Latchford', userType },
	})
	expect(answer.status, answer.body).toBe(201)
	return { email, token: parsed<{ token: string }>(answer).token }
}

/** The `session` cookie a response sets, as a browser would send it back. */
function sessionCookie(answer: Answer) {
	const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('session='))
	expect(cookie).toBeDefined()
	return cookie!.split(';')[0]!
}

/** Each path read twice in a row, so once by each instance; the answers by path. */
async function readOnBoth(paths: string[]) {
	const answers = new Map<string, Answer[]>()
	for (const path of paths) {
		const pair = [await call(path), await call(path)]
		expect(pair.map((answer) => answer.servedBy).sort()).toEqual(['a', 'b'])
		answers.set(path, pair)
	}
	return answers
}

test('a session and a rate limit are the same whichever instance answers', async () => {
	const seeker = await register('employee', 'Niamh')

	// Signed in through the sign-in form on one instance; the next requests land on the other, then back.
	const signedIn = await call('/auth', {
		method: 'POST',
		form: { intent: 'signin', email: seeker.email, password: PASSWORD },
	})
	expect(signedIn.status).toBe(302)
	const cookie = sessionCookie(signedIn)
	const reads = [
		await call('/api/user', { headers: { Cookie: cookie } }),
		await call('/api/user', { headers: { Cookie: cookie } }),
	]
	expect(reads[0]!.servedBy).not.toBe(signedIn.servedBy)
	for (const read of reads) {
		expect(read.status).toBe(200)
		expect(parsed<{ email: string }>(read).email).toBe(seeker.email)
	}
	// Signed out on one, and the other no longer knows the cookie.
	const signedOut = await call('/logout', { method: 'POST', form: {}, headers: { Cookie: cookie } })
	expect(signedOut.status).toBe(302)
	const afterSignOut = await call('/api/user', { headers: { Cookie: cookie } })
	expect(afterSignOut.servedBy).not.toBe(signedOut.servedBy)
	expect(afterSignOut.status).toBe(401)

	// Wrong passwords for one account from one address, half on each instance: refused at the
	// limit's own count, as on one instance (each would have counted only half by itself). Each
	// attempt names another address in its own X-Forwarded-For: the instances take the client's
	// address from what the load balancer added, never from what the client wrote.
	const target = await register('employee', 'Rhys')
	const limit = RATE_LIMITS.loginPerAccountAddress.limit
	const attempts: Answer[] = []
	for (let attempt = 0; attempt <= limit; attempt++) {
		attempts.push(
			await call('/api/login', {
				method: 'POST',
				json: { email: target.email, password: 'not the password at all' },
				headers: { 'X-Forwarded-For': `203.0.113.${attempt + 1}` },
			}),
		)
	}
	expect(attempts.map((attempt) => attempt.status)).toEqual([...Array<number>(limit).fill(401), 429])
	expect(new Set(attempts.map((attempt) => attempt.servedBy))).toEqual(new Set(['a', 'b']))
	// The right password is refused too, by the instance that did not refuse the last attempt.
	const rightPassword = await call('/api/login', { method: 'POST', json: { email: target.email, password: PASSWORD } })
	expect(rightPassword.servedBy).not.toBe(attempts.at(-1)!.servedBy)
	expect(rightPassword.status).toBe(429)
})

test('an idempotent post and a payment confirmed on the other instance; both instances show each change at once', async () => {
	const employer = await register('employer', 'Bethan')
	const auth = { Authorization: `Bearer ${employer.token}` }
	const title = `Warehouse Team Leader ${Date.now()}`

	// The same Idempotency-Key sent to both instances: one job, the second answer a replay of the first.
	const key = randomUUID()
	const job = {
		title,
		company: 'Northway Logistics',
		location: 'Birchwood',
		description: 'Leading a team of eight on the Birchwood Park day shift: picking, packing and loading.',
		jobType: 'Full-time',
		industry: 'Other',
		contactEmail: 'jobs@northwaylogistics.co.uk',
	}
	const posts = [
		await call('/api/jobs', { method: 'POST', json: job, headers: { ...auth, 'Idempotency-Key': key } }),
		await call('/api/jobs', { method: 'POST', json: job, headers: { ...auth, 'Idempotency-Key': key } }),
	]
	expect(posts.map((post) => post.status)).toEqual([201, 201])
	expect(posts[1]!.servedBy).not.toBe(posts[0]!.servedBy)
	expect(posts[1]!.headers.get('Idempotent-Replayed')).toBe('true')
	const { id } = parsed<{ id: number }>(posts[0]!)
	expect(parsed<{ id: number }>(posts[1]!).id).toBe(id)
	const own = await call('/api/employer/jobs', { headers: auth })
	expect(parsed<{ title: string }[]>(own).map((listed) => listed.title)).toEqual([title])

	// Anonymous visitors read the listing and the job on both instances (whatever each keeps).
	const listing = '/'
	const jobPage = `/jobs/${id}`
	// The listing holds this job alone: its card's badge is the one "Sponsored" more after the payment.
	const badges = (html: string) => html.match(/>\s*Sponsored\s*</g)?.length ?? 0
	let pages = await readOnBoth([listing, jobPage])
	const unsponsored = badges(pages.get(listing)![0]!.body)
	for (const page of pages.get(listing)!) {
		expect(page.body).toContain(title)
		expect(badges(page.body)).toBe(unsponsored)
	}
	const [first, second] = pages.get(jobPage)!
	expect([first!.status, second!.status]).toEqual([200, 200])
	// The same page from either instance has the same ETag: a shared cache may revalidate anywhere.
	expect(first!.headers.get('ETag')).toBeTruthy()
	expect(second!.headers.get('ETag')).toBe(first!.headers.get('ETag'))
	const revalidated = await call(jobPage, { headers: { 'If-None-Match': first!.headers.get('ETag')! } })
	expect(revalidated.status).toBe(304)

	// A sponsorship paid for: the PaymentIntent made on one instance, the payment confirmed on the other.
	const intent = await call('/api/create-payment-intent', {
		method: 'POST',
		json: { jobId: id, sponsorshipType: '7days' },
		headers: auth,
	})
	expect(intent.status, intent.body).toBe(200)
	const { clientSecret } = parsed<{ clientSecret: string }>(intent)
	const paymentIntentId = clientSecret.slice(0, clientSecret.indexOf('_secret_'))
	const paid = await fetch(`${stripeStandInBase()}/test/payment_intents/${paymentIntentId}/succeed`, { method: 'POST' })
	expect(paid.status).toBe(200)
	const confirmed = await call('/api/confirm-sponsorship', {
		method: 'POST',
		json: { paymentIntentId, jobId: id, sponsorshipType: '7days' },
		headers: auth,
	})
	expect(confirmed.servedBy).not.toBe(intent.servedBy)
	expect(confirmed.status, confirmed.body).toBe(200)
	const sponsorship = parsed<{ message: string; job: { isSponsored: boolean; sponsorshipExpiresAt: string } }>(
		confirmed,
	)
	expect(sponsorship.message).toBe('Sponsorship confirmed')
	expect(sponsorship.job.isSponsored).toBe(true)
	// Stripe's webhook for the same payment, on the other instance: recorded, nothing granted twice.
	const payload = JSON.stringify({
		id: `evt_two_instances_${Date.now()}`,
		object: 'event',
		type: 'payment_intent.succeeded',
		data: { object: await paid.json() },
	})
	const webhook = await call('/api/stripe/webhook', {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: E2E_WEBHOOK_SECRET }),
		},
		body: payload,
	})
	expect(webhook.servedBy).not.toBe(confirmed.servedBy)
	expect(parsed<unknown>(webhook)).toEqual({ received: true, applied: false })
	const again = await call('/api/confirm-sponsorship', {
		method: 'POST',
		json: { paymentIntentId, jobId: id, sponsorshipType: '7days' },
		headers: auth,
	})
	expect(parsed<typeof sponsorship>(again)).toEqual({ ...sponsorship, message: 'Sponsorship already confirmed' })

	// The next anonymous reads on both instances show the sponsorship ...
	pages = await readOnBoth([listing])
	for (const page of pages.get(listing)!) expect(badges(page.body)).toBe(unsponsored + 1)
	// ... and, once the employer takes the job down through the API, that it is gone from the
	// listing and its page says it no longer takes applications (decision 209).
	const takenDown = await call(`/api/jobs/${id}`, { method: 'PATCH', json: { isActive: false }, headers: auth })
	expect(takenDown.status).toBe(200)
	pages = await readOnBoth([listing, jobPage])
	for (const page of pages.get(listing)!) expect(page.body).not.toContain(title)
	for (const page of pages.get(jobPage)!) {
		expect(page.status).toBe(200)
		expect(page.body).toContain('This job is no longer taking applications')
	}
})

test('mail queued on either instance is delivered exactly once while both run the queue’s workers', async () => {
	const people = [
		await register('employee', 'Ffion'),
		await register('employee', 'Owain'),
		await register('employee', 'Siobhan'),
		await register('employee', 'Tomasz'),
	]
	const requests: Answer[] = []
	for (const person of people) {
		requests.push(await call('/api/forgot-password', { method: 'POST', json: { email: person.email } }))
	}
	expect(requests.map((request) => request.status)).toEqual([200, 200, 200, 200])
	expect(new Set(requests.map((request) => request.servedBy))).toEqual(new Set(['a', 'b']))

	const emails = people.map((person) => person.email)
	const outbox = async () => {
		const client = new pg.Client({ connectionString: databaseUrl })
		await client.connect()
		try {
			// The reset mails (registering also mailed each a verification link, delivered the same way).
			const mails = await client.query<{ id: number; to: string; status: string; attempts: number }>(
				`select id, "to", status, attempts from mail_outbox where "to" = any($1) and subject like 'Reset your%'`,
				[emails],
			)
			const jobs = await client.query<{ state: string; jobs: number }>(
				`select state, count(*)::int as jobs from pgboss.job where name = 'mail-delivery' and (data->>'outboxId')::int = any($1)
				 group by state order by state`,
				[mails.rows.map((mail) => mail.id)],
			)
			const shown = mails.rows.map(({ to, status, attempts }) => ({ to, status, attempts }))
			return { mails: shown.sort((a, b) => (a.to < b.to ? -1 : 1)), jobs: jobs.rows }
		} finally {
			await client.end()
		}
	}
	// Each outbox row sent on its first attempt by one job, and no job left that could send it again.
	await expect.poll(outbox, { timeout: 20_000 }).toEqual({
		mails: [...emails].sort().map((to) => ({ to, status: 'sent', attempts: 1 })),
		jobs: [{ state: 'completed', jobs: people.length }],
	})
	for (const email of emails) {
		const received = smtp.received.filter(
			(mail) => mail.to.includes(email) && mail.body.includes('/reset-password?token='),
		)
		expect(received).toHaveLength(1)
		// Its link names the site's public origin (the proxy), not the instance that wrote it.
		expect(received[0]!.body).toContain(`${proxy.origin}/reset-password?token=`)
	}
})
