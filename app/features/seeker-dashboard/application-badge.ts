// The badge on an application card of the employee dashboard (docs/product.md §10): derived
// from the time since the application was sent, as there is no status from the server.
// Runs on both sides.

const DAY_MS = 24 * 60 * 60 * 1000

export type ApplicationBadge = 'Just Applied' | 'Pending' | 'Under Review'

/** Under 1 day "Just Applied", 1 to under 7 days "Pending", 7 days or more "Under Review". */
export function applicationBadge(appliedAt: Date | string, now: Date = new Date()): ApplicationBadge {
	const elapsed = now.getTime() - new Date(appliedAt).getTime()
	// A clock a little behind the database's makes a new application look a moment in the future: still just applied.
	if (!(elapsed >= DAY_MS)) return 'Just Applied'
	if (elapsed < 7 * DAY_MS) return 'Pending'
	return 'Under Review'
}
