/**
 * Every write to the tables the talent pool counts from (job seekers' accounts, preferences, Quick
 * Apply profiles, applications) moves the sequence seeker_pool_version on, once a statement, so
 * cached talent-pool figures made under another value are not used (listing-cache.server.ts,
 * decision 136). Job views, which only move "active in the last 30 days", do not: those figures
 * may be up to the cache's time limit late; nor does recording when an account was last used
 * (decision 223: user's update triggers skip an update of only those columns).
 */
export const SEEKER_POOL_VERSION_TRIGGER = (name: string) => ({
	name,
	timing: 'after' as const,
	events: ['insert' as const, 'update' as const, 'delete' as const],
	forEach: 'statement' as const,
	body: `perform nextval('seeker_pool_version');
return null;`,
})
