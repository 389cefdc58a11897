import type { EntityManager } from '@mikro-orm/postgresql'
import { data, redirect, type RouterContextProvider } from 'react-router'
import { authContext, type Auth } from '../context.ts'
import { type AccessRefusal, homeOf, type UserType } from './access.ts'
import { noteActivity } from './activity.server.ts'
import { safeRedirect } from './safe-redirect.ts'
import { bearerToken, findApiTokenUser } from './api-tokens.server.ts'
import { config } from './config.server.ts'
import { getSessionUser } from './session.server.ts'
import { toastHeaders, type ToastInput } from './toast.server.ts'

/** Who is asking: a bearer token wins over the session cookie. */
export async function resolveAuth(em: EntityManager, request: Request): Promise<Auth> {
	const token = bearerToken(request)
	if (token) {
		const found = await findApiTokenUser(em, token)
		if (found) await noteActivity(em, found.user)
		return found ? { user: found.user, via: 'token', tokenHash: found.tokenHash } : null
	}
	if (!request.headers.get('Cookie')) return null
	const found = await getSessionUser(em, request)
	if (found) await noteActivity(em, found.user)
	return found ? { user: found.user, via: 'session', sessionId: found.sessionId, newAccount: found.newAccount } : null
}

export function getOptionalUser(context: Readonly<RouterContextProvider>) {
	return context.get(authContext)?.user ?? null
}

/** The signed-in user if of this type, else null: for what anyone may see and some see more of (drafts for admins). */
export function getOptionalUserOfType(context: Readonly<RouterContextProvider>, userType: UserType) {
	const user = getOptionalUser(context)
	return user?.userType === userType ? user : null
}

/** How a page greets the signed-in user: "Welcome" in the session that created the account, "Welcome back" after a sign-in. */
export function greetingOf(context: Readonly<RouterContextProvider>) {
	const auth = context.get(authContext)
	return auth?.via === 'session' && auth.newAccount ? 'Welcome' : 'Welcome back'
}

// Page and API guards: the one way a route says who may use it.
// Screens call requireUser or requireEmployer / requireSeeker / requireAdmin; API routes call
// requireApiAuth or requireApiUserType (app/platform/api.server.ts); what a page shows some
// users more of asks getOptionalUserOfType. Routes never compare `userType` themselves.

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
	/**
	 * A signed-in user of another type: refused with a 403 (the default), sent to their own home with
	 * a toast titled so, or sent back to `backTo` with the toast given (a form posted from a page
	 * anyone may see: the listing's save heart, a course's Enrol).
	 */
	wrongType?: 'refuse' | { redirectHomeWithToast: string } | { backTo: string; toast: ToastInput }
}

/** For screens: a signed-in user of this type, or the refusal described. */
async function requireUserType(
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
	if ('backTo' in wrongType) throw redirect(wrongType.backTo, { headers: await toastHeaders(wrongType.toast) })
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
