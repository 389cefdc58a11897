// How the drill reads deploy/: the units as systemd would start them, and the nginx site with only
// its ties to a real server rewritten. The drill itself (npm run drill:deploy) runs them for real.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { drillMainConfig, drillSite } from './site.ts'
import { readEnvironmentFile, readUnit } from './units.ts'

const deploy = path.resolve(import.meta.dirname, '../../deploy')
const folder = mkdtempSync(path.join(tmpdir(), 'wj-drill-files-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

function envFile(text: string) {
	const file = path.join(folder, `env-${Math.random().toString(36).slice(2)}`)
	writeFileSync(file, text)
	return file
}

describe('readUnit', () => {
	test('the web unit: its command, folder and environment, the instance as the port, the file overriding', () => {
		const env = envFile(
			'# comment\nDATABASE_URL=postgres://a:b@127.0.0.1:5432/wj\nMAIL_FROM=Warrington Jobs <no-reply@example.co.uk>\nNODE_ENV="test"\n',
		)
		const unit = readUnit(path.join(deploy, 'systemd', 'warrington-jobs@.service'), {
			instance: '4001',
			paths: { '/srv/warrington-jobs': '/checkout', '/etc/warrington-jobs/env': env },
		})
		expect(unit).toMatchObject({
			name: 'warrington-jobs@4001.service',
			command: '/checkout/node_modules/.bin/node',
			args: ['server/index.ts'],
			cwd: '/checkout',
		})
		expect(unit.env).toEqual({
			PORT: '4001',
			HOST: '127.0.0.1',
			QUEUE_WORKER: '0',
			DATABASE_URL: 'postgres://a:b@127.0.0.1:5432/wj',
			MAIL_FROM: 'Warrington Jobs <no-reply@example.co.uk>',
			// EnvironmentFile= overrides Environment=, as systemd has it.
			NODE_ENV: 'test',
		})
		expect(unit.notApplied).toContain('User=warrington-jobs')
		expect(unit.notApplied).toContain('ProtectSystem=strict')
	})

	test('the worker unit runs scripts/worker.ts; a missing env file stops the drill', () => {
		const env = envFile('APP_ORIGIN=https://jobs.example.co.uk\n')
		const paths = { '/srv/warrington-jobs': '/checkout', '/etc/warrington-jobs/env': env }
		const worker = readUnit(path.join(deploy, 'systemd', 'warrington-jobs-worker.service'), { paths })
		expect([worker.command, ...worker.args]).toEqual(['/checkout/node_modules/.bin/node', 'scripts/worker.ts'])
		expect(worker.env).toEqual({ NODE_ENV: 'production', APP_ORIGIN: 'https://jobs.example.co.uk' })
		expect(() =>
			readUnit(path.join(deploy, 'systemd', 'warrington-jobs-worker.service'), {
				paths: { ...paths, '/etc/warrington-jobs/env': path.join(folder, 'absent') },
			}),
		).toThrow(/ENOENT/)
	})

	test('what it cannot honour stops it: another specifier, an ExecStart prefix, another Type', () => {
		const unit = (service: string) => {
			const file = path.join(folder, `unit-${Math.random().toString(36).slice(2)}.service`)
			writeFileSync(file, `[Unit]\nDescription=x\n\n[Service]\nWorkingDirectory=/srv\n${service}\n`)
			return () => readUnit(file, { paths: {} })
		}
		expect(unit('ExecStart=/usr/bin/node %h/app.ts')).toThrow(/specifier %h/)
		expect(unit('ExecStart=-/usr/bin/node app.ts')).toThrow(/prefixes/)
		expect(unit('Type=notify\nExecStart=/usr/bin/node app.ts')).toThrow(/Type=notify/)
		expect(unit('ExecStart=/usr/bin/node "two words.ts" 100%%')()).toMatchObject({ args: ['two words.ts', '100%'] })
	})
})

test('env.example names every setting the drill replaces, as NAME=value lines', () => {
	const example = readEnvironmentFile(readFileSync(path.join(deploy, 'env.example'), 'utf8'))
	for (const name of [
		'APP_ORIGIN',
		'TRUST_PROXY',
		'DATABASE_URL',
		'FILE_STORAGE_URL',
		'S3_ENDPOINT',
		'SMTP_URL',
		'BACKUP_TARGET',
	])
		expect(example).toHaveProperty(name)
	expect(example.TRUST_PROXY).toBe('1')
})

describe('drillSite', () => {
	const site = readFileSync(path.join(deploy, 'nginx', 'warrington-jobs.conf'), 'utf8')
	const settings = {
		port: 18080,
		appPorts: [18081, 18082] as [number, number],
		appDir: '/checkout',
		workDir: '/tmp/drill/nginx',
	}

	test('rewrites only the listen lines, the app ports and the three paths', () => {
		const drill = drillSite(site, settings)
		expect(drill).toContain('\tlisten 127.0.0.1:18080;')
		expect(drill).not.toMatch(/^\s*listen (\[::\]:)?80;/m)
		expect(drill).toContain('server 127.0.0.1:18081 max_fails=2 fail_timeout=10s;')
		expect(drill).toContain('server 127.0.0.1:18082 max_fails=2 fail_timeout=10s;')
		expect(drill).toContain('root /checkout/build/client;')
		expect(drill).toContain('proxy_cache_path /tmp/drill/nginx/cache ')
		const active = drill
			.split('\n')
			.filter((line) => !line.trim().startsWith('#'))
			.join('\n')
		expect(active).not.toMatch(/\/srv\/|\/var\/(cache|log)\//)
		// Everything else as shipped: the same lines once the rewritten ones are taken out.
		const untouched = (text: string) =>
			text.split('\n').filter((line) => !/listen|server 127\.0\.0\.1:|root |proxy_cache_path|access_log \//.test(line))
		expect(untouched(drill)).toEqual(untouched(site))
	})

	test('a site file that lost a line the drill rewrites stops it', () => {
		expect(() => drillSite(site.replace('server 127.0.0.1:3002 ', 'server 127.0.0.1:3003 '), settings)).toThrow(
			/no longer has server 127.0.0.1:3002/,
		)
	})

	test('the main configuration includes the site and keeps nginx inside the drill folder', () => {
		const main = drillMainConfig('/tmp/drill/nginx/site.conf', '/tmp/drill/nginx')
		expect(main).toContain('include /tmp/drill/nginx/site.conf;')
		expect(main).toContain('pid /tmp/drill/nginx/nginx.pid;')
		expect(main).not.toContain('sites-enabled')
	})
})
