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
import type { EntityManager } from '@mikro-orm/postgresql'
import { config } from './config.server.ts'

/** LISTING_CACHE_SECONDS=0 turns the cache off (the benchmark measures both ways). */
export const LISTING_CACHE_TTL_MS = config.listingCacheSeconds * 1000
const MAX_ENTRIES = 500

type Entry = { version: string; storedAt: number; value: Promise<unknown> }
const entries = new Map<string, Entry>()

/** The listing's version now: read on every use (a fraction of a millisecond), so a write just made counts. */
async function listingVersion(em: EntityManager, seekers: boolean) {
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
 * computation. A failed computation is not kept.
 */
export async function cachedListing<T>(
	em: EntityManager,
	key: string,
	compute: () => Promise<T>,
	now = Date.now(),
	{ seekers = false }: { seekers?: boolean } = {},
): Promise<T> {
	if (LISTING_CACHE_TTL_MS <= 0) return compute()
	const version = await listingVersion(em, seekers)
	// Several databases can share a process (tests): the key names the database too.
	const fullKey = `${em.config.get('clientUrl') ?? ''} ${em.config.get('dbName') ?? ''} ${seekers ? 'seekers ' : ''}${key}`
	const entry = entries.get(fullKey)
	if (entry && entry.version === version && now - entry.storedAt < LISTING_CACHE_TTL_MS) {
		// Most recently used last, so the oldest is the first to go.
		entries.delete(fullKey)
		entries.set(fullKey, entry)
		return entry.value as Promise<T>
	}
	const value = compute()
	entries.set(fullKey, { version, storedAt: now, value })
	value.catch(() => {
		if (entries.get(fullKey)?.value === value) entries.delete(fullKey)
	})
	if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!)
	return value
}
