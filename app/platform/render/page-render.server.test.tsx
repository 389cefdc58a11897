// The render of a page as the server does it: React Router's request handler with a build of the
// app's own entry and root (its Layout, header, footer and <Scripts>) and one page of the test's,
// the assets' addresses made up. The root middleware is left out: it would finish a public page
// the same whichever way it was rendered (http-cache.server.ts), and what is checked here is the
// entry's own answer.
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { bearerSentContext } from '../../context.ts'
import * as entry from '../../entry.server.tsx'
import * as root from '../../root.tsx'
import { PUBLIC_PAGE_CACHE_CONTROL } from './http-cache.server.ts'
import { inlineScriptHashes } from './script-hashes.server.ts'

const route = (id: string, module: string, extra: { parentId?: string; index?: boolean; path?: string }) => ({
	id,
	module,
	imports: ['/assets/framework-B.js'],
	css: [],
	hasAction: false,
	hasLoader: id === 'root',
	hasClientAction: false,
	hasClientLoader: false,
	hasClientMiddleware: false,
	hasErrorBoundary: id === 'root',
	clientActionModule: undefined,
	clientLoaderModule: undefined,
	clientMiddlewareModule: undefined,
	hydrateFallbackModule: undefined,
	...extra,
})

type RouteModule = NonNullable<ServerBuild['routes'][string]>['module']

const build: ServerBuild = {
	entry: { module: entry },
	routes: {
		root: { id: 'root', path: '', module: { ...root, middleware: [] } as unknown as RouteModule },
		// A page a shared cache may keep, as the listing, the job pages and the guides are.
		public: {
			id: 'public',
			parentId: 'root',
			index: true,
			module: { default: () => <h1>Twenty jobs</h1>, headers: () => ({ 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL }) },
		},
	},
	assets: {
		entry: { module: '/assets/entry.client-A.js', imports: ['/assets/framework-B.js'] },
		routes: {
			root: route('root', '/assets/root-C.js', { path: '' }),
			public: route('public', '/assets/_index-D.js', { parentId: 'root', index: true }),
		},
		url: '/assets/manifest-1.js',
		version: '1',
	},
	publicPath: '/',
	assetsBuildDirectory: 'build/client',
	future: {},
	ssr: true,
	isSpaMode: false,
	prerender: [],
	routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
}
const handler = createRequestHandler(build, 'production')

/** The page `/` as the entry answers it: to an anonymous visitor, or to a request with a bearer token. */
async function render({ bearer = false } = {}) {
	const context = new RouterContextProvider()
	context.set(bearerSentContext, bearer)
	const response = await handler(new Request('http://localhost:3000/'), context)
	const html = await response.text()
	expect(response.status).toBe(200)
	expect(html).toContain('<h1>Twenty jobs</h1>')
	return { html, csp: response.headers.get('Content-Security-Policy') ?? '' }
}
/** The headers the entry answers `/` with for this method, and the body's length. */
async function answer(method: 'GET' | 'HEAD', { bearer = false } = {}) {
	const context = new RouterContextProvider()
	context.set(bearerSentContext, bearer)
	const response = await handler(new Request('http://localhost:3000/', { method }), context)
	return { status: response.status, headers: new Headers(response.headers), length: (await response.text()).length }
}
/** How the rewritten script begins (deferred-hydration.server.ts): it waits for the first paint. */
const AFTER_PAINT = 'await new Promise((painted) =>'
const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1]
const hashesOf = (csp: string) => [...csp.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1])

afterEach(() => {
	vi.unstubAllEnvs()
})

describe('the page render', () => {
	test("an anonymous visitor's public page is rendered whole: no nonce, its inline scripts named by their hashes, fetched after the first paint", async () => {
		const { html, csp } = await render()
		expect(nonceOf(csp)).toBeUndefined()
		expect(html).not.toContain(' nonce=')
		expect(hashesOf(csp).sort()).toEqual(inlineScriptHashes(html).sort())
		expect(html).not.toContain('<link rel="modulepreload"')
		expect(html).toContain(AFTER_PAINT)
	})

	test('any other page is streamed with a nonce, its scripts as React Router writes them', async () => {
		const { html, csp } = await render({ bearer: true })
		const nonce = nonceOf(csp)
		expect(nonce).toBeDefined()
		expect(csp).toContain("'strict-dynamic'")
		expect(html).toContain(` nonce="${nonce}"`)
		expect(html).toContain('<link rel="modulepreload" href="/assets/framework-B.js"')
		expect(html).not.toContain(AFTER_PAINT)
	})

	test("HEAD answers with GET's headers (CSP, Content-Type) and no body", async () => {
		const get = await answer('GET')
		const head = await answer('HEAD')
		expect(head.status).toBe(200)
		expect(head.length).toBe(0)
		expect(get.length).toBeGreaterThan(0)
		expect(head.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
		expect([...head.headers]).toEqual([...get.headers])
		// Streamed with a nonce: each answer has its own, and is otherwise the same.
		const streamed = await answer('HEAD', { bearer: true })
		expect(streamed.headers.get('Content-Security-Policy')).toMatch(/'nonce-/)
		expect(streamed.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
	})

	test('RENDER_OFF=deferred-hydration: still whole and hashed, its scripts fetched at once as React Router writes them', async () => {
		vi.stubEnv('RENDER_OFF', 'deferred-hydration')
		const { html, csp } = await render()
		expect(nonceOf(csp)).toBeUndefined()
		expect(hashesOf(csp).sort()).toEqual(inlineScriptHashes(html).sort())
		expect(html).toContain('<link rel="modulepreload" href="/assets/framework-B.js"')
		expect(html).toContain('import * as route0 from "/assets/root-C.js";')
		expect(html).not.toContain(AFTER_PAINT)
	})

	test('RENDER_OFF=whole-page: the public page is streamed with a nonce as any other, so not deferred either', async () => {
		vi.stubEnv('RENDER_OFF', 'whole-page')
		const { html, csp } = await render()
		const nonce = nonceOf(csp)
		expect(nonce).toBeDefined()
		expect(html).toContain(` nonce="${nonce}"`)
		expect(hashesOf(csp)).toEqual([])
		expect(html).toContain('<link rel="modulepreload" href="/assets/framework-B.js"')
		expect(html).not.toContain(AFTER_PAINT)
	})

	test('RENDER_OFF=island,delegated-navigation: the page tells the browser on its <html>, and is otherwise the same', async () => {
		const { html } = await render()
		expect(html).toContain('<html lang="en-GB" class="h-full">')
		vi.stubEnv('RENDER_OFF', 'delegated-navigation, island')
		const switched = (await render()).html
		expect(switched).toContain('<html lang="en-GB" class="h-full" data-render-off="island delegated-navigation">')
		expect(switched.replace(' data-render-off="island delegated-navigation"', '')).toBe(html)
		// The server's own switches are not the browser's business.
		vi.stubEnv('RENDER_OFF', 'deferred-hydration')
		expect((await render()).html).not.toContain('data-render-off')
	})
})
