import { createCookie } from 'react-router'
import { z } from 'zod'
import { config } from './config.server.ts'

// A one-time message for the next page, carried in a short-lived cookie so it also shows
// after a plain form post and redirect with JavaScript off.
const ToastSchema = z.object({
	title: z.string().max(200),
	description: z.string().max(500).optional(),
	type: z.enum(['success', 'error', 'info']).default('success'),
})
type Toast = z.infer<typeof ToastSchema>
export type ToastInput = z.input<typeof ToastSchema>

/** The toast cookie's name (`__Host-` prefixed over HTTPS); the page cache never serves a request carrying it. */
export const TOAST_COOKIE = 'toast'

/** Secure and __Host- prefixed over HTTPS, by the session cookie's rule (APP_ORIGIN decides). */
function toastCookie() {
	return createCookie(config.isHttps ? `__Host-${TOAST_COOKIE}` : TOAST_COOKIE, {
		httpOnly: true,
		sameSite: 'lax',
		secure: config.isHttps,
		path: '/',
		maxAge: 60,
	})
}

function setToast(toast: ToastInput) {
	return toastCookie().serialize(JSON.stringify(toast))
}

/** The pending toast, if any, and the header that clears it once shown. */
export async function readToast(request: Request) {
	// Most pages come without a cookie at all: nothing to read, and no cookie to make.
	const header = request.headers.get('Cookie')
	if (!header) return { toast: null, clear: null }
	const cookie = toastCookie()
	const raw: unknown = await cookie.parse(header)
	if (typeof raw !== 'string') return { toast: null, clear: null }
	let toast: Toast | null = null
	try {
		const parsed = ToastSchema.safeParse(JSON.parse(raw))
		toast = parsed.success ? parsed.data : null
	} catch {
		toast = null
	}
	return { toast, clear: await cookie.serialize('', { maxAge: 0 }) }
}

/** Headers for a redirect that shows a toast on arrival, with any others given. */
export async function toastHeaders(toast: ToastInput, ...more: string[]) {
	const headers = new Headers()
	headers.append('Set-Cookie', await setToast(toast))
	for (const cookie of more) headers.append('Set-Cookie', cookie)
	return headers
}
