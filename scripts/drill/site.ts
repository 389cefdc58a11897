// The drill's nginx: deploy/nginx/warrington-jobs.conf itself, with only what ties it to a real server
// rewritten (the listen lines, the two app ports, three paths), inside a small main configuration
// of the drill's own in place of Debian's /etc/nginx/nginx.conf, so the system's nginx, its default
// site and port 80 are never touched. Each rewrite must find its text, or the drill stops: a site
// file that changed under the drill is not silently half-run.

export type SiteSettings = {
	/** The loopback port nginx listens on. */
	port: number
	/** The two app processes' ports, in place of 3001 and 3002. */
	appPorts: [number, number]
	/** The checkout, in place of /srv/warrington-jobs. */
	appDir: string
	/** Where the proxy cache, the logs and nginx's temporary files go. */
	workDir: string
}

/** The site file as the drill runs it. */
export function drillSite(site: string, settings: SiteSettings) {
	const rewrites: [string | RegExp, string][] = [
		[/^\tlisten 80;$/m, `\tlisten 127.0.0.1:${settings.port};`],
		[/^\tlisten \[::\]:80;\n/m, ''],
		['server 127.0.0.1:3001 ', `server 127.0.0.1:${settings.appPorts[0]} `],
		['server 127.0.0.1:3002 ', `server 127.0.0.1:${settings.appPorts[1]} `],
		['root /srv/warrington-jobs/build/client;', `root ${settings.appDir}/build/client;`],
		['proxy_cache_path /var/cache/nginx/warrington-jobs ', `proxy_cache_path ${settings.workDir}/cache `],
		[
			'access_log /var/log/nginx/warrington-jobs.access.log ',
			`access_log ${settings.workDir}/warrington-jobs.access.log `,
		],
	]
	let text = site
	for (const [from, to] of rewrites) {
		const found = typeof from === 'string' ? text.includes(from) : from.test(text)
		if (!found)
			throw new Error(`deploy/nginx/warrington-jobs.conf no longer has ${String(from)}: update scripts/drill/site.ts`)
		text = text.replace(from, to)
	}
	return text
}

/**
 * The main configuration around the site: what Debian's nginx.conf gives a site (its modules, MIME
 * types, sendfile, the www-data user), with the pid, logs and temporary files in the drill's folder.
 */
export function drillMainConfig(sitePath: string, workDir: string) {
	return `# Written by npm run drill:deploy; Debian's /etc/nginx/nginx.conf is left alone.
user www-data;
worker_processes 2;
pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log warn;
include /etc/nginx/modules-enabled/*.conf;

events {
	worker_connections 512;
}

http {
	include /etc/nginx/mime.types;
	default_type application/octet-stream;
	sendfile on;
	tcp_nopush on;
	types_hash_max_size 2048;
	server_tokens off;
	client_body_temp_path ${workDir}/client-body;
	proxy_temp_path ${workDir}/proxy;
	fastcgi_temp_path ${workDir}/fastcgi;
	uwsgi_temp_path ${workDir}/uwsgi;
	scgi_temp_path ${workDir}/scgi;
	access_log ${workDir}/access.log;
	include ${sitePath};
}
`
}
