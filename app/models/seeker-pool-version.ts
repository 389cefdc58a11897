/**
 * Every write to the tables the talent pool counts from (job seekers' accounts, preferences, Quick
 * Apply profiles, applications) moves the sequence seeker_pool_version on, once a statement, so
 * cached talent-pool figures made under another value are not used (listing-cache.server.ts,
 * decision 136). Job views, which only move "active in the last 30 days", do not: those figures
 * may be up to the cache's time limit late. A user's first sign-in or visit of a day does, since it
 * records the account's last use on its row (decision 223).
 */
export const SEEKER_POOL_VERSION_TRIGGER = (name: string) => ({
	name,
	timing: 'after' as const,
	events: ['insert' as const, 'update' as const, 'delete' as const],
	forEach: 'statement' as const,
	body: `perform nextval('seeker_pool_version');
return null;`,
})
