// A signed-in person's copy of a shared page (decision 239): the page every anonymous visitor gets,
// from the page cache or rendered once as theirs and kept there, with the person's own parts put in
// (the header's account area, saved hearts) and the loader data those parts came from handed to the
// browser, which merges it before React hydrates (personal-hydration.ts). A hit costs the session's
// look-up, a query or two for the parts and a few string replacements, not a render.
//
// How to use it:
// - A page whose signed-in form differs from the anonymous one only in parts that can be put in
//   afterwards gets a `Personalizer` under its route's pattern (app/personal-pages.server.ts). It is
//   asked first, with the person: null sends the request down the ordinary path (a full render of
//   their own), for a person or state it cannot draw (an employer's cards, an application made).
//   Otherwise it returns what turns the shared HTML into theirs.
// - What it does must be what the page's own render would have drawn for them, loader data included:
//   the test beside this file compares the two.
// - Only a GET of a page with a session cookie comes here; a pending toast, a bearer token, a `.data`
//   request and RENDER_OFF=personal-parts take the ordinary path. The answer is `private, no-store`
//   (the root middleware), and nothing personal is ever kept: the page cache holds the shared page.
import { createHash } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { EntityManager } from '@mikro-orm/postgresql'
import { matchPath, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import { type Auth, authContext, emContext } from '../../context.ts'
import type { User } from '../../models/user.ts'
import { resolveAuth } from '../auth.server.ts'
import { getOrm } from '../db.server.ts'
import { noteRequestRoute } from '../logger.server.ts'
import { applySecurityHeaders } from '../security-headers.server.ts'
import { completePublicCaching, isPublic } from './http-cache.server.ts'
import {
	findPage,
	keepPage,
	pageAddressOf,
	pageCacheSettled,
	pageCacheTicket,
	type StoredPage,
} from './page-cache/page-cache.server.ts'
import { carriesToast, type HeaderOf } from './page-cache/page-key.ts'
import { personalPartsScript, type PersonalHydration } from './personal-hydration.ts'
import { isOn } from './switches.server.ts'

/** The page as one person sees it, and the loader data the browser must hydrate it with. */
export type PersonalParts = { html: string } & PersonalHydration

/** What makes a shared page one person's: given its HTML, theirs. */
export type MakePersonal = (html: string) => Promise<PersonalParts>

export type Personalizer = (args: {
	em: EntityManager
	user: User
	request: Request
	params: Record<string, string | undefined>
	url: URL
}) => Promise<MakePersonal | null>

/** Request headers a shared page must not see: whose it is, and what their browser already holds. */
const PERSONAL_HEADERS = ['cookie', 'authorization', 'if-none-match', 'if-modified-since']
/** Response headers of the shared page that belong to it alone, not to a private copy. */
const SHARED_ONLY = ['etag', 'cache-control', 'content-length', 'x-page-cache']

/** The pattern as the route table names it (`jobs/:id`), written as the address is (`/jobs/:id`). */
const patternOf = (pattern: string) => `/${pattern.replace(/^\/+/, '')}`

/**
 * The root's second middleware: for a signed-in GET of a page listed in `personalizers`, the shared
 * page with the person's parts put in; any other request goes on untouched.
 */
export function personalPagesMiddleware(personalizers: Record<string, Personalizer>): MiddlewareFunction<Response> {
	return async ({ request, context, params, pattern }, next) => {
		const auth = context.get(authContext)
		const personalize = personalizers[patternOf(pattern)]
		if (!personalize || auth?.via !== 'session' || request.method !== 'GET' || !isOn('personal-parts')) return next()
		const url = new URL(request.url)
		if (url.pathname.endsWith('.data') || carriesToast(request.headers.get('cookie'))) return next()
		const em = context.get(emContext)
		const makePersonal = await personalize({ em, user: auth.user, request, params, url })
		if (!makePersonal) return next()

		const anonymous = anonymousRequest(request)
		const header = (name: string) => anonymous.headers.get(name)
		const kept = await findPage('GET', url.pathname + url.search, header)
		let shared: SharedPage | null = null
		if (kept) shared = sharedFromKept(kept)
		else {
			// One render of a missed page at a time: the signed-in requests for it that arrive meanwhile
			// (a rush after the page's time in the cache ran out) take that render's page.
			const key = `${pageAddressOf(header, url.pathname + url.search)}\n${header('referer') ?? ''}`
			const underWay = renders.get(key)
			const rendered = underWay ? await underWay : null
			if (rendered) shared = { headers: new Headers(rendered.headers), html: rendered.html, from: 'miss' }
			else {
				let settle = (_page: SharedPage | null) => {}
				if (!underWay) renders.set(key, new Promise((resolve) => (settle = resolve)))
				try {
					const response = await renderShared(em, anonymous, context, auth, next)
					if (response instanceof Response) return response
					shared = response
				} finally {
					// A copy: this request's own copy changes its headers. The render is offered until the
					// page cache has stored its page, so that no request falls between the two.
					settle(shared && { ...shared, headers: new Headers(shared.headers) })
					if (!underWay) void pageCacheSettled().finally(() => renders.delete(key))
				}
			}
		}
		const personal = await personalCopy(shared, makePersonal)
		return new Response(personal.html, { status: 200, headers: personal.headers })
	}
}

/** A shared page as a personal copy starts from. */
type SharedPage = { headers: Headers; html: string; from: 'hit' | 'miss' }

/** The shared page as the page cache keeps it. */
const sharedFromKept = (kept: StoredPage): SharedPage => ({
	headers: new Headers(kept.headers),
	html: kept.bodies.identity.toString('utf8'),
	from: 'hit',
})

/** The renders of missed shared pages under way, by the page cache's address and Referer (the one header pages vary by). */
const renders = new Map<string, Promise<SharedPage | null>>()

/**
 * The shared page rendered as anyone's, so that it is kept for everyone (and drawn whole, with
 * hashes); the version read before its loaders run, as the root middleware does for an anonymous
 * page. A response that is not a public 200 comes back as it is, for the person to be given.
 */
async function renderShared(
	em: EntityManager,
	anonymous: Request,
	context: Readonly<RouterContextProvider>,
	auth: Auth,
	next: () => Promise<Response>,
): Promise<SharedPage | Response> {
	const ticket = await pageCacheTicket(em, anonymous)
	context.set(authContext, null)
	let response: Response
	try {
		response = await next()
	} finally {
		context.set(authContext, auth)
	}
	if (response.status !== 200 || !isPublic(response.headers.get('Cache-Control'))) return response
	// As the root middleware does before it keeps an anonymous page: every visitor's hit carries them.
	applySecurityHeaders(response.headers)
	const finished = await completePublicCaching(anonymous, response, (page) => keepPage(ticket, anonymous, page))
	return { headers: new Headers(finished.headers), html: await finished.text(), from: 'miss' }
}

/**
 * The server's way in, before React Router (server/main.ts): a signed-in GET of a page listed in
 * `personalizers` whose shared form the page cache holds is answered here, the person's parts put in,
 * without React Router's route matching, Fetch request and response, or the root middleware's other
 * work (decision 248). The person is found as the root middleware finds them (resolveAuth); the
 * answer carries the shared page's headers (security headers and `Vary: Cookie` included) and
 * `private, no-store`, as the middleware's does. False, and the request goes on to React Router
 * (which renders the shared page and keeps it, or the person's own page), for anything else: no
 * session, a pending toast, a bearer token, a `.data` request, a page the cache does not hold, a
 * person or page its personalizer will not draw.
 */
export async function answerPersonalPage(
	personalizers: Record<string, Personalizer>,
	req: IncomingMessage,
	res: ServerResponse,
): Promise<boolean> {
	const cookie = req.headers.cookie
	if (req.method !== 'GET' || !cookie || req.headers.authorization || carriesToast(cookie)) return false
	if (!isOn('personal-parts')) return false
	const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
	if (url.pathname.endsWith('.data')) return false
	const matched = matchPersonalPage(personalizers, url.pathname)
	if (!matched) return false
	const anonymous: HeaderOf = (name) => {
		if (PERSONAL_HEADERS.includes(name)) return null
		const value = req.headers[name]
		return Array.isArray(value) ? value.join(', ') : value
	}
	const kept = await findPage('GET', url.pathname + url.search, anonymous)
	if (!kept) return false
	const em = (await getOrm()).em.fork()
	const request = new Request(url, { headers: { cookie } })
	const auth = await resolveAuth(em, request)
	if (auth?.via !== 'session') return false
	const makePersonal = await matched.personalize({ em, user: auth.user, request, params: matched.params, url })
	if (!makePersonal) return false
	noteRequestRoute(matched.pattern)
	const personal = await personalCopy(sharedFromKept(kept), makePersonal)
	personal.headers.set('Cache-Control', 'private, no-store')
	res.statusCode = 200
	for (const [name, value] of personal.headers) res.setHeader(name, value)
	res.end(personal.html)
	return true
}

/** The personalizer whose pattern the address matches, with the address's parameters. */
function matchPersonalPage(personalizers: Record<string, Personalizer>, pathname: string) {
	for (const [pattern, personalize] of Object.entries(personalizers)) {
		const match = matchPath({ path: pattern, end: true }, pathname)
		if (match) return { pattern, personalize, params: match.params }
	}
	return null
}

/** The shared page made the person's: their parts in, their loader data's script, its hash allowed. */
async function personalCopy(shared: SharedPage, makePersonal: MakePersonal) {
	const parts = await makePersonal(shared.html)
	const headers = shared.headers
	for (const name of SHARED_ONLY) headers.delete(name)
	headers.set('X-Shared-Render', shared.from)
	const script = personalPartsScript(parts)
	const csp = headers.get('Content-Security-Policy')
	if (csp) headers.set('Content-Security-Policy', withScriptHash(csp, script))
	return { headers, html: withScript(parts.html, script) }
}

/** The same request as an anonymous visitor's: the shared page's key and render see no one. */
function anonymousRequest(request: Request) {
	const headers = new Headers(request.headers)
	for (const name of PERSONAL_HEADERS) headers.delete(name)
	return new Request(request.url, { method: 'GET', headers, signal: request.signal })
}

/** The page with the script that hands its personal parts' loader data to the browser, last in its body. */
function withScript(html: string, script: string) {
	const end = html.lastIndexOf('</body>')
	if (end < 0) throw new Error('A shared page without a </body>: its personal parts have nowhere to go')
	return `${html.slice(0, end)}<script>${script}</script>${html.slice(end)}`
}

/** The shared page's CSP with the script's hash among those it allows. */
function withScriptHash(csp: string, script: string) {
	const hash = createHash('sha256').update(script, 'utf8').digest('base64')
	return csp.replace(/script-src /, `script-src 'sha256-${hash}' `)
}
