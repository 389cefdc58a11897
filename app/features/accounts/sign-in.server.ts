// Signing in with an email and password, by the form (through remix-auth) and by /api/login, with
// the per-address and per-account limits on attempts (decision 106).
import type { EntityManager } from '@mikro-orm/postgresql'
import type { RouterContextProvider } from 'react-router'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { clientIpContext, emContext } from '../../context.ts'
import { User } from '../../models/user.ts'
import { noteActivity } from '../../platform/activity.server.ts'
import { clearRateLimits, hit, RATE_LIMITS, refund } from '../../platform/rate-limit.server.ts'
import { hashToken } from '../../platform/tokens.server.ts'
import { verifyLogin } from '../../platform/users.server.ts'
import { SignInSchema } from './account-schemas.ts'

export class InvalidCredentialsError extends Error {
	constructor() {
		super('Invalid credentials')
	}
}

/**
 * The account was disabled by an operator (decision 224). Said whether or not the password was
 * right, so the answer is no oracle for a password; that the account exists is no secret from
 * the registration form either.
 */
export class AccountDisabledError extends Error {
	constructor() {
		super('This account has been disabled. Please contact Warrington Jobs if you think this is a mistake.')
	}
}

/**
 * The subject of an account's sign-in limits: the email's hash (short, and no address book in
 * the rate_limit table), then the client address, so each address has its own window.
 */
export function accountSubject(email: string) {
	return `${hashToken(email.trim().toLowerCase()).slice(0, 32)}:`
}

/**
 * Checks an email and password, counting the attempt against the address's limit and the
 * account-from-this-address limit first (decision 106: a guesser elsewhere cannot lock the owner
 * out). Only failures count towards the address's limit (decision 195: an office or college
 * behind one router signs many people in): the right password gives its attempt back, and forgets
 * this address's earlier attempts at the account. Counting first and giving back after keeps one
 * statement deciding, so concurrent guesses cannot slip past the limit. A disabled account throws
 * AccountDisabledError whatever the password (decision 224). Shared by the sign-in form (through
 * remix-auth) and /api/login.
 */
export async function signIn(em: EntityManager, ip: string, email: string, password: string) {
	await hit(em, RATE_LIMITS.loginPerIp, ip)
	await hit(em, RATE_LIMITS.loginPerAccountAddress, accountSubject(email) + ip)
	const user = await verifyLogin(em, email, password)
	// A disabled account's attempts stay counted as failures, right password or not.
	if (user?.disabledAt) throw new AccountDisabledError()
	if (!user) {
		if (await em.count(User, { email: email.trim().toLowerCase(), disabledAt: { $ne: null } })) {
			throw new AccountDisabledError()
		}
		throw new InvalidCredentialsError()
	}
	await refund(em, RATE_LIMITS.loginPerIp, ip)
	await clearRateLimits(em, RATE_LIMITS.loginPerAccountAddress, accountSubject(email) + ip)
	// Signing in keeps the account: its last use is today, and a warning of deletion is withdrawn.
	await noteActivity(em, user)
	return user
}

/** Lifts the account's sign-in limits from every address: its owner has just proved who they are. */
export async function liftSignInLimitsOf(em: EntityManager, email: string) {
	await clearRateLimits(em, RATE_LIMITS.loginPerAccountAddress, accountSubject(email))
}

/**
 * The form sign-in through remix-auth. FormStrategy reads the request body itself, so the
 * action validates a clone first and hands the original request here. The strategy is made
 * per request because it needs this request's EntityManager and client address.
 */
export function authenticateForm(request: Request, context: Readonly<RouterContextProvider>) {
	const em = context.get(emContext)
	const ip = context.get(clientIpContext)
	const authenticator = new Authenticator<User>().use(
		new FormStrategy(async ({ form }) => {
			const parsed = SignInSchema.safeParse(Object.fromEntries(form))
			if (!parsed.success) throw new InvalidCredentialsError()
			return signIn(em, ip, parsed.data.email, parsed.data.password)
		}),
		'form',
	)
	return authenticator.authenticate('form', request)
}
