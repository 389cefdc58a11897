import type { EntityManager } from '@mikro-orm/postgresql'
import { redirect, type RouterContextProvider } from 'react-router'
import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { authContext, clientIpContext, emContext, type Auth } from '../context.ts'
import type { User } from '../models/user.ts'
import { SignInSchema } from '../utils/account-schemas.ts'
import { bearerToken, findApiTokenUser } from './api-tokens.server.ts'
import { hit, RATE_LIMITS } from './rate-limit.server.ts'
import { getSessionUser } from './session.server.ts'
import { verifyLogin } from './users.server.ts'

export class InvalidCredentialsError extends Error {
	constructor() {
		super('Invalid credentials')
	}
}

/**
 * Checks an email and password, counting the attempt against the address's and the
 * account's limits first. Shared by the sign-in form (through remix-auth) and /api/login.
 */
export async function signIn(em: EntityManager, ip: string, email: string, password: string) {
	await hit(em, RATE_LIMITS.loginPerIp, ip)
	await hit(em, RATE_LIMITS.loginPerAccount, email.trim().toLowerCase())
	const user = await verifyLogin(em, email, password)
	if (!user) throw new InvalidCredentialsError()
	return user
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
	return found ? { user: found.user, via: 'session', sessionId: found.sessionId } : null
}

export function getOptionalUser(context: Readonly<RouterContextProvider>) {
	return context.get(authContext)?.user ?? null
}

/** For screens: the signed-in user, or a redirect to /auth that comes back here. */
export function requireUser(context: Readonly<RouterContextProvider>, request: Request) {
	const user = getOptionalUser(context)
	if (!user) {
		const url = new URL(request.url)
		throw redirect(`/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`)
	}
	return user
}

/** For screens that only signed-out visitors need (/auth): signed-in users go to /. */
export function requireAnonymous(context: Readonly<RouterContextProvider>) {
	if (getOptionalUser(context)) throw redirect('/')
}
