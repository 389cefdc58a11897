// The rendered-page cache (decision 167): the finished HTML of anonymous pages, with its gzip and
// Brotli forms, kept per process so that a repeat costs no render and no compression.
//
// How to use it:
// - The root middleware asks `pageCacheTicket(em, request)` before any loader runs; a ticket says
//   the request may be stored (an anonymous GET) and records the content's version at that moment.
//   When `completePublicCaching` has finished a public 200, `keepPage(ticket, request, page)` stores it.
// - The server answers from it before React Router runs (`answerFromPageCache`, serve-cached-page.server.ts),
//   through `findPage`, which uses an entry only while the version is unchanged and it is younger
//   than LISTING_CACHE_SECONDS.
// The version is two sequences read in one query: job_listing_version (every write to job) and
// page_content_version (every write to what else the cached pages show: reviews, blog posts).
// Both live in PostgreSQL, so a write through any instance retires the pages of every instance.
// Hits read them on a connection of the cache's own (application_name page-cache), not the ORM's pool.
// A request with a bearer token or our session or toast cookie never reads or writes it.
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { EntityManager } from '@mikro-orm/postgresql'
import pg from 'pg'
import { config } from '../../config.server.ts'
import { databaseOf, getOrm } from '../../db.server.ts'
import { requestRoute } from '../../logger.server.ts'
import { metrics } from '../../metrics.server.ts'
import { isPublic } from '../http-cache.server.ts'
import { ByteLru } from './byte-lru.ts'
import { bypassesPageCache, type Encoding, type HeaderOf, pageKeyOf, variantKeyOf, varyOf } from './page-key.ts'

/** A page as stored: its headers (without per-response ones) and its body in each encoding. */
export type StoredPage = {
	kind: 'page'
	version: string
	storedAt: number
	/** The route that rendered it (`/jobs/:id`), for the log line and metrics of a hit. */
	route: string
	etag: string
	headers: Record<string, string>
	bodies: Record<Encoding, Buffer>
}
/** Kept under a page's address: the request headers its forms vary by (a job page: Referer). */
type VaryNote = { kind: 'vary'; vary: string[] }

/** Issued before the loaders run: where the page would be kept, and the content's version then. */
export type PageCacheTicket = { key: string; version: string }

/** Per-response headers, and what a stored copy must never repeat. */
const NOT_STORED = new Set([
	'connection',
	'content-encoding',
	'content-length',
	'date',
	'keep-alive',
	'set-cookie',
	'transfer-encoding',
	'x-page-cache',
	'x-request-id',
])
/** Rough bytes of bookkeeping per entry beyond its bodies and headers (key, Map slot, objects). */
const ENTRY_OVERHEAD = 512

const gzipped = promisify(gzip)
const brotlied = promisify(brotliCompress)

let cache: ByteLru<StoredPage | VaryNote> | null = null
let ttlMs = 0
const pending = new Set<Promise<void>>()
/** `misses`: cacheable pages rendered (the cache did not have them); `stale`: entries found out of date. */
const counts = { hits: 0, misses: 0, stale: 0, stored: 0, peakBytes: 0 }

/** The cache under the current settings (PAGE_CACHE_MB; off with 0, or with LISTING_CACHE_SECONDS=0). */
function pageCache() {
	if (!cache) {
		ttlMs = config.listingCacheSeconds * 1000
		cache = new ByteLru(Math.round(config.pageCacheMb * 1024 * 1024))
	}
	return cache.maxBytes > 0 && ttlMs > 0 ? cache : null
}

/** Empties the cache and reads its settings again (tests change them). */
export function resetPageCache() {
	cache = null
	Object.assign(counts, { hits: 0, misses: 0, stale: 0, stored: 0, peakBytes: 0 })
}

const VERSION_SQL = `select (select last_value || ':' || is_called from job_listing_version) || ' ' || (select last_value || ':' || is_called from page_content_version) as version`

/** The content's version now: both sequences in one query (a fraction of a millisecond). */
async function contentVersion(em: Pick<EntityManager, 'getConnection'>) {
	const [row] = await em.getConnection().execute<[{ version: string }]>(VERSION_SQL)
	return row.version
}

/**
 * The version for a hit, read by a query that began after the request arrived (so a write committed
 * before it counts), shared by the requests that arrive while one is under way: they all wait for
 * the next, which starts once the current one ends. Under load, one query serves many hits.
 */
let versionRead: Promise<string> | null = null
let nextVersionRead: Promise<string> | null = null
export function versionForHit(read: () => Promise<string>): Promise<string> {
	if (!versionRead) {
		versionRead = read().finally(() => (versionRead = null))
		return versionRead
	}
	nextVersionRead ??= versionRead
		.catch(() => undefined)
		.then(() => {
			nextVersionRead = null
			return versionForHit(read)
		})
	return nextVersionRead
}

/**
 * The hits' version reads go through a connection of the page cache's own, one at a time
 * (versionForHit): through the ORM and its query builder a read cost several times the CPU of the
 * rest of a hit. Dropped on any error; the next read connects again.
 */
let versionClient: Promise<pg.Client> | null = null
async function readVersionDirectly(url: string) {
	const connection = (versionClient ??= connectVersionClient(url))
	try {
		const { rows } = await (await connection).query<{ version: string }>(VERSION_SQL)
		return rows[0]!.version
	} catch (error) {
		// Failed once (PostgreSQL restarted, say): ended, and the next read connects again.
		forget(connection)
		throw error
	}
}
function forget(connection: Promise<pg.Client>) {
	if (versionClient === connection) versionClient = null
	void connection.then((client) => client.end()).catch(() => undefined)
}
function connectVersionClient(url: string) {
	const client = new pg.Client({ connectionString: url, application_name: 'page-cache' })
	const connection = client.connect().then(() => client)
	// A connection that breaks while idle is forgotten the same way.
	client.on('error', () => forget(connection))
	client.on('end', () => {
		if (versionClient === connection) versionClient = null
	})
	return connection
}

/** Closes the page cache's own connection (on shutdown, and after tests). */
export async function closePageCacheConnection() {
	const client = await versionClient?.catch(() => null)
	versionClient = null
	await client?.end()
}

/** The host as the request named it (and a trusted proxy's, which React Router then uses). */
const hostOf = (header: HeaderOf) =>
	[header('host'), header('x-forwarded-host'), header('x-forwarded-proto')].map((value) => value ?? '').join(' ')

/** The page's address as the cache keys it, from the request's headers (host) and its path and query. */
export const pageAddressOf = (header: HeaderOf, pathAndQuery: string) => pageKeyOf(hostOf(header), pathAndQuery)

/** A ticket for an anonymous GET, or null when the cache is off or the request must bypass it. */
export async function pageCacheTicket(em: EntityManager, request: Request): Promise<PageCacheTicket | null> {
	const header: HeaderOf = (name) => request.headers.get(name)
	if (!pageCache() || bypassesPageCache(request.method, header)) return null
	const url = new URL(request.url)
	const key = `${databaseOf(em)} ${pageAddressOf(header, url.pathname + url.search)}`
	return { key, version: await contentVersion(em) }
}

/**
 * Stores a finished page (`completePublicCaching` hands over its body once the nonce is replaced
 * by hashes), in the background: compressing it is not the visitor's wait. Only a public 200
 * without a cookie being set and without a CSP nonce is kept.
 */
export function keepPage(
	ticket: PageCacheTicket | null,
	request: Request,
	page: { status: number; headers: Headers; body: Uint8Array },
) {
	const store = pageCache()
	if (!ticket || !store || page.status !== 200) return false
	const { headers } = page
	if (!isPublic(headers.get('Cache-Control'))) return false
	if (headers.has('Set-Cookie') || /'nonce-/.test(headers.get('Content-Security-Policy') ?? '')) return false
	const etag = headers.get('ETag')
	const vary = varyOf(headers.get('Vary'))
	if (!etag || vary.includes('*')) return false
	const kept: Record<string, string> = {}
	for (const [name, value] of headers) if (!NOT_STORED.has(name.toLowerCase())) kept[name] = value
	const variantKey = variantKeyOf(ticket.key, vary, (name) => request.headers.get(name))
	const identity = Buffer.from(page.body)
	const route = requestRoute() ?? 'other'
	counts.misses += 1
	metrics().cacheLookups.inc({ cache: 'page', result: 'miss' })
	const storing = Promise.all([
		gzipped(identity),
		brotlied(identity, {
			params: {
				[constants.BROTLI_PARAM_QUALITY]: 9,
				[constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
				[constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
			},
		}),
	])
		.then(([gzip, br]) => {
			const bodies = { identity, gzip, br }
			const bytes =
				identity.length + gzip.length + br.length + variantKey.length * 2 + JSON.stringify(kept).length + ENTRY_OVERHEAD
			// A page that varies by a header is found through a note under its address naming the headers.
			if (vary.length)
				store.set(ticket.key, { kind: 'vary', vary }, ticket.key.length * 2 + vary.join().length + ENTRY_OVERHEAD)
			const entry: StoredPage = {
				kind: 'page',
				version: ticket.version,
				storedAt: Date.now(),
				route,
				etag,
				headers: kept,
				bodies,
			}
			if (store.set(variantKey, entry, bytes)) counts.stored += 1
			counts.peakBytes = Math.max(counts.peakBytes, store.bytes)
		})
		.finally(() => pending.delete(storing))
	pending.add(storing)
	return true
}

/** Resolves once every page being stored is in the cache (tests). */
export async function pageCacheSettled() {
	await Promise.all([...pending])
}

/**
 * The stored page for this request if there is one made under the current version and younger
 * than the time limit; null otherwise (a stale one is dropped).
 */
export async function findPage(method: string, pathAndQuery: string, header: HeaderOf): Promise<StoredPage | null> {
	const store = pageCache()
	if (!store || bypassesPageCache(method, header)) return null
	const orm = await getOrm()
	const key = `${databaseOf(orm.em)} ${pageAddressOf(header, pathAndQuery)}`
	const stored = store.get(key)
	const variantKey = stored?.kind === 'vary' ? variantKeyOf(key, stored.vary, header) : key
	const page = stored?.kind === 'vary' ? store.get(variantKey) : stored
	if (page?.kind !== 'page') return null
	if (
		Date.now() - page.storedAt >= ttlMs ||
		(await versionForHit(() => readVersionDirectly(orm.config.get('clientUrl')!))) !== page.version
	) {
		store.delete(variantKey)
		counts.stale += 1
		metrics().cacheLookups.inc({ cache: 'page', result: 'stale' })
		return null
	}
	counts.hits += 1
	metrics().cacheLookups.inc({ cache: 'page', result: 'hit' })
	return page
}

/** How the cache is doing since the process started: for the benchmark and the logs. */
export function pageCacheStats() {
	const store = pageCache()
	return {
		enabled: !!store,
		maxBytes: store?.maxBytes ?? 0,
		bytes: store?.bytes ?? 0,
		peakBytes: counts.peakBytes,
		entries: store?.size ?? 0,
		evicted: store?.evicted ?? 0,
		hits: counts.hits,
		misses: counts.misses,
		stale: counts.stale,
		stored: counts.stored,
	}
}
