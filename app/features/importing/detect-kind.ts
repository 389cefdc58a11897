// Which kind of source an address is, and the address to fetch for it: an applicant-tracking
// system's board as people see it (https://boards.greenhouse.io/brightwire) is fetched through
// its public API; anything else is told by what it answered (`sample`), or failing that by its
// address. The employer can still choose the kind by hand where this guesses wrong.
import type { SourceKind } from './imported-job.ts'

export type DetectedSource = { kind: SourceKind; fetchUrl: string }

/** A board's account name as the ATSs allow it (letters, digits, hyphens, underscores, dots). */
const ACCOUNT = /^[\w.-]{1,100}$/

/**
 * The kind and the address to fetch, or null when the address is not an absolute http(s) one.
 * `sample` is what the address answered, when it has been fetched once.
 */
export function detectSourceKind(
	address: string,
	sample?: { body: string; contentType: string | null } | null,
): DetectedSource | null {
	let url: URL
	try {
		url = new URL(address.trim())
	} catch {
		return null
	}
	if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
	const atsSource = fromAtsAddress(url)
	// An ATS's address without an account in it (a single job's short link) names no board.
	if (atsSource !== undefined) return atsSource
	const sampled = sample ? fromSample(sample) : null
	if (sampled) return { kind: sampled, fetchUrl: url.href }
	if (/\.xml$/i.test(url.pathname)) {
		return { kind: /sitemap/i.test(url.pathname) ? 'jsonld-sitemap' : 'xml-feed', fetchUrl: url.href }
	}
	return { kind: 'jsonld-page', fetchUrl: url.href }
}

function segments(url: URL) {
	return url.pathname.split('/').filter(Boolean).map(decodeURIComponent)
}

function account(name: string | null | undefined) {
	return name && ACCOUNT.test(name) ? encodeURIComponent(name) : null
}

/** The board an ATS's address names; null for an ATS address naming none; undefined for another site. */
function fromAtsAddress(url: URL): DetectedSource | null | undefined {
	const host = url.hostname.toLowerCase()
	const path = segments(url)
	if (host === 'boards-api.greenhouse.io' || host === 'boards.greenhouse.io' || host === 'job-boards.greenhouse.io') {
		const board =
			host === 'boards-api.greenhouse.io'
				? path[0] === 'v1' && path[1] === 'boards' && path[2]
				: path[0] === 'embed'
					? url.searchParams.get('for')
					: path[0]
		const name = account(board || null)
		return name
			? { kind: 'greenhouse', fetchUrl: `https://boards-api.greenhouse.io/v1/boards/${name}/jobs?content=true` }
			: null
	}
	if (
		host === 'jobs.lever.co' ||
		host === 'jobs.eu.lever.co' ||
		host === 'api.lever.co' ||
		host === 'api.eu.lever.co'
	) {
		const api = host.includes('.eu.') ? 'api.eu.lever.co' : 'api.lever.co'
		const site = account(
			host.startsWith('api.') ? (path[0] === 'v0' && path[1] === 'postings' ? path[2] : null) : path[0],
		)
		return site ? { kind: 'lever', fetchUrl: `https://${api}/v0/postings/${site}?mode=json` } : null
	}
	if (host === 'apply.workable.com' || host === 'www.workable.com' || host.endsWith('.workable.com')) {
		const name = account(workableAccount(host, path))
		return name
			? { kind: 'workable', fetchUrl: `https://apply.workable.com/api/v1/widget/accounts/${name}?details=true` }
			: null
	}
	return undefined
}

function workableAccount(host: string, path: string[]) {
	if (host === 'apply.workable.com') {
		if (path[0] === 'api') return path[1] === 'v1' && path[2] === 'widget' && path[3] === 'accounts' ? path[4] : null
		return path[0] === 'j' ? null : path[0]
	}
	if (host === 'www.workable.com') return path[0] === 'api' && path[1] === 'accounts' ? path[2] : null
	// The older careers sites: https://brightwire.workable.com/
	return host.slice(0, -'.workable.com'.length)
}

/** The kind a fetched answer is, by its start: an aggregator feed, a sitemap, or an HTML page. */
function fromSample({ body, contentType }: { body: string; contentType: string | null }): SourceKind | null {
	const start = body.slice(0, 4096)
	if (/<(urlset|sitemapindex)[\s>]/i.test(start)) return 'jsonld-sitemap'
	if (/<source[\s>]/i.test(start) && /<job[\s>]/i.test(body.slice(0, 65536))) return 'xml-feed'
	if (/html/i.test(contentType ?? '') || /<(!doctype html|html)[\s>]/i.test(start)) return 'jsonld-page'
	return null
}
