// The drill's smoke journey, all through nginx as browsers without JavaScript send it: an employer
// and a job seeker register, the seeker proves their address from the mail, makes an instant alert,
// the employer posts a matching job, the alert's mail arrives, the seeker applies with a CV, and
// the employer downloads that CV (kept in the bucket). Also what nginx itself adds: the proxy cache
// for anonymous pages only, and the build's assets with their long cache and precompressed forms.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { HeadObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3'
import type { ReceivedMail } from '../../tests/fixtures/smtp.ts'
import { pdfBytes } from '../../tests/fixtures/files.ts'
import { eventually } from './processes.ts'
import { expectAnswer, Visitor } from './visitor.ts'

export type JourneyContext = {
	origin: string
	mail: ReceivedMail[]
	bucket: { client: S3Client; name: string; prefix: string }
	/** Seconds the worker waits before the instant alerts' sweep. */
	alertWaitSeconds: number
	/** The build's build/client/assets, to pick a script that has compressed siblings. */
	assetsDir: string
}

export type JourneyResult = { employer: Visitor; jobId: number; cv: Uint8Array }

const PASSWORD = 'Birchwood drill password 7'

export async function registered(origin: string, userType: 'employer' | 'employee', firstName: string) {
	const visitor = new Visitor(origin)
	const email = `${firstName.toLowerCase()}.${Date.now()}@drill.warringtonjobs.co.uk`
	const answer = await visitor.post('/auth', {
		intent: 'register',
		email,
		password: PASSWORD,
		firstName,
		lastName: 'Latchford',
		userType,
	})
	await expectAnswer(answer, 302, `registering ${email}`)
	if (!visitor.has('session')) throw new Error(`registering ${email}: no session cookie came back`)
	return { visitor, email }
}

/** The newest mail to `to` whose text passes `test`, waited for. */
export function mailTo(
	mail: ReceivedMail[],
	to: string,
	test: (text: string) => boolean,
	timeoutMs: number,
	what: string,
) {
	return eventually(
		async () => mail.findLast((message) => message.to.includes(to) && test(message.text ?? message.body)),
		timeoutMs,
		`${what} did not reach the SMTP stand-in within ${timeoutMs / 1000} s`,
	)
}

export async function smokeJourney(context: JourneyContext, say: (line: string) => void): Promise<JourneyResult> {
	const { origin, mail } = context
	const employer = await registered(origin, 'employer', 'Bethan')
	const seeker = await registered(origin, 'employee', 'Niamh')
	say(`registered employer ${employer.email} and job seeker ${seeker.email} (session cookies kept)`)

	// Alerts are mailed only to proven addresses (decision 183): the link from the mail, as clicked.
	const verification = await mailTo(
		mail,
		seeker.email,
		(text) => text.includes('/verify-email?token='),
		30_000,
		'The verification mail',
	)
	const token = /\/verify-email\?token=([\w-]+)/.exec(verification.text ?? verification.body)![1]!
	await expectAnswer(
		await seeker.visitor.post('/verify-email', { intent: 'verify', token }),
		200,
		'verifying the address',
	)
	say('the verification mail arrived over SMTP; its link verified the address')

	const word = `Drill${Date.now().toString(36)}`
	const alert = await seeker.visitor.post('/job-alerts', [
		['search', word],
		['frequency', 'instant'],
	])
	await expectAnswer(alert, 302, 'making an instant alert', '/employee-dashboard?tab=alerts')

	const title = `${word} Forklift Driver`
	const posted = await employer.visitor.post('/post-job', {
		title,
		company: 'Birchwood Freight Ltd',
		location: 'Birchwood Business Park',
		salary: '£26,000 - £29,000 per year',
		description: 'Counterbalance and reach truck work on early shifts at our Birchwood Park depot.',
		jobType: 'Full-time',
		industry: 'Manufacturing',
		contactEmail: 'recruitment@birchwoodfreight.co.uk',
	})
	const location = await expectAnswer(posted, 302, 'posting a job', /^\/post-job\?posted=\d+$/)
	const jobId = Number(location.split('=')[1])
	say(`instant alert for "${word}" made; job ${jobId} posted`)

	await checkProxyCache(employer.visitor, jobId, say)

	const cv = pdfBytes(`Curriculum vitae of Niamh Latchford, ${word}`)
	const form = new FormData()
	form.set('applicantName', 'Niamh Latchford')
	form.set('applicantEmail', seeker.email)
	form.set('message', 'Counterbalance licence, available from Monday.')
	form.set('coveringLetter', '')
	form.set('cv', new Blob([cv], { type: 'application/pdf' }), 'Niamh Latchford CV.pdf')
	await expectAnswer(
		await seeker.visitor.post(`/jobs/${jobId}/apply`, form),
		302,
		'applying with a CV',
		`/jobs/${jobId}`,
	)
	say(`applied to job ${jobId} with a ${cv.length}-byte CV (multipart)`)

	const alertMail = await mailTo(
		mail,
		seeker.email,
		(text) => text.includes(title),
		(context.alertWaitSeconds + 60) * 1000,
		'The alert mail',
	)
	say(`the instant alert's mail to ${alertMail.to.join(', ')} arrived, naming "${title}"`)

	const applications = await employer.visitor.get(`/api/applications/${jobId}`)
	await expectAnswer(applications.clone(), 200, "reading the job's applications")
	const [application] = (await applications.json()) as { cvFileUrl: string | null }[]
	if (!application?.cvFileUrl) throw new Error('the application has no CV link')
	const download = await employer.visitor.get(application.cvFileUrl)
	await expectAnswer(download.clone(), 200, 'downloading the CV')
	const downloaded = new Uint8Array(await download.arrayBuffer())
	if (Buffer.compare(downloaded, cv) !== 0) throw new Error('the CV downloaded differs from the one sent')
	const objects = await context.bucket.client.send(
		new ListObjectsV2Command({ Bucket: context.bucket.name, Prefix: `${context.bucket.prefix}/` }),
	)
	const sizes = await Promise.all(
		(objects.Contents ?? []).map(async (object) => {
			const head = await context.bucket.client.send(
				new HeadObjectCommand({ Bucket: context.bucket.name, Key: object.Key! }),
			)
			return head.ContentLength
		}),
	)
	if (!sizes.includes(cv.length))
		throw new Error(`no object of ${cv.length} bytes in s3://${context.bucket.name}/${context.bucket.prefix}/`)
	say(
		`the employer downloaded the CV byte for byte (${application.cvFileUrl}); its object is in s3://${context.bucket.name}/${context.bucket.prefix}/`,
	)

	await checkAssets(origin, context.assetsDir, say)
	return { employer: employer.visitor, jobId, cv }
}

/**
 * nginx keeps anonymous pages for their s-maxage and answers them itself; a visitor with a cookie
 * always reaches the app, and nothing they were sent is stored.
 */
async function checkProxyCache(signedIn: Visitor, jobId: number, say: (line: string) => void) {
	const anonymous = new Visitor(signedIn.origin)
	const path = `/jobs/${jobId}`
	const first = await anonymous.get(path, { 'Accept-Encoding': 'gzip' })
	await expectAnswer(first.clone(), 200, 'the job page, anonymous')
	const second = await anonymous.get(path, { 'Accept-Encoding': 'gzip' })
	const statuses = [first, second].map((response) => response.headers.get('X-Cache-Status'))
	if (statuses[1] !== 'HIT')
		throw new Error(`the job page was not kept by nginx: X-Cache-Status ${statuses.join(', ')}`)
	const etag = second.headers.get('ETag')
	const revalidated = await anonymous.get(path, { 'Accept-Encoding': 'gzip', 'If-None-Match': etag ?? '' })
	if (revalidated.status !== 304)
		throw new Error(`If-None-Match with the page's ETag got ${revalidated.status}, not 304`)
	const own = await signedIn.get(path, { 'Accept-Encoding': 'gzip' })
	const ownStatus = own.headers.get('X-Cache-Status')
	if (own.status !== 200 || ownStatus !== 'BYPASS')
		throw new Error(`a signed-in request got ${own.status}, X-Cache-Status ${ownStatus}`)
	if (!/private|no-store/.test(own.headers.get('Cache-Control') ?? ''))
		throw new Error(`a signed-in page was sent with Cache-Control ${own.headers.get('Cache-Control')}`)
	say(
		`proxy cache: anonymous ${path} ${statuses.join(' then ')}, 304 on its ETag; signed in BYPASS (${own.headers.get('Cache-Control')})`,
	)
}

/** A script of the build, from nginx's disk: Brotli or gzip as asked, cached for a year. */
async function checkAssets(origin: string, assetsDir: string, say: (line: string) => void) {
	const page = await (await fetch(new URL('/', origin), { headers: { Cookie: 'drill=1' } })).text()
	// Files under a kilobyte have no compressed siblings (scripts/precompress-assets.ts).
	const script = [...page.matchAll(/\/assets\/[\w.-]+\.js/g)]
		.map((match) => match[0])
		.find((name) => existsSync(path.join(assetsDir, `${path.basename(name)}.br`)))
	if (!script) throw new Error('no /assets/ script with a .br sibling is named on /')
	const seen: string[] = []
	for (const encoding of ['br', 'gzip']) {
		const response = await fetch(new URL(script, origin), { headers: { 'Accept-Encoding': encoding } })
		const cacheControl = response.headers.get('Cache-Control') ?? ''
		if (
			response.status !== 200 ||
			response.headers.get('Content-Encoding') !== encoding ||
			!cacheControl.includes('immutable')
		)
			throw new Error(
				`${script} asked for ${encoding}: ${response.status}, Content-Encoding ${response.headers.get('Content-Encoding')}, Cache-Control ${cacheControl}`,
			)
		if (response.headers.has('X-Request-Id')) throw new Error(`${script} came from the app, not nginx's disk`)
		// fetch hands back the body decoded: the size sent is the header's.
		seen.push(`${encoding} ${response.headers.get('Content-Length')} B`)
		await response.arrayBuffer()
	}
	say(`assets: ${script} from disk as ${seen.join(', ')}, Cache-Control immutable`)
}
