// Lighthouse's mobile performance score and Largest Contentful Paint (simulated slow 4G, a
// mid-range phone) for `/`, a job's page and `/company-reviews` (issue 16's slow phone, decision 170).
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

const LIGHTHOUSE = 'lighthouse@13.5.0'

type LighthouseReport = {
	categories: { performance: { score: number | null } }
	audits: Record<string, { numericValue?: number }>
}

/** The pages measured: the listing, the first job it shows, and the company reviews. */
export async function lighthousePages(origin: string) {
	const listing = await (await fetch(`${origin}/`)).text()
	const job = listing.match(/href="(\/jobs\/\d+)"/)?.[1]
	return ['/', ...(job ? [job] : []), '/company-reviews']
}

/** Prints one line a page: performance score, LCP, and the load average when it ran. */
export async function printLighthouseRows(origin: string) {
	if (process.env.BENCH_LIGHTHOUSE === '0') {
		console.log('\nLighthouse skipped (BENCH_LIGHTHOUSE=0)')
		return
	}
	console.log(`\nLighthouse ${LIGHTHOUSE.split('@')[1]}, mobile, simulated slow 4G (performance only)`)
	for (const page of await lighthousePages(origin)) {
		try {
			const report = await runLighthouse(`${origin}${page}`)
			const score = report.categories.performance.score
			const lcp = report.audits['largest-contentful-paint']?.numericValue
			console.log(
				`${page.padEnd(22)} performance ${score === null ? '?' : Math.round(score * 100)}, LCP ${lcp === undefined ? '?' : `${(lcp / 1000).toFixed(2)} s`}  (load ${loadavg()[0]!.toFixed(1)})`,
			)
		} catch (error) {
			console.log(`${page.padEnd(22)} Lighthouse failed: ${(error as Error).message.split('\n')[0]}`)
		}
	}
}

async function runLighthouse(url: string): Promise<LighthouseReport> {
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

if (import.meta.url === `file://${process.argv[1]}`)
	await printLighthouseRows(process.argv[2] ?? 'http://localhost:3000')
