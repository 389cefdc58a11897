// Accounts nobody uses (decision 223): an account unused for RETENTION_INACTIVE_ACCOUNT_MONTHS
// (`user.last_active_at`, kept by platform/activity.server.ts) is deleted, its owner warned by mail
// RETENTION_WARNING_DAYS before. Signing in keeps it: using the account withdraws the warning, and a
// later spell of disuse warns again. The deletion is `eraseAccount`, the same as "Delete my account"
// (the register of personal data decides what goes). Admin accounts are never deleted for disuse.
//
// How to use it: the daily task runs `warnInactiveAccounts` then `deleteInactiveAccounts`, each
// taking `now`. An account is deleted only once it was warned at least RETENTION_WARNING_DAYS
// before and has not been used since, so a warning sent late (the task was down) still gives the
// full notice. An address never verified gets no mail (nothing but the verification and a reset is
// mailed to one, decision 183); its account keeps the same timetable.
import type { EntityManager } from '@mikro-orm/postgresql'
import { createElement } from 'react'
import { config, SITE_NAME } from '../../platform/config.server.ts'
import { sendMail } from '../../platform/mail.server.ts'
import { renderMail } from '../../platform/mail/render.server.ts'
import { defineTask } from '../../platform/queue/tasks.ts'
import { formatLongDate } from '../../ui/format.ts'
import { eraseAccount } from './account-deletion.server.ts'
import { InactiveAccountMail } from './mails/inactive-account.ts'
import { monthsBefore } from './retention.server.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** Accounts looked at per query; each is then warned or deleted in a transaction of its own. */
const ACCOUNTS_PER_ROUND = 100

type Candidate = {
	id: number
	email: string
	first_name: string
	email_verified_at: string | null
	/** As the driver gives it for a raw query: text. */
	last_active_at: string
}

/** Unused long enough to be warned (or deleted), and not yet warned since its last use. */
const UNWARNED = `user_type <> 'admin' and last_active_at < ? and (inactivity_warned_at is null or inactivity_warned_at < last_active_at)`
/** Unused past the period, and warned long enough ago without a use since. */
const DUE = `user_type <> 'admin' and last_active_at < ? and inactivity_warned_at >= last_active_at and inactivity_warned_at <= ?`

function periods(now: Date) {
	const { inactiveAccountMonths, warningDays } = config.retention
	const unusedSince = monthsBefore(now, inactiveAccountMonths)
	return {
		inactiveAccountMonths,
		warningDays,
		unusedSince,
		warnFrom: new Date(unusedSince.getTime() + warningDays * DAY_MS),
	}
}

/** The first day the account may be deleted: the period over, and the notice given from `now`. */
function deletionDay(lastActiveAt: Date, now: Date) {
	const { inactiveAccountMonths, warningDays } = config.retention
	// The first day whose `monthsBefore` passes the last use: about that many months on (a month's end shifts it).
	let periodOver = new Date(monthsBefore(lastActiveAt, -inactiveAccountMonths).getTime() - 4 * DAY_MS)
	while (monthsBefore(periodOver, inactiveAccountMonths) <= lastActiveAt)
		periodOver = new Date(periodOver.getTime() + DAY_MS)
	return new Date(Math.max(periodOver.getTime(), now.getTime() + warningDays * DAY_MS))
}

async function warningMail(account: Candidate, now: Date) {
	return {
		to: account.email,
		subject: `Your ${SITE_NAME} account will be deleted unless you sign in`,
		...(await renderMail(
			createElement(InactiveAccountMail, {
				siteName: SITE_NAME,
				firstName: account.first_name,
				months: config.retention.inactiveAccountMonths,
				deletionDate: formatLongDate(deletionDay(new Date(account.last_active_at), now)),
				signInLink: `${config.appOrigin}/auth`,
				origin: config.appOrigin,
			}),
		)),
	}
}

/**
 * Warns each account unused for RETENTION_INACTIVE_ACCOUNT_MONTHS less RETENTION_WARNING_DAYS and
 * not yet warned since: one mail each (none to an unverified address), and the warning recorded in
 * the same transaction. Returns how many accounts were warned.
 */
export async function warnInactiveAccounts(em: EntityManager, now = new Date()) {
	const { warnFrom } = periods(now)
	let warned = 0
	let after = 0
	for (;;) {
		const accounts = await em.fork().execute<Candidate[]>(
			`select id, email, first_name, email_verified_at, last_active_at from "user"
			 where ${UNWARNED} and id > ? order by id limit ${ACCOUNTS_PER_ROUND}`,
			[warnFrom, after],
		)
		for (const account of accounts) {
			const verified = account.email_verified_at !== null
			const mail = verified ? await warningMail(account, now) : null
			const claimed = await em.fork().transactional(async (tx) => {
				// Claimed by the same condition, so a sign-in or another worker in between wins.
				const rows = await tx.execute(
					`update "user" set inactivity_warned_at = ? where id = ? and ${UNWARNED} returning id`,
					[now, account.id, warnFrom],
				)
				if (rows.length === 0) return false
				if (mail) await sendMail(tx, mail, { priority: 'account' })
				return true
			})
			if (claimed) warned++
		}
		if (accounts.length < ACCOUNTS_PER_ROUND) return warned
		after = accounts.at(-1)!.id
	}
}

/**
 * Deletes, with `eraseAccount`, each account unused for RETENTION_INACTIVE_ACCOUNT_MONTHS whose
 * owner was warned RETENTION_WARNING_DAYS or more before `now` and has not used it since. Returns
 * how many were deleted.
 */
export async function deleteInactiveAccounts(em: EntityManager, now = new Date()) {
	const { unusedSince, warningDays } = periods(now)
	const warnedBy = new Date(now.getTime() - warningDays * DAY_MS)
	let deleted = 0
	let after = 0
	for (;;) {
		const accounts = await em
			.fork()
			.execute<{ id: number }[]>(
				`select id from "user" where ${DUE} and id > ? order by id limit ${ACCOUNTS_PER_ROUND}`,
				[unusedSince, warnedBy, after],
			)
		for (const { id } of accounts) {
			const erased = await em.fork().transactional(async (tx) => {
				// Locked and checked again: a sign-in since the list was read keeps the account.
				const due = await tx.execute(`select id from "user" where id = ? and ${DUE} for update`, [
					id,
					unusedSince,
					warnedBy,
				])
				if (due.length === 0) return false
				await eraseAccount(tx, { id })
				return true
			})
			if (erased) deleted++
		}
		if (accounts.length < ACCOUNTS_PER_ROUND) return deleted
		after = accounts.at(-1)!.id
	}
}

/** The daily run: warnings first, so an account is never deleted by the run that warns it. */
export const inactiveAccountRetention = defineTask({
	name: 'retention-inactive-accounts',
	cron: '40 3 * * *',
	handler: async (em) => {
		const now = new Date()
		return { warned: await warnInactiveAccounts(em, now), deleted: await deleteInactiveAccounts(em, now) }
	},
})
