// What the recipe needs from Debian, installed when missing: nginx with its Brotli module (for the
// build's .br files) and PostgreSQL. A package's own service is not started while it installs
// (policy-rc.d answers 101, Debian's way), so nothing takes port 80 or 5432 behind the drill's back.
import { existsSync, rmSync, writeFileSync } from 'node:fs'
import { debianPostgresVersion } from './postgres.ts'
import { run } from './processes.ts'

const POLICY = '/usr/sbin/policy-rc.d'

export function missingPackages() {
	const missing: string[] = []
	if (!existsSync('/usr/sbin/nginx')) missing.push('nginx')
	if (!existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'))
		missing.push('libnginx-mod-http-brotli-static')
	if (debianPostgresVersion() === null) missing.push('postgresql')
	return missing
}

export async function installMissingPackages(say: (line: string) => void) {
	const missing = missingPackages()
	if (missing.length === 0) return say('nginx, its Brotli module and PostgreSQL are installed')
	say(`installing ${missing.join(' ')} (apt-get, services not started)`)
	const ownPolicy = !existsSync(POLICY)
	if (ownPolicy)
		writeFileSync(POLICY, '#!/bin/sh\n# Written by npm run drill:deploy while it installs packages.\nexit 101\n', {
			mode: 0o755,
		})
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
	try {
		try {
			await run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { env })
		} catch {
			// A fresh machine's package lists may be missing or stale.
			await run('apt-get', ['update'], { env })
			await run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { env })
		}
	} finally {
		if (ownPolicy) rmSync(POLICY, { force: true })
	}
	const still = missingPackages()
	if (still.length) throw new Error(`still missing after apt-get install: ${still.join(', ')}`)
}
