// `npm run bench`: throughput and latency of the built server under concurrent load, beside a
// bare Node HTTP server sending the same bytes (the ceiling), plus the gzipped weight of pages.
// Uses its own database (wj_bench) on DATABASE_URL's server or on an embedded one in
// .data/bench-postgres; never the development data.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { findFreePort } from '../server/embedded-postgres.ts'
import { openDatabaseServer, recreateDatabase } from '../server/database.ts'

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)

process.env.EMBEDDED_POSTGRES_DIR ??= path.resolve('.data', 'bench-postgres')
const database = await openDatabaseServer()
await recreateDatabase(database, 'wj_bench')
const port = await findFreePort()
const origin = `http://127.0.0.1:${port}`
const app = spawn(process.execPath, ['server/index.ts'], {
	env: { ...process.env, DATABASE_URL: database.urlFor('wj_bench'), PORT: String(port), NODE_ENV: 'production', APP_ORIGIN: origin, RATE_LIMIT_FACTOR: '1000000' },
	stdio: ['ignore', 'ignore', 'inherit'],
})

try {
	await waitFor(`${origin}/healthz`)
	const registered = await fetch(`${origin}/api/register`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ email: 'bench@example.co.uk', password: 'benchmark password', firstName: 'Ben', lastName: 'Chmark', userType: 'employee' }),
	})
	const { token } = (await registered.json()) as { token: string }

	const authHtml = await (await fetch(`${origin}/auth`)).text()
	const ceiling = createServer((_, res) => {
		res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
		res.end(authHtml)
	})
	const ceilingPort = await findFreePort()
	await new Promise<void>((resolve) => ceiling.listen(ceilingPort, '127.0.0.1', resolve))

	const targets = [
		{ name: 'bare Node server, same bytes as /auth (ceiling)', url: `http://127.0.0.1:${ceilingPort}/` },
		{ name: 'GET /auth (server-rendered page)', url: `${origin}/auth` },
		{ name: 'GET / (home, signed out)', url: `${origin}/` },
		{ name: 'GET /api/user (bearer token, one indexed read)', url: `${origin}/api/user`, headers: { Authorization: `Bearer ${token}` } },
		{ name: 'GET /healthz', url: `${origin}/healthz` },
	]
	console.log(`\n${CONNECTIONS} connections, ${DURATION_SECONDS} s each\n`)
	console.log(pad('target', 52) + pad('req/s', 10) + pad('p50 ms', 9) + pad('p99 ms', 9) + 'of ceiling')
	let ceilingRps = 0
	for (const target of targets) {
		const result = await autocannon({ url: target.url, headers: target.headers, connections: CONNECTIONS, duration: DURATION_SECONDS })
		if (result.non2xx > 0) console.warn(`  ${target.name}: ${result.non2xx} responses were not 2xx`)
		const rps = result.requests.average
		if (!ceilingRps) ceilingRps = rps
		console.log(
			pad(target.name, 52) + pad(rps.toFixed(0), 10) + pad(String(result.latency.p50), 9) + pad(String(result.latency.p99), 9) + `${((rps / ceilingRps) * 100).toFixed(0)}%`,
		)
	}
	ceiling.close()

	console.log('\nGzipped weight of a first visit')
	for (const page of ['/', '/auth']) {
		const html = await (await fetch(`${origin}${page}`)).text()
		const assets = [...html.matchAll(/<link[^>]+href="(\/assets\/[^"]+\.(?:css|js))"/g)].map((m) => m[1]!)
		const weigh = (suffix: string) =>
			assets.filter((a) => a.endsWith(suffix)).reduce((sum, asset) => sum + gzipSync(readFileSync(path.join('build', 'client', asset))).length, 0)
		console.log(
			`${pad(page, 8)} HTML ${kb(gzipSync(html).length)}, CSS ${kb(weigh('.css'))}, JavaScript ${kb(weigh('.js'))} (${assets.filter((a) => a.endsWith('.js')).length} modules)`,
		)
	}
} finally {
	app.kill('SIGTERM')
	await new Promise((resolve) => app.once('exit', resolve))
	await database.stop()
}

async function waitFor(url: string) {
	for (let i = 0; i < 300; i++) {
		try {
			if ((await fetch(url)).ok) return
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 200))
	}
	throw new Error(`${url} did not come up`)
}

function pad(text: string, width: number) {
	return text.padEnd(width)
}

function kb(bytes: number) {
	return `${(bytes / 1024).toFixed(1)} KB`
}
