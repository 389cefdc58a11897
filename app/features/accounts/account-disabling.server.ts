// Disabling an account (`npm run admin -- user:disable`, decision 224): an operator's stop for an
// account that abuses the site, short of erasing it. Sign-in refuses it whatever the password
// (sign-in.server.ts), its sessions and API tokens end here and are refused if any slips through
// (session.server.ts, api-tokens.server.ts), no reset link is mailed to it, and an employer's
// jobs leave the board. Enabling lets the owner sign in again; their jobs stay hidden until they
// show them again from their dashboard.
import type { EntityManager } from '@mikro-orm/postgresql'
import { Job } from '../../models/job.ts'
import { User } from '../../models/user.ts'
import { revokeAllApiTokensOf } from '../../platform/api-tokens.server.ts'
import { endAllSessionsOf } from '../../platform/session.server.ts'
import { setJobActive } from '../jobs/jobs.server.ts'

/** What disabling did: whether the account was disabled already, and the jobs it took off the board. */
export type Disabled = { alreadyDisabled: boolean; hiddenJobs: { id: number; title: string }[] }

/** Disables the account at `now`: one transaction, so a failure leaves it as it was. */
export async function disableAccount(em: EntityManager, user: Pick<User, 'id'>, now = new Date()): Promise<Disabled> {
	const disabled = await em.transactional(async (tx) => {
		const changed = await tx.nativeUpdate(User, { id: user.id, disabledAt: null }, { disabledAt: now })
		await endAllSessionsOf(tx, user.id)
		await revokeAllApiTokensOf(tx, user.id)
		const jobs = await tx.find(Job, { user: user.id, isActive: true }, { orderBy: { id: 'asc' } })
		for (const job of jobs) await setJobActive(tx, job, false, now)
		return { alreadyDisabled: changed === 0, hiddenJobs: jobs.map((job) => ({ id: job.id, title: job.title })) }
	})
	em.clear()
	return disabled
}

/** Lets a disabled account sign in again; false when it was not disabled. */
export async function enableAccount(em: EntityManager, user: Pick<User, 'id'>) {
	const changed = await em.nativeUpdate(User, { id: user.id, disabledAt: { $ne: null } }, { disabledAt: null })
	em.clear()
	return changed === 1
}
