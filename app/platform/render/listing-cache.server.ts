// A short-lived, per-process cache of what the listing shows (search results and hero stats),
// valid only while the jobs are unchanged: every write to the job table moves the sequence
// job_listing_version on (the job table's trigger), and an entry made under another version is
// never used. So a job posted, edited, sponsored, deactivated or deleted shows everywhere at once,
// on every instance; only what time alone changes (a listing or sponsorship ending, "this week")
// can be up to TTL_MS late, as a shared HTTP cache already may be (decisions 043 and 063).
// A broad search reads every matching row (about 10,000 for a tenth of 100,000 jobs), so without
// this each repeat would cost the same again.
// Figures that also count job seekers (the talent pool) ask for `{ seekers: true }`: their entry is
// also retired by every write to seekers' accounts, preferences, profiles and applications, which
// move the sequence seeker_pool_version on (app/models/seeker-pool-version.ts, decision 136).
// Aggregates that take seconds to compute at scale (the market insights over every job) ask for
// `{ stale: true }`: after a change, the new answer is awaited for INSIGHTS_STALE_WAIT_MS (200 ms), and if it is
// not ready by then the previous answer (at most STALE_MAX_MS old) is given while the new one is
// computed, once, for the next request (decision 142).
import type { EntityManager } from '@mikro-orm/postgresql'
import { config } from '../config.server.ts'
import { databaseOf } from '../db.server.ts'
import { metrics } from '../metrics.server.ts'

/** LISTING_CACHE_SECONDS=0 turns the cache off (the benchmark measures both ways). */
export const LISTING_CACHE_TTL_MS = config.listingCacheSeconds * 1000
const MAX_ENTRIES = 500
/** How long a `stale` caller waits for a new answer before it is given the previous one (INSIGHTS_STALE_WAIT_MS). */
export const staleWaitMs = () => config.insightsStaleWaitMs
/** The oldest previous answer a `stale` caller is given. */
const STALE_MAX_MS = 10 * 60 * 1000

/** `last`: the latest answer that was computed for this key, under any version, and when. */
type Entry = {
	version: string
	storedAt: number
	value: Promise<unknown>
	settled: boolean
	last?: { value: unknown; at: number }
}
const entries = new Map<string, Entry>()

/**
 * Forgets every entry. The versions are the database's own sequences, so the entries are only
 * right for the database they were made from: the test files of one worker, each on a database
 * of its own copied from one template, start their versions alike (tests/setup/setup-file.ts).
 */
export function resetListingCache() {
	entries.clear()
}

/**
 * The listing's version now: read on every use (a fraction of a millisecond), so a write just made
 * counts. Uses at the same moment in one request (the listing's search and its counts, asked
 * together) share the one read under way: neither could count on seeing a write the other's read
 * missed.
 */
function listingVersion(em: EntityManager, seekers: boolean): Promise<string> {
	const reading = seekers ? readingWithSeekers : readingJobs
	let read = reading.get(em)
	if (!read) {
		read = readListingVersion(em, seekers)
		reading.set(em, read)
		const done = () => {
			if (reading.get(em) === read) reading.delete(em)
		}
		read.then(done, done)
	}
	return read
}
const readingJobs = new WeakMap<EntityManager, Promise<string>>()
const readingWithSeekers = new WeakMap<EntityManager, Promise<string>>()

async function readListingVersion(em: EntityManager, seekers: boolean) {
	const [row] = await em
		.getConnection()
		.execute<[{ version: string }]>(
			`select (select last_value || ':' || is_called from job_listing_version)${seekers ? " || ' ' || (select last_value || ':' || is_called from seeker_pool_version)" : ''} as version`,
		)
	return row.version
}

/**
 * `compute()`'s answer for `key`, reused while the jobs (and, with `seekers`, the job seekers'
 * data) are unchanged and it is younger than TTL_MS. Requests asking at the same time share one
 * computation. A failed computation is not kept. With `stale`, a new answer that takes longer
 * than INSIGHTS_STALE_WAIT_MS is stood in for by the previous one, if there is one younger than STALE_MAX_MS.
 */
export async function cachedListing<T>(
	em: EntityManager,
	key: string,
	compute: () => Promise<T>,
	now = Date.now(),
	{ seekers = false, stale = false }: { seekers?: boolean; stale?: boolean } = {},
): Promise<T> {
	if (LISTING_CACHE_TTL_MS <= 0) return compute()
	const version = await listingVersion(em, seekers)
	const fullKey = `${databaseOf(em)} ${seekers ? 'seekers ' : ''}${key}`
	let entry = entries.get(fullKey)
	const reused = !!entry && entry.version === version && now - entry.storedAt < LISTING_CACHE_TTL_MS
	metrics().cacheLookups.inc({ cache: 'listing', result: reused ? 'hit' : entry ? 'stale' : 'miss' })
	if (!entry || !reused) {
		const value = compute()
		const fresh: Entry = { version, storedAt: now, value, settled: false, last: entry?.last }
		value.then(
			(answer) => {
				fresh.settled = true
				fresh.last = { value: answer, at: Date.now() }
			},
			() => {
				// Not reused; the answer before it stays for `stale` callers, to be computed again next time.
				if (entries.get(fullKey) !== fresh) return
				if (fresh.last)
					entries.set(fullKey, { ...fresh, version: '', settled: true, value: Promise.resolve(fresh.last.value) })
				else entries.delete(fullKey)
			},
		)
		entry = fresh
	}
	// Most recently used last, so the oldest is the first to go.
	entries.delete(fullKey)
	entries.set(fullKey, entry)
	if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!)
	const value = entry.value as Promise<T>
	const previous = entry.last
	if (!stale || entry.settled || !previous || Date.now() - previous.at >= STALE_MAX_MS) return value
	let timer: ReturnType<typeof setTimeout> | undefined
	const standIn = new Promise<T>((resolve) => {
		timer = setTimeout(() => resolve(previous.value as T), staleWaitMs())
	})
	return Promise.race([value.finally(() => clearTimeout(timer)), standIn])
}
