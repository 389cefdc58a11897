// An anonymous visitor's public page paints before its JavaScript is fetched (decision 179). React
// Router's <Scripts> asks for every module at once, in the head (modulepreload) and by the static
// imports of its inline module script, so on a slow connection the stylesheet the first paint waits
// for shares the line with about 100 KB of scripts. The page works without JavaScript, so nothing
// is lost by painting first: this rewrites the finished HTML so that the same modules are asked for,
// all in parallel as before, once the browser has painted, and the app hydrates when they arrive.
//
// Only for pages rendered whole (page-render.server.tsx): a streamed page's scripts stay as they are. Should
// a later React Router write its scripts differently, the page is left as it is (and the test fails).

const MODULE_SCRIPT = '<script type="module" async="">'
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g
const ROUTE_IMPORT = /^import \* as (route\d+) from ("[^"]+");$/gm
const MANIFEST = /window\.__reactRouterManifest = (\{[\s\S]*?\});\n(?=\s*window\.__reactRouterRouteModules)/

export function deferHydration(html: string): string {
	const start = html.indexOf(MODULE_SCRIPT)
	const end = html.indexOf('</script>', start)
	if (start < 0 || end < 0) return html
	const script = html.slice(start + MODULE_SCRIPT.length, end)
	const routes = [...script.matchAll(ROUTE_IMPORT)]
	const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]!)
	if (routes.length === 0 || preloads.length === 0) return html
	// The manifest as one line: React Router writes it indented.
	const rest = script
		.replace(ROUTE_IMPORT, '')
		.replace(MANIFEST, (_line, json: string) => `window.__reactRouterManifest = ${JSON.stringify(JSON.parse(json))};\n`)
		.trim()
	const deferred = [
		// After the first paint: a frame's callback runs just before it, a task queued there just after.
		'await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));',
		`for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
		`const [${routes.map((route) => route[1]).join(', ')}] = await Promise.all([${routes.map((route) => `import(${route[2]})`).join(', ')}]);`,
		rest.startsWith(';') ? rest.slice(1).trim() : rest,
	].join('\n')
	return html.slice(0, start).replace(PRELOAD, '') + MODULE_SCRIPT + deferred + html.slice(end).replace(PRELOAD, '')
}
