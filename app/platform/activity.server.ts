// When an account was last used, for retention's "unused for RETENTION_INACTIVE_ACCOUNT_MONTHS"
// (decision 223). Recorded at sign-in and on signed-in requests, at most once a day: the user row
// the request already loaded says whether today's use is known, so a request that needs no write
// costs nothing, and the one that does is a single UPDATE guarded by the same date (two requests
// racing write once).
import type { EntityManager } from '@mikro-orm/postgresql'
import type { User } from '../models/user.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Records that `user` used the account at `now`, unless a use within the last day is already
 * recorded. Using it also withdraws a warning of deletion for disuse (`inactivityWarnedAt`).
 */
export async function noteActivity(em: EntityManager, user: Pick<User, 'id' | 'lastActiveAt'>, now = new Date()) {
	if (user.lastActiveAt && now.getTime() - user.lastActiveAt.getTime() < DAY_MS) return
	await em.execute(
		`update "user" set last_active_at = ?, inactivity_warned_at = null
		 where id = ? and last_active_at < ?`,
		[now, user.id, new Date(now.getTime() - DAY_MS)],
	)
	// The loaded entity is left as it was: changing it would make the request's next flush write the row again.
}
