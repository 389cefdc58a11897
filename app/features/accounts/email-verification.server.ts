// Proving an account's address (decision 183). How to use it:
// - `sendVerificationMail(em, user)` once the account has an address to prove: after registration
//   (and after any change of address, once something can change one). The account works at once.
// - `verifyEmail(em, ip, token)` when the owner confirms the link: sets emailVerifiedAt.
// - `resendVerification(em, user)` when a signed-in owner asks for a new link (rate limited).
// Until the address is verified nothing but this mail and a password reset is mailed to it, and
// nothing is found by it (`isVerified`, `verifiedEmailOf` in platform/users.server.ts).
import type { EntityManager } from '@mikro-orm/postgresql'
import { createElement } from 'react'
import { EmailVerificationToken } from '../../models/email-verification-token.ts'
import { User } from '../../models/user.ts'
import { config, SITE_NAME } from '../../platform/config.server.ts'
import { sendMail } from '../../platform/mail.server.ts'
import { renderMail } from '../../platform/mail/render.server.ts'
import { EmailVerificationMail } from './mails/email-verification.ts'
import { hit, RATE_LIMITS } from '../../platform/rate-limit.server.ts'
import { hashToken, newToken } from '../../platform/tokens.server.ts'
import { isVerified } from '../../platform/users.server.ts'
import {
	ALREADY_VERIFIED_MESSAGE,
	VERIFICATION_LIFETIME_HOURS,
	VERIFICATION_LINK_PROBLEMS,
	type VerificationLinkProblem as LinkProblem,
} from './email-verification.ts'

const VERIFICATION_LIFETIME_MS = VERIFICATION_LIFETIME_HOURS * 60 * 60 * 1000

/** Our tokens are 43 characters; anything far longer is not worth a lookup. */
const MAX_TOKEN_LENGTH = 200

/** A link that cannot verify: unknown (or for an address the account no longer has), expired or used. */
export class InvalidVerificationTokenError extends Error {
	readonly problem: LinkProblem
	constructor(problem: LinkProblem) {
		super(VERIFICATION_LINK_PROBLEMS[problem])
		this.problem = problem
	}
}

export class AlreadyVerifiedError extends Error {
	constructor() {
		super(ALREADY_VERIFIED_MESSAGE)
	}
}

function verificationLink(token: string) {
	// The configured public origin, never the request's Host header.
	return `${config.appOrigin}/verify-email?token=${encodeURIComponent(token)}`
}

async function verificationMail(user: Pick<User, 'email' | 'firstName'>, link: string) {
	return {
		to: user.email,
		subject: `Verify your email address for ${SITE_NAME}`,
		...(await renderMail(
			createElement(EmailVerificationMail, {
				siteName: SITE_NAME,
				firstName: user.firstName,
				email: user.email,
				link,
				lifetimeHours: VERIFICATION_LIFETIME_HOURS,
				origin: config.appOrigin,
			}),
		)),
	}
}

/**
 * Stores a new hashed token for the account's current address and queues the mail with its link,
 * in one transaction. Earlier links for the same address keep working until they expire (each proves
 * the same thing); links for an address the account no longer has are deleted.
 */
export async function sendVerificationMail(em: EntityManager, user: Pick<User, 'id' | 'email' | 'firstName'>) {
	const token = newToken()
	const mail = await verificationMail(user, verificationLink(token))
	await em.transactional(async (tx) => {
		await tx.nativeDelete(EmailVerificationToken, { user: user.id, email: { $ne: user.email } })
		tx.create(EmailVerificationToken, {
			user: tx.getReference(User, user.id),
			email: user.email,
			token: hashToken(token),
			expiresAt: new Date(Date.now() + VERIFICATION_LIFETIME_MS),
		})
		await tx.flush()
		await sendMail(tx, mail, { priority: 'account' })
	})
}

/**
 * A new link for a signed-in owner whose address is not yet verified. Throws AlreadyVerifiedError,
 * or RateLimitedError past the per-account limit.
 */
export async function resendVerification(em: EntityManager, user: Pick<User, 'id' | 'email' | 'firstName'>) {
	const current = await em.fork().findOne(User, user.id)
	if (!current || isVerified(current)) throw new AlreadyVerifiedError()
	await hit(em, RATE_LIMITS.verificationResendPerUser, String(user.id))
	await sendVerificationMail(em, current)
}

/** What a link would do if confirmed: null when it would verify, else why it cannot. */
export async function verificationLinkProblem(em: EntityManager, token: string | null | undefined) {
	if (!token || token.length > MAX_TOKEN_LENGTH) return 'invalid' as const
	const row = await em.fork().findOne(EmailVerificationToken, { token: hashToken(token) }, { populate: ['user'] })
	return row ? problemOf(row) : ('invalid' as const)
}

function problemOf(row: EmailVerificationToken, now = new Date()): LinkProblem | null {
	if (row.used) return 'used'
	if (row.expiresAt <= now) return 'expired'
	if (row.user.email !== row.email) return 'invalid'
	return null
}

/**
 * Proves the address a link was sent to: claims the token (one conditional update, so a link works
 * once) and sets the account's emailVerifiedAt if it still has that address. Returns the account.
 * Throws RateLimitedError or InvalidVerificationTokenError.
 */
export async function verifyEmail(em: EntityManager, ip: string, token: string) {
	await hit(em, RATE_LIMITS.verifyPerIp, ip)
	if (!token || token.length > MAX_TOKEN_LENGTH) throw new InvalidVerificationTokenError('invalid')
	return em.transactional(async (tx) => {
		const row = await tx.findOne(EmailVerificationToken, { token: hashToken(token) }, { populate: ['user'] })
		if (!row) throw new InvalidVerificationTokenError('invalid')
		const problem = problemOf(row)
		if (problem) throw new InvalidVerificationTokenError(problem)
		const claimed = await tx.nativeUpdate(EmailVerificationToken, { id: row.id, used: false }, { used: true })
		if (claimed !== 1) throw new InvalidVerificationTokenError('used')
		await markVerified(tx, row.user.id, row.email)
		return row.user
	})
}

/**
 * Records that the owner of `email` has proven it (a verification link, or a password reset link
 * mailed to it), if the account still has that address and had not proven it yet.
 */
export async function markVerified(em: EntityManager, userId: number, email: string) {
	await em.nativeUpdate(User, { id: userId, email, emailVerifiedAt: null }, { emailVerifiedAt: new Date() })
}

/** Deletes expired verification tokens: a periodic background task. */
export async function purgeExpiredVerificationTokens(em: EntityManager) {
	await em.nativeDelete(EmailVerificationToken, { expiresAt: { $lt: new Date() } })
}
