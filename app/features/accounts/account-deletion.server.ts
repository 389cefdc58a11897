// "Delete my account" (UK GDPR erasure; decision 164): the password is checked as a sign-in
// checks it (the same rate limits), then one transaction removes the account and everything
// personal to it, its files included. What is kept is what the privacy page names
// (app/features/content/copy/privacy.ts, "What happens when you delete your account").
//
// How to use it: a table whose rows point at "user" with `on delete cascade` needs nothing here
// (deleting the user row takes them). A table that names the account another way (by email, by
// a `set null` reference) gets ONE line in ERASURE_STEPS; a new file column one line in
// USER_FILE_SOURCES (account-export.server.ts). account-deletion.server.test.ts checks every
// table of the database afterwards, so a table added without its line fails there.
import type { EntityManager } from '@mikro-orm/postgresql'
import type { User } from '../../models/user.ts'
import { clearAccountLimits, InvalidCredentialsError, signIn } from './sign-in.server.ts'
import { deleteFile } from '../../platform/files.server.ts'
import { filesOf, USER_FILE_SOURCES } from './account-export.server.ts'

type Account = { id: number; email: string }

/** The password given was not the account's. */
export class WrongPasswordError extends Error {
	constructor() {
		super('That password is not right')
	}
}

/** Files of applications sent with the account's email without signing in: theirs too. */
const EMAIL_FILE_SOURCES = [
	`select cv_file_id as file_id, 'applications' as folder from application where lower(applicant_email) = ?`,
	`select video_pitch_file_id, 'applications' from application where lower(applicant_email) = ?`,
]

/**
 * What deleting the user row does not remove by itself, in order; each is SQL and its
 * parameters. Cascades take the rest: sessions, API tokens, reset tokens, the Quick Apply
 * profile, preferences, skills, training, saved jobs, job views, reviews, enrolments, module
 * progress, certificates, assessments, career paths, course recommendations and, for an
 * employer, their jobs (with the saved jobs and views of them).
 */
const ERASURE_STEPS: ((account: Account) => [string, unknown[]])[] = [
	// Applications the seeker sent, signed in or with their address; the employer loses them.
	(a) => ['delete from application where user_id = ? or lower(applicant_email) = ?', [a.id, a.email]],
	(a) => ['delete from business_submission where submitted_by_id = ?', [a.id]],
	(a) => ['delete from contact_message where lower(email) = ?', [a.email]],
	(a) => ['delete from partnership_enquiry where lower(email) = ?', [a.email]],
	// Mail to them, and mail about them (an employer's copy of their application, the site inbox's copy of their message).
	(a) => ['delete from mail_outbox where lower("to") = ? or strpos(lower(text), ?) > 0', [a.email, a.email]],
	// A retried request's stored answer that holds their details (kept 24 hours otherwise).
	(a) => ['delete from idempotency_key where strpos(lower(response_body), ?) > 0', [a.email]],
	// Their sponsorship and course payments stay, without the link to them (privacy page: kept 6 years).
	(a) => ['update sponsorship_payment set user_id = null where user_id = ?', [a.id]],
	(a) => ['delete from "user" where id = ?', [a.id]],
]

/**
 * Deletes the account after checking its password (counted against the sign-in limits; throws
 * RateLimitedError past them, WrongPasswordError for a wrong one). Nothing is deleted unless
 * the password is right, and then everything in one transaction.
 */
export async function deleteAccount(em: EntityManager, ip: string, user: Pick<User, 'id' | 'email'>, password: string) {
	try {
		const confirmed = await signIn(em, ip, user.email, password)
		if (confirmed.id !== user.id) throw new WrongPasswordError()
	} catch (error) {
		if (error instanceof InvalidCredentialsError) throw new WrongPasswordError()
		throw error
	}
	await eraseAccount(em, user)
}

/** The erasure itself, without the password check: one transaction, the account's row locked first. */
async function eraseAccount(em: EntityManager, user: Pick<User, 'id' | 'email'>) {
	const account = { id: user.id, email: user.email.toLowerCase() }
	await em.transactional(async (tx) => {
		const locked = await tx.execute('select id from "user" where id = ? for update', [account.id])
		if (locked.length === 0) return
		const files = [
			...(await filesOf(tx, USER_FILE_SOURCES, [account.id])),
			...(await filesOf(tx, EMAIL_FILE_SOURCES, [account.email])),
		]
		for (const step of ERASURE_STEPS) {
			const [sql, params] = step(account)
			await tx.execute(sql, params)
		}
		for (const file of files) await deleteFile(tx, file.id)
		await clearAccountLimits(tx, account.email)
	})
	em.clear()
}
