import { describe, expect, it } from 'vitest'
import { deferHydration } from './deferred-hydration.server.ts'

// The shape React Router 8's <Scripts> writes (fog of war on), cut down to two routes.
const MANIFEST = {
	entry: { module: '/assets/entry.client-A.js', imports: ['/assets/framework-B.js'], css: [] },
	routes: { root: { id: 'root', path: '', module: '/assets/root-C.js', imports: ['/assets/framework-B.js'] } },
	url: '/assets/manifest-1.js',
	version: '1',
}
const PAGE = [
	'<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app-X.css" data-precedence="default"/>',
	'<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/framework-B.js"/>',
	'<link rel="modulepreload" href="/assets/root-C.js"/><link rel="modulepreload" href="/assets/_index-D.js"/>',
	'<title>Jobs</title></head><body><main>Twenty jobs</main>',
	'<script>window.__reactRouterContext = {};</script>',
	'<script type="module" async="">;\nimport * as route0 from "/assets/root-C.js";\nimport * as route1 from "/assets/_index-D.js";\n',
	`  window.__reactRouterManifest = ${JSON.stringify(MANIFEST, null, 2)};\n`,
	'  window.__reactRouterRouteModules = {"root":route0,"routes/_index":route1};\n\nimport("/assets/entry.client-A.js");</script>',
	'<script>window.__reactRouterContext.streamController.close();</script></body></html>',
].join('')

describe('deferHydration', () => {
	const html = deferHydration(PAGE)
	const script = html.slice(html.indexOf('<script type="module" async="">'), html.lastIndexOf('<script>'))

	it('leaves no modulepreload link in the page: nothing competes with the stylesheet for the first paint', () => {
		expect(html).not.toMatch(/<link rel="modulepreload"/)
		expect(html).toContain('<link rel="stylesheet" href="/assets/app-X.css" data-precedence="default"/>')
		expect(html.startsWith('<!DOCTYPE html><html lang="en"><head>')).toBe(true)
		expect(html.endsWith('</body></html>')).toBe(true)
	})

	it('asks for the same modules, all at once, once the page has painted, then starts the app as before', () => {
		const lines = script.split('\n')
		expect(lines[0]).toBe(
			'<script type="module" async="">await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));',
		)
		expect(lines[1]).toContain(
			'["/assets/entry.client-A.js","/assets/framework-B.js","/assets/root-C.js","/assets/_index-D.js"]',
		)
		expect(lines[1]).toContain('rel: "modulepreload"')
		expect(lines[2]).toBe(
			'const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/_index-D.js")]);',
		)
		expect(script).not.toMatch(/^import \* as/m)
		expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/_index":route1};')
		expect(script.endsWith('import("/assets/entry.client-A.js");</script>')).toBe(true)
	})

	it('writes the manifest on one line, unchanged', () => {
		expect(script).toContain(`window.__reactRouterManifest = ${JSON.stringify(MANIFEST)};\n`)
	})

	it('leaves a page whose scripts it does not recognise as it is', () => {
		const streamed = PAGE.replace('import * as route0', 'import route0').replace('import * as route1', 'import route1')
		expect(deferHydration(streamed)).toBe(streamed)
		const noScripts = '<!DOCTYPE html><html><head></head><body>Not found</body></html>'
		expect(deferHydration(noScripts)).toBe(noScripts)
	})
})
