import type { EntityManager } from '@mikro-orm/postgresql'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { authContext, clientIpContext, emContext, type Auth } from '../context.ts'
import type { User } from '../models/user.ts'
import { type AccessRefusal, homeOf, type UserType } from '../utils/access.ts'
import { SignInSchema } from '../utils/account-schemas.ts'
import { safeRedirect } from '../utils/safe-redirect.ts'
import { bearerToken, findApiTokenUser } from './api-tokens.server.ts'
import { config } from './config.server.ts'
import { clearRateLimits, hit, RATE_LIMITS } from './rate-limit.server.ts'
import { getSessionUser } from './session.server.ts'
import { hashToken } from './tokens.server.ts'
import { toastHeaders } from './toast.server.ts'
import { verifyLogin } from './users.server.ts'

export class InvalidCredentialsError extends Error {
	constructor() {
		super('Invalid credentials')
	}
}

/**
 * The subject of an account's sign-in limits: the email's hash (short, and no address book in
 * the rate_limit table), then the client address, so each address has its own window.
 */
function accountSubject(email: string) {
	return `${hashToken(email.trim().toLowerCase()).slice(0, 32)}:`
}

/**
 * Checks an email and password, counting the attempt against the address's limit and the
 * account-from-this-address limit first (decision 106: a guesser elsewhere cannot lock the owner
 * out). The right password forgets this address's earlier attempts at the account. Shared by the
 * sign-in form (through remix-auth) and /api/login.
 */
export async function signIn(em: EntityManager, ip: string, email: string, password: string) {
	await hit(em, RATE_LIMITS.loginPerIp, ip)
	await hit(em, RATE_LIMITS.loginPerAccountAddress, accountSubject(email) + ip)
	const user = await verifyLogin(em, email, password)
	if (!user) throw new InvalidCredentialsError()
	await clearRateLimits(em, RATE_LIMITS.loginPerAccountAddress, accountSubject(email) + ip)
	return user
}

/** Lifts the account's sign-in limits from every address: its owner has just proved who they are. */
export async function liftSignInLimitsOf(em: EntityManager, email: string) {
	await clearRateLimits(em, RATE_LIMITS.loginPerAccountAddress, accountSubject(email))
}

/**
 * Forgets the limits kept under an account's email (sign-in attempts at it, reset requests for
 * it): the account has been deleted (decision 164), and the windows would otherwise name it.
 */
export async function clearAccountLimits(em: EntityManager, email: string) {
	await clearRateLimits(em, RATE_LIMITS.loginPerAccountAddress, accountSubject(email))
	await em.execute('delete from rate_limit where key = ?', [
		`${RATE_LIMITS.forgotPerAccount.name}:${email.trim().toLowerCase()}`,
	])
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

/** Who is asking: a bearer token wins over the session cookie. */
export async function resolveAuth(em: EntityManager, request: Request): Promise<Auth> {
	const token = bearerToken(request)
	if (token) {
		const found = await findApiTokenUser(em, token)
		return found ? { user: found.user, via: 'token', tokenHash: found.tokenHash } : null
	}
	if (!request.headers.get('Cookie')) return null
	const found = await getSessionUser(em, request)
	return found ? { user: found.user, via: 'session', sessionId: found.sessionId, newAccount: found.newAccount } : null
}

export function getOptionalUser(context: Readonly<RouterContextProvider>) {
	return context.get(authContext)?.user ?? null
}

/** How a page greets the signed-in user: "Welcome" in the session that created the account, "Welcome back" after a sign-in. */
export function greetingOf(context: Readonly<RouterContextProvider>) {
	const auth = context.get(authContext)
	return auth?.via === 'session' && auth.newAccount ? 'Welcome' : 'Welcome back'
}

// Page and API guards: the one way a route says who may use it (docs/decisions/100-layout.md).
// Screens call requireUser or requireEmployer / requireSeeker / requireAdmin; API routes call
// requireApiAuth or requireApiUserType (app/platform/api.server.ts). Routes never compare
// `userType` themselves.

/** Where a screen's guard sends a signed-out visitor: /auth, coming back to `to` afterwards. */
function signInRedirect(request: Request, to?: string) {
	const url = new URL(request.url)
	const back = safeRedirect(to ?? url.pathname + url.search, '/', config.appOrigin)
	return redirect(`/auth?redirectTo=${encodeURIComponent(back)}`)
}

/** For screens: the signed-in user, or a redirect to /auth that comes back here (or to `redirectTo`). */
export function requireUser(context: Readonly<RouterContextProvider>, request: Request, redirectTo?: string) {
	const user = getOptionalUser(context)
	if (!user) throw signInRedirect(request, redirectTo)
	return user
}

/** What a screen's guard answers someone who may not use it. */
type Refusal = {
	/** The message a refused user reads: on the 403 page, on the route's own panel, or in the toast. */
	message: string
	/** A signed-out visitor: sent to sign in (the default), or refused with a 401 the route shows as a panel. */
	signedOut?: 'sign-in' | 'refuse'
	/** Where sign-in comes back to; the page asked for unless given. */
	redirectTo?: string
	/** A signed-in user of another type: refused with a 403 (the default), or sent to their own home with a toast titled so. */
	wrongType?: 'refuse' | { redirectHomeWithToast: string }
}

/** For screens: a signed-in user of this type, or the refusal described. */
export async function requireUserType(
	context: Readonly<RouterContextProvider>,
	request: Request,
	userType: UserType,
	refusal: Refusal,
) {
	const user = getOptionalUser(context)
	if (!user) {
		if (refusal.signedOut === 'refuse') {
			const body: AccessRefusal = { accessRefused: 'signed-out', userType, message: refusal.message }
			throw data(body, { status: 401 })
		}
		throw signInRedirect(request, refusal.redirectTo)
	}
	if (user.userType === userType) return user
	const wrongType = refusal.wrongType ?? 'refuse'
	if (wrongType === 'refuse') {
		const body: AccessRefusal = {
			accessRefused: 'wrong-type',
			userType,
			message: refusal.message,
			signedInAs: user.userType,
		}
		throw data(body, { status: 403 })
	}
	throw redirect(homeOf(user.userType), {
		headers: await toastHeaders({ title: wrongType.redirectHomeWithToast, description: refusal.message, type: 'info' }),
	})
}

export const requireEmployer = (context: Readonly<RouterContextProvider>, request: Request, refusal: Refusal) =>
	requireUserType(context, request, 'employer', refusal)

export const requireSeeker = (context: Readonly<RouterContextProvider>, request: Request, refusal: Refusal) =>
	requireUserType(context, request, 'employee', refusal)

export const requireAdmin = (context: Readonly<RouterContextProvider>, request: Request, refusal: Refusal) =>
	requireUserType(context, request, 'admin', refusal)

/** For screens that only signed-out visitors need (/auth): signed-in users go to /. */
export function requireAnonymous(context: Readonly<RouterContextProvider>) {
	if (getOptionalUser(context)) throw redirect('/')
}
