import { AsyncLocalStorage } from 'node:async_hooks'
import type { EntityManager, QueryResult } from '@mikro-orm/postgresql'
import { data, type RouterContextProvider } from 'react-router'
import { retryAfterContext } from '../context.ts'
import { config } from './config.server.ts'

export type RateLimitRule = {
	name: string
	limit: number
	windowSeconds: number
	/** Not the caller's own allowance (a notice sent at most once a day): never told in RateLimit headers. */
	unreported?: true
}

/** Attempts allowed per window. Held in PostgreSQL so that every app instance counts together. */
export const RATE_LIMITS = {
	loginPerIp: { name: 'login-ip', limit: 30, windowSeconds: 15 * 60 },
	/** One account from one address: someone guessing elsewhere never locks the owner out. */
	loginPerAccountAddress: { name: 'login-account-ip', limit: 10, windowSeconds: 15 * 60 },
	registerPerIp: { name: 'register-ip', limit: 10, windowSeconds: 60 * 60 },
	forgotPerIp: { name: 'forgot-ip', limit: 10, windowSeconds: 60 * 60 },
	forgotPerAccount: { name: 'forgot-account', limit: 3, windowSeconds: 60 * 60 },
	resetPerIp: { name: 'reset-ip', limit: 20, windowSeconds: 60 * 60 },
	/** Verification links followed from one address, and new links mailed to one account. */
	verifyPerIp: { name: 'verify-ip', limit: 30, windowSeconds: 60 * 60 },
	verificationResendPerUser: { name: 'verify-resend-user', limit: 3, windowSeconds: 60 * 60 },
	/** Custom applications sent without signing in. */
	applyPerIp: { name: 'apply-ip', limit: 20, windowSeconds: 60 * 60 },
	/** Company reviews written by one account. */
	reviewPerUser: { name: 'review-user', limit: 10, windowSeconds: 60 * 60 },
	/** Messages from /contact and enquiries from /employer-outreach, per address. */
	contactPerIp: { name: 'contact-ip', limit: 5, windowSeconds: 60 * 60 },
	partnershipPerIp: { name: 'partnership-ip', limit: 5, windowSeconds: 60 * 60 },
	/** The "you had already applied" notice: one per job and address a day, however often it is sent. */
	repeatNoticePerJobAddress: { name: 'repeat-notice', limit: 1, windowSeconds: 24 * 60 * 60, unreported: true },
	/** Certificate numbers looked up that name no certificate, per address: guessing numbers is slow. */
	certificateLookupPerIp: { name: 'certificate-ip', limit: 30, windowSeconds: 60 * 60 },
	/** Profile pictures drawn for one account: each costs a decode and two encodes. */
	pictureUploadPerUser: { name: 'picture-user', limit: 30, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>

export class RateLimitedError extends Error {
	readonly retryAfterSeconds: number
	constructor(retryAfterSeconds: number) {
		const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
		super(`Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`)
		this.retryAfterSeconds = Math.max(1, retryAfterSeconds)
	}
}

/** The header every 429 carries, API or page: seconds until the window that refused it frees. */
export function retryAfterHeaders(error: RateLimitedError) {
	return { 'Retry-After': String(error.retryAfterSeconds) }
}

/**
 * A page's 429: `body` as the action's (or loader's) data, with Retry-After. React Router keeps
 * only cookies from a route's own headers when it renders the document, so the seconds also go
 * in the request context, where the root middleware puts them on the page's answer.
 */
export function tooManyAttempts<Body>(context: Readonly<RouterContextProvider>, body: Body, error: RateLimitedError) {
	context.set(retryAfterContext, error.retryAfterSeconds)
	return data(body, { status: 429, headers: retryAfterHeaders(error) })
}

/** The attempts a rule allows here: its limit times RATE_LIMIT_FACTOR (config). */
export function effectiveLimit(rule: RateLimitRule) {
	return Math.round(rule.limit * config.rateLimitFactor)
}

/** One limit a request counted against, as its RateLimit headers tell it. */
type Counted = { name: string; limit: number; windowSeconds: number; used: number; windowEnd: Date }

const counting = new AsyncLocalStorage<Map<string, Counted>>()

/**
 * Runs `run` (a request) noting every limit it counts against, for rateLimitHeaders: the limits
 * in order of first use, with their state after the request's last change to them.
 */
export async function countingRateLimits<T>(run: () => Promise<T>): Promise<{ result: T; counted: Counted[] }> {
	const counted = new Map<string, Counted>()
	const result = await counting.run(counted, run)
	return { result, counted: [...counted.values()] }
}

function note(rule: RateLimitRule, change: (entry: Counted) => void, fresh?: () => Counted) {
	const counted = counting.getStore()
	if (!counted || rule.unreported) return
	const entry = counted.get(rule.name) ?? fresh?.()
	if (!entry) return
	change(entry)
	counted.set(rule.name, entry)
}

/**
 * The RateLimit-Policy and RateLimit header fields of the IETF draft "RateLimit header fields for
 * HTTP" (draft-ietf-httpapi-ratelimit-headers-11; Structured Field lists): each limit as a quota
 * policy, `"login-ip";q=30;w=900`, and its state, `"login-ip";r=29;t=900` (requests left, seconds
 * until the window frees). Null when the request counted against none.
 */
export function rateLimitHeaders(counted: Counted[], now = Date.now()) {
	if (!counted.length) return null
	const policy = counted.map((entry) => `"${entry.name}";q=${entry.limit};w=${entry.windowSeconds}`)
	const state = counted.map((entry) => {
		const remaining = Math.max(0, entry.limit - entry.used)
		const reset = Math.max(0, Math.ceil((entry.windowEnd.getTime() - now) / 1000))
		return `"${entry.name}";r=${remaining};t=${reset}`
	})
	return { 'RateLimit-Policy': policy.join(', '), RateLimit: state.join(', ') }
}

/**
 * Counts one attempt under `rule` for `subject` (an address or an email) and throws
 * RateLimitedError once the window's limit is passed. One statement, so concurrent
 * attempts cannot both slip under the limit.
 */
export async function hit(em: EntityManager, rule: RateLimitRule, subject: string) {
	const key = `${rule.name}:${subject}`
	const limit = effectiveLimit(rule)
	const rows = await em.getConnection().execute<{ count: number; window_end: Date }[]>(
		`insert into rate_limit (key, count, window_start, window_end)
		 values (?, 1, now(), now() + make_interval(secs => ?))
		 on conflict (key) do update set
		   count = case when rate_limit.window_end <= now() then 1 else rate_limit.count + 1 end,
		   window_start = case when rate_limit.window_end <= now() then now() else rate_limit.window_start end,
		   window_end = case when rate_limit.window_end <= now() then now() + make_interval(secs => ?) else rate_limit.window_end end
		 returning count, window_end`,
		[key, rule.windowSeconds, rule.windowSeconds],
	)
	const row = rows[0]
	if (row) {
		const counted = { used: Number(row.count), windowEnd: new Date(row.window_end) }
		note(
			rule,
			(entry) => Object.assign(entry, counted),
			() => ({ name: rule.name, limit, windowSeconds: rule.windowSeconds, ...counted }),
		)
	}
	if (row && row.count > limit) {
		throw new RateLimitedError(Math.ceil((new Date(row.window_end).getTime() - Date.now()) / 1000))
	}
}

/**
 * Takes back one attempt counted under `rule` for `subject`, in the window still open: for
 * limits that count only failures (a right password), counted first so that concurrent attempts
 * cannot slip past the limit, and given back once the attempt has succeeded.
 */
export async function refund(em: EntityManager, rule: RateLimitRule, subject: string) {
	await em.execute('update rate_limit set count = count - 1 where key = ? and count > 0 and window_end > now()', [
		`${rule.name}:${subject}`,
	])
	note(rule, (entry) => {
		entry.used = Math.max(0, entry.used - 1)
	})
}

/**
 * Forgets every window of `rule` whose subject starts with `subjectPrefix`: the attempts they
 * counted no longer matter (a right password, a password reset).
 */
export async function clearRateLimits(em: EntityManager, rule: RateLimitRule, subjectPrefix: string) {
	// em.execute joins the caller's transaction, if any.
	await em.execute('delete from rate_limit where starts_with(key, ?)', [`${rule.name}:${subjectPrefix}`])
	note(rule, (entry) => {
		entry.used = 0
	})
}

/**
 * Deletes the windows that have ended: a periodic background task. A counter whose
 * window has ended starts again at 1 on its next attempt, so this only keeps the table small.
 */
export async function deleteExpiredRateLimits(em: EntityManager) {
	const result = await em
		.getConnection()
		.execute<QueryResult>('delete from rate_limit where window_end < now()', [], 'run')
	return result.affectedRows
}
