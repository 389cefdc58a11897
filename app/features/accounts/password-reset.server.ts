import type { EntityManager } from '@mikro-orm/postgresql'
import { createElement } from 'react'
import { PasswordResetToken } from '../../models/password-reset-token.ts'
import { User } from '../../models/user.ts'
import { INVALID_RESET_LINK_MESSAGE } from './password-reset.ts'
import { revokeAllApiTokensOf } from '../../platform/api-tokens.server.ts'
import { liftSignInLimitsOf } from './sign-in.server.ts'
import { passwordWeakness, WeakPasswordError } from './password-strength.server.ts'
import { markVerified } from './email-verification.server.ts'
import { config, SITE_NAME } from '../../platform/config.server.ts'
import { sendMail } from '../../platform/mail.server.ts'
import { renderMail } from '../../platform/mail/render.server.ts'
import { PasswordResetMail } from './mails/password-reset.ts'
import { hit, RATE_LIMITS } from '../../platform/rate-limit.server.ts'
import { endAllSessionsOf } from '../../platform/session.server.ts'
import { hashToken, newToken } from '../../platform/tokens.server.ts'
import { setPassword } from '../../platform/users.server.ts'

const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000

export class InvalidResetTokenError extends Error {
	constructor() {
		super(INVALID_RESET_LINK_MESSAGE)
	}
}

/** Our tokens are 43 characters; anything far longer is not worth a lookup. */
const MAX_TOKEN_LENGTH = 200

const RESET_PATH = '/reset-password?token='

function resetLink(token: string) {
	// Always the configured public origin: a Host header chosen by the requester must never
	// decide where a reset link points.
	return `${config.appOrigin}${RESET_PATH}${encodeURIComponent(token)}`
}

/**
 * Deletes the reset mails in the local outbox (mail_outbox, used without SMTP_URL) whose link no
 * longer works: its token used, expired or replaced. A link's token is matched by
 * its SHA-256, as password_reset_token stores it, so the table never needs the token itself.
 */
async function purgeDeadResetMail(em: EntityManager) {
	// em.execute, not the connection's: inside resetPassword's transaction it must see the claim.
	await em.execute(
		`delete from mail_outbox m
		 where strpos(m.text, ?) > 0
		   and not exists (
		     select 1 from password_reset_token t
		     where t.used = false and t.expires_at > now()
		       and t.token = encode(sha256(convert_to(substring(m.text from ?), 'UTF8')), 'hex'))`,
		[RESET_PATH, '/reset-password[?]token=([A-Za-z0-9_-]+)'],
	)
}

async function resetMail(user: User, link: string) {
	return {
		to: user.email,
		subject: `Reset your ${SITE_NAME} password`,
		...(await renderMail(
			createElement(PasswordResetMail, {
				siteName: SITE_NAME,
				firstName: user.firstName,
				link,
				origin: config.appOrigin,
			}),
		)),
	}
}

/**
 * Handles "forgot password" for an email: counts the attempt against the address's and the
 * email's limits (unknown emails count too, so a 429 says nothing about the account), then,
 * only for an existing account, stores a new hashed token and queues the mail with its link
 * (delivered after the request, retried by the background queue: decision 155). The caller
 * answers RESET_LINK_SENT_MESSAGE either way. Throws RateLimitedError.
 */
export async function requestPasswordReset(em: EntityManager, ip: string, email: string) {
	const normalised = email.trim().toLowerCase()
	await hit(em, RATE_LIMITS.forgotPerIp, ip)
	await hit(em, RATE_LIMITS.forgotPerAccount, normalised)

	const user = await em.findOne(User, { email: normalised })
	// A disabled account gets no link: a new password would not let it sign in (decision 224).
	if (!user || user.disabledAt) return

	const token = newToken()
	const mail = await resetMail(user, resetLink(token))
	await em.transactional(async (tx) => {
		const row = tx.create(PasswordResetToken, {
			user: tx.getReference(User, user.id),
			token: hashToken(token),
			expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
		})
		await tx.flush()
		await sendMail(tx, mail, { priority: 'account' })
		// Only the newest link works: earlier ones, perhaps in an old inbox, stop here, and their
		// mails leave the outbox (a queued one is then never sent).
		await tx.nativeDelete(PasswordResetToken, { user: user.id, id: { $ne: row.id } })
		await purgeDeadResetMail(tx)
	})
}

/**
 * Deletes expired reset tokens and the outbox's mails whose link has stopped working: a periodic
 * background task. A token is usable only before `expiresAt` whether or not it is
 * deleted; this keeps neither it nor its link lying about.
 */
export async function purgeExpiredResetTokens(em: EntityManager) {
	await em.transactional(async (tx) => {
		await tx.nativeDelete(PasswordResetToken, { expiresAt: { $lt: new Date() } })
		await purgeDeadResetMail(tx)
	})
}

/** Whether this token from a link can still reset a password (unknown, used and expired cannot). */
export async function isUsableResetToken(em: EntityManager, token: string | null | undefined) {
	if (!token || token.length > MAX_TOKEN_LENGTH) return false
	const count = await em.count(PasswordResetToken, {
		token: hashToken(token),
		used: false,
		expiresAt: { $gt: new Date() },
	})
	return count > 0
}

/**
 * Sets a new password with the token from a reset link. The token is claimed by one
 * conditional update, so two submissions of one link cannot both succeed; then every
 * session and API token of the account ends, so a thief signed in elsewhere is signed out.
 * The address the link was mailed to is proven by it (emailVerifiedAt is set).
 * All of it happens in one transaction: a failure leaves the link usable. A password too easy to
 * guess for this account (password-strength.server.ts) is refused before the link is used.
 * Throws RateLimitedError, InvalidResetTokenError or WeakPasswordError.
 */
export async function resetPassword(em: EntityManager, ip: string, token: string, newPassword: string) {
	await hit(em, RATE_LIMITS.resetPerIp, ip)
	if (!token || token.length > MAX_TOKEN_LENGTH) throw new InvalidResetTokenError()
	const tokenHash = hashToken(token)
	await em.transactional(async (tx) => {
		const row = await tx.findOne(
			PasswordResetToken,
			{ token: tokenHash, used: false, expiresAt: { $gt: new Date() } },
			{ populate: ['user'] },
		)
		if (!row) throw new InvalidResetTokenError()
		const weakness = passwordWeakness(newPassword, row.user)
		if (weakness) throw new WeakPasswordError(weakness)
		const claimed = await tx.nativeUpdate(PasswordResetToken, { id: row.id, used: false }, { used: true })
		if (claimed !== 1) throw new InvalidResetTokenError()
		const userId = row.user.id
		await setPassword(tx, userId, newPassword)
		await endAllSessionsOf(tx, userId)
		await revokeAllApiTokensOf(tx, userId)
		await tx.nativeUpdate(PasswordResetToken, { user: userId, used: false }, { used: true })
		// Whoever had been guessing, the owner has just proved who they are.
		await liftSignInLimitsOf(tx, row.user.email)
		// The link went to the account's address: following it proves the address too (decision 183).
		await markVerified(tx, userId, row.user.email)
		await purgeDeadResetMail(tx)
	})
}
