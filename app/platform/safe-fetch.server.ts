// Fetching an employer's URL without letting it reach the board's own network (decision 229).
//
// How to use it: `safeFetch(url, { etag, lastModified })` answers the document, or `not-modified`
// when the conditional request says nothing changed; every failure is a SafeFetchError whose
// `message` can be shown to the employer as it is. Each hop (the URL, then every redirect) has its
// scheme and every address its host resolves to checked before connecting, and the connection goes
// to the address that was checked, so a second DNS answer cannot point elsewhere. Hosts listed in
// IMPORT_ALLOWED_HOSTS skip the address check (the tests' local server).
import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import { config } from './config.server.ts'
import { setting } from './config-schema.server.ts'
import { classifyAddress } from './safe-fetch/address.ts'
import { decodeText, readBody } from './safe-fetch/body.ts'
import { SafeFetchError } from './safe-fetch/error.ts'
import { isAllowedPath, robotsRules, type RobotsRule } from './safe-fetch/robots.ts'

export type SafeFetchOptions = {
	etag?: string
	lastModified?: string
	accept?: string
	timeoutMs?: number
	maxBytes?: number
	maxRedirects?: number
}
export type FetchedDocument = {
	kind: 'document'
	/** The final URL, after redirects. */
	url: string
	status: number
	contentType: string | null
	body: string
	etag: string | null
	lastModified: string | null
	/** The Link header: an aggregator feed names its next page there (`rel="next"`, decision 211). */
	linkHeader: string | null
}
export type NotModified = { kind: 'not-modified'; url: string }
export { SafeFetchError, type SafeFetchReason } from './safe-fetch/error.ts'

const DEFAULT_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,application/json;q=0.9,*/*;q=0.8'
const REDIRECTS = new Set([301, 302, 303, 307, 308])

export function userAgent() {
	return `WarringtonJobsBot/1.0 (+${config.appOrigin})`
}

export async function safeFetch(url: string, options: SafeFetchOptions = {}): Promise<FetchedDocument | NotModified> {
	const timeoutMs = options.timeoutMs ?? 10_000
	const maxBytes = options.maxBytes ?? 5 * 1024 * 1024
	const maxRedirects = options.maxRedirects ?? 3
	const controller = new AbortController()
	const timer = setTimeout(() => controller.abort(), timeoutMs)
	try {
		let current = parseUrl(url)
		for (let hop = 0; ; hop++) {
			const address = await checkedAddress(current, controller.signal)
			const response = await send(current, address, options, controller.signal)
			const status = response.statusCode ?? 0
			const location = response.headers.location
			if (REDIRECTS.has(status) && location) {
				response.destroy()
				if (hop >= maxRedirects) {
					throw new SafeFetchError('too-many-redirects', `The address redirected more than ${maxRedirects} times`)
				}
				current = parseUrl(location, current)
				continue
			}
			if (status === 304) {
				response.destroy()
				return { kind: 'not-modified', url: current.href }
			}
			if (status < 200 || status > 299) {
				response.destroy()
				throw new SafeFetchError('http-status', `The address answered with HTTP status ${status}`, status)
			}
			const contentType = response.headers['content-type'] ?? null
			const body = await readBody(response, maxBytes)
			return {
				kind: 'document',
				url: current.href,
				status,
				contentType,
				body: decodeText(body, contentType),
				etag: header(response.headers.etag),
				lastModified: header(response.headers['last-modified']),
				linkHeader: header(response.headers.link),
			}
		}
	} catch (error) {
		if (error instanceof SafeFetchError) throw error
		if (controller.signal.aborted) throw timedOut(timeoutMs)
		throw networkError(error)
	} finally {
		clearTimeout(timer)
	}
}

function header(value: string | string[] | undefined) {
	return (Array.isArray(value) ? value[0] : value) ?? null
}

function parseUrl(text: string, base?: URL) {
	let url: URL
	try {
		url = new URL(text, base)
	} catch {
		throw new SafeFetchError('refused-scheme', 'The address is not a valid web address')
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') {
		throw new SafeFetchError('refused-scheme', 'The address must start with http:// or https://')
	}
	return url
}

function timedOut(timeoutMs: number) {
	return new SafeFetchError('timeout', `The address took longer than ${timeoutMs / 1000} seconds to answer`)
}

function networkError(error: unknown) {
	const code = (error as { code?: string } | null)?.code
	if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
		return new SafeFetchError('network', "The address's host name could not be found")
	}
	if (code === 'ECONNREFUSED') return new SafeFetchError('network', 'The address refused the connection')
	return new SafeFetchError('network', `The address could not be reached (${code ?? String(error)})`)
}

/** `host` or `host:port` entries of IMPORT_ALLOWED_HOSTS that name this URL. */
function isAllowedHost(url: URL) {
	const port = url.port || (url.protocol === 'https:' ? '443' : '80')
	const host = url.hostname.toLowerCase()
	const allowed = setting('IMPORT_ALLOWED_HOSTS')
	return allowed.includes(host) || allowed.includes(`${host}:${port}`)
}

type Address = { address: string; family: 4 | 6 }

/** The address to connect to, after every address the host resolves to has been checked. */
async function checkedAddress(url: URL, signal: AbortSignal): Promise<Address> {
	const host = url.hostname.replace(/^\[|\]$/g, '')
	const family = isIP(host)
	const addresses: Address[] = family
		? [{ address: host, family: family as 4 | 6 }]
		: ((await abortable(dns.promises.lookup(host, { all: true }), signal)) as Address[])
	if (addresses.length === 0) throw new SafeFetchError('network', "The address's host name could not be found")
	if (!isAllowedHost(url)) {
		for (const { address } of addresses) {
			if (classifyAddress(address) !== null) {
				throw new SafeFetchError(
					'refused-address',
					'The address points to a private or reserved network, which the board does not fetch from',
				)
			}
		}
	}
	return addresses[0]!
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
	return new Promise((resolve, reject) => {
		const onAbort = () => reject(new Error('aborted'))
		signal.addEventListener('abort', onAbort, { once: true })
		promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
	})
}

function send(url: URL, pinned: Address, options: SafeFetchOptions, signal: AbortSignal) {
	const headers: Record<string, string> = {
		'User-Agent': userAgent(),
		Accept: options.accept ?? DEFAULT_ACCEPT,
		'Accept-Encoding': 'gzip, deflate, br',
	}
	if (options.etag) headers['If-None-Match'] = options.etag
	if (options.lastModified) headers['If-Modified-Since'] = options.lastModified
	const client = url.protocol === 'https:' ? https : http
	return new Promise<http.IncomingMessage>((resolve, reject) => {
		const request = client.request(url, {
			method: 'GET',
			headers,
			signal,
			agent: false,
			// The connection goes to the address checked above, whatever DNS would answer now.
			lookup: (_hostname, lookupOptions, callback) => {
				if ((lookupOptions as { all?: boolean }).all) {
					;(callback as (error: null, addresses: Address[]) => void)(null, [pinned])
				} else {
					callback(null, pinned.address, pinned.family)
				}
			},
		})
		request.on('response', resolve)
		request.on('error', reject)
		request.end()
	})
}

const ROBOTS_CACHE_MS = 60 * 60 * 1000
const ROBOTS_CACHE_SIZE = 500
const robotsCache = new Map<string, { rules: RobotsRule[]; until: number }>()

/**
 * Whether the origin's robots.txt lets the board's importer fetch `url` (a careers page). A missing
 * robots.txt (4xx) allows everything; one that cannot be read now (5xx, 429, a timeout) allows
 * nothing this time. A refused address or scheme is thrown as that SafeFetchError. Each origin's rules
 * are kept for an hour.
 */
export async function allowedByRobots(url: string): Promise<boolean> {
	const target = parseUrl(url)
	const cached = robotsCache.get(target.origin)
	if (cached && cached.until > Date.now()) return isAllowedPath(cached.rules, target.pathname + target.search)
	let rules: RobotsRule[]
	try {
		const robots = await safeFetch(`${target.origin}/robots.txt`, { accept: 'text/plain', maxBytes: 500 * 1024 })
		rules = robots.kind === 'document' ? robotsRules(robots.body) : []
	} catch (error) {
		if (!(error instanceof SafeFetchError)) throw error
		if (error.reason === 'refused-address' || error.reason === 'refused-scheme') throw error
		const missing =
			error.reason === 'http-status' && error.status! >= 400 && error.status! < 500 && error.status !== 429
		if (!missing) return false
		rules = []
	}
	robotsCache.delete(target.origin)
	if (robotsCache.size >= ROBOTS_CACHE_SIZE) robotsCache.delete(robotsCache.keys().next().value!)
	robotsCache.set(target.origin, { rules, until: Date.now() + ROBOTS_CACHE_MS })
	return isAllowedPath(rules, target.pathname + target.search)
}

/** Forgets every origin's robots.txt (tests). */
export function forgetRobots() {
	robotsCache.clear()
}
