// A signed-in person's listing and job pages made from the shared render (decision 239), through
// React Router's request handler with the app's own entry, root (its middleware included) and the
// two pages, against the test database. Each personal part is checked against what the full
// render of the person's own page draws (RENDER_OFF=personal-parts turns the splice off).
import type { IncomingMessage, ServerResponse } from 'node:http'
import {
	createRequestHandler,
	type ServerBuild,
	UNSAFE_withComponentProps as withComponentProps,
	UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
} from 'react-router'
import { afterAll, afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { applicationTo, postedJob, uniqueWord, withParams } from '../tests/fixtures/jobs.ts'
import { callRoute, freshEm, ORIGIN } from '../tests/fixtures/route.ts'
import { signedIn } from '../tests/fixtures/signed-in.ts'
import * as entry from './entry.server.tsx'
import * as listing from './features/jobs/routes/_index.tsx'
import * as jobPage from './features/jobs/routes/jobs.$id.tsx'
import { JOB_PAGE_ROUTE_ID, LISTING_ROUTE_ID } from './features/jobs/personal-pages.server.ts'
import { saveJob } from './features/saved-jobs/saved-jobs.server.ts'
import { flushViews } from './features/jobs/interactions.server.ts'
import * as root from './root.tsx'
import {
	closePageCacheConnection,
	findPage,
	pageCacheSettled,
	pageCacheStats,
	resetPageCache,
} from './platform/render/page-cache/page-cache.server.ts'
import type { PersonalHydration } from './platform/render/personal-hydration.ts'
import { inlineScriptHashes } from './platform/render/script-hashes.server.ts'

type RouteModule = NonNullable<ServerBuild['routes'][string]>['module']
/** A route module as the framework's build hands it over: its components given their props. */
const built = (module: { default: never; ErrorBoundary?: never }) =>
	({
		...module,
		default: withComponentProps(module.default),
		...(module.ErrorBoundary ? { ErrorBoundary: withErrorBoundaryProps(module.ErrorBoundary) } : {}),
	}) as unknown as RouteModule
const manifestRoute = (id: string, extra: { parentId?: string; index?: boolean; path?: string }) => ({
	id,
	module: `/assets/${id.replaceAll('/', '-')}.js`,
	imports: [],
	css: [],
	hasAction: false,
	hasLoader: true,
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
const build: ServerBuild = {
	entry: { module: entry },
	routes: {
		root: { id: 'root', path: '', module: built(root as never) },
		[LISTING_ROUTE_ID]: {
			id: LISTING_ROUTE_ID,
			parentId: 'root',
			index: true,
			module: built(listing as never),
		},
		[JOB_PAGE_ROUTE_ID]: {
			id: JOB_PAGE_ROUTE_ID,
			parentId: 'root',
			path: 'jobs/:id',
			module: built(jobPage as never),
		},
	},
	assets: {
		entry: { module: '/assets/entry.client.js', imports: [] },
		routes: {
			root: manifestRoute('root', { path: '' }),
			[LISTING_ROUTE_ID]: manifestRoute(LISTING_ROUTE_ID, { parentId: 'root', index: true }),
			[JOB_PAGE_ROUTE_ID]: manifestRoute(JOB_PAGE_ROUTE_ID, { parentId: 'root', path: 'jobs/:id' }),
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

/** A page as the server answers it to this Cookie header (none: anonymous). */
async function visit(path: string, cookie?: string) {
	const headers = new Headers(cookie ? { Cookie: cookie } : {})
	const response = await handler(new Request(`${ORIGIN}${path}`, { headers }), entry.createLoadContext('127.0.0.1'))
	const html = await response.text()
	await pageCacheSettled()
	return { response, html, shared: response.headers.get('X-Shared-Render') }
}

/** The same page as the person's own full render, the splice turned off. */
async function fullRender(path: string, cookie: string) {
	vi.stubEnv('RENDER_OFF', 'personal-parts')
	try {
		const page = await visit(path, cookie)
		expect(page.shared).toBeNull()
		return page
	} finally {
		vi.unstubAllEnvs()
	}
}

const siteHeaderOf = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>') + 9)
const heartsOf = (html: string) =>
	[...html.matchAll(/<form\b[^>]*\baction="\/jobs\/\d+\/save"[\s\S]*?<\/form>/g)].map((m) => m[0])
/** The parts the page's inline script hands the browser's hydration. */
function hydrationOf(html: string): PersonalHydration | null {
	const script = /<script>\(function[\s\S]*?\}\)\((\{[^<]*\}), window\.__reactRouterContext\)<\/script>/.exec(html)
	return script ? (JSON.parse(script[1]!) as PersonalHydration) : null
}

async function seekerWithSavedJob(word: string) {
	const { user: employer } = await signedIn('employer')
	const saved = await postedJob(employer, { title: `Saved ${word} Driver` })
	const other = await postedJob(employer, { title: `Other ${word} Cleaner` })
	const seeker = await signedIn('employee')
	await saveJob(await freshEm(), seeker.user, saved.id)
	return { seeker, saved, other, employer }
}

beforeEach(() => resetPageCache())
afterEach(() => vi.unstubAllEnvs())
afterAll(() => closePageCacheConnection())

describe("a seeker's listing from the shared page", () => {
	test('their header and saved heart, as their own full render draws them, kept private', async () => {
		const word = uniqueWord()
		const { seeker, saved, other } = await seekerWithSavedJob(word)
		const path = `/?search=${word}`
		const first = await visit(path, seeker.cookie)
		expect(first.response.status).toBe(200)
		expect(first.shared).toBe('miss')
		expect(first.response.headers.get('Cache-Control')).toBe('private, no-store')
		expect(first.response.headers.get('ETag')).toBeNull()
		const again = await visit(path, seeker.cookie)
		expect(again.shared).toBe('hit')

		const own = await fullRender(path, seeker.cookie)
		for (const page of [first, again]) {
			expect(siteHeaderOf(page.html)).toBe(siteHeaderOf(own.html))
			expect(heartsOf(page.html)).toEqual(heartsOf(own.html))
		}
		expect(siteHeaderOf(again.html)).toContain(`<span class="sr-only">Signed in as </span>${seeker.user.firstName}`)
		const [savedHeart, otherHeart] = [saved, other].map((job) =>
			heartsOf(again.html).find((h) => h.includes(`/jobs/${job.id}/save`))!,
		)
		expect(savedHeart).toContain('aria-pressed="true"')
		expect(savedHeart).toContain('value="unsave"')
		expect(otherHeart).toContain('aria-pressed="false"')
		// The data the browser hydrates with: the root loader's user, and the saved job marked.
		expect(hydrationOf(again.html)).toEqual({
			routeData: { root: { user: await rootUserOf(seeker.cookie) } },
			savedJobIds: [saved.id],
		})
	})

	test('its CSP names every script it runs by hash, the personal one too, and no nonce', async () => {
		const word = uniqueWord()
		const { seeker } = await seekerWithSavedJob(word)
		const { response, html } = await visit(`/?search=${word}`, seeker.cookie)
		const csp = response.headers.get('Content-Security-Policy') ?? ''
		expect(csp).not.toContain("'nonce-")
		const hashes = [...csp.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1])
		// React Router's scripts and the one carrying the person's parts.
		expect(hydrationOf(html)).not.toBeNull()
		expect(inlineScriptHashes(html).length).toBeGreaterThan(1)
		for (const hash of inlineScriptHashes(html)) expect(hashes).toContain(hash)
	})

	test('nothing of one person reaches another, nor the shared page anyone is given', async () => {
		const word = uniqueWord()
		const { seeker, saved } = await seekerWithSavedJob(word)
		const second = await signedIn('employee')
		const path = `/?search=${word}`
		await visit(path, seeker.cookie)
		const theirs = await visit(path, second.cookie)
		expect(theirs.shared).toBe('hit')
		expect(siteHeaderOf(theirs.html)).toBe(siteHeaderOf((await fullRender(path, second.cookie)).html))
		expect(hydrationOf(theirs.html)?.routeData).toEqual({ root: { user: await rootUserOf(second.cookie) } })
		expect(theirs.html).not.toContain(seeker.user.email)
		expect(theirs.html).not.toContain('aria-pressed="true"')
		expect(hydrationOf(theirs.html)?.savedJobIds).toEqual([])

		const kept = await findPage('GET', path, () => null)
		const keptHtml = kept!.bodies.identity.toString('utf8')
		const anonymous = await visit(path)
		for (const html of [keptHtml, anonymous.html]) {
			expect(html).not.toContain('Signed in as')
			expect(html).not.toContain('action="/logout"')
			expect(html).not.toContain('aria-pressed="true"')
			expect(hydrationOf(html)).toBeNull()
			expect(html).toContain(`/jobs/${saved.id}/save`)
		}
		expect(anonymous.response.headers.get('Cache-Control')).toMatch(/^public/)
	})

	test('signed-in visits that miss the same page at once render it once, each still their own', async () => {
		const word = uniqueWord()
		const { seeker, saved } = await seekerWithSavedJob(word)
		const second = await signedIn('employee')
		const path = `/?search=${word}`
		const before = pageCacheStats().misses
		const pages = await Promise.all([seeker, second, seeker, second].map((person) => visit(path, person.cookie)))
		expect(pageCacheStats().misses - before).toBe(1)
		// Each took that one render, or (arriving once it was kept) the page cache's copy of it.
		expect(pages[0]!.shared).toBe('miss')
		for (const page of pages) expect(['miss', 'hit']).toContain(page.shared)
		for (const [page, person] of [
			[pages[0]!, seeker],
			[pages[1]!, second],
		] as const) {
			expect(siteHeaderOf(page.html)).toBe(siteHeaderOf((await fullRender(path, person.cookie)).html))
			expect(page.response.headers.get('Cache-Control')).toBe('private, no-store')
		}
		expect(hydrationOf(pages[0]!.html)?.savedJobIds).toEqual([saved.id])
		expect(hydrationOf(pages[1]!.html)?.savedJobIds).toEqual([])
		expect(pages[2]!.html).toBe(pages[0]!.html)
	})

	test('a change to a job retires the shared page: the next signed-in visit shows it', async () => {
		const word = uniqueWord()
		const { seeker, employer } = await seekerWithSavedJob(word)
		const path = `/?search=${word}`
		await visit(path, seeker.cookie)
		expect((await visit(path, seeker.cookie)).shared).toBe('hit')
		await postedJob(employer, { title: `Newest ${word} Porter` })
		const after = await visit(path, seeker.cookie)
		expect(after.shared).toBe('miss')
		expect(after.html).toContain(`Newest ${word} Porter`)
	})

	test('an employer, a pending toast, RENDER_OFF=personal-parts and a .data request take the ordinary path', async () => {
		const word = uniqueWord()
		const { seeker } = await seekerWithSavedJob(word)
		const path = `/?search=${word}`
		const { cookie: employerCookie } = await signedIn('employer')
		const employerPage = await visit(path, employerCookie)
		expect(employerPage.shared).toBeNull()
		expect(employerPage.html).toContain('href="/employer-dashboard"')
		expect(heartsOf(employerPage.html)).toEqual([])
		expect((await visit(path, `${seeker.cookie}; toast=pending`)).shared).toBeNull()
		vi.stubEnv('RENDER_OFF', 'personal-parts')
		expect((await visit(path, seeker.cookie)).shared).toBeNull()
		vi.unstubAllEnvs()
		const data = await visit(`/_root.data?search=${word}`, seeker.cookie)
		expect(data.shared).toBeNull()
		expect(data.response.headers.get('Content-Type')).not.toMatch(/html/)
	})
})

describe("a seeker's job page from the shared page", () => {
	test('their header and labelled heart, the view recorded and the apply panel prefilled in the data', async () => {
		const word = uniqueWord()
		const { seeker, saved } = await seekerWithSavedJob(word)
		const path = `/jobs/${saved.id}`
		const page = await visit(path, seeker.cookie)
		expect(page.shared).toBe('miss')
		expect((await visit(path, seeker.cookie)).shared).toBe('hit')
		const own = await fullRender(path, seeker.cookie)
		expect(siteHeaderOf(page.html)).toBe(siteHeaderOf(own.html))
		expect(heartsOf(page.html)).toEqual(heartsOf(own.html))
		expect(heartsOf(page.html)[0]).toContain('<span aria-hidden="true">Saved</span>')
		const hydration = hydrationOf(page.html)!
		const loaded = (await jobLoaderData(saved.id, seeker.cookie)) as { saved: boolean; apply: unknown }
		expect(hydration.routeData[JOB_PAGE_ROUTE_ID]).toEqual({ saved: loaded.saved, apply: loaded.apply })
		expect(hydration.routeData.root).toEqual({ user: await rootUserOf(seeker.cookie) })
		// Four visits: two shared, one full render, one loader call.
		expect(await viewsOf(seeker.user.id, saved.id)).toBe(4)
	})

	test('a job the seeker applied for is rendered whole: its panel says so', async () => {
		const word = uniqueWord()
		const { seeker, saved } = await seekerWithSavedJob(word)
		await applicationTo(saved, { applicantName: 'Amy Seeker', applicantEmail: seeker.user.email })
		const page = await visit(`/jobs/${saved.id}`, seeker.cookie)
		expect(page.shared).toBeNull()
		expect(page.html).toContain('You applied on')
	})
})

describe("the server's way in, before React Router", () => {
	/** A request as Node's server hands it over, answered by entry.answerPersonalPage (server/main.ts). */
	async function answered(path: string, cookie: string) {
		// No Host header, as visit()'s requests have none: the page cache keys on it.
		const req = { method: 'GET', url: path, headers: { cookie } } as unknown as IncomingMessage
		const sent = { status: 0, headers: new Headers(), body: '' }
		const res = {
			set statusCode(status: number) {
				sent.status = status
			},
			setHeader: (name: string, value: string) => sent.headers.set(name, value),
			end: (body: string) => (sent.body = body),
		} as unknown as ServerResponse
		return { answered: await entry.answerPersonalPage(req, res), ...sent }
	}

	test('a kept listing or job page: the same page and headers as through React Router', async () => {
		const word = uniqueWord()
		const { seeker, saved } = await seekerWithSavedJob(word)
		for (const path of [`/?search=${word}`, `/jobs/${saved.id}`]) {
			expect((await answered(path, seeker.cookie)).answered).toBe(false)
			await visit(path, seeker.cookie)
			const through = await visit(path, seeker.cookie)
			expect(through.shared).toBe('hit')
			const fast = await answered(path, seeker.cookie)
			expect(fast).toMatchObject({ answered: true, status: 200, body: through.html })
			for (const name of ['Cache-Control', 'Content-Security-Policy', 'Content-Type', 'Vary', 'X-Shared-Render'])
				expect([name, fast.headers.get(name)]).toEqual([name, through.response.headers.get(name)])
			expect(fast.headers.get('X-Content-Type-Options')).toBe('nosniff')
			expect(fast.headers.get('ETag')).toBeNull()
		}
		// Its view counted as any other: two through React Router, one here.
		expect(await viewsOf(seeker.user.id, saved.id)).toBe(3)
	})

	test('anything else goes on: signed out, an employer, a toast, a .data request, an applied job', async () => {
		const word = uniqueWord()
		const { seeker, saved } = await seekerWithSavedJob(word)
		const path = `/?search=${word}`
		await visit(path, seeker.cookie)
		expect((await answered(path, seeker.cookie)).answered).toBe(true)
		const { cookie: employerCookie } = await signedIn('employer')
		expect((await answered(path, employerCookie)).answered).toBe(false)
		expect((await answered(path, `${seeker.cookie}; toast=pending`)).answered).toBe(false)
		expect((await answered(path, 'session=not-a-session-of-ours-at-all-1234567890')).answered).toBe(false)
		expect((await answered(`/_root.data?search=${word}`, seeker.cookie)).answered).toBe(false)
		vi.stubEnv('RENDER_OFF', 'personal-parts')
		expect((await answered(path, seeker.cookie)).answered).toBe(false)
		vi.unstubAllEnvs()
		await visit(`/jobs/${saved.id}`, seeker.cookie)
		await applicationTo(saved, { applicantName: 'Amy Seeker', applicantEmail: seeker.user.email })
		expect((await answered(`/jobs/${saved.id}`, seeker.cookie)).answered).toBe(false)
	})
})

/** How many times this seeker has viewed this job's page, once the views noted are written. */
async function viewsOf(userId: number, jobId: number) {
	await flushViews()
	const [{ times }] = await (
		await freshEm()
	)
		.getConnection()
		.execute<[{ times: number }]>(
			"select times from job_interaction where user_id = ? and job_id = ? and interaction_type = 'view'",
			[userId, jobId],
		)
	return times
}

/** The root loader's `user` for this person, as their own render hands it to the browser. */
async function rootUserOf(cookie: string) {
	const response = await callRoute(root.loader, new Request(ORIGIN, { headers: { Cookie: cookie } }))
	return ((await response.json()) as { user: unknown }).user
}

/** The job page loader's answer for this person. */
async function jobLoaderData(id: number, cookie: string) {
	const request = new Request(`${ORIGIN}/jobs/${id}`, { headers: { Cookie: cookie } })
	const response = await callRoute(withParams(jobPage.loader), request, {
		params: { id: String(id) },
		pattern: 'jobs/:id',
	})
	return response.json()
}
