// Lighthouse's mobile performance score and Largest Contentful Paint (simulated slow 4G, a
// mid-range phone) for `/`, a job's page and `/company-reviews` (issue 16's slow phone, decision 170),
// and for the demo seeker's `/employee-dashboard`, signed in (issue 33, decision 242). Also the
// JavaScript a first visit loads before any interaction, weighed in a browser (`scriptsBeforeInteraction`,
// which tests/e2e/lean-listing.spec.ts holds to its budget).
// `npm run bench` calls it against its server; alone: `node scripts/bench-lighthouse.ts http://localhost:3000`.
//
// Lighthouse is fetched by npx into the npm cache on first use (it is not a dependency: CI would
// install it for nothing) and drives Debian's Chromium (CHROME_PATH, /usr/bin/chromium unless set).
// BENCH_LIGHTHOUSE=0 skips it. Scores move with the machine's load: the load average is printed beside them.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import { chromium, type Page, type Request } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/environment.ts'

const LIGHTHOUSE = 'lighthouse@13.5.0'

export type LighthouseReport = {
	categories: { performance: { score: number | null } }
	audits: Record<string, { numericValue?: number; score?: number | null }>
}

/** The metrics the performance score is weighed from, with how each is shown. */
const METRICS: [audit: string, label: string, shown: (value: number) => string][] = [
	['first-contentful-paint', 'FCP', (ms) => `${(ms / 1000).toFixed(2)} s`],
	['largest-contentful-paint', 'LCP', (ms) => `${(ms / 1000).toFixed(2)} s`],
	['speed-index', 'SI', (ms) => `${(ms / 1000).toFixed(2)} s`],
	['total-blocking-time', 'TBT', (ms) => `${Math.round(ms)} ms`],
	['cumulative-layout-shift', 'CLS', (shift) => shift.toFixed(3)],
]

/** The metrics that cost the page points, each with its value and its own score: what to work on. */
function pointsLost(report: LighthouseReport) {
	const lost = METRICS.flatMap(([audit, label, shown]) => {
		const { score, numericValue } = report.audits[audit] ?? {}
		return typeof score === 'number' && score < 1 && numericValue !== undefined
			? [`${label} ${shown(numericValue)} (${score.toFixed(2)})`]
			: []
	})
	return lost.length ? `; below full marks: ${lost.join(', ')}` : ''
}

/** A page measured, and the session cookie to send, if it is measured signed in. */
type MeasuredPage = { path: string; cookie?: string; label: string }

type Account = { email: string; password: string }

/**
 * The pages measured: the listing, the first job it shows and the company reviews, anonymous, and the
 * seeker's dashboard signed in as them.
 */
export async function lighthousePages(origin: string, seeker: Account): Promise<MeasuredPage[]> {
	const listing = await (await fetch(`${origin}/`)).text()
	const job = listing.match(/href="(\/jobs\/\d+)"/)?.[1]
	const anonymous = ['/', ...(job ? [job] : []), '/company-reviews'].map((path) => ({ path, label: path }))
	const cookie = await sessionCookie(origin, seeker)
	return [...anonymous, { path: '/employee-dashboard', cookie, label: '/employee-dashboard (seeker)' }]
}

/**
 * How many times each page is measured (BENCH_LIGHTHOUSE_RUNS, a whole number; 3 unless it is one
 * of at least 1: a word there would otherwise measure nothing and fail on no runs): Lighthouse's own
 * advice for a score that moves from run to run is the median of several (its "variability" notes);
 * one run at a moment the machine was busy cost `/` two points of blocking time (decision 260).
 */
const RUNS = Math.max(1, Math.floor(Number(process.env.BENCH_LIGHTHOUSE_RUNS)) || 3)

/** A run's performance score out of 100, or null when Lighthouse gave none. */
const scoreOf = (report: LighthouseReport) => {
	const score = report.categories.performance.score
	return score === null ? null : Math.round(score * 100)
}

/**
 * The median run of several by score (the lower of the middle two for an even count), and every
 * run's score, as shown: "100 (98-100 in 3 runs)".
 */
export function medianRun(reports: readonly LighthouseReport[]) {
	const ranked = [...reports].sort((a, b) => (scoreOf(a) ?? -1) - (scoreOf(b) ?? -1))
	const median = ranked[Math.floor((ranked.length - 1) / 2)]!
	const scores = ranked.map((report) => scoreOf(report) ?? '?')
	const range = scores[0] === scores.at(-1) ? `${scores[0]}` : `${scores[0]}-${scores.at(-1)}`
	const shown = `${scoreOf(median) ?? '?'}${ranked.length > 1 ? ` (${range} in ${ranked.length} runs)` : ''}`
	return { median, shown }
}

/**
 * Prints one line a page: the median performance score of RUNS runs with the range, that run's
 * LCP and the metrics short of full marks, and the load average when the page's last run ended.
 */
export async function printLighthouseRows(origin: string, seeker: Account) {
	if (process.env.BENCH_LIGHTHOUSE === '0') {
		console.log('\nLighthouse skipped (BENCH_LIGHTHOUSE=0)')
		return
	}
	console.log(
		`\nLighthouse ${LIGHTHOUSE.split('@')[1]}, mobile, simulated slow 4G (performance only), median of ${RUNS} runs a page`,
	)
	for (const page of await lighthousePages(origin, seeker)) {
		try {
			const reports: LighthouseReport[] = []
			for (let run = 0; run < RUNS; run++) reports.push(await runLighthouse(`${origin}${page.path}`, page.cookie))
			const { median, shown } = medianRun(reports)
			const lcp = median.audits['largest-contentful-paint']?.numericValue
			console.log(
				`${page.label.padEnd(30)} performance ${shown}, LCP ${lcp === undefined ? '?' : `${(lcp / 1000).toFixed(2)} s`}  (load ${loadavg()[0]!.toFixed(1)})${pointsLost(median)}`,
			)
		} catch (error) {
			console.log(`${page.label.padEnd(30)} Lighthouse failed: ${(error as Error).message.split('\n')[0]}`)
		}
	}
}

/**
 * Signs in through the sign-in form, as a browser would, and follows its redirect once so that the
 * welcome toast is read and its cookie cleared (Lighthouse would send it with every request and
 * measure a toast): the cookies left, for a Cookie header.
 */
export async function sessionCookie(origin: string, account: Account) {
	const jar = new Map<string, string>()
	const keep = (response: Response) => {
		for (const line of response.headers.getSetCookie()) {
			const [pair = '', ...attributes] = line.split(';')
			const [name = '', value = ''] = pair.trim().split(/=(.*)/)
			const expired = attributes.some(
				(attribute) =>
					/^\s*max-age=0\s*$/i.test(attribute) ||
					(/^\s*expires=/i.test(attribute) && Date.parse(attribute.split('=')[1]!) < Date.now()),
			)
			if (expired || !value) jar.delete(name)
			else jar.set(name, value)
		}
	}
	const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
	const signIn = await fetch(`${origin}/auth`, {
		method: 'POST',
		redirect: 'manual',
		headers: { Origin: origin },
		body: new URLSearchParams({ email: account.email, password: account.password }),
	})
	keep(signIn)
	const landing = signIn.headers.get('location')
	if (signIn.status !== 302 || !landing || jar.size === 0)
		throw new Error(`Signing in as ${account.email} answered ${signIn.status}`)
	keep(await fetch(new URL(landing, origin), { redirect: 'manual', headers: { Cookie: cookie() } }))
	return cookie()
}

/**
 * The JavaScript a first visit to `url` loads before any interaction (issue 33): every script the
 * page asks for and everything its scripts fetch (React Router's route manifest, `/__manifest`),
 * until the app has hydrated and the network has gone quiet. Each is weighed as the server sends it
 * to a browser that takes gzip: its Content-Length when it comes gzipped (the build's Zopfli file),
 * the body gzipped when it comes gzipped on the fly (compression(), without a length), and the body
 * as it is when it comes unencoded. The inline scripts are part of the HTML.
 */
export async function scriptsBeforeInteraction(page: Page, url: string) {
	const asked: string[] = []
	const onRequest = (request: Request) => {
		if (['script', 'fetch', 'xhr'].includes(request.resourceType())) asked.push(request.url())
	}
	page.on('request', onRequest)
	try {
		await page.goto(url)
		await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
		await page.waitForLoadState('networkidle')
	} finally {
		page.off('request', onRequest)
	}
	const weighed: { url: string; bytes: number }[] = []
	for (const address of asked) {
		const response = await page.request.get(address, { headers: { 'Accept-Encoding': 'gzip' } })
		const headers = response.headers()
		const gzipped = headers['content-encoding'] === 'gzip'
		const body = await response.body()
		const bytes =
			gzipped && headers['content-length']
				? Number(headers['content-length'])
				: gzipped
					? gzipSync(body).length
					: body.length
		weighed.push({ url: address, bytes })
	}
	return { bytes: weighed.reduce((sum, { bytes }) => sum + bytes, 0), requests: weighed }
}

/** `scriptsBeforeInteraction` for each page, in one browser (Debian's Chromium, as the browser tests use). */
export async function firstVisitJavaScript(origin: string, paths: string[]) {
	const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
	try {
		const weights = new Map<string, Awaited<ReturnType<typeof scriptsBeforeInteraction>>>()
		for (const path of paths) {
			const context = await browser.newContext()
			weights.set(path, await scriptsBeforeInteraction(await context.newPage(), `${origin}${path}`))
			await context.close()
		}
		return weights
	} finally {
		await browser.close()
	}
}

async function runLighthouse(url: string, cookie?: string): Promise<LighthouseReport> {
	const scratch = mkdtempSync(path.join(tmpdir(), 'wj-lighthouse-'))
	const output = path.join(scratch, 'report.json')
	try {
		await promisify(execFile)(
			'npx',
			[
				'--yes',
				LIGHTHOUSE,
				url,
				'--only-categories=performance',
				'--form-factor=mobile',
				'--chrome-flags=--headless=new --no-sandbox',
				'--output=json',
				`--output-path=${output}`,
				'--quiet',
				...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
			],
			{
				env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
				timeout: 180_000,
				maxBuffer: 16 * 1024 * 1024,
			},
		)
		return JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport
	} finally {
		rmSync(scratch, { recursive: true, force: true })
	}
}

if (import.meta.url === `file://${process.argv[1]}`) {
	// The seeded database's demo seeker; imported here so that the browser tests, which use
	// scriptsBeforeInteraction, do not load the seed.
	const { DEMO_ACCOUNTS } = await import('../app/seed/seed.server.ts')
	await printLighthouseRows(process.argv[2] ?? 'http://localhost:3000', DEMO_ACCOUNTS.seeker)
}
