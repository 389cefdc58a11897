// The welcome on /profile (decision 140): shown to a job seeker until they dismiss it once,
// remembered on their account so it stays dismissed on every device and without JavaScript.
import type { EntityManager } from '@mikro-orm/postgresql'
import { User } from '../../models/user.ts'

/** Whether the seeker still sees the welcome. */
export function showsProfileWelcome(user: Pick<User, 'profileWelcomeDismissedAt'>) {
	return !user.profileWelcomeDismissedAt
}

/** Remembers that the seeker dismissed the welcome; dismissing again keeps the first time. */
export async function dismissProfileWelcome(em: EntityManager, user: Pick<User, 'id'>) {
	await em.nativeUpdate(
		User,
		{ id: user.id, profileWelcomeDismissedAt: null },
		{ profileWelcomeDismissedAt: new Date() },
	)
}
