/**
 * Where to send someone after sign-in, registration or a form (every `redirectTo`): a path on
 * our own site, or the fallback. `to` is resolved the way a browser resolves a Location header,
 * against `origin` (the site's public origin, APP_ORIGIN), and kept only when it lands there. What
 * comes back is the parsed path, query and hash, not the text given: the parser has already
 * dropped tabs, CR and LF, turned backslashes into slashes and percent-encoded the rest, so no
 * `/\t/evil.com` (which a browser reads as `//evil.com`) or header-splitting text survives.
 *
 * Accepted: a path starting with `/`, or an absolute URL on `origin` (a link copied whole), which
 * comes back as its path. Refused: other origins, other schemes (`javascript:`), relative text
 * (`jobs`), and anything whose path would start with `//` (a protocol-relative address).
 */
export function safeRedirect(to: unknown, fallback: string, origin: string) {
	if (typeof to !== 'string' || to === '') return fallback
	let home: URL
	let url: URL
	try {
		home = new URL(origin)
		url = new URL(to, home)
	} catch {
		return fallback
	}
	if (!to.startsWith('/') && !isAbsolute(to)) return fallback
	if (url.origin !== home.origin) return fallback
	const path = url.pathname + url.search + url.hash
	return path.startsWith('/') && !path.startsWith('//') ? path : fallback
}

function isAbsolute(value: string) {
	return URL.canParse(value)
}
